// TransformComponentValue: what a transform component key path reads or writes (spec §1.6):
// a number (radians or factor or points) or, for `translation`, a CGSize.
import Foundation

package enum TransformComponentValue: Equatable, Hashable, Sendable {
    case scalar(CGFloat)
    case size(CGSize)

    package var scalarValue: CGFloat? {
        if case .scalar(let v) = self { return v }
        return nil
    }

    package var sizeValue: CGSize? {
        if case .size(let s) = self { return s }
        return nil
    }
}
