// The `transition` scenario (docs/architecture.md "Benchmarks"): a full-window push transition (CATransition .push
// from the right, 1 s) between two pages of N animated tiles, repeated; reports frame time over the frames drawn
// while a transition runs (--frame-log has every recorded frame, with the time since the latest push began).
// TransitionProbe first checks whether the compositor draws the push at all; the answer goes in the environment
// ("transition_drawn"), since without it the figures are those of a page swap.
import QuartzCore
import Foundation
import SDLHost

struct TransitionScenario {
    let layerCount: Int
    let seconds: Double
    var transitionSeconds = 1.0

    func run() throws(BenchmarkError) -> BenchmarkReport {
        let parameters = SceneParameters(fittingLayers: layerCount)
        let window = try parameters.openWindow()
        let drawn = TransitionProbe.run(width: parameters.width, height: parameters.height)
        let loop = BenchRenderLoop(window: window, pacing: .measuredGrid)
        let context = MailboxRenderContext(mailbox: loop.mailbox)
        let (root, container, frame) = TransitionScenario.stage(context, parameters: parameters)
        var generator = SeededGenerator(seed: parameters.seed)
        var pages = [TransitionScenario.makePage(frame: frame, parameters: parameters, count: layerCount, shade: 0.12,
                                                 generator: &generator),
                     TransitionScenario.makePage(frame: frame, parameters: parameters, count: layerCount, shade: 0.22,
                                                 generator: &generator)]
        container.addSublayer(pages[0])
        context.host(root)
        CATransaction.flush()
        try loop.start()
        sleepUntil(monotonicSeconds() + 0.3)

        loop.setRecording(true)
        var windows: [(start: Double, end: Double)] = []
        let end = monotonicSeconds() + seconds
        while monotonicSeconds() + transitionSeconds <= end || windows.isEmpty {
            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            push.duration = transitionSeconds
            container.add(push, forKey: kCATransition)
            container.replaceSublayer(pages[0], with: pages[1])
            let start = monotonicSeconds()
            CATransaction.flush()
            windows.append((start, start + transitionSeconds))
            pages.swapAt(0, 1)
            sleepUntil(start + transitionSeconds + 0.1)
        }
        loop.setRecording(false)
        loop.stop()
        let samples = loop.takeSamples()
        func during(_ sample: FrameSample, _ window: (start: Double, end: Double)) -> Bool {
            sample.deadline > window.start && sample.start < window.end
        }
        // Only the frames drawn while a push runs are measured; the frames between pushes still tell when the first
        // frame of a push was due, so its hitch counts and the pause between pushes does not.
        var span = 0.0
        for window in windows {
            let drawn = samples.filter { during($0, window) }
            if let first = drawn.first, let last = drawn.last { span += last.end - first.start }
        }
        guard span > 0 else {
            throw .noSamples("No frames were drawn during the transitions; run for longer.")
        }
        let summary = FrameSummary(samples: samples, period: loop.period, span: span) { sample in
            windows.contains { during(sample, $0) }
        }
        var environment = BenchEnvironment.describe(glRenderer: loop.rendererName, videoDriver: window.driver.reason)
        environment.merge(parameters.description) { $1 }
        environment["transition"] = "CATransition push fromRight \(transitionSeconds) s, full window, \(windows.count) runs"
        environment["transition_drawn"] = drawn.rawValue
        return BenchmarkReport(scenario: "transition", layers: layerCount, figures: summary.figures,
                               environment: environment,
                               frames: FrameLog(samples: samples, events: windows.map(\.start)))
    }

    /// The scene's window-sized root holding one window-sized container (the layer that transitions), in the
    /// viewport of `context`.
    static func stage(_ context: MailboxRenderContext, parameters: SceneParameters)
        -> (root: CALayer, container: CALayer, frame: CGRect) {
        context.viewportSize = CGSize(width: parameters.width, height: parameters.height)
        let frame = CGRect(x: 0, y: 0, width: parameters.width, height: parameters.height)
        let root = CALayer(), container = CALayer()
        root.frame = frame
        container.frame = frame
        root.addSublayer(container)
        return (root, container, frame)
    }

    /// One page of the scene: a window-sized layer of `count` animated tiles (or cards, or labels) at random places.
    static func makePage(frame: CGRect, parameters: SceneParameters, count: Int, shade: CGFloat,
                         content: SceneContent = .tiles, generator: inout SeededGenerator) -> CALayer {
        let page = CALayer()
        page.frame = frame
        page.backgroundColor = CGColor(red: shade, green: shade, blue: shade + 0.05, alpha: 1)
        let margin = parameters.tileSide
        for index in 0..<count {
            let point = CGPoint(x: Double.random(in: margin...(frame.width - margin), using: &generator),
                                y: Double.random(in: margin...(frame.height - margin), using: &generator))
            switch content {
            case .cards, .rasterizedCards:
                page.addSublayer(BenchCard.make(index: index, parameters: parameters, position: point,
                                                rasterize: content == .rasterizedCards))
            case .text: page.addSublayer(BenchText.make(index: index, parameters: parameters, position: point))
            default: page.addSublayer(BenchTile.make(index: index, parameters: parameters, position: point))
            }
        }
        return page
    }
}
