// `style` as a source of property values and actions (spec §1.1 step 3, §1.5): a property the layer has not
// set explicitly takes `style[key]`, then `style["style"][key]`, …, then `defaultValue(forKey:)`. The
// resolved values are written into the typed storage when `style` changes, so getters stay plain reads.
import Foundation

extension CALayer {
    /// Re-resolves every property not set explicitly from the new `style` chain.
    func applyStyle() {
        let defaults = CALayer.classDefaults(for: type(of: self))
        for p in LayerProperty.allCases where !explicitlySet.contains(p) && p.family.includes(self) {
            var resolved = defaults
            if let styled = styleValue(forKey: p.key) {
                if !resolved.assign(styled, to: p) {
                    EngineDiagnostics.report(
                        "CALayer\(nameForMessages).style[\"\(p.key)\"] = \(styled) is not a \(p.valueKind) value; "
                            + "using the default.")
                }
            }
            copyValue(p, from: resolved)
        }
    }

    /// The first value for `key` in the style chain, or nil.
    func styleValue(forKey key: String) -> Any? {
        var level = style
        var depth = 0
        while let s = level, depth < CALayer.maximumStyleDepth {
            if let v = s[key] { return v }
            level = s["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// The first action for `event` in the `actions` dictionaries of the style chain (spec §1.1 step 3).
    func styleAction(forKey event: String) -> (any CAAction)? {
        var level = style
        var depth = 0
        while let s = level, depth < CALayer.maximumStyleDepth {
            if let table = s["actions"] as? [AnyHashable: Any], let found = table[event] {
                if let action = found as? any CAAction { return action }
                EngineDiagnostics.report(
                    "CALayer\(nameForMessages).style[\"actions\"][\"\(event)\"] is \(type(of: found)), "
                        + "not a CAAction; it is skipped.")
            }
            level = s["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// A guard against a style dictionary that (through copies) nests without end.
    static let maximumStyleDepth = 64

    /// Copies one property's value from another model without posting a change.
    func copyValue(_ p: LayerProperty, from model: LayerModel) {
        rememberPublishedValuesBeforeRawStore()
        MediaTimeMapCache.noteChange(of: p)
        if let v = model.value(of: p) {
            values.set(v, for: p)
        } else {
            _ = values.assign(model.anyValue(of: p), to: p)
        }
    }
}
