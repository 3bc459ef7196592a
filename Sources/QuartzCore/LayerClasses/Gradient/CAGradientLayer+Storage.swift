// The setters of CAGradientLayer's properties (CAGradientLayer.h) through CALayer's change sequence (spec §1.2),
// key-value coding reads and writes them through the property table. Bad input (DECISIONS 12): colours that are not CGColor and non-finite numbers
// are reported once and ignored; locations out of order or of another count than colours are accepted as Apple
// accepts them and reported once when drawn (Compositor GradientStops).
import Foundation

extension CAGradientLayer {
    func storeColors(_ newValue: [Any]?) {
        var cgColors: [CGColor]?
        if let newValue {
            var list: [CGColor] = []
            list.reserveCapacity(newValue.count)
            for (index, element) in newValue.enumerated() {
                guard let color = element as? CGColor else {
                    return reject("colors", newValue, "holds \(Swift.type(of: element)) at index \(index), not a CGColor; "
                                  + "pass an array of CGColor")
                }
                list.append(color)
            }
            cgColors = list
        }
        let pending = beginChange(.colors, changed: values.colors != cgColors)
        values.colors = cgColors
        explicitlySet.insert(.colors)
        endChange(LayerProperty.colors.key, pending)
    }

    func storeLocations(_ newValue: [NSNumber]?) {
        if let newValue, !newValue.allSatisfy({ $0.doubleValue.isFinite }) {
            return reject("locations", newValue, "holds a number that is not finite; pass values in 0...1")
        }
        update(.locations, \.locations, newValue)
    }
}
