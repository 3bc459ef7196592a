// EventRunLoop+Threads: one loop per thread (CFRunLoopGetCurrent) and the main loop (CFRunLoopGetMain).
//
// `current` is thread-local and made on first use; the thread keeps it until it exits.
// `main` follows CF: it is the loop of the process's first thread (made on demand, even when another
// thread asks first), and that thread's `current` returns the same object. A host whose "main" work
// runs on another thread calls `markCurrentAsMain()` there; from then on `main` is that thread's loop
// and the process's first thread gets a loop of its own. The main loop has `commonModesNeverEmpty`
// on, as CF's main loop serves the main dispatch queue in its common modes.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let currentLoopKey: pthread_key_t = {
    var key = pthread_key_t()
    // Releases the thread's loop when the thread exits.
    let status = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<EventRunLoop>.fromOpaque(pointer).release()
    }
    if status != 0 {
        RunLoopGlobals.diagnostics.reportOnce(
            "pthread_key_create failed (\(status)); EventRunLoop.current makes a new loop on every call.")
    }
    return key
}()

extension EventRunLoop {
    /// The calling thread's run loop, made on first use.
    public static var current: EventRunLoop {
        if let pointer = pthread_getspecific(currentLoopKey) {
            return Unmanaged<EventRunLoop>.fromOpaque(pointer).takeUnretainedValue()
        }
        let loop: EventRunLoop
        if Thread.isMainThread {
            let registry = RunLoopGlobals.mainRunLoop
            registry.lock.lock()
            if registry.chosenExplicitly {
                loop = EventRunLoop()
            } else {
                loop = registry.loop ?? EventRunLoop.makeMain()
                registry.loop = loop
            }
            registry.lock.unlock()
        } else {
            loop = EventRunLoop()
        }
        _ = pthread_setspecific(currentLoopKey, Unmanaged.passRetained(loop).toOpaque())
        return loop
    }

    /// The main run loop: the process's first thread's, unless `markCurrentAsMain()` chose another.
    public static var main: EventRunLoop {
        let registry = RunLoopGlobals.mainRunLoop
        registry.lock.lock()
        if let loop = registry.loop {
            registry.lock.unlock()
            return loop
        }
        registry.lock.unlock()
        if Thread.isMainThread { return current }
        registry.lock.lock()
        defer { registry.lock.unlock() }
        // Made now, adopted by the first thread when it first asks for `current`.
        let loop = registry.loop ?? EventRunLoop.makeMain()
        registry.loop = loop
        return loop
    }

    /// Makes the calling thread's loop the main loop (for hosts that drive UI from another thread,
    /// and for tests). The previous main loop keeps its thread but loses the main-loop exception.
    public static func markCurrentAsMain() {
        let loop = current
        let registry = RunLoopGlobals.mainRunLoop
        registry.lock.lock()
        let previous = registry.loop
        registry.loop = loop
        registry.chosenExplicitly = true
        registry.lock.unlock()
        if let previous, previous !== loop { previous.commonModesNeverEmpty = false }
        loop.commonModesNeverEmpty = true
    }

    /// Whether this loop is the main loop.
    public var isMain: Bool {
        let registry = RunLoopGlobals.mainRunLoop
        registry.lock.lock()
        defer { registry.lock.unlock() }
        return registry.loop === self
    }

    private static func makeMain() -> EventRunLoop {
        let loop = EventRunLoop()
        loop.commonModesNeverEmptyStorage = true
        return loop
    }
}
