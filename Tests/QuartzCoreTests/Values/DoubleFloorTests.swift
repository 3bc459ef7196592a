// Double.roundedDown (Double+Floor.swift), the timing sample's floor without a libm call: the bits of
// rounded(.down) for every kind of value — fractions of each sign, whole numbers, ±0, the edges of (−1, 1), the
// neighbours of 2^52 and 2^63, infinities and NaN — and a million values across the range times take; the twin
// shows the comparison sees the sign of a zero.
import Testing
import Foundation
@testable import QuartzCore

@Suite("Double.roundedDown against rounded(.down)")
struct DoubleFloorTests {
    static func values() -> [Double] {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 0.999_999_999_999_999_9, -0.999_999_999_999_999_9,
                                .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .ulpOfOne, -.ulpOfOne,
                                1 - .ulpOfOne / 2, -(1 - .ulpOfOne / 2), .infinity, -.infinity,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        for edge in [4_503_599_627_370_496.0, 9_007_199_254_740_992.0, 9_223_372_036_854_775_808.0] {
            for value in [edge, edge.nextUp, edge.nextDown, edge.nextDown.nextDown, edge / 2 + 0.5] {
                values += [value, -value]
            }
        }
        for index in 0..<1_000_000 {
            let value = Double(index - 500_000) * 0.000_731 + Double(index % 17) * 1e-12
            values += [value, value * 1e6, value / 3]
        }
        for power in -1074...1023 {
            let value = Double(sign: .plus, exponent: power, significand: 1.618_033_988_75)
            values += [value, -value]
        }
        return values
    }

    @Test("roundedDown is rounded(.down) bit for bit, NaN staying NaN")
    func matchesLibraryFloor() {
        var mismatches = 0
        for value in DoubleFloorTests.values() where value.roundedDown.bitPattern != value.rounded(.down).bitPattern {
            mismatches += 1
        }
        #expect(mismatches == 0)
        #expect(Double.nan.roundedDown.isNaN)
    }

    @Test("the twin: +0 in place of −0 is a different bit pattern to the comparison")
    func signOfZeroIsSeen() {
        #expect((-0.0).roundedDown.bitPattern == (-0.0).rounded(.down).bitPattern)
        #expect((0.0).bitPattern != (-0.0).rounded(.down).bitPattern)
        #expect((-0.25).roundedDown == -1)
        #expect((0.25).roundedDown.bitPattern == (0.0).bitPattern)
    }
}
