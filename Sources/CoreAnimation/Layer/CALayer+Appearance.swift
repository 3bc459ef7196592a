// Visibility, contents and appearance properties (spec §1.5). `isHidden` also posts onOrderOut/onOrderIn
// (spec §1.2). Numbers are checked for NaN (DECISIONS 12).
import Foundation

extension CALayer {
    /// Hiding posts "hidden" then onOrderOut; unhiding posts "hidden" then onOrderIn (spec §1.2).
    public var isHidden: Bool {
        get { values.isHidden }
        set {
            let changed = values.isHidden != newValue
            update(.hidden, \.isHidden, newValue)
            if changed {
                post(newValue ? kCAOnOrderOut : kCAOnOrderIn)
                postToVisibleDescendants(newValue ? kCAOnOrderOut : kCAOnOrderIn)
            }
        }
    }

    public var isDoubleSided: Bool {
        get { values.isDoubleSided }
        set { update(.doubleSided, \.isDoubleSided, newValue) }
    }

    public var masksToBounds: Bool {
        get { values.masksToBounds }
        set { update(.masksToBounds, \.masksToBounds, newValue) }
    }

    /// The layer's image: a CGImage or nil; anything else is reported and ignored.
    public var contents: Any? {
        get { values.contents }
        set {
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
    }

    public var contentsRect: CGRect {
        get { values.contentsRect }
        set {
            guard LayerInputCheck.finite(newValue) else { return reject("contentsRect", newValue, "is not finite") }
            update(.contentsRect, \.contentsRect, newValue)
        }
    }

    public var contentsCenter: CGRect {
        get { values.contentsCenter }
        set {
            guard LayerInputCheck.finite(newValue) else {
                return reject("contentsCenter", newValue, "is not finite")
            }
            update(.contentsCenter, \.contentsCenter, newValue)
        }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { values.contentsGravity }
        set { update(.contentsGravity, \.contentsGravity, newValue) }
    }

    public var contentsScale: CGFloat {
        get { values.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return reject("contentsScale", newValue, "is not a positive finite number")
            }
            update(.contentsScale, \.contentsScale, newValue)
        }
    }

    public var opacity: Float {
        get { values.opacity }
        set {
            guard newValue.isFinite else { return reject("opacity", newValue, "is not finite; pass 0...1") }
            update(.opacity, \.opacity, newValue)
        }
    }

    public var backgroundColor: CGColor? {
        get { values.backgroundColor }
        set { updateColor(.backgroundColor, \.backgroundColor, newValue) }
    }

    public var cornerRadius: CGFloat {
        get { values.cornerRadius }
        set {
            guard newValue.isFinite else { return reject("cornerRadius", newValue, "is not finite") }
            update(.cornerRadius, \.cornerRadius, newValue)
        }
    }

    public var maskedCorners: CACornerMask {
        get { values.maskedCorners }
        set { update(.maskedCorners, \.maskedCorners, newValue) }
    }

    public var borderWidth: CGFloat {
        get { values.borderWidth }
        set {
            guard newValue.isFinite else { return reject("borderWidth", newValue, "is not finite") }
            update(.borderWidth, \.borderWidth, newValue)
        }
    }

    public var borderColor: CGColor? {
        get { values.borderColor }
        set { updateColor(.borderColor, \.borderColor, newValue) }
    }

    public var shadowColor: CGColor? {
        get { values.shadowColor }
        set { updateColor(.shadowColor, \.shadowColor, newValue) }
    }

    public var shadowOpacity: Float {
        get { values.shadowOpacity }
        set {
            guard newValue.isFinite else { return reject("shadowOpacity", newValue, "is not finite; pass 0...1") }
            update(.shadowOpacity, \.shadowOpacity, newValue)
        }
    }

    public var shadowOffset: CGSize {
        get { values.shadowOffset }
        set {
            guard LayerInputCheck.finite(newValue) else { return reject("shadowOffset", newValue, "is not finite") }
            update(.shadowOffset, \.shadowOffset, newValue)
        }
    }

    public var shadowRadius: CGFloat {
        get { values.shadowRadius }
        set {
            guard newValue.isFinite else { return reject("shadowRadius", newValue, "is not finite") }
            update(.shadowRadius, \.shadowRadius, newValue)
        }
    }

    /// The shadow's shape in the layer's bounds space (nil: the layer's rounded bounds). A CGMutablePath is
    /// copied, so editing it afterwards does not change the layer (as Apple's setter).
    public var shadowPath: CGPath? {
        get { values.shadowPath }
        set {
            let stored = newValue.map(LayerModel.immutable)
            let pending = beginChange(LayerProperty.shadowPath.key, changed: values.shadowPath != stored)
            values.shadowPath = stored
            explicitlySet.insert(.shadowPath)
            endChange(LayerProperty.shadowPath.key, pending)
        }
    }

    public var allowsGroupOpacity: Bool {
        get { values.allowsGroupOpacity }
        set { update(.allowsGroupOpacity, \.allowsGroupOpacity, newValue) }
    }

    public var isOpaque: Bool {
        get { values.isOpaque }
        set { update(.opaque, \.isOpaque, newValue) }
    }

    public var name: String? {
        get { values.name }
        set { update(.name, \.name, newValue) }
    }
}
