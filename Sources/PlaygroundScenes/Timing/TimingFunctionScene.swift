// A timing-function gallery (spec §4): five layers side by side travel the same distance in the same 2 s, each
// with one of the named curves (linear, easeIn, easeOut, easeInEaseOut, default) set on the transaction.
// A click or Space sends them all to the other end.
import QuartzCore
import Foundation
import HostInterface

package final class TimingFunctionScene: PlaygroundScene {
    package static let name = "timing-functions"
    package static let summary = "Five named timing curves side by side over 2 s; click or Space to run them"

    package static let title = "Timing functions"
    package static let instruction = "Click or Space: five layers travel the same 2 s, each on one named curve"
    package static let keys = [SceneKey("Space", "send the runners to the other end")]

    package static let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    package static let duration = 2.0
    /// One runner per name, in `names` order.
    package private(set) var runners: [CALayer] = []
    package private(set) var topY: CGFloat = 0
    package private(set) var bottomY: CGFloat = 0
    package private(set) var atBottom = false

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        topY = 80
        bottomY = size.height - 80
        let column = size.width / CGFloat(Self.names.count)
        for index in Self.names.indices {
            let x = column * (CGFloat(index) + 0.5)
            let track = CALayer()
            track.frame = CGRect(x: x - 1, y: topY, width: 2, height: bottomY - topY)
            track.backgroundColor = CGColor(gray: 1, alpha: 0.2)
            root.addSublayer(track)
            let runner = CALayer()
            runner.name = Self.names[index].rawValue
            track.name = "track \(Self.names[index].rawValue)"
            runner.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            runner.position = CGPoint(x: x, y: topY)
            runner.cornerRadius = 8
            runner.backgroundColor = CGColor(red: 0.25 + 0.15 * CGFloat(index), green: 0.6, blue: 0.95 - 0.15 * CGFloat(index),
                                             alpha: 1)
            root.addSublayer(runner)
            runners.append(runner)
        }
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .click, .key("Space"): run()
        default: break
        }
    }

    /// Each curve's name under its track.
    package func labels() -> [SceneLabel] {
        zip(runners, Self.names).map { runner, name in
            SceneLabel(name.rawValue, at: CGPoint(x: runner.position.x, y: bottomY + 26))
        }
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 5, steps: [DemoStep(at: 0, .key("Space")), DemoStep(at: 2.5, .key("Space"))])
    }

    /// Implicit animations, each in its own transaction carrying its curve and the shared duration.
    private func run() {
        atBottom.toggle()
        for (runner, name) in zip(runners, Self.names) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(SceneGlobals.liveControls.duration(orSceneDefault: Self.duration))
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: name))
            runner.position.y = atBottom ? bottomY : topY
            CATransaction.commit()
        }
    }
}
