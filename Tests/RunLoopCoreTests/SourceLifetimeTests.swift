// Source lifetime: like CF, a loop retains what is scheduled in it; a port source's pipe stays open
// while it sits in the wait set (spec §10.3 step 8), and invalidate() lets it go.

import Testing
@testable import RunLoopCore

@Suite("Source lifetime")
struct SourceLifetimeTests {
    @Test("a scheduled port source is kept alive by its loop (its pipe stays open) until it is invalidated")
    func loopRetainsPortSource() {
        let loop = EventRunLoop(clock: ManualRunLoopClock())
        weak var weakSource: RunLoopPortSource?
        do {
            let source = RunLoopPortSource { _ in }
            weakSource = source
            loop.add(source, forMode: .default)
        }
        #expect(weakSource != nil)
        weakSource?.post()
        #expect(loop.run(mode: .default, until: 1, returnAfterSourceHandled: true) == .handledSource)
        weakSource?.invalidate()
        #expect(weakSource == nil)
        #expect(loop.run(mode: .default, until: 2, returnAfterSourceHandled: true) == .finished)
    }
}
