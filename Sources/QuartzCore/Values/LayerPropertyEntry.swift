// One row of the property table (LayerPropertyTable): built from key paths, so the compiler checks that each
// field exists with the type the row claims, and MemoryLayout turns them into the byte offsets the hot paths use.
// The public key path reaches the property itself (dynamic dispatch), so key-value coding sees a subclass's
// overriding getter or setter as Apple's accessor-based KVC does (spec §1.5); its root class says which layer class
// declares the property (LayerPropertyFamily).
import Foundation

/// A built-in property's description: storage, render field, behaviour and public accessor.
struct LayerPropertyEntry: Sendable {
    let property: LayerProperty
    let layout: PropertyLayout
    /// The value through the public getter, boxed as Apple's API types it (nil on a layer of another class).
    let get: @Sendable (CALayer) -> Any?
    /// Sets the public property from the matching field of a scratch model (KVC after conversion).
    let setFrom: @Sendable (CALayer, LayerModel) -> Void

    /// A property whose public type is its model field's type.
    init<Root: CALayer, Value>(
        _ property: LayerProperty, model: WritableKeyPath<LayerModel, Value> & Sendable, render: RenderField? = nil,
        api: ReferenceWritableKeyPath<Root, Value> & Sendable, action: BuiltInActionKind = .none,
        animatable: Bool = true, needsDisplay: Bool = false
    ) {
        self.init(property, model: model, render: render, api: api, toPublic: { $0 }, action: action,
                  animatable: animatable, needsDisplay: needsDisplay)
    }

    /// A property whose public type differs from the model's (`contents` is `Any?`, `colors` `[Any]?`): the model
    /// keeps the one type the engine draws, `toPublic` converts it for the setter.
    init<Root: CALayer, Value, Public>(
        _ property: LayerProperty, model: WritableKeyPath<LayerModel, Value> & Sendable, render: RenderField? = nil,
        api: ReferenceWritableKeyPath<Root, Public> & Sendable, toPublic: @escaping @Sendable (Value) -> Public,
        action: BuiltInActionKind = .none, animatable: Bool = true, needsDisplay: Bool = false
    ) {
        self.property = property
        let family = LayerPropertyFamily.declared(by: Root.self)
        guard let modelFormat = PropertyFormat.of(Value.self),
              let modelOffset = MemoryLayout<LayerModel>.offset(of: model) else {
            preconditionFailure("LayerPropertyTable: \(property) needs a stored LayerModel field of a known format")
        }
        if let render {
            precondition(render.family == family && modelFormat.copies(to: render.format),
                         "LayerPropertyTable: \(property)'s render field is not one the commit can copy")
        }
        let kind = modelFormat.valueKind
        layout = PropertyLayout(modelFormat: modelFormat, modelOffset: modelOffset,
                                renderFormat: render?.format ?? modelFormat, renderOffset: render?.offset ?? -1,
                                family: family, kind: kind, action: action,
                                isAnimatable: animatable && kind.isAnimatable, needsDisplay: needsDisplay)
        get = { layer in (layer as? Root).flatMap { LayerPropertyEntry.flattened($0[keyPath: api]) } }
        setFrom = { layer, m in (layer as? Root)?[keyPath: api] = toPublic(m[keyPath: model]) }
    }

    /// `value` as `Any?`, with an optional's nil as nil (not a boxed `Optional.none`, which `as?` casts miss).
    private static func flattened<Value>(_ value: Value) -> Any? {
        if let optional = value as? any OptionalValue { return optional.wrappedAny }
        return value
    }
}

/// An Optional of any wrapped type, so a generic value can be unwrapped without knowing its type.
private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedAny: Any? { self.map { $0 as Any } }
}
