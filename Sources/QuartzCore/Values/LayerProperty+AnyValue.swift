// A property's value as the Swift type its KVC getter returns (spec §1.5: opacity is a Float, timing values
// Double, other numbers CGFloat), for a value held typed: CABasicAnimation's engine-set fromValue reads back
// exactly what LayerModel.anyValue(of:) would have boxed. The type follows the table's model format.
import Foundation

extension LayerProperty {
    /// `value` boxed as this property's Swift type.
    func anyValue(of value: AnimatableValue) -> Any? {
        switch (layout.modelFormat, value) {
        case (.float, .scalar(let v)): return Float(v)
        case (.double, .scalar(let v)): return v
        default: return value.anyValue
        }
    }

    /// Whether a value of this property held typed boxes back to what the model stores (numbers and geometry:
    /// yes; colours, images and paths are objects whose identity the model keeps, so they stay boxed).
    var holdsTypedValueExactly: Bool {
        switch valueKind {
        case .scalar, .point, .size, .rect, .transform: return true
        default: return false
        }
    }
}
