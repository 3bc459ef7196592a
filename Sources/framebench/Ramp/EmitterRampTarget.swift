// `framebench run emitter` as a ramp target: the emitter scene on BenchRenderLoop with capped pacing, the particle
// count changed step by step. Every frame draws the same two layers, so frames are given to steps by time: a frame
// belongs to the step during which it started, and the first two frames of each step are left out (they may still
// show the previous step's tree, and the first one built the new emitter).
import Foundation
import SDLHost

final class EmitterRampTarget: RampTarget {
    let loop: BenchRenderLoop
    let scene: EmitterBenchScene
    let window: HostWindow

    init(width: Int, height: Int) throws(BenchmarkError) {
        do {
            window = try HostWindow(title: "framebench", width: width, height: height, headless: true,
                                    announce: false)
        } catch { throw .host(error.description) }
        loop = BenchRenderLoop(window: window, pacing: .capped)
        scene = EmitterBenchScene(width: width, height: height, context: MailboxRenderContext(mailbox: loop.mailbox))
        try loop.start()
    }

    func stop() { loop.stop() }

    func measure(_ schedule: [RampStep]) throws(BenchmarkError) -> [RampSample] {
        var steps: [(start: Double, particles: Int)] = []
        loop.setRecording(true)
        for step in schedule {
            scene.setParticles(step.complexity)
            let start = monotonicSeconds()
            steps.append((start, step.complexity))
            sleepUntil(start + step.seconds)
        }
        let end = monotonicSeconds()
        loop.setRecording(false)
        return Self.samples(from: loop.takeSamples(), steps: steps, end: end)
    }

    static func samples(from frames: [FrameSample], steps: [(start: Double, particles: Int)],
                        end: Double) -> [RampSample] {
        var result: [RampSample] = []
        guard frames.count >= 2 else { return result }
        var step = -1
        var frameInStep = 0
        for index in 0..<(frames.count - 1) {
            let start = frames[index].start
            guard start < end else { break }
            var current = step
            while current + 1 < steps.count, steps[current + 1].start <= start { current += 1 }
            if current != step {
                step = current
                frameInStep = 0
            }
            frameInStep += 1
            guard step >= 0, frameInStep > 2 else { continue }
            result.append(RampSample(complexity: Double(steps[step].particles),
                                     frameMs: (frames[index + 1].start - start) * 1000))
        }
        return result
    }
}
