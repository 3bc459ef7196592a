// AnimationTrack: one committed animation compiled into an immutable, Sendable record
// (docs/architecture.md "The flow of one change"): the key path resolved to a LayerKeyPath, values converted to AnimatableValue, the timing copied,
// the timing function's coefficients copied. The compositor (render thread) and presentation() (main thread)
// evaluate the same records, so what is drawn and what presentation() returns agree.
//
// A final class with `let` fields, not a struct: tracks are appended to arrays, cached per animation
// (LayerAnimationEntry.compiledTracks), per layer (LayerAnimationList) and per snapshot
// (RenderAnimations), and read on every property set and every frame; as a class each of those copies is one
// retain instead of a copy of a few hundred bytes of enum payload with its own retains. Immutable, so sharing
// across threads is safe. A commit makes one per moved layer, so the common track (a basic animation of a whole
// numeric property) is small: the content and the rarer fast paths live in an AnimationTrackDetail made only for
// the tracks that need one (BENCHMARKS.md "The animation track's footprint (twelfth wave)").

/// A compiled animation of one layer.
package final class AnimationTrack: Sendable {
    /// What the animation computes.
    package enum Content: Sendable {
        /// CABasicAnimation (spec §5.1): the endpoints as given; nil ones resolve against the base value.
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// CASpringAnimation (spec §7.4): basic endpoints with the spring's progress instead of easing.
        case spring(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, solver: SpringSolver)
        case keyframes(KeyframeTrack)
        case transition(TransitionTrack)
    }

    // The stored fields in the order a property set and a frame read them: writtenProperty to find the track, the
    // groups (empty for a top-level animation), the curve's coefficients, the timing and the lanes, whose `to` and
    // `by` (unset for the built-in implicit animation) come last; so an implicit animation's track is read from its
    // first 248 of 312 bytes. The parts only some tracks need are out of line in `detail`. No stored field needs more
    // than 8-byte alignment (LaneTrack keeps its lanes as Doubles), so the object is a plain malloc (BENCHMARKS.md
    // "The animation track's footprint (twelfth wave)").

    /// The property whose value the track writes (its key path's; nil for transitions and custom keys), and
    /// whether it also writes `transform` (a keyframe rotation mode): what an in-place evaluation puts back
    /// before the tracks run again (RenderLayer+Restore.swift).
    package let writtenProperty: LayerProperty?
    package let writesTransform: Bool
    package let isAdditive: Bool
    package let isCumulative: Bool
    package let valueFunction: ValueFunctionOperation?
    /// Enclosing groups, outermost first (empty for a top-level animation).
    package let groups: [GroupTiming]
    /// The content and the element and transform-component fast paths (AnimationTrackDetail.swift); nil only for a
    /// lane track whose lanes give its content back (`LaneTrack.givesBack`), the common case of a basic animation of
    /// a whole numeric property, which is then made with one allocation of about 300 bytes.
    let detail: AnimationTrackDetail?
    /// The animated key path; nil for transitions.
    package let keyPath: LayerKeyPath?
    /// The animation-level timing function (nil: linear).
    package let curve: CAMediaTimingFunctionCurve?
    package let timing: AnimationTiming
    /// The per-frame fast path of a basic animation of a whole numeric property, derived from the fields
    /// above; nil when the general evaluator runs.
    package let lanes: LaneTrack?

    /// What the animation computes: the detail's content, or the lane track's endpoints as that content.
    package var content: Content {
        if let detail { return detail.content }
        // Only a lane track goes without a detail (the inits below), so `lanes` is set here.
        return lanes?.basicContent ?? .basic(from: nil, to: nil, by: nil)
    }

    /// The per-frame fast path of an animation of a whole colour or number array (gradient colours and
    /// locations), derived from the fields above; nil when the general path runs.
    package var elements: ElementTrack? { detail?.elements }

    /// The per-frame fast path of a basic animation of one transform component (`transform.rotation.z`), derived
    /// from the fields above; nil when another path runs.
    package var transformComponent: TransformComponentTrack? { detail?.transformComponent }

    package init(keyPath: LayerKeyPath?, timing: AnimationTiming, curve: CAMediaTimingFunctionCurve?,
                groups: [GroupTiming] = [], isAdditive: Bool = false, isCumulative: Bool = false,
                valueFunction: ValueFunctionOperation? = nil, content: consuming Content) {
        self.keyPath = keyPath
        self.timing = timing
        self.curve = curve
        self.groups = groups
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.valueFunction = valueFunction
        // The fast paths read `content` borrowed and it is moved into the detail last: no copy of the enum (a few
        // hundred bytes with its own retains) per fast path, on the commit's path (BENCHMARKS.md "Move and commit").
        let lanes = LaneTrack(keyPath: keyPath, valueFunction: valueFunction, content: content,
                              isAdditive: isAdditive, isCumulative: isCumulative)
        let elements = ElementTrack(keyPath: keyPath, valueFunction: valueFunction, content: content,
                                    isAdditive: isAdditive, isCumulative: isCumulative)
        let transformComponent = TransformComponentTrack(keyPath: keyPath, valueFunction: valueFunction,
                                                         content: content, isAdditive: isAdditive,
                                                         isCumulative: isCumulative)
        writtenProperty = keyPath?.property
        if case .keyframes(let keyframes) = content {
            writesTransform = keyframes.rotation != .none
        } else {
            writesTransform = false
        }
        self.lanes = lanes
        detail = Self.detail(lanes: lanes, elements: elements, transformComponent: transformComponent,
                             content: consume content)
    }

    /// A basic track (`content` `.basic(from:to:by:)`): the fast paths derived from the endpoints before they are
    /// moved into the content, not pattern-matched back out of it (AnimationCompiler+ExactBasic.swift).
    package init(basicKeyPath keyPath: LayerKeyPath, timing: AnimationTiming, curve: CAMediaTimingFunctionCurve?,
                 isAdditive: Bool, isCumulative: Bool, valueFunction: ValueFunctionOperation?,
                 from: consuming AnimatableValue?, to: consuming AnimatableValue?, by: consuming AnimatableValue?) {
        self.keyPath = keyPath
        self.timing = timing
        self.curve = curve
        groups = []
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.valueFunction = valueFunction
        let lanes = LaneTrack(keyPath: keyPath, valueFunction: valueFunction, from: from, to: to, by: by,
                              isAdditive: isAdditive, isCumulative: isCumulative)
        let elements = ElementTrack(interpolating: keyPath, valueFunction: valueFunction, isAdditive: isAdditive,
                                    isCumulative: isCumulative)
        let transformComponent = TransformComponentTrack(keyPath: keyPath, valueFunction: valueFunction, from: from,
                                                         to: to, by: by, isAdditive: isAdditive,
                                                         isCumulative: isCumulative)
        writtenProperty = keyPath.property
        writesTransform = false
        self.lanes = lanes
        detail = Self.detail(lanes: lanes, elements: elements, transformComponent: transformComponent,
                             content: .basic(from: from, to: to, by: by))
    }

    /// The detail a track with these fast paths keeps for `content`: none for a lane track alone whose lanes give
    /// its basic content back (`LaneTrack.givesBack`; `content` then reads it from the lanes).
    @inline(__always)
    private static func detail(lanes: LaneTrack?, elements: ElementTrack?,
                               transformComponent: TransformComponentTrack?,
                               content: consuming Content) -> AnimationTrackDetail? {
        if let lanes, elements == nil, transformComponent == nil, case .basic(let from, let to, let by) = content,
           lanes.givesBack(from: from, to: to, by: by) {
            return nil
        }
        return AnimationTrackDetail(elements: elements, transformComponent: transformComponent,
                                    content: consume content)
    }

    /// The basic track of the built-in implicit animation of a whole property whose values fit four lanes
    /// (`LaneTrack.fits`): fromValue only (`fromLanes` of `kind`, as the built-in animation holds it typed), no value
    /// function. The same track `init(basicKeyPath:…)` builds from
    /// those endpoints — its element and transform-component fast paths are nil for such a property — without the
    /// optional endpoints' copies and checks (AnimationCompiler+ExactBasic.swift).
    package init(laneProperty property: LayerProperty, timing: AnimationTiming, curve: CAMediaTimingFunctionCurve?,
                 isAdditive: Bool, isCumulative: Bool, fromLanes: SIMD4<Double>, kind: ValueKind) {
        keyPath = LayerKeyPath(property)
        self.timing = timing
        self.curve = curve
        groups = []
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        valueFunction = nil
        lanes = LaneTrack(property: property, fromLanes: fromLanes, kind: kind, isAdditive: isAdditive,
                          isCumulative: isCumulative)
        writtenProperty = property
        writesTransform = false
        if kind == property.valueKind {
            // The lanes give back the content, what TypedAnimationValue.value gives: no detail to make.
            detail = nil
        } else {
            detail = AnimationTrackDetail(elements: nil, transformComponent: nil,
                                          content: .basic(from: AnimatableValue(lanes: fromLanes, kind: kind)
                                                              ?? .scalar(fromLanes.x), to: nil, by: nil))
        }
    }
}
