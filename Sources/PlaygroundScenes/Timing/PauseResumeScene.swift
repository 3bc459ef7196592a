// Pausing and resuming layer time (Apple's QA1673, spec §3.3): a container holds a spinning square and a sliding
// dot, both repeating forever. Space pauses the container (speed 0, timeOffset = its current time) and resumes
// it (speed 1, beginTime = time spent paused), so everything continues from where it stopped.
import QuartzCore
import Foundation
import HostInterface

package final class PauseResumeScene: PlaygroundScene {
    package static let name = "pause-resume"
    package static let summary = "QA1673: Space pauses and resumes a container's layer time (speed, timeOffset, beginTime)"

    package static let title = "Pause and resume layer time"
    package static let instruction = "Space pauses the container's time (speed 0, timeOffset) and resumes it where it stopped"
    package static let keys = [SceneKey("Space", "pause or resume the container (QA1673)")]

    package static let spinDuration = 2.0
    package static let slideDuration = 1.5
    package let container = CALayer()
    package let spinner = CALayer()
    package let slider = CALayer()

    package init() {}

    package var isPaused: Bool { container.speed == 0 }

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        container.name = "container"
        spinner.name = "spinner"
        slider.name = "slider"
        container.frame = CGRect(origin: .zero, size: size)
        root.addSublayer(container)

        spinner.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        spinner.position = CGPoint(x: size.width / 2, y: size.height / 3)
        spinner.backgroundColor = CGColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1)
        spinner.cornerRadius = 12
        container.addSublayer(spinner)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = Self.spinDuration
        spin.repeatCount = .infinity
        spinner.add(spin, forKey: "spin")

        slider.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        slider.position = CGPoint(x: 80, y: size.height * 2 / 3)
        slider.backgroundColor = CGColor(red: 0.3, green: 0.7, blue: 1, alpha: 1)
        slider.cornerRadius = 25
        container.addSublayer(slider)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 80
        slide.toValue = size.width - 80
        slide.duration = Self.slideDuration
        slide.autoreverses = true
        slide.repeatCount = .infinity
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        slider.add(slide, forKey: "slide")
    }

    package func handle(_ event: HostEvent) {
        guard event == .key("Space") else { return }
        if isPaused { resumeLayer(container) } else { pauseLayer(container) }
    }

    package var state: String? {
        isPaused ? "container paused (speed 0)" : "container running (speed 1)"
    }

    package func answer(toKey name: String) -> String? {
        guard name == "Space" else { return nil }
        return isPaused ? "paused: the container's speed is 0, its timeOffset holds the time it stopped at"
                        : "resumed: beginTime skips the time spent paused, so both continue where they stopped"
    }

    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 5, steps: [DemoStep(at: 1.5, .key("Space")), DemoStep(at: 3, .key("Space"))])
    }

    /// QA1673's pauseLayer:.
    package func pauseLayer(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    /// QA1673's resumeLayer:.
    package func resumeLayer(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }
}
