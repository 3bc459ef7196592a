// CALayer (API.md): the model layer. The class body holds the typed storage and the properties and methods
// subclasses override (Swift cannot override members declared in extensions), as thin `open` forwarders; the
// behaviour lives in the `CALayer+Concern.swift` extensions: geometry, appearance, timing, tree, key-value coding, actions,
// hosting, hit testing. Spec §1, §8.
import Foundation

/// A layer of the model tree. A layer, the tree it belongs to and the current transaction belong to one thread at a
/// time (the main thread for a tree a window shows), as on Apple's platforms: the engine does not lock layers, so
/// a tree may move to another thread only between commits. Debug builds say so once when a hosted tree is changed
/// on a second thread before the first committed.
open class CALayer: CAMediaTiming {
    // `@exclusivity(unchecked)` on the stored properties every property set, commit and presentation read
    // touches: CALayer is not thread-safe by contract (as on Apple's platforms, layers are used from one thread
    // at a time, the main thread for hosted trees), and the engine never holds an inout access to one of these
    // across a call that could reach the same property of the same layer (accessors copy in and out), so the
    // dynamic exclusivity check (swift_beginAccess, ~6% of a property set) can never fire.

    /// Every built-in property value (spec §1.5), typed; no dictionary by string.
    @exclusivity(unchecked) var values: LayerModel
    /// Properties set explicitly: the others follow `style`, then `defaultValue(forKey:)` (spec §1.5).
    @exclusivity(unchecked) var explicitlySet = LayerPropertySet()
    /// Subclass properties outside the table (CALayer+ClassProperties.swift) that have been set, for
    /// shouldArchiveValue(forKey:) (CALayer+Archiving.swift).
    var explicitlySetClassKeys: Set<String> = []
    /// Values of keys the class does not define (seed 000 point 2; `@Managed` properties).
    @exclusivity(unchecked) var customValues: [String: Any] = [:]
    /// The sublayers, back to front (SublayerList.swift). Read by every walk of the tree (the commit's once per
    /// layer): unchecked exclusivity, as above.
    @exclusivity(unchecked) var sublayerList = SublayerList()
    /// Every change of superlayer makes every kept media-time map stale (MediaTimeMapCache.swift).
    weak var superlayerStorage: CALayer? {
        didSet { MediaTimeMapCache.invalidateAll() }
    }
    /// The media-time map this layer computed last and when (CALayer+Time.swift `mediaTimeMap`).
    @exclusivity(unchecked) var timeMapCache = MediaTimeMapCache()
    @exclusivity(unchecked) var maskStorage: CALayer?
    /// The layer this layer is the mask of.
    weak var maskedLayer: CALayer?
    /// Shared by every layer of a tree hosted by a render context; nil for unhosted layers (DECISIONS 1).
    @exclusivity(unchecked) var hosting: LayerTreeHosting?
    /// The change searching for its action right now and the search's adoptable built-in animation
    /// (ChangeInProgress.swift).
    @exclusivity(unchecked) var changeInProgress = ChangeInProgress()
    /// What the last commit published, remembered by the first change after it (PublishedState.swift):
    /// presentation() shows only what the outermost commit published (DECISIONS 6).
    @exclusivity(unchecked) var publishedState = PublishedState()
    @exclusivity(unchecked) var needsLayoutFlag = false
    /// Whether the layout walk is running this layer's layoutSublayers() (implicit layout marks are skipped).
    @exclusivity(unchecked) var isRunningLayoutSublayers = false
    /// The built-in properties whose change marks the layer for display: those its class's needsDisplay(forKey:)
    /// answers true for, asked once per class (CALayer+Defaults); nil when there are none.
    @exclusivity(unchecked) var redisplayKeys: LayerPropertySet?
    @exclusivity(unchecked) var needsDisplayFlag = false
    /// Whether a bounds change marks the layer for display (Apple's needsDisplayOnBoundsChange, default false).
    @exclusivity(unchecked) var redisplaysOnBoundsChange = false
    /// The layer's animations in add order (spec §7.6) with the tracks the last commit compiled for them
    /// (LayerAnimationList.swift); managed by the animation code.
    @exclusivity(unchecked) package var animationList = LayerAnimationList()

