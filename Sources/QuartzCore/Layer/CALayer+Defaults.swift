// Per-class default values (spec §1.5 `+defaultValueForKey:`): a subclass may override
// `defaultValue(forKey:)`; the answers for every built-in key are asked once per class and cached as a
// LayerModel, so creating a layer copies one struct instead of asking 37 questions.
import Foundation

extension CALayer {
    /// The built-in property values a new layer of `type` starts with.
    static func classDefaults(for type: CALayer.Type) -> LayerModel {
        let id = ObjectIdentifier(type)
        if let cached = EngineGlobals.classDefaults.withLock({ $0[id] }) { return cached }
        // Ask outside the lock: an override may itself create layers.
        let model = type == CALayer.self ? LayerModel() : askDefaults(of: type)
        EngineGlobals.classDefaults.withLock { $0[id] = model }
        return model
    }

    /// The built-in properties whose change marks a layer of `type` for display (its `needsDisplay(forKey:)`
    /// answers; measured on Apple by GNUstep's libs-quartzcore Tests/quartzcore/CALayer/redisplay.m: through the
    /// setter and through setValue(_:forKey:)); nil when there are none, as for every engine class.
    static func redisplayKeys(for type: CALayer.Type) -> LayerPropertySet? {
        if type == CALayer.self { return nil }
        let id = ObjectIdentifier(type)
        if let cached = EngineGlobals.classRedisplayKeys.withLock({ $0[id] }) { return cached }
        // Ask outside the lock: an override may itself create layers.
        var keys = LayerPropertySet()
        for p in LayerProperty.allCases where p.family.includes(type) && type.needsDisplay(forKey: p.key) {
            keys.insert(p)
        }
        let answer: LayerPropertySet? = keys == LayerPropertySet() ? nil : keys
        EngineGlobals.classRedisplayKeys.withLock { $0[id] = .some(answer) }
        return answer
    }

    private static func askDefaults(of type: CALayer.Type) -> LayerModel {
        var model = LayerModel()
        for p in LayerProperty.allCases where p.family.includes(type) {
            let answer = type.defaultValue(forKey: p.key)
            if answer == nil, p.valueKind != .color, p.valueKind != .image, p.valueKind != .path, p != .name { continue }
            if !model.assign(answer, to: p) {
                EngineDiagnostics.report(
                    "\(type).defaultValue(forKey: \"\(p.key)\") returned \(answer.map { "\($0)" } ?? "nil"), "
                        + "which is not a \(p.valueKind) value; using the built-in default.")
            }
        }
        return model
    }
}
