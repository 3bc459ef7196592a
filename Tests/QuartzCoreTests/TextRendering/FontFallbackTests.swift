// The no-font case of CATextLayer (docs/architecture.md "Text"): a font family fontconfig does not have falls back to the default sans
// (DejaVu Sans, installed by .ci/install-deps) and draws the very pixels that family draws, with one message that
// names the font and what to do, however often it is drawn; an attributed run with such a font falls back the same
// way. Never a crash, never an empty layer. With no font installed at all (a fontconfig configuration without fonts,
// where Pango still lists its generic families) text draws nothing and the engine says once what to install.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct FontFallbackTests {
    /// A 120×30 text layer showing "Fallback" in `font`, displayed, and its pixels.
    static func pixels(font: CFTypeRef?, string: Any = "Fallback") -> [UInt8] {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 30)
        layer.fontSize = 18
        layer.font = font
        layer.string = string
        layer.displayIfNeeded()
        return (layer.contents as? CGImage)?.pixels ?? []
    }

    static func ink(_ pixels: [UInt8]) -> Int { stride(from: 3, to: pixels.count, by: 4).filter { pixels[$0] > 0 }.count }

    @Test("an unknown family draws the default sans's pixels, with one message naming the font and what to do")
    func unknownFamilyFallsBack() throws {
        let defaultSans = try #require(EngineGlobals.fontCatalog.defaultSans)
        let reference = Self.pixels(font: defaultSans as CFString)
        #expect(Self.ink(reference) > 100)
        var first: [UInt8] = [], second: [UInt8] = []
        let messages = EngineDiagnostics.capture {
            first = Self.pixels(font: "NoSuchFamilyForFallback" as CFString)
            second = Self.pixels(font: "NoSuchFamilyForFallback" as CFString)
        }
        #expect(first == reference && second == reference)
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(message.contains("\"NoSuchFamilyForFallback\" is not installed"))
        #expect(message.contains("drawing with \(defaultSans)") && message.contains("fc-list"))
    }

    @Test("an attributed run in an unknown family falls back to the default sans with its own message")
    func unknownRunFontFallsBack() throws {
        let defaultSans = try #require(EngineGlobals.fontCatalog.defaultSans)
        let reference = Self.pixels(font: nil)
        let text = NSMutableAttributedString(string: "Fallback")
        text.addAttribute(.font, value: "NoSuchRunFamily-Bold", range: NSRange(location: 0, length: 8))
        var drawn: [UInt8] = []
        let messages = EngineDiagnostics.capture { drawn = Self.pixels(font: nil, string: text) }
        #expect(Self.ink(drawn) > 100)
        #expect(drawn == reference)   // the fallback is the regular default sans: the unknown style is not guessed
        #expect(messages == ["CATextLayer: the font \"NoSuchRunFamily-Bold\" is not installed; drawing with "
                             + "\(defaultSans). Use an installed family (fc-list shows them) or install the font."])
    }
}

@Suite struct NoFontsTests {
    @Test("with no font installed (a fontconfig configuration without fonts) text draws nothing, says once what to install, and does not crash")
    func noFontsDrawNothingWithOneMessage() throws {
        let catalog = FontCatalog.withoutFonts()
        #expect(catalog.defaultSans == nil)
        var content = TextContent()
        content.text = "No fonts"
        let store = try #require(BackingStoreSize(size: CGSize(width: 80, height: 20), scale: 1))
        var images: [CGImage] = []
        let messages = EngineDiagnostics.capture {
            for _ in 0..<2 {
                guard let context = CGContext.backingStore(store, origin: .zero, opaque: false, flipped: false) else {
                    continue
                }
                TextRenderer.draw(content, fontSize: 14, color: CGColor(gray: 0, alpha: 1),
                                  in: CGRect(x: 0, y: 0, width: 80, height: 20), context: context, catalog: catalog)
                if let image = context.makeImage() { images.append(image) }
            }
        }
        #expect(images.count == 2)
        #expect(images.allSatisfy { $0.pixels.allSatisfy { $0 == 0 } })
        #expect(messages == ["CATextLayer: no fonts are installed, so text draws nothing. Install a font package "
                             + "(Debian/Ubuntu: apt-get install fonts-dejavu-core)."])
    }
}
