// Where the stage puts things in a window of a given size: the caption band (title and instruction) on top, the
// scene list bar at the bottom, the scene's own area between them (its origin is the scene's 0,0, so clicks and
// scene coordinates are translated by `sceneArea.origin`).
import Foundation

public struct StageLayout: Equatable {
    public static let captionHeight: CGFloat = 62
    public static let barHeight: CGFloat = 28
    public let size: CGSize

    public init(size: CGSize) {
        self.size = CGSize(width: max(size.width, 1), height: max(size.height, 1))
    }

    public var captionBand: CGRect { CGRect(x: 0, y: 0, width: size.width, height: Self.captionHeight) }
    public var bar: CGRect { CGRect(x: 0, y: size.height - Self.barHeight, width: size.width, height: Self.barHeight) }

    /// The scene's area: between caption and bar (at least one point tall).
    public var sceneArea: CGRect {
        let height = max(size.height - Self.captionHeight - Self.barHeight, 1)
        return CGRect(x: 0, y: Self.captionHeight, width: size.width, height: height)
    }
}
