// The Chromium peer's pure parts: reading the page's console lines, the shared swap-log figures, and the page
// carrying the scene's parameters and schedule.
import Testing
@testable import framebench

@Test("Chromium console batches give one frame per ms:count pair; the renderer and DONE lines are recognised")
func parsesChromiumConsole() {
    let output = """
    [1:1:1124/193832.874087:WARNING:media/gpu/vaapi/vaapi_wrapper.cc:1655] drmGetDevices2() has not found any devices
    [1:1:1124/193833.1:INFO:CONSOLE:40] "R ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL 4.5)", source: file:///s.html (40)
    [1:1:1124/193833.3:INFO:CONSOLE:55] "F 12.50:300 29.17:300 45.83:290", source: file:///s.html (55)
    [1:1:1124/193833.9:INFO:CONSOLE:55] "F 62.50:290", source: file:///s.html (55)
    [1:1:1124/193834.0:INFO:CONSOLE:52] "DONE", source: file:///s.html (52)
    """
    let log = ChromiumFrameLog(output: output)
    #expect(log.swaps.map(\.ms) == [12.5, 29.17, 45.83, 62.5])
    #expect(log.swaps.map(\.count) == [300, 300, 290, 290])
    #expect(log.glRenderer == "ANGLE (Mesa/X.org, llvmpipe (LLVM 15.0.6 256 bits), OpenGL 4.5)")
    #expect(log.finished)
}

@Test("A Chromium log without DONE is not finished")
func chromiumLogWithoutDone() {
    #expect(!ChromiumFrameLog(output: "[1:INFO:CONSOLE:55] \"F 1:1\", source: x").finished)
}

@Test("Swap-log pacing: an interval over 1.5 periods is a hitch of its excess over one period")
func swapLogPacing() {
    let period = 1000.0 / 60
    // Three on-time frames, then one interval of three periods (two frames a 60 Hz display repeats).
    let swaps: [(ms: Double, count: Int)] = [(0, 5), (period, 5), (2 * period, 5), (5 * period, 5)]
    let figures = SwapLog(swaps: swaps).pacingFigures() ?? []
    let value = { (key: String) in figures.first { $0.key == key }?.value ?? -1 }
    #expect(abs(value("hitch_ms_per_s") - 2 * period / (5 * period / 1000)) < 1e-9)
    #expect(value("dropped_frames") == 2)
    #expect(value("frames") == 4)
    #expect(abs(value("fps") - 3 / (5 * period / 1000)) < 1e-9)
    #expect(SwapLog(swaps: [(0, 1)]).pacingFigures() == nil)
}

@Test("The page carries the tile size, radius, border and schedule of the engine's scene")
func chromiumPageCarriesScene() {
    var parameters = SceneParameters()
    parameters.tileSide = 12
    parameters.cornerRadius = 3
    let html = ChromiumPage.html(parameters: parameters, schedule: [RampStep(complexity: 40, seconds: 1.5),
                                                                    RampStep(complexity: 20, seconds: 0.25)])
    #expect(html.contains("const schedule = [[40, 1500], [20, 250]];"))
    #expect(html.contains("width: 12.0px; height: 12.0px;"))
    #expect(html.contains("border-radius: 3.0px; border: 1.5px solid"))
    #expect(html.contains("iterations: Infinity, direction: \"alternate\""))
}

@Test("The Chromium peer's frame headline is frames per second, higher is better")
func chromiumHeadline() {
    let engine = BenchmarkReport(scenario: "frame", layers: 10, figures: [("fps", 60)], environment: [:])
    let peer = BenchmarkReport(scenario: "frame", layers: 10, figures: [("fps", 20)], environment: [:])
    let comparison = PeerComparison(engine: engine, peer: peer, peerEngine: ChromiumPeer(), scenario: .frame)
    #expect(comparison.headline == "fps")
    #expect(comparison.ratio == 3)
}
