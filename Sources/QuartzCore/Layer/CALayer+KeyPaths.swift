// Key paths into struct values (spec §1.6): "position.x", "bounds.size.width", "transform.rotation.z",
// "transform.scale", "frame.origin.x", custom keys with components. Setting a key path looks up the action
// for the full path and runs it after the store (spec §1.2 "Key paths").
import Foundation

extension CALayer {
    func kvcValue(forKeyPath keyPath: String) -> Any? {
        guard keyPath.contains(".") else { return value(forKey: keyPath) }
        if keyPath.hasPrefix("frame."), let c = ValueComponent(path: keyPath.dropFirst(6)) {
            return c.read(from: .rect(frame))?.anyValue
        }
        guard let path = LayerKeyPath(parsing: keyPath), let v = modelValue(for: path) else {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).value(forKeyPath: \"\(keyPath)\"): unknown key path; returning nil. "
                    + "Key paths name a property and a component of its value, e.g. \"position.x\".")
            return nil
        }
        return v.anyValue
    }

    func kvcSetValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.contains(".") else { return setValue(value, forKey: keyPath) }
        if keyPath.hasPrefix("frame."), let c = ValueComponent(path: keyPath.dropFirst(6)) {
            guard let part = AnimatableValue(any: value, kind: c.valueKind), part.isFinite,
                  case .rect(let r)? = c.write(part, into: .rect(frame)) else {
                return reject(keyPath, value, "is not a finite \(c.valueKind) value")
            }
            frame = r
            return
        }
        guard let path = LayerKeyPath(parsing: keyPath), let component = path.component,
              let whole = wholeValue(for: path) else {
            EngineDiagnostics.report(
                "CALayer\(nameForMessages).setValue(_:forKeyPath: \"\(keyPath)\"): unknown key path; the value was "
                    + "ignored. Key paths name a property and a component of its value, e.g. \"position.x\".")
            return
        }
        guard let part = AnimatableValue(any: value, kind: component.valueKind), part.isFinite,
              let updated = path.replacingComponent(in: whole, with: part) else {
            return reject(keyPath, value, "is not a finite \(component.valueKind) value for this key path")
        }
        let pending = beginChange(keyPath, changed: updated != whole)
        switch path.root {
        case .property(let p):
            var scratch = values
            scratch.set(updated, for: p)
            withoutActionSearch { p.entry.setFrom(self, scratch) }
        case .custom(let key):
            customValues[key] = updated.anyValue
        }
        endChange(keyPath, pending)
    }

    private func wholeValue(for path: LayerKeyPath) -> AnimatableValue? {
        switch path.root {
        case .property(let p): return values.value(of: p)
        case .custom(let key): return CALayer.animatable(customValues[key])
        }
    }

    /// Runs `body` (a store through a typed setter) without a second action search: the key-path set has
    /// already searched for the full path. A layout or display mark the setter made (a bounds change) could not
    /// reach the hosting state, so it is noted here, as CALayer+LayoutDisplay does, when a commit is preparing.
    private func withoutActionSearch(_ body: () -> Void) {
        let saved = hosting
        hosting = nil
        body()
        hosting = saved
        guard let saved else { return }
        if needsLayoutFlag || needsDisplayFlag { saved.mayHaveLayoutOrDisplayMarks = true }
        if saved.isPreparing, needsLayoutFlag || needsDisplayFlag { saved.noteMarkWhilePreparing(self) }
        markTreeChanged()
    }
}
