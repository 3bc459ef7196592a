// The per-frame rotation step's sine and cosine (ScalarTrackStep.rotationZ): one glibc `sincos` call instead of
// `sin` and `cos`, which must be the same bits, so the compact step's matrix stays CATransform3D.rotation's bit for
// bit. Checked over a million angles across the range a spin sweeps, and far past it (the large-argument reduction),
// and at the special values; the twin shows the comparison sees a one-ulp difference.
import Testing
import Foundation
@testable import QuartzCore

@Suite("sincos against sin and cos")
struct SinCosTests {
    /// Angles: a fine sweep of [−8π, 8π], a coarse one out to ±1e6, powers of two up to 2^1000, the special
    /// values.
    static func angles() -> [Double] {
        var angles: [Double] = []
        for index in 0..<1_000_000 {
            angles.append(-8 * Double.pi + Double(index) * (16 * Double.pi / 1_000_000) + Double(index % 13) * 1e-15)
        }
        for index in 0..<100_000 { angles.append(Double(index - 50_000) * 20.000_000_7) }
        for power in stride(from: -1074, through: 1000, by: 3) {
            let value = Double(sign: .plus, exponent: power, significand: 1.234_567_890_123)
            angles.append(value)
            angles.append(-value)
        }
        angles += [0, -0.0, .pi, -.pi, .pi / 2, -.pi / 2, 2 * .pi, .ulpOfOne, .leastNonzeroMagnitude,
                   .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        return angles
    }

    @Test("rotationZ's matrix is CATransform3D.rotation's about +z, bit for bit, at every angle")
    func rotationMatchesReference() {
        var mismatches = 0
        for angle in SinCosTests.angles() {
            let compact = ScalarTrackStep.rotationZ(CGFloat(angle))
            let reference = CATransform3D.rotation(CGFloat(angle), unitAxis: 0, 0, 1)
            let same = withUnsafeBytes(of: compact) { a in
                withUnsafeBytes(of: reference) { b in a.elementsEqual(b) }
            }
            if !same { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("sincos gives sin's and cos's bits at every angle; the twin, one ulp off, is caught")
    func sincosMatchesSinAndCos() {
        var mismatches = 0, caught = 0
        for angle in SinCosTests.angles() {
            let (sine, cosine) = ScalarTrackStep.sineAndCosine(angle)
            if sine.bitPattern != sin(angle).bitPattern || cosine.bitPattern != cos(angle).bitPattern {
                mismatches += 1
            }
            // The twin: a sine one ulp away is a different bit pattern to this comparison.
            if sine.isFinite, sine.nextUp.bitPattern != sin(angle).bitPattern { caught += 1 }
        }
        #expect(mismatches == 0)
        #expect(caught == SinCosTests.angles().count)
    }
}
