// RunLoopActivity: the observer activity bits, with CFRunLoopActivity's exact raw values (spec §10.1).

/// The points of a run-loop pass an observer can watch. Bits 0x8 and 0x10 are unused, as in CF.
public struct RunLoopActivity: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let entry = RunLoopActivity(rawValue: 0x1)
    public static let beforeTimers = RunLoopActivity(rawValue: 0x2)
    public static let beforeSources = RunLoopActivity(rawValue: 0x4)
    public static let beforeWaiting = RunLoopActivity(rawValue: 0x20)
    public static let afterWaiting = RunLoopActivity(rawValue: 0x40)
    public static let exit = RunLoopActivity(rawValue: 0x80)
    public static let allActivities = RunLoopActivity(rawValue: 0x0FFF_FFFF)
}

extension RunLoopActivity: CustomStringConvertible {
    /// Names a single activity the way CF's constants do; sets print their raw value.
    public var description: String {
        switch self {
        case .entry: return "entry"
        case .beforeTimers: return "beforeTimers"
        case .beforeSources: return "beforeSources"
        case .beforeWaiting: return "beforeWaiting"
        case .afterWaiting: return "afterWaiting"
        case .exit: return "exit"
        default: return "activities(0x\(String(rawValue, radix: 16)))"
        }
    }
}
