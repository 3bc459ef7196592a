// `playground --soak SECONDS`: the drawing soak (docs/architecture.md "Benchmarks", BENCHMARKS.md "Soak"). The scene runs on the harness's
// manual clock and the compositor draws and presents every frame offscreen, as fast as it can; every `interval`
// seconds of wall time it samples the resident memory (/proc/self/statm) and the live GL objects
// (GLObjectCensus). After a warm-up (a tenth of the run, at least 10 s, and at least `warmUpFrames` frames drawn),
// resident memory may drift by less than 5 % and the GL object counts may not grow, or the run fails.
import Compositor
import QuartzCore
import Foundation
import PlaygroundScenes
import SDLHost

@MainActor
struct SoakRun {
    struct Sample {
        let seconds: Double
        let frames: Int
        let residentBytes: Int
        let objects: GLObjectCensus
    }

    /// The largest resident-memory drift, as a fraction of the warmed-up sample, that passes.
    nonisolated static let allowedDrift = 0.05
    /// Frames drawn before memory counts as warmed up: 10 s of scene time. Memory settles after a number of frames
    /// (llvmpipe's shader variants and bins, the allocator), not of wall seconds: on a loaded machine 10 s held only
    /// ~300 frames, and a one-time +9 MB step near frame 400 then read as a +4.7 % drift in a 40 s run.
    nonisolated static let warmUpFrames = 600

    let sceneIndex: Int
    var scenes: [any PlaygroundScene.Type] = SceneCatalog.all
    let settings: SceneSettings
    let window: HostWindow
    let size: CGSize
    let seconds: Double
    let interval: Double

    /// Runs the soak, prints a line per sample and the verdict; true when memory and GL objects held.
    func run() throws(HostError) -> Bool {
        let runner = try HostRunner(window: window)
        let harness = SceneHarness(stageShowing: sceneIndex, scenes: scenes, size: size, context: WindowRenderContext(),
                                   settings: settings)
        defer { harness.finish() }
        let start = DeadlineFrameClock.now()
        var samples: [Sample] = []
        var frames = 0
        var nextSample = 0.0
        while true {
            let elapsed = DeadlineFrameClock.now() - start
            if elapsed >= nextSample {
                let sample = Sample(seconds: elapsed, frames: frames, residentBytes: Self.residentBytes(),
                                    objects: GLObjectCensus.take())
                samples.append(sample)
                print(String(format: "%7.1f s  %8d frames  RSS %7.1f MB  ", sample.seconds, sample.frames,
                             Double(sample.residentBytes) / 1_048_576) + "\(sample.objects)")
                fflush(nil)
                nextSample += interval
            }
            if elapsed >= seconds { break }
            harness.step { tree, time in runner.draw(tree, at: time) }
            window.present()
            frames += 1
        }
        return Self.verdict(samples, seconds: seconds)
    }

    /// Compares the samples after the warm-up with the first of them; prints the figures.
    nonisolated static func verdict(_ samples: [Sample], seconds: Double) -> Bool {
        // The warm-up: a tenth of the run, at least 10 s, and `warmUpFrames` frames (caches, texture uploads and
        // the allocator settle).
        let warmUp = max(seconds / 10, min(10, seconds / 3))
        let warmedUp = samples.filter { $0.seconds >= warmUp && $0.frames >= warmUpFrames }
        guard let base = warmedUp.first, let last = samples.last, warmedUp.count >= 2 else {
            print("Soak: too short to judge (fewer than two samples after the warm-up of \(warmUp) s and "
                  + "\(warmUpFrames) frames); give a longer --soak.")
            return false
        }
        let drift = Double(last.residentBytes - base.residentBytes) / Double(base.residentBytes)
        let peak = warmedUp.map(\.residentBytes).max() ?? last.residentBytes
        let objectsFlat = warmedUp.allSatisfy { $0.objects == base.objects }
        let fps = Double(last.frames) / max(last.seconds, 1e-9)
        print(String(format: "Soak: %d frames in %.0f s (%.1f fps); RSS %.1f → %.1f MB after the warm-up (drift %+.2f %%, "
                     + "peak %.1f MB); GL objects %@.", last.frames, last.seconds, fps,
                     Double(base.residentBytes) / 1_048_576, Double(last.residentBytes) / 1_048_576, drift * 100,
                     Double(peak) / 1_048_576, objectsFlat ? "flat (\(base.objects))" : "changed"))
        if !objectsFlat {
            for sample in warmedUp where sample.objects != base.objects {
                print(String(format: "  at %.1f s: ", sample.seconds) + "\(sample.objects) (was \(base.objects))")
            }
        }
        return abs(drift) < Self.allowedDrift && objectsFlat
    }

    /// Resident set size of this process, from /proc/self/statm (pages × page size).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
