// CALayerContentsGravity (a string name, spec §1.5) decoded once per layer into a small enum, so the placement math
// switches on integers. Unknown names fall back to "resize", as Core Animation does, with one message.
import CoreAnimation

/// How contents are sized and placed in the bounds. Top means the visual top (y down, DECISIONS 9).
enum ContentsGravityMode {
    case resize, resizeAspect, resizeAspectFill
    /// Natural size, aligned by a horizontal (-1 left, 0 centre, 1 right) and vertical (-1 top, 0 centre, 1 bottom)
    /// position.
    case natural(horizontal: Int8, vertical: Int8)

    init(_ gravity: CALayerContentsGravity) {
        switch gravity.rawValue {
        case "resize": self = .resize
        case "resizeAspect": self = .resizeAspect
        case "resizeAspectFill": self = .resizeAspectFill
        case "center": self = .natural(horizontal: 0, vertical: 0)
        case "top": self = .natural(horizontal: 0, vertical: -1)
        case "bottom": self = .natural(horizontal: 0, vertical: 1)
        case "left": self = .natural(horizontal: -1, vertical: 0)
        case "right": self = .natural(horizontal: 1, vertical: 0)
        case "topLeft": self = .natural(horizontal: -1, vertical: -1)
        case "topRight": self = .natural(horizontal: 1, vertical: -1)
        case "bottomLeft": self = .natural(horizontal: -1, vertical: 1)
        case "bottomRight": self = .natural(horizontal: 1, vertical: 1)
        default:
            CompositorDiagnostics.reportOnce(
                "contentsGravity \"\(gravity.rawValue)\" is not a CALayerContentsGravity name; drawing as \"resize\". "
                    + "Use one of center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight, "
                    + "resize, resizeAspect, resizeAspectFill.")
            self = .resize
        }
    }
}
