// The engine as a ramp target: the benchmark scene (tile side fixed, as in MotionMark's Multiply) on
// BenchRenderLoop with capped pacing, the main thread changing the layer count step by step and moving the tiles
// every 0.5 s. Each frame's sample is its frame length: the time from its start to the next frame's start.
import Foundation
import SDLHost

final class EngineRampTarget: RampTarget {
    let loop: BenchRenderLoop
    let scene: AnimatedLayerScene
    let window: HostWindow

    init(parameters: SceneParameters) throws(BenchmarkError) {
        do {
            window = try HostWindow(title: "framebench", width: parameters.width, height: parameters.height,
                                    headless: true, announce: false)
        } catch { throw .host(error.description) }
        loop = BenchRenderLoop(window: window, pacing: .capped)
        scene = AnimatedLayerScene(parameters: parameters, context: MailboxRenderContext(mailbox: loop.mailbox))
        try loop.start()
    }

    func stop() { loop.stop() }

    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        var driver = SceneDriver(scene: scene)
        loop.setRecording(true)
        for step in schedule {
            scene.setCount(step.complexity)
            driver.run(until: monotonicSeconds() + step.seconds)
        }
        loop.setRecording(false)
        return Self.samples(from: loop.takeSamples())
    }

    /// One sample per frame that has a successor, skipping the first frame drawn after each change of count.
    static func samples(from frames: [FrameSample]) -> [RampSample] {
        var result: [RampSample] = []
        result.reserveCapacity(frames.count)
        guard frames.count >= 3 else { return result }
        for index in 1..<(frames.count - 1) where frames[index].layerCount == frames[index - 1].layerCount {
            result.append(RampSample(complexity: Double(frames[index].layerCount),
                                     frameMs: (frames[index + 1].start - frames[index].start) * 1000))
        }
        return result
    }
}