    /// Asked first in the action search (spec §1.1); weak, as Apple's.
    /// The three search stages below are read on every property set: unchecked exclusivity, as above.
    @exclusivity(unchecked) open weak var delegate: (any CALayerDelegate)?
    /// The second stage of the action search.
    @exclusivity(unchecked) open var actions: [String: any CAAction]?
    /// Property values and actions for the keys the layer has not set explicitly; nested under "style".
    @exclusivity(unchecked) open var style: [AnyHashable: Any]? {
        didSet { applyStyle() }
    }

    /// A layer freed with sublayers leaves them without a superlayer (the weak reference clears with no setter
    /// called): their kept media-time maps, composed through this layer, go stale.
    deinit {
        if !sublayerList.isEmpty { MediaTimeMapCache.invalidateAll() }
    }

    public init() {
        values = LayerModel()
        values = CALayer.classDefaults(for: type(of: self))
        redisplayKeys = CALayer.redisplayKeys(for: type(of: self))
    }

    /// A copy of `layer`'s state (presentation copies; subclasses copy their own state and call super), Apple's
    /// plain designated initializer: subclasses write `override init(layer: Any)` (docs/porting.md "init(layer:)").
    public init(layer: Any) {
        values = LayerModel()
        redisplayKeys = CALayer.redisplayKeys(for: type(of: self))
        guard let other = layer as? CALayer else {
            EngineDiagnostics.report(
                "CALayer.init(layer:) was given \(type(of: layer)), not a CALayer; the new layer has default values.")
            values = CALayer.classDefaults(for: type(of: self))
            return
        }
        values = other.values
        explicitlySet = other.explicitlySet
        explicitlySetClassKeys = other.explicitlySetClassKeys
        customValues = other.customValues
        actions = other.actions
        style = other.style
        delegate = other.delegate
        redisplaysOnBoundsChange = other.redisplaysOnBoundsChange
        filters = other.filters
        backgroundFilters = other.backgroundFilters
        compositingFilter = other.compositingFilter
    }

    /// The engine makes a layer of a subclass's dynamic type through this one required initializer: with a layer,
    /// the presentation copy (`init(layer:)`); with nil, a fresh layer (`init()`, as UIView makes its `layerClass`).
    /// Swift gives it to every subclass that overrides both `init()` and `init(layer:)`, or neither; a subclass that
    /// overrides only one of them (or adds its own designated initializers without both) is told by the compiler
    /// that this initializer "must be provided", and its name says what to add. On Apple a subclass without
    /// `init(layer:)` compiles but traps with "unimplemented initializer 'init(layer:)'" at its first presentation
    /// copy. Not Apple API: never call it, never write it. A subclass the compiler stops here: ADD TO IT
    /// `override init() { super.init() }` and `override init(layer: Any) { super.init(layer: layer) }` (docs/porting.md "init(layer:)").
    public required convenience init(addOverrideInitAndInitLayer layer: Any?) {
        if let layer {
            self.init(layer: layer)
        } else {
            self.init()
        }
    }

    // MARK: Properties (spec §1.5), overridable as Apple's (`override var bounds { didSet { … } }`)
    //
    // Declared here, not in the extensions, because Swift cannot override members declared in extensions; the
    // table's properties are generated from its rows. Each getter reads the typed storage; each setter checks the
    // value (DECISIONS 12) or calls the `storeX(_:)` routine of its concern file (CALayer+Geometry.swift,
    // CALayer+Appearance.swift, CALayer+RenderingOptions.swift) and runs the change sequence (action search before
    // the store, action after, spec §1.2), so an overriding subclass that calls super still goes through the
    // action search.

