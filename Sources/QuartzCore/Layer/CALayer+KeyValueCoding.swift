// Key-value coding (spec §1.2, §1.6; API.md): every built-in key by its Apple name, the object-valued keys
// (frame, sublayers, mask, …), and undefined keys stored on the layer (seed 000 point 2: setting one posts the
// action search for it). Wrong value types and NaN are reported once and ignored (DECISIONS 12).
import Foundation

extension CALayer {
    func kvcValue(forKey key: String) -> Any? {
        if let p = LayerProperty.named(key, on: self) { return p.entry.get(self) }
        switch key {
        case "frame": return frame
        case "sublayers": return sublayers
        case "superlayer": return superlayer
        case "mask": return mask
        case "delegate": return delegate
        case "actions": return actions
        case "style": return style
        case "filters": return filters
        case "backgroundFilters": return backgroundFilters
        case "compositingFilter": return compositingFilter
        default: return value(forUndefinedKey: key)
        }
    }

    func kvcSetValue(_ value: Any?, forKey key: String) {
        if let p = LayerProperty.named(key, on: self) { return setBuiltIn(p, value) }
        switch key {
        case "frame":
            guard let r = value as? CGRect else { return reject(key, value, "is not a CGRect") }
            frame = r
        case "sublayers":
            guard value == nil || value is [CALayer] else { return reject(key, value, "is not a [CALayer]") }
            sublayers = value as? [CALayer]
        case "mask":
            guard value == nil || value is CALayer else { return reject(key, value, "is not a CALayer") }
            mask = value as? CALayer
        case "delegate":
            guard value == nil || value is any CALayerDelegate else {
                return reject(key, value, "is not a CALayerDelegate")
            }
            delegate = value as? any CALayerDelegate
        case "actions":
            guard value == nil || value is [String: any CAAction] else {
                return reject(key, value, "is not a [String: CAAction]")
            }
            actions = value as? [String: any CAAction]
        case "filters", "backgroundFilters":
            guard value == nil || value is [Any] else { return reject(key, value, "is not an array") }
            if key == "filters" { filters = value as? [Any] } else { backgroundFilters = value as? [Any] }
        case "compositingFilter":
            compositingFilter = value
        case "style":
            guard value == nil || value is [AnyHashable: Any] else {
                return reject(key, value, "is not a dictionary")
            }
            style = value as? [AnyHashable: Any]
        case "superlayer":
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).setValue(_:forKey: \"superlayer\"): superlayer is read-only; "
                    + "use addSublayer(_:) on the new superlayer.")
        default:
            setValue(value, forUndefinedKey: key)
        }
    }

    /// Stores an undefined key through the change sequence (spec §1.2 "Undefined keys").
    func setCustomValue(_ value: Any?, forKey key: String) {
        let changed = !CALayer.sameValue(customValues[key], value)
        let pending = beginChange(key, changed: changed)
        customValues[key] = value
        endChange(key, pending)
        // Apple's needsDisplay(forKey:): a custom property that needs the layer redrawn marks it for display.
        if changed, type(of: self).needsDisplay(forKey: key) { markNeedsDisplay() }
    }

    /// Converts `value` to the property's type and sets it through the typed setter, so the setter's rules
    /// (standardized bounds, clamped zPosition, order events for hidden) apply to KVC too.
    private func setBuiltIn(_ p: LayerProperty, _ value: Any?) {
        var scratch = values
        guard scratch.assign(value, to: p) else {
            guard p != .maskedCorners else {
                return reject(p.key, value, "is not a CACornerMask or a whole number from 0 to \(UInt.max)")
            }
            return reject(p.key, value, "is not a \(p.valueKind) value for this key")
        }
        if let converted = scratch.value(of: p), !converted.isFinite {
            return reject(p.key, value, "is not finite")
        }
        p.entry.setFrom(self, scratch)
    }

    /// Whether two stored values are equal (undefined keys: an equal value posts no action, DECISIONS 3).
    static func sameValue(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (x?, y?):
            if let u = animatable(x), let v = animatable(y) { return u == v }
            if let u = x as? AnyHashable, let v = y as? AnyHashable { return u == v }
            return false
        }
    }
}
