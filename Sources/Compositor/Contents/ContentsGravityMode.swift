// CALayerContentsGravity (a string name, spec §1.5) decoded once per layer into a small enum, so the placement math
// switches on integers. Unknown names fall back to "resize", as Core Animation does, with one message.
//
// The vertical names are for a y-up axis. Apple's contentsGravity documentation: "The naming of contents gravity
// constants is based on the direction of the vertical axis … When [contentsAreFlipped()] is true, top aligns
// contents to the bottom of the layer and bottom aligns content to the top", and contentsAreFlipped() is false by
// default. Our layers are y-down (DECISIONS 9, as iOS's), so with unflipped contents "top" is the layer's maximum
// y — the visual bottom — exactly as on iOS, where UIKit maps UIView.ContentMode.top onto kCAGravityBottom. An odd
// number of geometry-flipped layers up the tree (contentsAreFlipped()) turns the names back to the visual edges.
import QuartzCore

/// How contents are sized and placed in the bounds, in the layer's y-down space (vertical −1 is the visual top).
enum ContentsGravityMode {
    case resize, resizeAspect, resizeAspectFill
    /// Natural size, aligned by a horizontal (-1 left, 0 centre, 1 right) and vertical (-1 top, 0 centre, 1 bottom)
    /// position.
    case natural(horizontal: Int8, vertical: Int8)

    /// The placement `gravity` names for a layer whose `contentsAreFlipped()` is `flipped`.
    init(_ gravity: CALayerContentsGravity, contentsAreFlipped flipped: Bool) {
        // "top" on the y-up axis of the names: the visual bottom (+1) unless the contents are flipped.
        let top: Int8 = flipped ? -1 : 1
        let bottom = -top
        switch gravity.rawValue {
        case "resize": self = .resize
        case "resizeAspect": self = .resizeAspect
        case "resizeAspectFill": self = .resizeAspectFill
        case "center": self = .natural(horizontal: 0, vertical: 0)
        case "top": self = .natural(horizontal: 0, vertical: top)
        case "bottom": self = .natural(horizontal: 0, vertical: bottom)
        case "left": self = .natural(horizontal: -1, vertical: 0)
        case "right": self = .natural(horizontal: 1, vertical: 0)
        case "topLeft": self = .natural(horizontal: -1, vertical: top)
        case "topRight": self = .natural(horizontal: 1, vertical: top)
        case "bottomLeft": self = .natural(horizontal: -1, vertical: bottom)
        case "bottomRight": self = .natural(horizontal: 1, vertical: bottom)
        default:
            CompositorDiagnostics.reportOnce(
                "contentsGravity \"\(gravity.rawValue)\" is not a CALayerContentsGravity name; drawing as \"resize\". "
                    + "Use one of center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight, "
                    + "resize, resizeAspect, resizeAspectFill.")
            self = .resize
        }
    }
}
