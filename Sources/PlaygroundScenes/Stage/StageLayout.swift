// Where the stage puts things in a window of a given size: the caption band (title and instruction) on top, the
// scene list bar at the bottom, the scene's own area between them (its origin is the scene's 0,0, so clicks and
// scene coordinates are translated by `sceneArea.origin`). While the HUD or the inspector is shown, a column on the
// right holds them, so neither covers the scene's layers or labels (docs/architecture.md "The playground": every label stays readable); a window
// too narrow for that column and a usable scene keeps the tools floating over the scene instead.
import Foundation

package struct StageLayout: Equatable {
    package static let captionHeight: CGFloat = 62
    package static let barHeight: CGFloat = 28
    /// The tool column's width: the HUD and the inspector panel (340 points) with 8-point margins.
    package static let toolColumnWidth: CGFloat = 356
    /// The narrowest scene area the tool column leaves; narrower windows float the tools instead.
    package static let minimumSceneWidth: CGFloat = 400
    package let size: CGSize
    /// Whether the tools have their own column (asked for, and the window is wide enough).
    package let hasToolColumn: Bool

    /// `tools`: the HUD or the inspector is shown and wants the column.
    package init(size: CGSize, tools: Bool = false) {
        self.size = CGSize(width: max(size.width, 1), height: max(size.height, 1))
        hasToolColumn = tools && self.size.width - Self.toolColumnWidth >= Self.minimumSceneWidth
    }

    package var captionBand: CGRect { CGRect(x: 0, y: 0, width: size.width, height: Self.captionHeight) }
    package var bar: CGRect { CGRect(x: 0, y: size.height - Self.barHeight, width: size.width, height: Self.barHeight) }

    private var middleHeight: CGFloat { max(size.height - Self.captionHeight - Self.barHeight, 1) }

    /// Everything between caption and bar: the scene area and the tool column (where the key help shows).
    package var middleArea: CGRect { CGRect(x: 0, y: Self.captionHeight, width: size.width, height: middleHeight) }

    /// The scene's area: between caption and bar (at least one point tall), left of the tool column if any.
    package var sceneArea: CGRect {
        let width = hasToolColumn ? size.width - Self.toolColumnWidth : size.width
        return CGRect(x: 0, y: Self.captionHeight, width: width, height: middleHeight)
    }

    /// The tool column right of the scene area (empty when the tools float).
    package var toolColumn: CGRect {
        guard hasToolColumn else { return .zero }
        return CGRect(x: size.width - Self.toolColumnWidth, y: Self.captionHeight, width: Self.toolColumnWidth,
                      height: middleHeight)
    }
}
