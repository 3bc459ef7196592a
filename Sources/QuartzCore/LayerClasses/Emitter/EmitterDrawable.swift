// What one committed cell's particles draw (CAEmitterCell contents, contentsRect, contentsScale, filters): worked out
// once per commit so the compositor reads a size and texture coordinates per particle, not image metadata.
import Foundation

/// A cell's image and its size in points before the particle's scale.
package struct EmitterDrawable: Sendable {
    /// nil: the cell's particles draw nothing (they still emit their sub-cells).
    package let image: CGImage?
    /// The part of the image drawn, in unit coordinates.
    package let contentsRect: CGRect
    /// That part's size in points (pixels / contentsScale).
    package let size: CGSize
    package let nearestMinification: Bool
    package let nearestMagnification: Bool

    init(_ cell: EmitterCellDescription) {
        let p = cell.parameters
        let scale = p.contentsScale > 0 ? p.contentsScale : 1
        image = p.contents
        contentsRect = p.contentsRect
        if let image = p.contents {
            size = CGSize(width: Double(image.width) * Double(p.contentsRect.width) / scale,
                          height: Double(image.height) * Double(p.contentsRect.height) / scale)
        } else {
            size = .zero
        }
        nearestMinification = cell.nearestMinification
        nearestMagnification = cell.nearestMagnification
    }
}
