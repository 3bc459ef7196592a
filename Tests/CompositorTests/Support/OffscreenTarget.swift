// Test support: an offscreen SDL window with a current OpenGL 3.3 context and a compositor, so rendering tests run
// on machines without a display or GPU (SDL_VIDEODRIVER=offscreen, Mesa llvmpipe).
import QuartzCore
import Compositor
import Foundation
import SDLHost

final class OffscreenTarget {
    let window: HostWindow
    let compositor: GLCompositor
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        window = try HostWindow(title: "test", width: width, height: height, headless: true, announce: false)
        window.makeCurrent()
        compositor = try GLCompositor()
    }

    /// Renders `tree` and returns the frame as RGBA8, top row first. `scale` is pixels per point (HiDPI).
    func render(_ tree: RenderTree, scale: Int = 1) -> RGBAFrame {
        window.makeCurrent()
        compositor.render(tree, pixelWidth: width, pixelHeight: height,
                          pointSize: CGSize(width: width / scale, height: height / scale))
        return RGBAFrame(pixels: compositor.readPixels(width: width, height: height), width: width, height: height)
    }
}

/// A read-back frame with pixel access in layer coordinates (x right, y down).
struct RGBAFrame {
    let pixels: [UInt8]
    let width: Int
    let height: Int

    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    /// True when every channel of pixel (x, y) is within `tolerance` of `expected`.
    func pixel(_ x: Int, _ y: Int, isNear expected: [UInt8], tolerance: Int = 2) -> Bool {
        zip(pixel(x, y), expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    }
}

/// Builds small render trees by hand: a root filling the viewport plus sublayers.
struct TreeBuilder {
    private(set) var layers: [RenderLayer] = []
    let size: CGSize

    init(width: Int, height: Int, background: RenderColor) {
        size = CGSize(width: width, height: height)
        var root = RenderLayer(parentIndex: -1)
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = background
        layers.append(root)
    }

    /// Adds a sublayer with the given frame (identity transform, default anchor point); returns its index.
    @discardableResult
    mutating func add(frame: CGRect, color: RenderColor, parent: Int = 0,
                      configure: (inout RenderLayer) -> Void = { _ in }) -> Int {
        var layer = RenderLayer(parentIndex: Int32(parent))
        layer.bounds = CGRect(origin: .zero, size: frame.size)
        layer.position = CGPoint(x: frame.midX, y: frame.midY)
        layer.backgroundColor = color
        configure(&layer)
        layers.append(layer)
        return layers.count - 1
    }

    /// Changes the root layer (index 0).
    mutating func configureRoot(_ configure: (inout RenderLayer) -> Void) { configure(&layers[0]) }

    var tree: RenderTree { RenderTree(layers: layers, generation: 1, commitTime: 0, viewportSize: size) }
}

extension RenderColor {
    static let red = RenderColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = RenderColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
    static let green = RenderColor(red: 0, green: 1, blue: 0, alpha: 1)
}
