// `@Managed("key") var wobble: CGFloat = 0`: the Swift counterpart of an `@NSManaged` CALayer property
// (spec §1.5 "Custom @NSManaged properties"). The value lives in the layer's custom values under `key`, so a
// set goes through `setValue(_:forKey:)` — the action search for `key` — and animations address it by key
// path ("wobble"); presentation copies carry it. The declared value is the default until the key is set.
import Foundation

@propertyWrapper
public struct Managed<Value> {
    /// The KVC key the property is stored under.
    public let key: String
    /// The default value, returned until the layer stores one under `key`.
    public var wrappedValue: Value

    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.wrappedValue = wrappedValue
    }

    public static subscript<Layer: CALayer>(
        _enclosingInstance layer: Layer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Layer, Managed<Value>>
    ) -> Value {
        get {
            let wrapper = layer[keyPath: storageKeyPath]
            return ManagedValueCast.cast(layer.customValues[wrapper.key], to: Value.self) ?? wrapper.wrappedValue
        }
        set {
            layer.setValue(newValue, forKey: layer[keyPath: storageKeyPath].key)
        }
    }
}

/// Reads a stored custom value back as the declared type; numbers convert between Swift's numeric types
/// (an animation stores CGFloat; Linux does not bridge CGFloat to Double through `as?`).
enum ManagedValueCast {
    static func cast<Value>(_ any: Any?, to type: Value.Type) -> Value? {
        guard let any else { return nil }
        if let v = any as? Value { return v }
        guard let n = AnimatableValue.number(any) else { return nil }
        if let v = n as? Value { return v }
        if let v = CGFloat(n) as? Value { return v }
        if let v = Float(n) as? Value { return v }
        if let v = Int(exactly: n.rounded()) as? Value { return v }
        return nil
    }
}
