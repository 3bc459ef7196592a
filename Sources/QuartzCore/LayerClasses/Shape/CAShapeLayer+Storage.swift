// The setters of CAShapeLayer's properties (CAShapeLayer.h) through CALayer's change sequence (spec §1.2);
// key-value coding goes through the property table. Bad input (DECISIONS 12): paths with NaN or infinite points
// and non-finite numbers are reported once and ignored; a negative lineWidth or a dash pattern with zero or
// negative lengths is stored (as Apple stores it), reported once, and drawn as Apple draws it (no stroke; a solid
// line).
import Foundation

extension CAShapeLayer {
    func storePath(_ newValue: CGPath?) {
        let stored = newValue.map(LayerModel.immutable)
        if let stored, !stored.elements.allSatisfy({ $0.points.allSatisfy(LayerInputCheck.finite) }) {
            return reject("path", newValue, "has a point that is not finite")
        }
        let pending = beginChange(.path, changed: values.path != stored)
        values.path = stored
        explicitlySet.insert(.path)
        endChange(LayerProperty.path.key, pending)
    }

    func storeLineWidth(_ newValue: CGFloat) {
        guard newValue.isFinite else { return reject("lineWidth", newValue, "is not finite") }
        if newValue < 0 {
            EngineDiagnostics.report("CAShapeLayer\(nameForMessages).lineWidth \(newValue) is negative; "
                                     + "the layer strokes nothing until it is 0 or more.")
        }
        update(.lineWidth, \.lineWidth, newValue)
    }

    func storeLineDashPattern(_ newValue: [NSNumber]?) {
        if let newValue {
            guard newValue.allSatisfy({ $0.doubleValue.isFinite }) else {
                return reject("lineDashPattern", newValue, "holds a number that is not finite")
            }
            if !ShapeDash.isDrawable(newValue.map(\.doubleValue)) {
                EngineDiagnostics.report(
                    "CAShapeLayer\(nameForMessages).lineDashPattern \(newValue.map(\.doubleValue)) has negative "
                        + "lengths or no positive length; the line is drawn solid. Pass positive dash and gap lengths.")
            }
        }
        update(.lineDashPattern, \.lineDashPattern, newValue)
    }
}
