// Reads what a Qt Quick run printed: "F <ms> <count>" per frameSwapped (from the QML), and Qt's own
// QSG_RENDER_TIMING lines "... frame rendered in <n>ms, sync=…, render=…, swap=…" (the render thread's time for a
// frame: sync, render and swap, which on llvmpipe includes rasterisation, as glFinish does on the engine's side;
// Qt prints whole milliseconds). QSG_INFO gives the GL renderer and the render loop.

struct QtFrameLog: PeerFrameLog {
    /// (ms since the window was created, tiles shown) per frameSwapped.
    var swaps: [(ms: Double, count: Int)] = []
    /// (ms of the last swap before it, render-thread frame time) per rendered frame.
    var renders: [(afterMs: Double, ms: Double)] = []
    var glRenderer = "unknown"
    var renderLoop = "unknown"
    var engineDescription: String { "Qt Quick 6 (qml tool), \(renderLoop) render loop" }

    init(output: String) {
        var lastSwap = -1.0
        for line in output.split(separator: "\n") {
            let tokens = line.split(separator: " ")
            if tokens.count >= 3, tokens[tokens.count - 3] == "F", let ms = Double(tokens[tokens.count - 2]),
               let count = Int(tokens[tokens.count - 1]) {
                swaps.append((ms, count))
                lastSwap = ms
                continue
            }
            if let range = line.range(of: "frame rendered in ") ?? line.range(of: "Frame rendered in ") {
                let rest = line[range.upperBound...]
                if let msEnd = rest.range(of: "ms"), let ms = Double(rest[..<msEnd.lowerBound]) {
                    renders.append((lastSwap, ms))
                }
                continue
            }
            if let range = line.range(of: "RENDERER: ") {
                let rest = line[range.upperBound...]
                glRenderer = String(rest[..<(rest.range(of: " VERSION:")?.lowerBound ?? rest.endIndex)])
            }
            if line.contains("threaded render loop") { renderLoop = "threaded" }
            if line.contains("basic render loop") { renderLoop = "basic" }
        }
    }
}
