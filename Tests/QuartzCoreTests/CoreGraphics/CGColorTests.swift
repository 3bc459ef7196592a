// Tests of the CGColor stand-in (API.md).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct CGColorTests {
    @Test("RGB colours report four components and the RGBA the renderer reads")
    func rgbColor() {
        let c = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(c.components == [0.1, 0.2, 0.3, 0.4])
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.4)
        let rgba = c.rgba
        #expect(rgba.0 == 0.1 && rgba.1 == 0.2 && rgba.2 == 0.3 && rgba.3 == 0.4)
    }

    @Test("gray colours have two components, as Apple's, and expand to RGB for the renderer")
    func grayColor() {
        let g = CGColor(gray: 0.5, alpha: 0.25)
        #expect(g.components == [0.5, 0.25])
        #expect(g.numberOfComponents == 2)
        #expect(g.rgba.0 == 0.5 && g.rgba.1 == 0.5 && g.rgba.2 == 0.5 && g.rgba.3 == 0.25)
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.alpha == 0)
    }

    @Test("equality compares model and components; copy(alpha:) changes only alpha")
    func equalityAndCopy() {
        let c = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(c == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(c != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(c.copy(alpha: 0.5) == CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor.white.copy(alpha: 0.5)?.components == [1, 0.5])
    }

    @Test("a NaN component becomes 0 instead of poisoning blends")
    func nanComponent() {
        let c = CGColor(red: .nan, green: 1, blue: 1, alpha: 1)
        #expect(c.red == 0)
    }
}
