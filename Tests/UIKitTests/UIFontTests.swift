// UIFont through fontconfig and Pango (docs/porting.md "The UIKit types", fonts): faces that exist resolve, a family
// that does not gives nil (UIFont.h: init(name:size:) is failable), the system fonts are the default sans, and
// CATextLayer and attributed strings accept a UIFont as they accept a CTFont.
import Testing
import UIKit

@Suite struct UIFontTests {
    @Test func systemFontsAreTheDefaultSansInTheirStyles() throws {
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == regular.fontName + "-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == regular.fontName + "-Oblique")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName.hasSuffix("-Bold"))
        #expect(!UIFont.systemFont(ofSize: 12, weight: .medium).fontName.hasSuffix("-Bold"))
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName != regular.familyName)
        #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.Weight.ultraLight.rawValue == -0.8)
    }

    @Test func namedFontsExistOnlyWhenInstalled() throws {
        let system = UIFont.systemFont(ofSize: 10)
        let byName = try #require(UIFont(name: system.familyName, size: 20))
        #expect(byName.pointSize == 20 && byName.familyName == system.familyName)
        let bold = try #require(UIFont(name: system.fontName + "-Bold", size: 20))
        #expect(bold.fontName.hasSuffix("-Bold"))
        #expect(UIFont(name: "No Such Family 123", size: 12) == nil)
    }

    @Test func lineHeightIsAscenderMinusDescenderAndScalesWithSize() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        // A face's line is taller than its em and not absurdly so (DejaVu Sans: 1.164 em).
        #expect(font.lineHeight > 20 && font.lineHeight < 30)
        #expect(abs(font.withSize(40).lineHeight - 2 * font.lineHeight) < 0.1)
    }

    private func render(font: CFTypeRef) throws -> [UInt8] {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        layer.string = "Wave"
        layer.fontSize = 24
        layer.foregroundColor = CGColor(gray: 0, alpha: 1)
        layer.font = font
        layer.display()
        return try #require(layer.contents as? CGImage).pixels
    }

    @Test func textLayerDrawsAUIFontAsItsNamedFace() throws {
        let bold = UIFont.boldSystemFont(ofSize: 24)
        let viaUIFont = try render(font: bold)
        #expect(viaUIFont == (try render(font: bold.fontName as NSString)))
        // Must-fail twin: the regular face draws other pixels.
        #expect(viaUIFont != (try render(font: UIFont.systemFont(ofSize: 24))))
        let layer = CATextLayer()
        layer.font = bold
        #expect(layer.font === bold)
    }

    @Test func attributedStringFontRunUsesTheUIFontsSize() throws {
        func draw(_ attributes: [NSAttributedString.Key: Any]) throws -> [UInt8] {
            let layer = CATextLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 160, height: 60)
            layer.foregroundColor = CGColor(gray: 0, alpha: 1)
            layer.string = NSAttributedString(string: "Size", attributes: attributes)
            layer.display()
            return try #require(layer.contents as? CGImage).pixels
        }
        let font = UIFont.systemFont(ofSize: 30)
        let ctFont = CTFontCreateWithName(font.fontName as CFString, 30, nil)
        #expect(try draw([.font: font]) == (try draw([.font: ctFont])))
        #expect(try draw([.font: font]) != (try draw([.font: font.withSize(12)])))
    }
}
