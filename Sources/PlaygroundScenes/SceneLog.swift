// The lines a scene logs, as the seeds' NSLog calls do: kept for tests and the CLI, and echoed to standard output
// unless turned off (tests turn it off).
import Foundation

public final class SceneLog {
    public private(set) var lines: [String] = []
    public var echoes = true

    public init() {}

    public func write(_ line: String) {
        lines.append(line)
        if echoes { print(line) }
    }
}
