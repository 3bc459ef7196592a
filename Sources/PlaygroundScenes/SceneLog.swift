// The lines a scene logs, as the seeds' NSLog calls do: kept for tests and the CLI, and echoed to standard output
// unless turned off (tests turn it off).
import Foundation

package final class SceneLog {
    package private(set) var lines: [String] = []
    package var echoes = true

    package init() {}

    package func write(_ line: String) {
        lines.append(line)
        if echoes { print(line) }
    }
}
