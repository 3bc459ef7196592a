// The setters of the visibility, contents and appearance properties (spec §1.5) declared `open` in the CALayer
// class body. `isHidden` also posts onOrderOut/onOrderIn
// (spec §1.2). Numbers are checked for NaN (DECISIONS 12).
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

    func storeIsDoubleSided(_ newValue: Bool) {
        update(.doubleSided, \.isDoubleSided, newValue)
    }

    func storeMasksToBounds(_ newValue: Bool) {
        update(.masksToBounds, \.masksToBounds, newValue)
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

    func storeContentsRect(_ newValue: CGRect) {
        guard LayerInputCheck.finite(newValue) else { return reject("contentsRect", newValue, "is not finite") }
        update(.contentsRect, \.contentsRect, newValue)
    }

    func storeContentsCenter(_ newValue: CGRect) {
        guard LayerInputCheck.finite(newValue) else {
            return reject("contentsCenter", newValue, "is not finite")
        }
        update(.contentsCenter, \.contentsCenter, newValue)
    }

    func storeContentsGravity(_ newValue: CALayerContentsGravity) {
        update(.contentsGravity, \.contentsGravity, newValue)
    }

    /// Apple stores any number here (zero and negative scales included; the header only says "Defaults to
    /// one"), so this engine does too, and the compositor draws a scale that is not positive as 1
    /// (ContentsLayout). NaN and infinities are refused with one message (DECISIONS 12).
    func storeContentsScale(_ newValue: CGFloat) {
        guard newValue.isFinite else {
            return reject("contentsScale", newValue, "is not a finite number; pass the image's pixels per point")
        }
        update(.contentsScale, \.contentsScale, newValue)
    }

    func storeOpacity(_ newValue: Float) {
        guard newValue.isFinite else { return reject("opacity", newValue, "is not finite; pass 0...1") }
        update(.opacity, \.opacity, newValue)
    }

    func storeBackgroundColor(_ newValue: CGColor?) {
        updateColor(.backgroundColor, \.backgroundColor, newValue)
    }

    func storeCornerRadius(_ newValue: CGFloat) {
        guard newValue.isFinite else { return reject("cornerRadius", newValue, "is not finite") }
        update(.cornerRadius, \.cornerRadius, newValue)
    }

    func storeMaskedCorners(_ newValue: CACornerMask) {
        update(.maskedCorners, \.maskedCorners, newValue)
    }

    func storeBorderWidth(_ newValue: CGFloat) {
        guard newValue.isFinite else { return reject("borderWidth", newValue, "is not finite") }
        update(.borderWidth, \.borderWidth, newValue)
    }

    func storeBorderColor(_ newValue: CGColor?) {
        updateColor(.borderColor, \.borderColor, newValue)
    }

    func storeShadowColor(_ newValue: CGColor?) {
        updateColor(.shadowColor, \.shadowColor, newValue)
    }

    func storeShadowOpacity(_ newValue: Float) {
        guard newValue.isFinite else { return reject("shadowOpacity", newValue, "is not finite; pass 0...1") }
        update(.shadowOpacity, \.shadowOpacity, newValue)
    }

    func storeShadowOffset(_ newValue: CGSize) {
        guard LayerInputCheck.finite(newValue) else { return reject("shadowOffset", newValue, "is not finite") }
        update(.shadowOffset, \.shadowOffset, newValue)
    }

    func storeShadowRadius(_ newValue: CGFloat) {
        guard newValue.isFinite else { return reject("shadowRadius", newValue, "is not finite") }
        update(.shadowRadius, \.shadowRadius, newValue)
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

    func storeAllowsGroupOpacity(_ newValue: Bool) {
        update(.allowsGroupOpacity, \.allowsGroupOpacity, newValue)
    }

    func storeIsOpaque(_ newValue: Bool) {
        update(.opaque, \.isOpaque, newValue)
    }

    func storeName(_ newValue: String?) {
        update(.name, \.name, newValue)
    }
}
