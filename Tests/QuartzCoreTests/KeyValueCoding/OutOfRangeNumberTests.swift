// Numbers too large for an integer-backed property through key-value coding (maskedCorners is a CACornerMask,
// an unsigned integer): refused with one message naming the key and the accepted range, never a trap
// (DECISIONS 12).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct OutOfRangeNumberTests {
    @Test("maskedCorners set through KVC to 1e20, -1, 2.5, NaN or infinity keeps its value and names the range")
    func hugeOrFractionalCornerMaskIsRefused() {
        let layer = CALayer()
        layer.name = "cornerMaskRange"
        layer.maskedCorners = [.layerMinXMinYCorner]
        let messages = EngineDiagnostics.capture {
            for bad: Any in [1e20, -1, 2.5, Double.nan, Double.infinity, Float(1e30)] {
                layer.setValue(bad, forKey: "maskedCorners")
            }
        }
        #expect(layer.maskedCorners == [.layerMinXMinYCorner])
        let mine = messages.filter { $0.contains("cornerMaskRange") && $0.contains("whole number from 0 to") }
        #expect(mine.count == 6)
    }

    @Test("maskedCorners takes UInt.max and any whole number, keeping its four corner bits (GNUstep modern.m)")
    func wholeNumbersSetTheRawValue() {
        let layer = CALayer()
        layer.setValue(UInt.max, forKey: "maskedCorners")
        #expect(layer.maskedCorners.rawValue == 15)
        layer.setValue(5.0, forKey: "maskedCorners")
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMinXMaxYCorner])
        layer.setValue(NSNumber(value: 15), forKey: "maskedCorners")
        #expect(layer.maskedCorners.rawValue == 15)
    }
}
