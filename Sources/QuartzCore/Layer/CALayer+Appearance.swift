// The setters of the visibility, contents and appearance properties (spec §1.5) that check more than the property
// table's generated setters do: `isHidden` also posts onOrderOut/onOrderIn (spec §1.2), `contents` takes only a
// CGImage, `shadowPath` is copied and refused with a non-finite point (DECISIONS 12).
import Foundation

extension CALayer {
    /// Hiding posts "hidden" then onOrderOut; unhiding posts "hidden" then onOrderIn (spec §1.2).
    func storeIsHidden(_ newValue: Bool) {
        let changed = values.isHidden != newValue
        update(.hidden, \.isHidden, newValue)
        if changed {
            post(newValue ? kCAOnOrderOut : kCAOnOrderIn)
            postToVisibleDescendants(newValue ? kCAOnOrderOut : kCAOnOrderIn)
        }
    }

    /// The layer's image: a CGImage or nil; anything else is reported and ignored.
    func storeContents(_ newValue: Any?) {
        let image: CGImage?
        if let newValue {
            guard let i = newValue as? CGImage else {
                return reject("contents", newValue, "is not a CGImage (the only contents this engine draws)")
            }
            image = i
        } else {
            image = nil
        }
        let pending = beginChange(LayerProperty.contents.key, changed: values.contents !== image)
        values.contents = image
        explicitlySet.insert(.contents)
        endChange(LayerProperty.contents.key, pending)
    }

    /// The shadow's shape in the layer's bounds space (nil: the layer's rounded bounds). A CGMutablePath is
    /// copied, so editing it afterwards does not change the layer (as Apple's setter). A path with a NaN or
    /// infinite coordinate is refused with one message (DECISIONS 12), as CAShapeLayer.path is.
    func storeShadowPath(_ newValue: CGPath?) {
        let stored = newValue.map(LayerModel.immutable)
        if let stored, !stored.elements.allSatisfy({ $0.points.allSatisfy(LayerInputCheck.finite) }) {
            return reject("shadowPath", newValue, "has a point that is not finite")
        }
        let pending = beginChange(LayerProperty.shadowPath.key, changed: values.shadowPath != stored)
        values.shadowPath = stored
        explicitlySet.insert(.shadowPath)
        endChange(LayerProperty.shadowPath.key, pending)
    }
}
