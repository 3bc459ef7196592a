// `framebench frames SCENE`: draws a fixed number of frames back to back on the calling thread at media times
// 1/60 s apart, unpaced and untimed, so instruction counters compare scenes and changes deterministically on a
// loaded machine (BENCHMARKS.md "Instruction counts"): run it under
// `LP_NUM_THREADS=0 valgrind --tool=callgrind --toggle-collect='*callgrindPass*'`, which counts llvmpipe's
// rasterising too (with no rasteriser threads it runs inline at glFinish).
import ArgumentParser
import Foundation

struct CountedFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Draw a fixed number of frames of a scene back to back, for instruction counting (callgrind).")

    @Argument(help: "frame (one page of animated tiles), transition (a push between two such pages, after one push drawn uncounted) or first-push (the same, the first push counted).")
    var scene: CountedFrames.Scene

    @Option(help: "Number of tiles per page.")
    var layers: Int = 1000

    @Option(help: "What the pages hold: tiles, cards or rasterized-cards (shouldRasterize).")
    var content: SceneContent = .tiles

    @Option(help: "Frames to draw after one uncounted warm-up pass (at most 59: they fall inside one 1 s push).")
    var frames: Int = 30

    func validate() throws {
        guard ScenarioOptions.layerRange.contains(layers) else {
            throw ValidationError("--layers must be a whole number from \(ScenarioOptions.layerRange.lowerBound) to "
                + "\(ScenarioOptions.layerRange.upperBound) (got \(layers)).")
        }
        guard [.tiles, .cards, .rasterizedCards, .text].contains(content) else {
            throw ValidationError("--content must be tiles, cards, rasterized-cards or text (got \(content.rawValue)).")
        }
        guard (1...59).contains(frames) else {
            throw ValidationError("--frames must be a whole number from 1 to 59 (got \(frames)).")
        }
    }

    func run() throws {
        do {
            let counted = CountedFrames(scene: scene, layerCount: layers, frames: frames, content: content)
            let drawn = try counted.run()
            print("Drew \(drawn) frames of \(scene.rawValue) (\(layers) \(content.rawValue) per page) after a warm-up pass.")
            print("Counted pass: \(counted.phases.summary).")
        } catch {
            throw ValidationError(error.description)
        }
    }
}
