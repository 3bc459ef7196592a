// Parsing of Qt Quick's output (frameSwapped log lines from the QML, QSG_RENDER_TIMING and QSG_INFO lines).
import Testing
@testable import framebench

@Test("Qt's frame lines, render times and renderer are read; a render time belongs to the swap before it")
func parsesQtOutput() {
    let output = """
    qt.scenegraph.general: threaded render loop
    qt.rhi.general: OpenGL VENDOR: Mesa/X.org RENDERER: llvmpipe (LLVM 15.0.6, 256 bits) VERSION: 4.5 (Compatibility Profile)
    qt.scenegraph.time.renderloop: [window 0x1][render thread 0x2] syncAndRender: frame rendered in 101ms, sync=2, render=14, swap=84
    qml: F 175 1000
    qt.scenegraph.time.renderloop: [window 0x1][render thread 0x2] syncAndRender: frame rendered in 29ms, sync=0, render=0, swap=29
    qml: F 204 1000
    qml: F 221 900
    """
    let log = QtFrameLog(output: output)
    #expect(log.swaps.map(\.ms) == [175, 204, 221])
    #expect(log.swaps.map(\.count) == [1000, 1000, 900])
    #expect(log.renders.map(\.ms) == [101, 29])
    #expect(log.renders.map(\.afterMs) == [-1, 175])
    #expect(log.glRenderer == "llvmpipe (LLVM 15.0.6, 256 bits)")
    #expect(log.renderLoop == "threaded")
}

@Test("Qt ramp samples are swap intervals floored at 60 Hz, skipping the first frame after a count change")
func qtRampSamples() {
    let swaps: [(ms: Double, count: Int)] = [(0, 10), (5, 10), (30, 10), (40, 20), (70, 20), (100, 20)]
    let samples = SwapLog(swaps: swaps).rampSamples()
    #expect(samples == [RampSample(complexity: 10, frameMs: 25), RampSample(complexity: 10, frameMs: 1000.0 / 60),
                        RampSample(complexity: 20, frameMs: 30)])
}
