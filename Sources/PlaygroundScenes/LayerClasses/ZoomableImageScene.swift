// A zoomable image made of a CAScrollLayer and a CATiledLayer (docs/architecture.md "Layer classes"): a 2048-point Mandelbrot set drawn tile by
// tile on the worker, inside a scroll layer the size of the scene. Zooming scales the tiled layer and scrolls so
// the point under the pointer (or the centre, for keys) stays put; the tiled layer picks the level of detail from
// its on-screen scale (seven levels: ⅛× … 8×) and new tiles fade in over the coarser ones. Dragging or the arrow
// keys scroll through scroll(to:).
import QuartzCore
import Foundation
import HostInterface

package final class ZoomableImageScene: PlaygroundScene {
    package static let name = "zoomable-image"
    package static let summary = "CATiledLayer in a CAScrollLayer: a Mandelbrot set drawn tile by tile as you zoom and scroll"
    package static let title = "Zoomable image (CATiledLayer in a CAScrollLayer)"
    package static let instruction = "Wheel or + / − zooms, drag or the arrows scroll: tiles are drawn off the main thread and fade in"
    package static let keys: [SceneKey] = [
        SceneKey("+ / −", "zoom in / out about the centre", names: ["=", "+", "-", "Keypad +", "Keypad -"]),
        SceneKey("Arrows", "scroll", names: ["Up", "Down", "Left", "Right"]),
        SceneKey("T", "outline the tiles (colour: level of detail)"),
        SceneKey("R", "reset zoom and scroll"),
    ]

    /// The image's side in points.
    package static let side: CGFloat = 2048
    package static let minimumZoom: CGFloat = 0.125
    package static let maximumZoom: CGFloat = 64
    package let scroll = CAScrollLayer()
    let image = MandelbrotTiledLayer(side: ZoomableImageScene.side)
    package var tiledLayer: CATiledLayer { image }
    package private(set) var zoom: CGFloat = 1
    private var viewSize = CGSize.zero

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        let inset: CGFloat = 16
        viewSize = CGSize(width: max(size.width - 2 * inset, 1), height: max(size.height - 2 * inset, 1))
        scroll.name = "scroll"
        scroll.frame = CGRect(origin: CGPoint(x: inset, y: inset), size: viewSize)
        scroll.backgroundColor = CGColor(gray: 0.05, alpha: 1)
        scroll.borderColor = CGColor(gray: 0.4, alpha: 1)
        scroll.borderWidth = 1
        image.name = "image"
        image.anchorPoint = .zero
        image.position = .zero
        image.bounds = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        image.levelsOfDetail = 4
        image.levelsOfDetailBias = 3
        scroll.addSublayer(image)
        root.addSublayer(scroll)
        // Start on the whole set: the zoom that fits it in the view, centred.
        zoom = min(viewSize.width, viewSize.height) / Self.side
        apply(zoom: zoom, keeping: CGPoint(x: Self.side / 2, y: Self.side / 2),
              at: CGPoint(x: viewSize.width / 2, y: viewSize.height / 2), animated: false)
    }

    package func handle(_ event: HostEvent) {
        switch event {
        case .key("="), .key("+"), .key("Keypad +"): zoom(by: 2, about: centre, animated: true)
        case .key("-"), .key("Keypad -"): zoom(by: 0.5, about: centre, animated: true)
        case .key("Left"): scrollBy(CGSize(width: -viewSize.width / 4, height: 0), animated: true)
        case .key("Right"): scrollBy(CGSize(width: viewSize.width / 4, height: 0), animated: true)
        case .key("Up"): scrollBy(CGSize(width: 0, height: -viewSize.height / 4), animated: true)
        case .key("Down"): scrollBy(CGSize(width: 0, height: viewSize.height / 4), animated: true)
        case .key("T"):
            image.outlines.value.toggle()
            image.setNeedsDisplay()
        case .key("R"):
            let fit = min(viewSize.width, viewSize.height) / Self.side
            apply(zoom: fit, keeping: CGPoint(x: Self.side / 2, y: Self.side / 2), at: centre, animated: true)
        case .wheel(let delta, let point):
            zoom(by: pow(1.25, delta.y), about: viewPoint(point), animated: false)
        case .drag(let delta, _):
            scrollBy(CGSize(width: -delta.width, height: -delta.height), animated: false)
        default:
            break
        }
    }

    private var centre: CGPoint { CGPoint(x: viewSize.width / 2, y: viewSize.height / 2) }

    /// A scene point as a point of the scroll layer's view (its frame's top-left is the view's origin).
    private func viewPoint(_ scenePoint: CGPoint) -> CGPoint {
        CGPoint(x: scenePoint.x - scroll.frame.minX, y: scenePoint.y - scroll.frame.minY)
    }

    /// Zooms by `factor` keeping the image point under `viewPoint` where it is.
    private func zoom(by factor: CGFloat, about viewPoint: CGPoint, animated: Bool) {
        let origin = scroll.bounds.origin
        let imagePoint = CGPoint(x: (origin.x + viewPoint.x) / zoom, y: (origin.y + viewPoint.y) / zoom)
        apply(zoom: zoom * factor, keeping: imagePoint, at: viewPoint, animated: animated)
    }

    /// Scales the image to `newZoom` (clamped) and scrolls so `imagePoint` shows at `viewPoint`.
    private func apply(zoom newZoom: CGFloat, keeping imagePoint: CGPoint, at viewPoint: CGPoint, animated: Bool) {
        zoom = min(max(newZoom, Self.minimumZoom), Self.maximumZoom)
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        image.transform = CATransform3DMakeScale(zoom, zoom, 1)
        scroll.scroll(to: CGPoint(x: imagePoint.x * zoom - viewPoint.x, y: imagePoint.y * zoom - viewPoint.y))
        CATransaction.commit()
    }

    private func scrollBy(_ delta: CGSize, animated: Bool) {
        let origin = scroll.bounds.origin
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        scroll.scroll(to: CGPoint(x: origin.x + delta.width, y: origin.y + delta.height))
        CATransaction.commit()
    }

    package func labels() -> [SceneLabel] { [] }

    /// The zoom (and the level of detail the tiled layer draws at it) and whether tile outlines show.
    package var state: String? {
        String(format: "zoom %.3g×", Double(zoom)) + (image.outlines.value ? " · tile outlines" : "")
    }

    package func answer(toKey name: String) -> String? {
        switch name {
        case "=", "+", "Keypad +", "-", "Keypad -":
            let limit = zoom == Self.maximumZoom ? " (the most)" : zoom == Self.minimumZoom ? " (the least)" : ""
            return String(format: "zoom %.3g×", Double(zoom)) + "\(limit): finer tiles fade in over the coarser ones"
        case "Left", "Right", "Up", "Down":
            let origin = scroll.bounds.origin
            return String(format: "scrolled to %.0f, %.0f", Double(origin.x), Double(origin.y))
        case "T": return image.outlines.value ? "tile outlines on: the colour is the level of detail" : "tile outlines off"
        case "R": return String(format: "reset: zoom %.3g×, the whole set centred", Double(zoom))
        default: return nil
        }
    }

    /// Zooms in twice towards the seahorse valley, scrolls along it, shows the tile outlines, zooms back out.
    package func demoScript(size: CGSize) -> DemoScript? {
        DemoScript(length: 12, steps: [
            DemoStep(at: 1, .key("=")), DemoStep(at: 2.5, .key("=")), DemoStep(at: 4, .key("T")),
            DemoStep(at: 5, .key("Right")), DemoStep(at: 6.5, .key("Down")), DemoStep(at: 8, .key("T")),
            DemoStep(at: 9, .key("-")), DemoStep(at: 10.5, .key("R")),
        ])
    }
}
