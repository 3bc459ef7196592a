// The factory initializer `CAValueFunction(name:)` (CAValueFunction.swift): a Swift class initializer always makes
// a new object, while an initializer of a protocol extension may assign `self`, so the shared function of each
// name is answered through this protocol, which only CAValueFunction adopts. Not Apple API (the underscore says
// so); Apple code spells only `CAValueFunction(name:)`.
import Foundation

public protocol _CAValueFunctionFactory {}

extension _CAValueFunctionFactory {
    /// Apple's `+functionWithName:`: the one shared function named `name`; nil (reported once) for a name that is
    /// not one of Apple's eleven, or on a subclass of CAValueFunction (whose objects the engine never makes).
    public init?(name: CAValueFunctionName) {
        guard let function = CAValueFunction.named(name) as? Self else { return nil }
        self = function
    }
}
