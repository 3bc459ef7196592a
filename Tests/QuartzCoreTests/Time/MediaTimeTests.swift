// Tests of CACurrentMediaTime and CASetMediaTimeSource (spec §3.2).
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Media time (spec 3.2)", .serialized)
struct MediaTimeTests {
    @Test("CASetMediaTimeSource drives CACurrentMediaTime; nil restores the monotonic clock")
    func sourceOverride() {
        MediaTimeTestLock.run {
            let clock = TestClock(now: 123.5)
            CASetMediaTimeSource { clock.now }
            #expect(CACurrentMediaTime() == 123.5)
            clock.now = 124
            #expect(CACurrentMediaTime() == 124)
            CASetMediaTimeSource(nil)
            let first = CACurrentMediaTime()
            let monotonic = MediaClock.monotonicSeconds()
            #expect(abs(first - monotonic) < 0.5)
            #expect(CACurrentMediaTime() >= first)
        }
    }
}
