// The property-change sequence of spec §1.2 (begin_change → store → end_change) under DECISIONS 1 and 3:
// the action is looked up before the value is stored (so the lookup sees the old value) and run after;
// only a changed value on a layer whose hosted tree has been committed looks up an action; an unhosted
// layer only stores the value (one nil check).
import Foundation

extension CALayer {
    /// Stores `newValue` into a built-in property through the full change sequence.
    @inline(__always)
    func update<T: Equatable>(_ p: LayerProperty, _ field: WritableKeyPath<LayerModel, T>, _ newValue: T) {
        let changed = values[keyPath: field] != newValue
        let pending = beginChange(p, changed: changed)
        values[keyPath: field] = newValue
        MediaTimeMapCache.noteChange(of: p)
        explicitlySet.insert(p)
        endChange(p.key, consume pending)
        // needsDisplay(forKey:) of a subclass (docs/behaviour.md "§1.7 Layout"): one optional load for other layers.
        if changed, let keys = redisplayKeys, keys.contains(p) { markNeedsDisplay() }
    }

    /// Stores `newValue` as `update` does when `isValid`; otherwise reports it once, saying `why`, and keeps the
    /// old value (DECISIONS 12). The generated setters check through this.
    @inline(__always)
    func storeChecked<T: Equatable>(_ p: LayerProperty, _ field: WritableKeyPath<LayerModel, T>, _ newValue: T,
                                    _ isValid: Bool, _ why: StaticString) {
        guard isValid else { return reject(p.key, newValue, "\(why)") }
        update(p, field, newValue)
    }

    /// Stage one of a change to a built-in property: as `beginChange(_:changed:)`, telling the search which
    /// property it is for, so the built-in action need not look the key up by string; the search's own built-in
    /// animation comes back as `.builtIn`, to be added without a copy (PendingAction).
    @inline(__always)
    func beginChange(_ p: LayerProperty, changed: Bool) -> PendingAction {
        guard let hosting else {
            if changed { reportActionSearch(p.key, .unhosted) }
            return .none
        }
        return beginHostedChange(p.key, changed: changed, hosting: hosting, property: p)
    }

    /// Stage one of a change: the action to run after the store, or nil.
    @inline(__always)
    func beginChange(_ key: String, changed: Bool) -> (any CAAction)? {
        guard let hosting else {
            if changed { reportActionSearch(key, .unhosted) }
            return nil
        }
        return beginHostedChange(key, changed: changed, hosting: hosting).action
    }

    /// A change to a hosted layer: opens the implicit transaction, marks the tree for the next commit and,
    /// when the tree has been committed and actions are enabled, searches for the action (spec §1.2).
    @inline(never)
    func beginHostedChange(_ key: String, changed: Bool, hosting: LayerTreeHosting,
                           property: LayerProperty? = nil) -> PendingAction {
        hosting.markChanged(by: self, key: key)
        guard changed else { return .none }
        guard hosting.hasCommitted else {
            reportActionSearch(key, .unhosted)
            return .none
        }
        rememberPublishedValue(of: property, hosting)   // presentation() keeps the published state until the commit
        guard !CATransaction.disableActions() else {
            reportActionSearch(key, .disabled)
            return .none
        }
        // A delegate's or subclass's search may change another property of this layer: restore the outer hint.
        let outer = changeInProgress.begin(property)
        defer { changeInProgress.end(restoring: outer) }
        // A built-in property of a layer whose class overrides neither `action(forKey:)` nor
        // `defaultAction(forKey:)` (an engine class): the same search, answered as the pending action (no
        // `(any CAAction)?` made and destroyed; CALayer+Actions.swift `searchActionForChange`).
        if let property, CALayer.isEngineClass(type(of: self)) {
            return searchActionForChange(forKey: key, of: property)
        }
        let found = action(forKey: key)
        // Set by the search's last statement when `found` is its own built-in animation (CALayer+AdoptedAction).
        if let adopted = changeInProgress.takeAdoptable() {
            return .builtIn(adopted)
        }
        guard let found else { return .none }
        return .action(found)
    }

    /// Stage two: runs the action found by `beginChange`, after the new value is stored.
    @inline(__always)
    func endChange(_ key: String, _ action: (any CAAction)?) {
        guard let action else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Stage two of a change to a built-in property: the built-in animation is added as it is (what its
    /// `run(forKey:object:arguments:)` would do on this layer, less the copy); another action runs.
    @inline(__always)
    func endChange(_ key: String, _ pending: consuming PendingAction) {
        switch consume pending {
        case .none: return
        case .action(let action): action.run(forKey: key, object: self, arguments: nil)
        case .builtIn(let animation): addAdoptedBuiltIn(animation, forKey: key)
        }
    }

    /// Posts a non-property event (onOrderIn, onOrderOut, sublayers, transition) on this layer.
    func post(_ event: String) {
        let pending = beginChange(event, changed: true)
        endChange(event, pending)
    }

    /// Reports a rejected value once, naming the layer, the key and what to do (DECISIONS 12).
    func reject(_ key: String, _ value: Any?, _ why: String) {
        let shown = value.map { "\($0)" } ?? "nil"
        EngineDiagnostics.report("CALayer\(nameForMessages).\(key): \(shown) \(why); the value was ignored.")
    }

    /// " \"name\"" for named layers, so a message says which layer was wrong.
    var nameForMessages: String { values.name.map { " \"\($0)\"" } ?? "" }
}
