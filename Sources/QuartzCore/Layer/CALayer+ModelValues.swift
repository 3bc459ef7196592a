// Typed access to any property by key path, without strings, for the animation code (contract seam):
// `modelValue(for:)` / `setModelValue(_:for:)` read and write built-in properties, struct components and
// custom keys. Writes here are raw stores (no action search), as animation evaluation and presentation
// copies need.
import Foundation

extension CALayer {
    /// The model value at `path`, or nil when the layer has no such value.
    package func modelValue(for path: LayerKeyPath) -> AnimatableValue? {
        let whole: AnimatableValue?
        switch path.root {
        case .property(let p): whole = values.valueInPlace(of: p)
        case .custom(let key):
            whole = classPropertyValue(forKey: key)
                ?? CALayer.animatable(customValues[key] ?? type(of: self).defaultValue(forKey: key))
        }
        guard let whole else { return nil }
        return path.component(of: whole)
    }

    /// Stores `value` at `path` without an action search; false when the kinds do not fit.
    @discardableResult
    package func setModelValue(_ value: AnimatableValue, for path: LayerKeyPath) -> Bool {
        switch path.root {
        case .property(let p):
            guard let whole = values.value(of: p),
                  let updated = path.replacingComponent(in: whole, with: value) else { return false }
            rememberPublishedValuesBeforeRawStore()
            MediaTimeMapCache.noteChange(of: p)
            return values.set(updated, for: p)
        case .custom(let key):
            if let whole = classPropertyValue(forKey: key) {
                // A subclass's typed property (CALayer+ClassProperties.swift), not a custom value.
                guard let updated = path.replacingComponent(in: whole, with: value) else { return false }
                return setClassPropertyValue(updated, forKey: key)
            }
            if path.component == nil {
                customValues[key] = value.anyValue
                return true
            }
            guard let whole = CALayer.animatable(customValues[key]),
                  let updated = path.replacingComponent(in: whole, with: value) else { return false }
            customValues[key] = updated.anyValue
            return true
        }
    }

    /// The whole model, for snapshots and presentation copies.
    package var modelValues: LayerModel { values }

    /// The values an implicit animation starts from (spec §1.4, DECISIONS 5): the current presentation values
    /// (committed animations applied at the current media time), or the model values when the layer has no
    /// presentation yet (unhosted, or hosted but not committed) or no committed animation to apply. Read
    /// during the lookup, before the new value is stored, so an interrupted animation continues from where
    /// it is on screen.
    func implicitAnimationSourceValues(for property: LayerProperty) -> LayerModel {
        guard let hosting, hosting.hasCommitted, animationList.contains(where: { $0.isCommitted }) else {
            return values
        }
        return presentationValues(of: property, at: CACurrentMediaTime())
    }

    /// The typed value an implicit animation of the whole `property` starts from: as
    /// `implicitAnimationSourceValues(for:)`, for that property only.
    func implicitAnimationSource(of property: LayerProperty) -> TypedAnimationValue? {
        // No list scan here: applying the committed tracks leaves the model value when none animates `property`,
        // and reads the clock only when one does.
        let animated = hosting?.hasCommitted == true && !animationList.isEmpty
        if LaneTrack.fits(property.valueKind) {   // lanes from the field to the animation, no AnimatableValue
            var store = LanePropertyStore(property: property, model: &values)
            if animated { applyCommittedTracks(of: property, at: nil, to: &store) }
            return store.typedValue
        }
        let value = animated ? presentationValue(of: property, at: nil) : values.valueInPlace(of: property)
        return value.map { TypedAnimationValue($0, property: property) }
    }

    /// A stored custom value as an AnimatableValue, when it is of an animatable kind.
    static func animatable(_ any: Any?) -> AnimatableValue? {
        guard let any, let kind = AnimatableValue.kind(of: any) else { return nil }
        return AnimatableValue(any: any, kind: kind)
    }
}
