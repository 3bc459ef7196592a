// MainRunLoopRegistry: who the main run loop is (spec §10.2 step 2's main-thread exception).
// See EventRunLoop+Threads for the rules.

import Foundation

/// @unchecked: `loop` and `chosenExplicitly` are read and changed only while holding `lock` (EventRunLoop+Threads).
final class MainRunLoopRegistry: @unchecked Sendable {
    /// The one instance is RunLoopGlobals's.
    let lock = NSLock()
    var loop: EventRunLoop?
    /// True once markCurrentAsMain() chose the loop, so the process's first thread no longer maps to it.
    var chosenExplicitly = false
}
