// Plays a DemoScript on the frame clock (docs/architecture.md "The playground"): each frame's tick sends the steps whose loop time has come,
// then the loop starts over. Input from the person stops it at once (`stop()`); `start(at:)` begins again from
// the loop's first step.
import QuartzCore
import Foundation
import HostInterface

@MainActor
package final class DemoPlayer {
    package let script: DemoScript
    package private(set) var isPlaying = false
    private var loopStart: CFTimeInterval?
    private var next = 0

    package init(script: DemoScript) {
        self.script = script
    }

    /// Starts (or restarts) the loop; the first tick sets its time origin.
    package func start() {
        isPlaying = true
        loopStart = nil
        next = 0
    }

    package func stop() {
        isPlaying = false
    }

    /// Sends, through `send`, every step due by media time `now`.
    package func tick(at now: CFTimeInterval, send: (HostEvent) -> Void) {
        guard isPlaying, !script.steps.isEmpty else { return }
        let origin = loopStart ?? now
        loopStart = origin
        // A long stall (a paused debugger, a slow machine) must not replay many loops at once: one pass at most.
        var passes = 0
        while isPlaying, passes <= script.steps.count {
            if next == script.steps.count {
                guard now - (loopStart ?? origin) >= script.length - 1e-9 else { return }
                loopStart = (loopStart ?? origin) + script.length
                if now - (loopStart ?? origin) > script.length { loopStart = now }
                next = 0
            }
            let step = script.steps[next]
            guard now - (loopStart ?? origin) >= step.time - 1e-9 else { return }
            next += 1
            passes += 1
            send(step.resolve())
        }
    }
}
