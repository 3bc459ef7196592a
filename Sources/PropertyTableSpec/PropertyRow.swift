// One row of the property table: everything the engine needs to know about one built-in layer property, from
// which the generator writes the LayerProperty case, the LayerModel field, the render record field, the runtime
// table row (LayerPropertyTable+Rows) and the public property (docs/architecture.md "The property table").

/// A built-in layer property.
package struct PropertyRow: Sendable {
    /// The built-in implicit action (spec §1.4; DECISIONS 5).
    package enum Action: String, Sendable { case none, basic, transition }

    /// What the public setter checks before the change sequence (DECISIONS 12: refused values are reported once).
    package enum Check: Sendable, Equatable {
        /// Stored as given.
        case none
        /// NaN and infinities are refused with "<key>: <value> <why>".
        case finite(String)
        /// NaN is refused; infinities are stored.
        case notNaN(String)
        /// The class's hand-written `store<Name>(_:)` checks and stores (clamping, order events, copies, messages).
        case custom
    }

    /// Where the commit records the property.
    package enum Render: Sendable, Equatable {
        /// Not recorded: the compositor never reads it.
        case none
        /// A field of the class's render part; the name, type and default follow the model unless given.
        case field(name: String? = nil, type: String? = nil, defaultValue: String? = nil, doc: String? = nil)

        /// Recorded under the model's name and type.
        package static let drawn = Render.field()
    }

    /// The KVC key, as Apple spells it, and the LayerProperty case.
    package let key: String
    /// The public Swift property ("isHidden" for "hidden").
    package let swiftName: String
    /// LayerModel's field.
    package let modelField: String
    package let owner: LayerClassSpec
    package let type: ValueType
    /// The model's default, as Swift source (the class header's default).
    package let defaultValue: String
    package let render: Render
    package let action: Action
    /// Whether an animation's keyPath may name the property (the value type must interpolate too).
    package let animatable: Bool
    package let needsDisplay: Bool
    package let check: Check
    /// The public property's documentation (wrapped by the generator).
    package let doc: String?
    /// The LayerModel field's documentation.
    package let modelDoc: String?
    /// The public type when it is not the model's (`contents` is `Any?`).
    package let publicType: String?
    /// The getter's expression when it is not the model field (`values.<field>`).
    package let getter: String?
    /// Converts the model value to the public type for key-value coding's setter (with `publicType`).
    package let toPublic: String?

    package init(_ key: String, _ type: ValueType, _ defaultValue: String, swift: String? = nil, model: String? = nil,
                render: Render = .drawn, action: Action = .none, animatable: Bool = true,
                needsDisplay: Bool = false, check: Check = .none, doc: String? = nil, modelDoc: String? = nil,
                publicType: String? = nil, getter: String? = nil, toPublic: String? = nil) {
        self.key = key
        self.swiftName = swift ?? key
        self.modelField = model ?? swift ?? key
        self.owner = .layer
        self.type = type
        self.defaultValue = defaultValue
        self.render = render
        self.action = action
        self.animatable = animatable
        self.needsDisplay = needsDisplay
        self.check = check
        self.doc = doc
        self.modelDoc = modelDoc
        self.publicType = publicType
        self.getter = getter
        self.toPublic = toPublic
        precondition(publicType == nil || toPublic != nil, "\(key): a public type other than the model's needs toPublic")
    }

    private init(_ row: PropertyRow, owner: LayerClassSpec) {
        key = row.key
        swiftName = row.swiftName
        modelField = row.modelField
        self.owner = owner
        type = row.type
        defaultValue = row.defaultValue
        render = row.render
        action = row.action
        animatable = row.animatable
        needsDisplay = row.needsDisplay
        check = row.check
        doc = row.doc
        modelDoc = row.modelDoc
        publicType = row.publicType
        getter = row.getter
        toPublic = row.toPublic
    }

    /// The row as declared by `owner` (sections set it for their rows).
    func owned(by owner: LayerClassSpec) -> PropertyRow { PropertyRow(self, owner: owner) }
}
