// How wide each scene label may be (docs/architecture.md "The playground": a newcomer can read every label): a label is centred on its position,
// so it may reach halfway to the next label centred on the same row and no further than the scene area's edge
// allows. The chrome wraps a longer label onto more lines within that width, which keeps the labels of a scene
// built for a narrow area (a small window) or fitted beside the tool column (SceneFit) apart and inside the area.
import Foundation

extension SceneLabel {
    /// Labels whose tops are this close (points) share a row.
    static let rowTolerance: CGFloat = 20
    /// Space left between neighbouring labels.
    static let gap: CGFloat = 8
    /// The narrowest width a label is given, so a crowded row still breaks between words.
    static let minimumWidth: CGFloat = 64

    /// The widest each of `labels` may be drawn (plate included) in a scene area `areaWidth` points wide.
    static func roomWidths(of labels: [SceneLabel], areaWidth: CGFloat) -> [CGFloat] {
        labels.map { label in
            let x = label.position.x
            var half = min(x, areaWidth - x)
            for other in labels where other != label && abs(other.position.y - label.position.y) < rowTolerance {
                let distance = abs(other.position.x - x)
                if distance > 0 { half = min(half, distance / 2) }
            }
            return max(2 * half - gap, minimumWidth)
        }
    }
}
