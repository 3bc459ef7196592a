// A test helper shared by every test target: runs a body on a thread of its own and waits for it, for tests of what
// the engine does when a layer tree or a report comes from another thread.
import Foundation

/// Runs `body` on a new thread and returns when it has finished.
public func runOnNewThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}
