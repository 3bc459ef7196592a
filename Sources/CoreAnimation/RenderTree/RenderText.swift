// A CATextLayer's text as the render thread consumes it (CATextLayer.h): the two animatable properties, fontSize
// and foregroundColor, as rows of the property table (written by animations on evaluated copies), the values the
// commit drew the layer's contents with, and what the text shows otherwise (TextSnapshot, shared between commits
// until the string, font, alignment, wrapping or truncation change).
import Foundation

/// The text of one layer; present only on CATextLayer records.
public struct RenderText: Sendable {
    /// Points; the evaluated value on evaluated copies.
    public var fontSize: Double
    /// Premultiplied; the evaluated value on evaluated copies.
    public var foregroundColor: RenderColor
    /// The size and colour the layer's contents were drawn with by the display cycle (the model's at the commit).
    public var committedFontSize: Double
    public var committedColor: RenderColor
    /// CALayer.isOpaque at the commit: the backing store has no alpha.
    public var isOpaque: Bool
    /// The string, runs, font, alignment, wrapping and truncation.
    let snapshot: TextSnapshot

    init(snapshot: TextSnapshot, isOpaque: Bool) {
        fontSize = 0
        foregroundColor = .clear
        committedFontSize = 0
        committedColor = .clear
        self.isOpaque = isOpaque
        self.snapshot = snapshot
    }

    /// Whether an animation shows the text at another size or colour than the committed contents hold, so the
    /// render thread draws it again (Compositor TextRasterCache).
    @inline(__always)
    public var differsFromContents: Bool { fontSize != committedFontSize || foregroundColor != committedColor }

    /// Identifies what the text shows apart from size and colour: equal for records of one unchanged layer.
    public var snapshotIdentity: ObjectIdentifier { ObjectIdentifier(snapshot) }
}

/// What a CATextLayer shows apart from its size and colour, frozen: made once per change of it, so commits of an
/// unchanged layer record it with one retain.
final class TextSnapshot: Sendable {
    let content: TextContent

    init(_ content: TextContent) { self.content = content }
}
