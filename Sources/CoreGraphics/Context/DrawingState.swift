// The part of a CGContext's graphics state that the engine keeps itself (Apple's gState: colours, alpha, blend
// mode, shadow, transform); line width, caps, joins, dashes and the clip live in cairo's own state. saveGState
// pushes both, restoreGState pops both.
import Foundation

package struct DrawingState {
    /// A shadow set with setShadow(offset:blur:color:): offset in base space, blur as Apple's (sigma = blur / 2).
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    package var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    /// Apple's shouldAntialias (part of the graphics state); drawing is antialiased when this and the context's
    /// allowsAntialiasing are both true.
    var shouldAntialias = true
    /// User space to the context's device space (y up, origin at the bottom-left of the bitmap).
    var ctm = CGAffineTransform.identity
    /// True while the CTM cannot be inverted (a zero scale): Quartz then draws nothing, and cairo must not see it.
    package var isDegenerate = false
}
