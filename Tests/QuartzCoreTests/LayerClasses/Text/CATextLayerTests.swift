// CATextLayer's model (CATextLayer.h defaults; docs/architecture.md "Text"): what it shows marks it for display only when it changes,
// bounds and contentsScale changes redraw it, key-value coding reaches its keys, and bad input (wrong string types,
// bad sizes, unknown fonts, long strings) gives one message and draws what it can.
import Foundation
import Testing
@testable import QuartzCore

private final class CountingTextLayer: CATextLayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        super.draw(in: ctx)
    }
}

private func inkPixels(_ layer: CALayer) -> Int {
    guard let image = layer.contents as? CGImage else { return 0 }
    return stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 0 }.count
}

@Suite struct CATextLayerTests {
    @Test("the header's defaults: Helvetica, 36 points, opaque white, natural, no wrapping or truncation, redraw on bounds change")
    func defaults() {
        let layer = CATextLayer()
        #expect((layer.font as? NSString) == "Helvetica")
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(layer.alignmentMode == .natural && layer.truncationMode == .none)
        #expect(!layer.isWrapped && !layer.allowsFontSubpixelQuantization)
        #expect(layer.needsDisplayOnBoundsChange)
        #expect(layer.string == nil)
    }

    @Test("the layer is redrawn only when what it shows changes: same string or size again draws nothing new")
    func redrawsOnlyOnChange() {
        let layer = CountingTextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 30)
        layer.string = "Hello"
        layer.displayIfNeeded()
        #expect(layer.draws == 1 && inkPixels(layer) > 0)
        layer.string = "Hello"
        layer.fontSize = 36
        layer.foregroundColor = CGColor(gray: 1, alpha: 1)
        layer.displayIfNeeded()
        #expect(layer.draws == 1)
        for change in [{ layer.string = "Hello!" }, { layer.fontSize = 20 }, { layer.alignmentMode = .center },
                       { layer.isWrapped = true }, { layer.foregroundColor = CGColor(gray: 0, alpha: 1) },
                       { layer.contentsScale = 2 }, { layer.bounds.size.width = 90 }] as [() -> Void] {
            change()
            #expect(layer.needsDisplay())
            layer.displayIfNeeded()
        }
        #expect(layer.draws == 8)
    }

    @Test("key-value coding sets and reads the text keys")
    func keyValueCoding() {
        let layer = CATextLayer()
        layer.setValue("KVC", forKey: "string")
        layer.setValue(NSNumber(value: 18), forKey: "fontSize")
        layer.setValue("center", forKey: "alignmentMode")
        layer.setValue(true, forKey: "wrapped")
        #expect(layer.string as? String == "KVC")
        #expect(layer.value(forKey: "fontSize") as? CGFloat == 18)
        #expect(layer.alignmentMode == .center && layer.isWrapped)
    }

    @Test("bad input: a number as string, a NaN size, an unknown font and a 1 MB string each give one message")
    func badInput() {
        let messages = EngineDiagnostics.capture {
            let wrongType = CATextLayer()
            wrongType.name = "wrongType"
            wrongType.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
            wrongType.string = 42
            wrongType.displayIfNeeded()
            #expect(inkPixels(wrongType) == 0)
            let badSize = CATextLayer()
            badSize.name = "badSize"
            badSize.fontSize = .nan
            badSize.fontSize = -3
            #expect(badSize.fontSize == 36)
            let unknown = CATextLayer()
            unknown.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
            unknown.font = "NoSuchFont-Regular" as CFTypeRef
            unknown.string = "Fallback"
            unknown.displayIfNeeded()
            #expect(inkPixels(unknown) > 0)
            let long = CATextLayer()
            long.name = "long"
            long.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
            long.string = String(repeating: "x", count: 1 << 20)
            long.displayIfNeeded()
            #expect(long.contents != nil)
            let empty = CATextLayer()
            empty.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            empty.string = ""
            empty.displayIfNeeded()
            #expect(inkPixels(empty) == 0)
        }
        #expect(messages.contains { $0.contains("\"wrongType\"") && $0.contains("Int") })
        #expect(messages.contains { $0.contains("\"badSize\"") && $0.contains("fontSize") })
        #expect(messages.contains { $0.contains("NoSuchFont-Regular") && $0.contains("DejaVu Sans") })
        #expect(messages.contains { $0.contains("\"long\"") && $0.contains("100000") })
    }

    @Test("fonts resolve by family and PostScript-style names; CGFont is nil for a font that is not installed")
    func fontResolution() {
        #expect(CGFont("DejaVuSans-Bold" as CFString)?.face == FontFace(family: "DejaVu Sans", isBold: true))
        #expect(CGFont("DejaVu Serif" as CFString)?.face == FontFace(family: "DejaVu Serif"))
        #expect(CGFont("NoSuchFont" as CFString) == nil)
    }
}
