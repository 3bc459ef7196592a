// How a quad meets the active clip region (FrameBuilder+ClipFit, docs/architecture.md "Frame cost"): the answer lets the
// builder draw a quad the clip does not cut with the lean, clip-less shader variants, shrink a cut one to the part
// that can show, and skip one the clip hides entirely.
import Foundation

enum ClipFit {
    /// Every pixel the quad can touch has clip coverage 1: the clip changes nothing.
    case inside
    /// The clip cuts the quad: keep the clip, and rasterise only `quad` (the part where coverage can exceed 0).
    case partial(quad: CGRect)
    /// No pixel of the quad has clip coverage above 0.
    case outside
}