    // BEGIN GENERATED: the property table's CALayer properties
    // Generated by `swift run generate-property-table` from Sources/PropertyTableSpec/LayerPropertyRows.swift:
    // edit the rows there and run it again, not this text.
    // Geometry (spec §1.6).
    open var bounds: CGRect { get { values.bounds } set { storeBounds(newValue) } }
    open var position: CGPoint {
        get { values.position }
        set { storeChecked(.position, \.position, newValue, LayerInputCheck.finite(newValue), "is not finite") }
    }
    open var zPosition: CGFloat { get { values.zPosition } set { storeZPosition(newValue) } }
    open var anchorPoint: CGPoint {
        get { values.anchorPoint }
        set {
            storeChecked(.anchorPoint, \.anchorPoint, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var anchorPointZ: CGFloat {
        get { values.anchorPointZ }
        set {
            storeChecked(.anchorPointZ, \.anchorPointZ, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var transform: CATransform3D { get { values.transform } set { storeTransform(newValue) } }
    open var sublayerTransform: CATransform3D {
        get { values.sublayerTransform }
        set {
            storeChecked(.sublayerTransform, \.sublayerTransform, newValue, LayerInputCheck.finite(newValue),
                         "has a non-finite entry")
        }
    }
    // Visibility and clipping.
    open var isHidden: Bool { get { values.isHidden } set { storeIsHidden(newValue) } }
    open var isDoubleSided: Bool {
        get { values.isDoubleSided }
        set { update(.doubleSided, \.isDoubleSided, newValue) }
    }
    open var masksToBounds: Bool {
        get { values.masksToBounds }
        set { update(.masksToBounds, \.masksToBounds, newValue) }
    }
    /// Whether the layer's geometry (and its sublayers') is flipped vertically (CALayer.h; KVC "geometryFlipped").
    open var isGeometryFlipped: Bool {
        get { values.isGeometryFlipped }
        set { update(.geometryFlipped, \.isGeometryFlipped, newValue) }
    }
    // Contents.
    /// A CGImage or nil; anything else is reported and ignored.
    open var contents: Any? { get { values.contents } set { storeContents(newValue) } }
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set {
            storeChecked(.contentsRect, \.contentsRect, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var contentsCenter: CGRect {
        get { values.contentsCenter }
        set {
            storeChecked(.contentsCenter, \.contentsCenter, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { values.contentsGravity }
        set { update(.contentsGravity, \.contentsGravity, newValue) }
    }
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set {
            storeChecked(.contentsScale, \.contentsScale, newValue, LayerInputCheck.finite(newValue),
                         "is not a finite number; pass the image's pixels per point")
        }
    }
    // Appearance.
    open var opacity: Float {
        get { values.opacity }
        set {
            storeChecked(.opacity, \.opacity, newValue, LayerInputCheck.finite(newValue),
                         "is not finite; pass 0...1")
        }
    }
    open var backgroundColor: CGColor? {
        get { values.backgroundColor }
        set { update(.backgroundColor, \.backgroundColor, newValue) }
    }
    open var cornerRadius: CGFloat {
        get { values.cornerRadius }
        set {
            storeChecked(.cornerRadius, \.cornerRadius, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var maskedCorners: CACornerMask { get { values.maskedCorners } set { storeMaskedCorners(newValue) } }
    open var borderWidth: CGFloat {
        get { values.borderWidth }
        set {
            storeChecked(.borderWidth, \.borderWidth, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var borderColor: CGColor? { get { values.borderColor } set { update(.borderColor, \.borderColor, newValue) } }
    // Shadow.
    open var shadowColor: CGColor? { get { values.shadowColor } set { update(.shadowColor, \.shadowColor, newValue) } }
    open var shadowOpacity: Float {
        get { values.shadowOpacity }
        set {
            storeChecked(.shadowOpacity, \.shadowOpacity, newValue, LayerInputCheck.finite(newValue),
                         "is not finite; pass 0...1")
        }
    }
    open var shadowOffset: CGSize {
        get { values.shadowOffset }
        set {
            storeChecked(.shadowOffset, \.shadowOffset, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    open var shadowRadius: CGFloat {
        get { values.shadowRadius }
        set {
            storeChecked(.shadowRadius, \.shadowRadius, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    /// A CGMutablePath is copied, so editing it afterwards does not change the layer (as Apple's).
    open var shadowPath: CGPath? { get { values.shadowPath } set { storeShadowPath(newValue) } }
    // Compositing and identity.
    open var allowsGroupOpacity: Bool {
        get { values.allowsGroupOpacity }
        set { update(.allowsGroupOpacity, \.allowsGroupOpacity, newValue) }
    }
    open var isOpaque: Bool { get { values.isOpaque } set { update(.opaque, \.isOpaque, newValue) } }
    open var name: String? { get { values.name } set { update(.name, \.name, newValue) } }
    // The layer's own CAMediaTiming (spec §3.1, §3.3: layers have infinite duration): no built-in action.
    open var beginTime: CFTimeInterval {
        get { values.beginTime }
        set { storeChecked(.beginTime, \.beginTime, newValue, LayerInputCheck.finite(newValue), "is not finite") }
    }
    open var speed: Float {
        get { values.speed }
        set { storeChecked(.speed, \.speed, newValue, LayerInputCheck.finite(newValue), "is not finite") }
    }
    open var timeOffset: CFTimeInterval {
        get { values.timeOffset }
        set { storeChecked(.timeOffset, \.timeOffset, newValue, LayerInputCheck.finite(newValue), "is not finite") }
    }
    open var duration: CFTimeInterval {
        get { values.duration }
        set { storeChecked(.duration, \.duration, newValue, !newValue.isNaN, "is not a number") }
    }
    open var repeatCount: Float {
        get { values.repeatCount }
        set { storeChecked(.repeatCount, \.repeatCount, newValue, !newValue.isNaN, "is not a number") }
    }
    open var repeatDuration: CFTimeInterval {
        get { values.repeatDuration }
        set { storeChecked(.repeatDuration, \.repeatDuration, newValue, !newValue.isNaN, "is not a number") }
    }
    open var autoreverses: Bool { get { values.autoreverses } set { update(.autoreverses, \.autoreverses, newValue) } }
    open var fillMode: CAMediaTimingFillMode { get { values.fillMode } set { update(.fillMode, \.fillMode, newValue) } }
    // CALayer's rendering options (CALayer.h; spec §1.5: none has a built-in action; of them only shouldRasterize and
    // rasterizationScale are animatable).
    /// `.circular` or `.continuous` (Apple's smooth corner, `cornerCurveExpansionFactor(_:)` longer per side).
    open var cornerCurve: CALayerCornerCurve { get { values.cornerCurve } set { storeCornerCurve(newValue) } }
    /// On: the edges in `edgeAntialiasingMask` are anti-aliased, the others drawn hard. Off (the default unless
    /// Info.plist sets UIViewEdgeAntialiasing): every straight edge is drawn hard, a pixel in or out by its centre;
    /// rounded corners stay smooth (FrameBuilder.aliasedEdges).
    open var allowsEdgeAntialiasing: Bool {
        get { values.allowsEdgeAntialiasing }
        set { update(.allowsEdgeAntialiasing, \.allowsEdgeAntialiasing, newValue) }
    }
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { values.edgeAntialiasingMask }
        set { update(.edgeAntialiasingMask, \.edgeAntialiasingMask, newValue) }
    }
    /// How contents are sampled when drawn larger (`.nearest` keeps texels square) or smaller than their pixels.
    open var magnificationFilter: CALayerContentsFilter {
        get { values.magnificationFilter }
        set { storeMagnificationFilter(newValue) }
    }
    open var minificationFilter: CALayerContentsFilter {
        get { values.minificationFilter }
        set { storeMinificationFilter(newValue) }
    }
    open var minificationFilterBias: Float {
        get { values.minificationFilterBias }
        set {
            storeChecked(.minificationFilterBias, \.minificationFilterBias, newValue, LayerInputCheck.finite(newValue),
                         "is not finite")
        }
    }
    /// The layer and its sublayers drawn once into a bitmap of `rasterizationScale` pixels per point, reused until
    /// something in the subtree changes (FrameBuilder+Rasterize).
    open var shouldRasterize: Bool {
        get { values.shouldRasterize }
        set { update(.shouldRasterize, \.shouldRasterize, newValue) }
    }
    open var rasterizationScale: CGFloat { get { values.rasterizationScale } set { storeRasterizationScale(newValue) } }
    open var drawsAsynchronously: Bool {
        get { values.drawsAsynchronously }
        set { update(.drawsAsynchronously, \.drawsAsynchronously, newValue) }
    }
    open var contentsFormat: CALayerContentsFormat {
        get { values.contentsFormat }
        set { storeContentsFormat(newValue) }
    }
    // END GENERATED

    /// The bounding box in the superlayer (spec §1.6); setting it sets position and bounds.size.
    open var frame: CGRect {
        get {
            LayerGeometry.frame(bounds: values.bounds, position: values.position,
                                anchorPoint: values.anchorPoint, transform: values.transform)
        }
        set { storeFrame(newValue) }
    }

    /// Stored and ignored with one message, as iOS ignores them (plain stored properties: no default, no action).
    open var filters: [Any]? { didSet { CALayer.reportIgnoredFilters("filters", filters?.isEmpty == false) } }
    open var backgroundFilters: [Any]? {
        didSet { CALayer.reportIgnoredFilters("backgroundFilters", backgroundFilters?.isEmpty == false) }
    }
    open var compositingFilter: Any? { didSet { CALayer.reportIgnoredFilters("compositingFilter", compositingFilter != nil) } }

    // Tree (spec §1.2); implementations in CALayer+Tree.swift.
    /// The layer this layer is a sublayer of.
    /// The layer's superlayer; for a mask, the layer it masks (measured on Apple by GNUstep's libs-quartzcore
    /// Tests/quartzcore/CALayer/masking.m), though a mask is never one of its sublayers.
    open var superlayer: CALayer? { superlayerStorage ?? maskedLayer }
    /// The sublayers, back to front; nil when there are none. Setting replaces them all.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList.array }
        set { replaceAllSublayers(with: newValue) }
    }
    /// The layer whose alpha masks this layer's contents and sublayers.
    open var mask: CALayer? { get { maskStorage } set { storeMask(newValue) } }

    // MARK: Class-level hooks (spec §1.1, §1.5)

    /// The value a property has when neither the layer nor its `style` sets it.
    open class func defaultValue(forKey key: String) -> Any? {
        guard let p = LayerProperty.named(key), p.family == .layer, !p.hasNoClassDefault else { return nil }
        return LayerModel().anyValue(of: p)
    }

    /// How much longer than `cornerRadius` a corner of this curve runs along each side: 1 for circular, 1.528665 for
    /// continuous (the value Apple's implementation returns; its documentation gives no number).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// Whether changing `key` needs the layer redrawn: the property table's answer for built-in keys (false for
    /// every CALayer property, as Apple's), false for other keys unless a subclass says so.
    open class func needsDisplay(forKey key: String) -> Bool { LayerProperty.named(key)?.layout.needsDisplay ?? false }

    /// The class's action for `event`: nil on the base class (DECISIONS 4); the built-in animation is the
    /// search's last stage.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Subclass properties (CAReplicatorLayer, CAEmitterLayer, CAScrollLayer, …; CALayer+ClassProperties.swift)
    //
    // Internal overridable seams, so a subclass's own typed properties take part in presentation copies, the
    // built-in implicit animation and the commit without being built-in `LayerProperty` cases.

    /// The typed value of a property the subclass declares outside the table (`birthRate`, …); nil on CALayer.
    func classPropertyValue(forKey key: String) -> AnimatableValue? { nil }

    /// Stores a subclass property without an action search (presentation copies); false when the key or the
    /// value's kind does not fit.
    func setClassPropertyValue(_ value: AnimatableValue, forKey key: String) -> Bool { false }

    /// Whether the subclass property `key` gets the built-in basic animation when set (the header's "Animatable").
    func classPropertyIsAnimatable(_ key: String) -> Bool { false }

    /// The subclass's part of the render record that the commit describes, given the layer's compiled tracks (so
    /// animations of subclass keys are bound to fields once per commit, not looked up per frame); nil on CALayer
    /// and on a class whose part the property table's rows fill (RenderLayer+Record.swift).
    func renderLayerClass(tracks: AnimationTrackList) -> RenderLayerClass? { nil }

    // MARK: Overridable behaviour

    /// The action for `event` (spec §1.1, DECISIONS 2); nil when the search ends in NSNull or finds nothing.
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The farthest descendant containing `p`, given in the superlayer's coordinates (spec §8.2).
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestLayer(p) }

    /// Whether `p`, in the layer's own coordinates, is inside its bounds (half-open, spec §1.6).
    open func contains(_ p: CGPoint) -> Bool { LayerGeometry.contains(values.bounds, p) }

    /// Lays out sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The layer's preferred size in its superlayer's space: the size of its bounds mapped through its transform
    /// (its frame's size), as Apple's does without a layout manager; CATextLayer answers its text's size.
    open func preferredFrameSize() -> CGSize { frame.size }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own bounds space (CALayer+RenderInContext.swift).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// Whether a keyed archive holds `key`'s value: once the property has been set (CALayer+Archiving.swift).
    open func shouldArchiveValue(forKey key: String) -> Bool { archivesValue(forKey: key) }

    /// Updates the contents: the delegate's display(_:) when there is a delegate (whose default draws into a
    /// backing store), else a backing store drawn by draw(in:) (Apple's order; CALayer+BackingStore.swift).
    open func display() {
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }

    /// Draws the layer's content into `ctx`: origin at the bounds' top-left, y down, scaled by contentsScale.
    /// The default asks the delegate's draw(_:in:).
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    // MARK: Geometry and tree (spec §1.2, §1.6); implementations in CALayer+Geometry.swift, CALayer+Tree.swift

    open func affineTransform() -> CGAffineTransform { modelAffineTransform() }
    open func setAffineTransform(_ m: CGAffineTransform) { setModelAffineTransform(m) }
    open func addSublayer(_ layer: CALayer) { appendSublayer(layer) }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insertSublayerAtIndex(layer, at: idx) }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertSublayerBelow(layer, below: sibling) }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertSublayerAbove(layer, above: sibling) }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replaceSublayerInTree(oldLayer, with: newLayer)
    }
    /// Removes the layer from its superlayer (or, for a mask, from the layer it masks).
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    // MARK: Explicit animations (spec §7.6); implementations in Animation/CALayer+Animations.swift

    /// Adds a frozen copy of `anim` under `key`.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimationCopy(anim, forKey: key) }
    /// The frozen animation under `key`; nil for an empty or unknown key.
    open func animation(forKey key: String) -> CAAnimation? { storedAnimation(forKey: key) }
    /// The keys in application order; nil (not empty) when there are no keyed animations.
    open func animationKeys() -> [String]? { storedAnimationKeys() }
    open func removeAnimation(forKey key: String) { removeStoredAnimation(forKey: key) }
    open func removeAllAnimations() { removeAllStoredAnimations() }

    // MARK: Model and presentation (spec §8.1)

    /// The presentation copy at the current media time, or nil before the hosted tree's first commit.
    open func presentation() -> Self? { currentPresentation() }
    /// The model layer of a presentation copy; the receiver itself for a model layer.
    open func model() -> Self { modelLayer() }

    // MARK: Conversion (spec §8.3, §3.3); implementations in CALayer+Conversion.swift, Time/CALayer+Time.swift

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertPoint(p, from: l) }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertPoint(p, to: l) }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertRect(r, from: l) }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { convertRect(r, to: l) }
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { convertLayerTime(t, from: l) }
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { convertLayerTime(t, to: l) }

    // MARK: Layout and display flags (spec §2.2); implementations in CALayer+LayoutDisplay.swift

    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out the layer's tree from its highest superlayer that needs layout, top down, where layers need it.
    open func layoutIfNeeded() { layOutFromHighestMarkedAncestor() }
    open func setNeedsDisplay() { markNeedsDisplay() }
    /// Marks the layer for display; the engine redraws the whole layer (Apple allows it), an empty rect nothing.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }
    /// Displays this layer and its sublayers where they need it (the commit calls it after layout, spec §2.2).
    open func displayIfNeeded() { displayTreeIfNeeded() }
    /// Whether a change of bounds marks the layer for display (default false).
    open var needsDisplayOnBoundsChange: Bool {
        get { redisplaysOnBoundsChange }
        set { redisplaysOnBoundsChange = newValue }
    }

    // MARK: Key-value coding (spec §1.2, §1.6)

    open func value(forKey key: String) -> Any? { kvcValue(forKey: key) }
    open func setValue(_ value: Any?, forKey key: String) { kvcSetValue(value, forKey: key) }
    open func value(forKeyPath keyPath: String) -> Any? { kvcValue(forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { kvcSetValue(value, forKeyPath: keyPath) }
    /// Reads a key the class does not define: the stored custom value, else the class's
    /// `defaultValue(forKey:)` (nil unless a subclass supplies one).
    open func value(forUndefinedKey key: String) -> Any? { customValues[key] ?? type(of: self).defaultValue(forKey: key) }
    /// Stores a key the class does not define and posts the action search for it (seed 000 point 2).
    open func setValue(_ value: Any?, forUndefinedKey key: String) { setCustomValue(value, forKey: key) }
}
