// docs/architecture.md "The playground", the HUD's commit time: the interactive host times the commit itself (the window context's willCommit →
// didCommit) and says where it ran — at the before-waiting observer for changes made in a frame callback without a
// transaction, inside the display-link timer for an explicit transaction committed there. Through the host's
// offscreen path (SDL's offscreen driver), on the real run loop, which is what is under test.
import QuartzCore
import Foundation
import MediaTimeTestSupport
import HostInterface
import SDLHost
import Testing

@Suite("Interactive host: commit time and place", .serialized)
struct InteractiveHostCommitTests {
    @Test("an implicit change in a frame commits at the before-waiting observer; an explicit one inside the display-link timer; each commit is timed")
    @MainActor
    func commitSiteAndDuration() throws {
        try MediaTimeTestLock.run {
            let window = try HostWindow(title: "commit test", width: 64, height: 64, headless: true, announce: false)
            let context = WindowRenderContext()
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            context.viewportSize = CGSize(width: 64, height: 64)
            context.host(root)
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.addSublayer(child)
            let host = InteractiveHost(window: window)
            host.keepsFramesRunning = true
            var frames = 0
            var seen: [(CommitSite, CFTimeInterval)] = []
            host.onFrame = { [host] _ in
                frames += 1
                switch frames {
                case 3:
                    child.backgroundColor = CGColor(gray: 0.5, alpha: 1)
                case 5:
                    seen.append((host.lastCommitSite, host.lastCommitDuration))
                    CATransaction.begin()
                    child.backgroundColor = CGColor(gray: 0.8, alpha: 1)
                    CATransaction.commit()
                    seen.append((host.lastCommitSite, host.lastCommitDuration))
                case 7:
                    host.stop()
                default:
                    break
                }
            }
            try host.run(root: root, context: context) { _ in }
            #expect(seen.map(\.0) == [.beforeWaitingObserver, .displayLinkTimer])
            for (_, duration) in seen { #expect(duration > 0 && duration.isFinite) }
            #expect(context.lastCommitDuration == host.lastCommitDuration)
        }
    }

    @Test("the offscreen window follows a resize: its size changes and SDL's size-changed event becomes HostEvent.resize")
    func resizeBecomesAnEvent() throws {
        let window = try HostWindow(title: "resize test", width: 200, height: 150, headless: true, announce: false)
        let runner = try HostRunner(window: window)
        _ = runner.takeEvents()
        window.resize(width: 320, height: 240)
        #expect(window.pointSize == (320, 240))
        let events = runner.takeEvents()
        #expect(events.contains(.resize(CGSize(width: 320, height: 240))), "events: \(events)")
    }

    @Test("a lone --screenshot is announced as such, not as --headless")
    func headlessReason() {
        let choice = VideoDriverChoice.decide(headless: true, headlessReason: "--screenshot was given",
                                              environment: ["DISPLAY": ":0"])
        #expect(choice.isOffscreen && choice.reason == "--screenshot was given")
        #expect(VideoDriverChoice.decide(headless: true, environment: ["DISPLAY": ":0"]).reason == "--headless was given")
    }
}
