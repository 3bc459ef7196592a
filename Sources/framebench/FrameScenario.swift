// The `frame` scenario: N small rounded, bordered layers (the scene of MotionMark's "Multiply" and Qt's rectangle
// demos) rotating and fading, drawn offscreen each frame; reports frame-time percentiles including glFinish,
// since llvmpipe rasterises at flush.
import CoreAnimation
import Compositor
import Foundation
import SDLHost

struct FrameScenario {
    let layerCount: Int
    let seconds: Double
    let width = 1280
    let height = 720

    func run() throws(HostError) -> BenchmarkReport {
        let window = try HostWindow(title: "framebench", width: width, height: height, headless: true)
        let compositor: GLCompositor
        do { compositor = try GLCompositor() } catch { throw HostError.compositorFailed(error.description) }
        var tree = makeTree()
        var stats = FrameStatistics()
        let start = monotonicSeconds()
        var frame = 0
        while monotonicSeconds() - start < seconds {
            let frameStart = monotonicSeconds()
            let t = Double(frame) / 60
            for index in 1..<tree.layers.count {
                let phase = Double(index) * 0.37 + t * 2
                tree.layers[index].transform = CATransform3DMakeRotation(CGFloat(phase), 0, 0, 1)
                tree.layers[index].opacity = Float(0.55 + 0.45 * sin(phase))
            }
            compositor.render(tree, pixelWidth: width, pixelHeight: height,
                              pointSize: CGSize(width: width, height: height))
            compositor.finish()
            window.present()
            stats.add((monotonicSeconds() - frameStart) * 1000)
            frame += 1
        }
        return BenchmarkReport(
            scenario: "frame", layers: layerCount,
            figures: [("p50_ms", stats.percentile(50)), ("p95_ms", stats.percentile(95)),
                      ("p99_ms", stats.percentile(99)), ("max_ms", stats.maximum), ("frames", Double(stats.count))],
            environment: ["gl_renderer": compositor.rendererName, "video_driver": window.driver.reason,
                          "viewport": "\(width)x\(height)"])
    }

    private func makeTree() -> RenderTree {
        var root = RenderLayer(parentIndex: -1)
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: Double(width) / 2, y: Double(height) / 2)
        root.backgroundColor = RenderColor(straightRed: 0.08, green: 0.08, blue: 0.1, alpha: 1)
        var layers = [root]
        let columns = max(Int((Double(layerCount) * Double(width) / Double(height)).squareRoot()), 1)
        let rows = (layerCount + columns - 1) / columns
        let cellW = Double(width) / Double(columns), cellH = Double(height) / Double(rows)
        let side = max(min(cellW, cellH) * 0.7, 2)
        for index in 0..<layerCount {
            var layer = RenderLayer(parentIndex: 0)
            layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            layer.position = CGPoint(x: (Double(index % columns) + 0.5) * cellW, y: (Double(index / columns) + 0.5) * cellH)
            let hue = Double(index % 12) / 12
            layer.backgroundColor = RenderColor(straightRed: 0.5 + 0.5 * cos(hue * 6.283), green: 0.5 + 0.5 * cos(hue * 6.283 + 2.1),
                                                blue: 0.5 + 0.5 * cos(hue * 6.283 + 4.2), alpha: 1)
            layer.cornerRadius = side * 0.2
            layer.borderWidth = 1.5
            layer.borderColor = RenderColor(straightRed: 1, green: 1, blue: 1, alpha: 0.9)
            layers.append(layer)
        }
        return RenderTree(layers: layers, generation: 1, commitTime: 0, viewportSize: CGSize(width: width, height: height))
    }
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}
