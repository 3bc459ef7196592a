// CAValueFunction (API.md; spec §5.4): turns interpolated numbers into a transform (rotate, scale, translate)
// before the value is applied, so that e.g. a rotation by π interpolates through π/2.
import Foundation

open class CAValueFunction: @unchecked Sendable {
    public let name: CAValueFunctionName
    let operation: ValueFunctionOperation

    /// nil (reported once) for a name that is not one of Apple's eleven.
    public init?(name: CAValueFunctionName) {
        guard let operation = ValueFunctionOperation(name: name) else {
            EngineDiagnostics.report(
                "CAValueFunction(name: \"\(name.rawValue)\") is not a known value function; none is made. Use "
                    + ".rotateX/.rotateY/.rotateZ, .scale/.scaleX/.scaleY/.scaleZ or .translate/.translateX/Y/Z.")
            return nil
        }
        self.name = name
        self.operation = operation
    }
}
