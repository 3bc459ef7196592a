// A parsed layer key path (spec §1.6): a built-in property or a custom key, plus an optional component
// inside the struct value ("position.x", "bounds.size.width", "shadowOffset.height", "wobble").
// Parsed once (per KVC call or when an animation is added), then used without strings.

/// A key path into a layer's properties.
package struct LayerKeyPath: Sendable, Hashable, CustomStringConvertible {
    /// What the first path element names.
    package enum Root: Sendable, Hashable {
        case property(LayerProperty)
        /// A key the layer does not define: stored in the layer's custom values (seed 000 point 2,
        /// `@Managed` subclass properties).
        case custom(String)
    }

    package let root: Root
    /// The part inside the root's struct value, or nil for the whole value.
    package let component: ValueComponent?

    package init(_ property: LayerProperty, component: ValueComponent? = nil) {
        root = .property(property)
        self.component = component
    }

    package init(customKey key: String, component: ValueComponent? = nil) {
        root = .custom(key)
        self.component = component
    }

    /// Parses "key" or "key.component…". Returns nil (without reporting) for an empty string, an empty
    /// element, or a component the built-in property's value does not have (e.g. "opacity.x").
    package init?(parsing string: String) {
        guard !string.isEmpty else { return nil }
        // The dot is found on the UTF-8 bytes (a Character search walks grapheme clusters, ~2.6k instructions
        // for "opacity"); a key without one, the common case, is looked up as it is, without a substring copy.
        guard let dot = string.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            if let property = LayerProperty.named(string) {
                root = .property(property)
            } else {
                root = .custom(string)
            }
            component = nil
            return
        }
        let head = string[..<dot]
        // A CAEmitterLayer cell path ("emitterCells.<name>.birthRate") names one value as a whole: the layer
        // resolves it (CAEmitterLayer's class-property seam), so it is kept as one custom key.
        if head == "emitterCells" {
            root = .custom(string)
            component = nil
            return
        }
        guard !head.isEmpty, let component = ValueComponent(path: string[string.utf8.index(after: dot)...]) else {
            return nil
        }
        if let property = LayerProperty.named(String(head)) {
            if component.containerKind != property.valueKind { return nil }
            root = .property(property)
        } else {
            root = .custom(String(head))
        }
        self.component = component
    }

    /// The built-in property at the root, if any.
    package var property: LayerProperty? {
        if case .property(let p) = root { return p }
        return nil
    }

    /// The first path element: the property's KVC key or the custom key.
    package var rootKey: String {
        switch root {
        case .property(let p): return p.key
        case .custom(let k): return k
        }
    }

    /// The full key path text.
    package var description: String {
        component.map { rootKey + "." + $0.path } ?? rootKey
    }

    /// The kind of value the path names (the component's kind, or the property's); nil for a whole custom
    /// key, whose kind is that of whatever value is stored.
    package var valueKind: ValueKind? {
        if let component { return component.valueKind }
        return property?.valueKind
    }

    /// The value the path names inside `value` (the root's whole value).
    package func component(of value: AnimatableValue) -> AnimatableValue? {
        guard let component else { return value }
        return component.read(from: value)
    }

    /// `value` (the root's whole value) with the named part replaced by `part`.
    package func replacingComponent(in value: AnimatableValue, with part: AnimatableValue) -> AnimatableValue? {
        guard let component else { return part.kind == value.kind ? part : nil }
        return component.write(part, into: value)
    }
}
