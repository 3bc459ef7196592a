// The environment every report carries: GL renderer, video driver, thread counts and build configuration, so
// figures from different machines or builds are never compared by mistake.
import Foundation

enum BenchEnvironment {
    #if DEBUG
    static let buildConfiguration = "debug"
    #else
    static let buildConfiguration = "release"
    #endif

    static func describe(glRenderer: String? = nil, videoDriver: String? = nil) -> [String: String] {
        let environment = ProcessInfo.processInfo.environment
        var result = [
            "build": buildConfiguration,
            "cpu_cores": "\(ProcessInfo.processInfo.activeProcessorCount)",
            // llvmpipe rasterises on this many threads (its default is one per core).
            "llvmpipe_threads": environment["LP_NUM_THREADS"] ?? "default (one per core)",
            "date": ISO8601DateFormatter().string(from: Date()),
        ]
        if let glRenderer { result["gl_renderer"] = glRenderer }
        if let videoDriver { result["video_driver"] = videoDriver }
        return result
    }
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The calling thread's CPU time in seconds (CLOCK_THREAD_CPUTIME_ID): what it ran, not what it waited for a core.
func threadCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Sleeps the calling thread until `time` on CLOCK_MONOTONIC.
func sleepUntil(_ time: Double) {
    let remaining = time - monotonicSeconds()
    if remaining > 0 { Thread.sleep(forTimeInterval: remaining) }
}
