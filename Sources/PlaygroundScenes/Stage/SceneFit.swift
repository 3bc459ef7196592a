// How the stage shows a scene built for one area in another without rebuilding it: the HUD and the inspector take a
// column beside the scene (StageLayout.toolColumn), so showing or hiding them changes the scene area, and a rebuild
// would lose what the person did (moved layers, animations in flight, a pause, a scrubbed position). Instead the
// stage lays out only the scene's container, as a superlayer's layoutSublayers would: the container keeps the size
// the scene was built for as its bounds (spec §1.6: bounds are the sublayers' coordinate space), so every scene
// layer keeps its model geometry and animations, and is scaled uniformly to fit the area (never enlarged) and
// centred in it. Input and labels go through the same mapping between window and scene points.
import QuartzCore
import Foundation

package struct SceneFit: Equatable {
    /// The size the scene was built for: its coordinate space.
    package let builtSize: CGSize
    /// Where it is shown now (window points).
    package let area: CGRect

    package init(builtSize: CGSize, area: CGRect) {
        self.builtSize = CGSize(width: max(builtSize.width, 1), height: max(builtSize.height, 1))
        self.area = area
    }

    /// Scene points per window point: 1 in the area it was built for, smaller in a narrower one.
    package var scale: CGFloat { min(1, area.width / builtSize.width, area.height / builtSize.height) }

    /// The scene's rectangle in window points: the built size times `scale`, centred in the area.
    package var frame: CGRect {
        let size = CGSize(width: builtSize.width * scale, height: builtSize.height * scale)
        return CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A scene point in window points.
    package func windowPoint(_ scenePoint: CGPoint) -> CGPoint {
        let frame = frame
        return CGPoint(x: frame.minX + scenePoint.x * scale, y: frame.minY + scenePoint.y * scale)
    }

    /// A window point in scene points; nil outside the scene's rectangle (the margins a fit leaves).
    package func scenePoint(_ windowPoint: CGPoint) -> CGPoint? {
        let frame = frame
        guard frame.contains(windowPoint) else { return nil }
        return CGPoint(x: (windowPoint.x - frame.minX) / scale, y: (windowPoint.y - frame.minY) / scale)
    }

    /// Gives the scene's container this geometry: bounds of the built size, centred in the area, scaled. The
    /// caller turns actions off (a jump, not an animation).
    func apply(to container: CALayer) {
        container.bounds = CGRect(origin: .zero, size: builtSize)
        container.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        container.position = CGPoint(x: area.midX, y: area.midY)
        container.transform = scale == 1 ? CATransform3DIdentity : CATransform3DMakeScale(scale, scale, 1)
    }
}
