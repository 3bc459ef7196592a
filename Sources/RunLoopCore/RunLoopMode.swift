// RunLoopMode: the name of a run-loop mode (spec §10.1 "Mode names").
// A mode is only a name; what runs in it lives in the loop's per-mode item sets.

/// The name of a run-loop mode, like `CFRunLoopMode` / `RunLoop.Mode`.
public struct RunLoopMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ name: String) {
        self.rawValue = name
    }

    /// `kCFRunLoopDefaultMode`; also the value of Foundation's `RunLoop.Mode.default`.
    public static let `default` = RunLoopMode(rawValue: "kCFRunLoopDefaultMode")

    /// `kCFRunLoopCommonModes`: a pseudo-mode meaning "every mode marked common". Items added to it
    /// join every common mode, including modes marked common later. It cannot be run itself.
    public static let common = RunLoopMode(rawValue: "kCFRunLoopCommonModes")

    /// UIKit's tracking mode. Not common unless a loop marks it with `addCommonMode(_:)`.
    public static let tracking = RunLoopMode(rawValue: "UITrackingRunLoopMode")

    public var description: String { rawValue }
}
