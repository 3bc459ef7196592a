// A thread-safe record of callbacks for the main-run-loop delivery tests: what arrived, at which render-clock
// time (the target time of the last frame drawn before it arrived, spec §7.1 "after the render clock passes the
// start or end time"), and whether it ran on the loop that was the main run loop when it arrived.
import QuartzCore
import Foundation
import RunLoopCore

final class CallbackLog: @unchecked Sendable {
    struct Entry {
        let name: String
        let frameTime: CFTimeInterval
        let onMainLoop: Bool
    }

    private let lock = NSLock()
    private var storage: [Entry] = []
    private var lastFrameTime = -CFTimeInterval.infinity

    /// Called by the frame callback with the frame's target time.
    func frameDrawn(at time: CFTimeInterval) {
        lock.lock()
        lastFrameTime = time
        lock.unlock()
    }

    func add(_ name: String) {
        let onMainLoop = EventRunLoop.current === EventRunLoop.main
        lock.lock()
        storage.append(Entry(name: name, frameTime: lastFrameTime, onMainLoop: onMainLoop))
        lock.unlock()
    }

    var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var names: [String] { entries.map(\.name) }

    /// The names that start with `prefix` followed by a dot, in arrival order, without the prefix.
    func events(of prefix: String) -> [String] {
        names.filter { $0.hasPrefix(prefix + ".") }.map { String($0.dropFirst(prefix.count + 1)) }
    }

    func first(_ name: String) -> Entry? { entries.first { $0.name == name } }

    func index(of name: String) -> Int? { names.firstIndex(of: name) }
}

/// Logs an animation's delegate messages as "<name>.start" / "<name>.stop(<finished>)", and remembers the
/// animation (the copy the layer runs, with its stamped beginTime) for timing checks.
final class LoggingAnimationDelegate: CAAnimationDelegate, @unchecked Sendable {
    let name: String
    let log: CallbackLog
    private(set) var animation: CAAnimation?

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
    }

    func animationDidStart(_ anim: CAAnimation) {
        animation = anim
        log.add("\(name).start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        animation = anim
        log.add("\(name).stop(\(flag))")
    }
}
