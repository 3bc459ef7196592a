// When the built-in implicit animation may be added without the copy `add(_:forKey:)` makes (spec §7.6 step 2;
// PendingAction.swift). The copy is observable only to code that holds the object passed to `add`: the caller of
// `action(forKey:)` and whoever receives it on the way to `add`. On the change path of a layer of one of the
// engine's own classes nobody does: those classes override neither `action(forKey:)` nor `add(_:forKey:)` nor
// does CABasicAnimation override `run(forKey:object:arguments:)`, the search hands its built-in result to no
// delegate or observer (they run before it is made or are told only the stage), and the change path takes it
// straight from the search. A subclass written outside the engine may override either method and keep the
// object, so its layers keep Apple's copy. The search records the animation as its last statement, after every
// call into other code, so a nested search (a delegate asking `action(forKey:)` itself) cannot leave its own.

extension CALayer {
    /// The engine's own layer classes, none of which overrides `action(forKey:)`, `defaultAction(forKey:)` or
    /// `add(_:forKey:)` (EngineLayerClassSearchTests checks each).
    private static let engineLayerClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(CALayer.self), ObjectIdentifier(CAShapeLayer.self), ObjectIdentifier(CAGradientLayer.self),
        ObjectIdentifier(CATextLayer.self), ObjectIdentifier(CATransformLayer.self),
        ObjectIdentifier(CAEmitterLayer.self), ObjectIdentifier(CAReplicatorLayer.self),
        ObjectIdentifier(CAScrollLayer.self), ObjectIdentifier(CATiledLayer.self),
    ]

    /// Whether `layerClass` is one of the engine's own layer classes, none of which overrides `action(forKey:)`,
    /// `defaultAction(forKey:)` or `add(_:forKey:)`: a change of one of their layers runs the search itself
    /// (`searchActionForChange`).
    @inline(__always)
    static func isEngineClass(_ layerClass: CALayer.Type) -> Bool {
        ObjectIdentifier(layerClass) == ObjectIdentifier(CALayer.self)
            || engineLayerClasses.contains(ObjectIdentifier(layerClass))
    }

    /// The search's built-in result, when the change path may add it without a copy: an exact CABasicAnimation
    /// made for the property this layer is changing, on a layer of an engine class.
    @inline(__always)
    func adoptable(_ builtIn: CAAnimation?, forKey event: String) -> CABasicAnimation? {
        guard let builtIn, ObjectIdentifier(type(of: builtIn)) == ObjectIdentifier(CABasicAnimation.self),
              changeInProgress.property(for: event) != nil,
              CALayer.isEngineClass(type(of: self)) else { return nil }
        return unsafeDowncast(builtIn, to: CABasicAnimation.self)
    }
}
