// CAValueFunction (API.md; spec §5.4): turns interpolated numbers into a transform (rotate, scale, translate)
// before the value is applied, so that e.g. a rotation by π interpolates through π/2. Apple's
// `+functionWithName:` answers one object per name (measured on Apple by GNUstep's libs-quartzcore
// Tests/quartzcore/CAValueFunction/valuefunction.m): `CAValueFunction(name:)` is a factory initializer here too
// (_CAValueFunctionFactory), answering the one shared function of each name.
import Foundation

/// @unchecked: immutable (its name and operation are `let`); a checked conformance needs a final class, and Apple's
/// is open.
open class CAValueFunction: @unchecked Sendable {
    public let name: CAValueFunctionName
    let operation: ValueFunctionOperation

    init(name: CAValueFunctionName, operation: ValueFunctionOperation) {
        self.name = name
        self.operation = operation
    }

    /// The one function of each of Apple's eleven names, in ValueFunctionOperation's order; immutable objects.
    static let shared: [CAValueFunction] = {
        let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        return names.map { name in CAValueFunction(name: name, operation: ValueFunctionOperation(name: name)!) }
    }()

    /// The shared function named `name`, or nil (reported once) for a name that is not one of Apple's eleven.
    static func named(_ name: CAValueFunctionName) -> CAValueFunction? {
        guard let operation = ValueFunctionOperation(name: name) else {
            EngineDiagnostics.report(
                "CAValueFunction(name: \"\(name.rawValue)\") is not a known value function; none is made. Use "
                    + ".rotateX/.rotateY/.rotateZ, .scale/.scaleX/.scaleY/.scaleZ or .translate/.translateX/Y/Z.")
            return nil
        }
        return shared[Int(operation.rawValue)]
    }
}

extension CAValueFunction: _CAValueFunctionFactory {}
