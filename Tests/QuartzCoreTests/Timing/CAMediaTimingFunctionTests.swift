// Tests of CAMediaTimingFunction against spec §4: named control points, the 5×5 reference
// table, control-point access, description, equality and bad input.
import Foundation
import Testing
@testable import QuartzCore

private let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
private let inputs: [Double] = [0.10, 0.25, 0.50, 0.75, 0.90]
/// Spec §4.2 reference values (exact solution, 6 dp), one row per name in `names` order.
private let reference: [[Double]] = [
    [0.1, 0.25, 0.5, 0.75, 0.9],
    [0.017027, 0.093465, 0.315357, 0.621862, 0.839428],
    [0.160572, 0.378138, 0.684643, 0.906535, 0.982973],
    [0.019722, 0.129162, 0.500000, 0.870838, 0.980278],
    [0.094796, 0.408511, 0.802403, 0.960459, 0.994316],
]

@Suite struct CAMediaTimingFunctionTests {
    @Test("the named curves have the exact control points of spec 4.1, read back by getControlPoint")
    func namedControlPoints() {
        let expected: [[Float]] = [[0, 0, 1, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1]]
        for (name, points) in zip(names, expected) {
            let f = CAMediaTimingFunction(name: name)
            var values: [Float] = [-1, -1]
            var read: [Float] = []
            for idx in 0...3 {
                values.withUnsafeMutableBufferPointer { f.getControlPoint(at: idx, values: $0.baseAddress!) }
                read += values
            }
            #expect(read == [0, 0] + points + [1, 1], "\(name.rawValue)")
        }
    }

    @Test("solve(forInput:) matches the 5×5 reference table of spec 4.2 within 1e-5")
    func referenceTableFloat() {
        for (row, name) in names.enumerated() {
            let f = CAMediaTimingFunction(name: name)
            for (column, x) in inputs.enumerated() {
                let y = Double(f.solve(forInput: Float(x)))
                #expect(abs(y - reference[row][column]) < 1e-5, "\(name.rawValue) at \(x): \(y)")
            }
        }
    }

    @Test("the Double solve with a tight ε matches the reference table within 1e-6")
    func referenceTableDouble() {
        for (row, name) in names.enumerated() {
            let f = CAMediaTimingFunction(name: name)
            for (column, x) in inputs.enumerated() {
                let y = f.solve(x, epsilon: 1e-9)
                #expect(abs(y - reference[row][column]) < 1e-6, "\(name.rawValue) at \(x): \(y)")
            }
        }
    }

    @Test("the curve passes through its end points and is monotonic for the named curves")
    func endPointsAndMonotonic() {
        for name in names {
            let f = CAMediaTimingFunction(name: name)
            #expect(abs(f.solve(0, epsilon: 1e-7)) < 1e-9)
            #expect(abs(f.solve(1, epsilon: 1e-7) - 1) < 1e-9)
            var previous = -1.0
            for i in 0...100 {
                let y = f.solve(Double(i) / 100, epsilon: 1e-7)
                #expect(y >= previous - 1e-9)
                previous = y
            }
        }
    }

    @Test("the bisection fallback still solves a curve whose slope vanishes (x control points at 1 and 0)")
    func bisectionFallback() {
        // X'(t) = 0 at t = 0.5 for c1x = 1, c2x = 0: Newton started at x = 0.5 leaves at once.
        let f = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)
        let y = f.solve(0.5, epsilon: 1e-7)
        #expect(abs(y - 0.5) < 1e-6)
        let t = f.curve.parameter(forX: 0.3, epsilon: 1e-9)
        #expect(abs(f.curve.sampleX(t) - 0.3) < 1e-9)
    }

    @Test("control points are stored as Float, equality compares them and description is \"(%g %g; %g %g)\"")
    func storageEqualityDescription() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(f.c1x == Float(0.1) && f.c2y == Float(0.4))
        #expect(f == CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4))
        #expect(f != CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.5))
        #expect(CAMediaTimingFunction(name: .easeInEaseOut) == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        #expect(CAMediaTimingFunction(name: .default).description == "(0.25 0.1; 0.25 1)")
    }

    @Test("the Objective-C-era constants work where a name is expected")
    func legacyConstants() {
        #expect(CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn) == CAMediaTimingFunction(name: .easeIn))
        #expect(CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut).c1x == Float(0.42))
    }

    @Test("an unknown name falls back to linear with a message; an index past 3 writes nothing")
    func badInput() {
        let f = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        #expect(f == CAMediaTimingFunction(name: .linear))
        #expect(EngineDiagnostics.hasReported(
            "CAMediaTimingFunction(name:): unknown name \"bouncy\"; using linear. Use .linear, .easeIn, .easeOut, .easeInEaseOut or .default."))
        var values: [Float] = [7, 7]
        values.withUnsafeMutableBufferPointer { f.getControlPoint(at: 4, values: $0.baseAddress!) }
        #expect(values == [7, 7])
        let nan = CAMediaTimingFunction(controlPoints: .nan, 0, 1, 1)
        #expect(nan == CAMediaTimingFunction(name: .linear))
    }
}
