// CGContext on cairo with Apple's exact behaviour (docs/architecture.md "Text"): a bitmap context's device space is y up from the
// bottom-left, pixels are premultiplied, the caller's bytes receive the drawing in the layout asked for, the CTM
// concatenates as Apple's, blend modes act only where the shape covers, and bad input gives one message.
import Foundation
import Testing
@testable import QuartzCore

private func rgbaContext(_ width: Int = 20, _ height: Int = 20, data: UnsafeMutableRawPointer? = nil) -> CGContext {
    CGContext(data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)!
    return [p.r, p.g, p.b, p.a]
}

@Suite struct CGContextTests {
    @Test("a bitmap context's origin is its bottom-left: a rect at (0, 0) fills the image's bottom rows")
    func deviceSpaceIsYUp() {
        let c = rgbaContext()
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        let image = c.makeImage()!
        #expect(pixel(image, 0, 19) == [0, 0, 255, 255])
        #expect(pixel(image, 9, 15) == [0, 0, 255, 255])
        #expect(pixel(image, 0, 14) == [0, 0, 0, 0])
        #expect(pixel(image, 10, 19) == [0, 0, 0, 0])
    }

    @Test("makeImage returns premultiplied RGBA: red at alpha ½ is (128, 0, 0, 128) within one level")
    func premultipliedPixels() {
        let c = rgbaContext()
        c.setFillColor(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0, 0.5])!)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let p = pixel(c.makeImage()!, 3, 3)
        #expect(abs(Int(p[0]) - 128) <= 1 && p[1] == 0 && p[2] == 0 && abs(Int(p[3]) - 128) <= 1)
    }

    @Test("the caller's bytes receive the drawing in the layout asked for: RGBA, and BGRA for premultipliedFirst|32Little")
    func callerBytesReceiveDrawing() {
        var rgba = [UInt8](repeating: 0, count: 4 * 4 * 4)
        rgba.withUnsafeMutableBytes { bytes in
            let c = rgbaContext(4, 4, data: bytes.baseAddress)
            c.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(rgba[0] == 255 && abs(Int(rgba[1]) - 128) <= 1 && rgba[2] == 0 && rgba[3] == 255)
        var bgra = [UInt8](repeating: 0, count: 4 * 4 * 4)
        bgra.withUnsafeMutableBytes { bytes in
            let info = CGBitmapInfo(alphaInfo: .premultipliedFirst).union(.byteOrder32Little)
            let c = CGContext(data: bytes.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
            c.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(bgra[0] == 0 && abs(Int(bgra[1]) - 128) <= 1 && bgra[2] == 255 && bgra[3] == 255)
    }

    @Test("translateBy, scaleBy and rotate prepend to the CTM as Apple's (CTM' = op · CTM)")
    func ctmConcatenation() {
        let c = rgbaContext()
        c.translateBy(x: 10, y: 5)
        c.scaleBy(x: 2, y: 3)
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 5))
        c.saveGState()
        c.rotate(by: .pi / 2)
        let r = c.ctm
        #expect(abs(r.a) < 1e-12 && abs(r.b - 3) < 1e-12 && abs(r.c + 2) < 1e-12 && abs(r.d) < 1e-12)
        c.restoreGState()
        #expect(c.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 5))
    }

    @Test("clear and copy change only the pixels the shape covers, as Quartz's bounded blend modes")
    func unboundedOperatorsAreBounded() {
        let c = rgbaContext()
        c.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        c.setBlendMode(.clear)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        c.setBlendMode(.copy)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.fill(CGRect(x: 10, y: 0, width: 5, height: 20))
        let image = c.makeImage()!
        #expect(pixel(image, 2, 2) == [0, 0, 0, 0])
        let copied = pixel(image, 12, 2)
        #expect(copied[0] == 0 && abs(Int(copied[2]) - 128) <= 1 && abs(Int(copied[3]) - 128) <= 1)
        #expect(pixel(image, 17, 2) == [255, 0, 0, 255])
    }

    @Test("the clip's bounding box is in user space and the whole bitmap when nothing clips")
    func clipBoundingBox() {
        let c = rgbaContext()
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
        c.translateBy(x: 5, y: 0)
        c.clip(to: CGRect(x: 0, y: 2, width: 4, height: 6))
        #expect(c.boundingBoxOfClipPath == CGRect(x: 0, y: 2, width: 4, height: 6))
    }

    @Test("the current path reports its point and bounding box (control points included) and is consumed by a fill")
    func currentPath() {
        let c = rgbaContext()
        #expect(c.isPathEmpty)
        c.move(to: CGPoint(x: 1, y: 2))
        c.addCurve(to: CGPoint(x: 9, y: 2), control1: CGPoint(x: 3, y: 12), control2: CGPoint(x: 7, y: 12))
        #expect(c.currentPointOfPath == CGPoint(x: 9, y: 2))
        #expect(c.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 8, height: 10))
        c.fillPath()
        #expect(c.isPathEmpty)
    }

    @Test("a zero scale draws nothing and does not break the context: after restoreGState drawing works again")
    func degenerateCTM() {
        let c = rgbaContext()
        c.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        c.saveGState()
        c.scaleBy(x: 0, y: 0)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(c.makeImage()!, 5, 5) == [0, 0, 0, 0])
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(pixel(c.makeImage()!, 5, 5) == [0, 255, 0, 255])
    }

    @Test("bad input gives one message each and a usable context: unbalanced restore, all-zero dashes, bad bitmap info")
    func badInput() {
        let messages = EngineDiagnostics.capture {
            let c = rgbaContext()
            c.restoreGState()
            c.setLineDash(phase: 0, lengths: [0, 0])
            c.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            c.setLineWidth(4)
            c.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
            #expect(pixel(c.makeImage()!, 10, 10) == [255, 0, 0, 255])
            let unpremultiplied = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.last.rawValue)
            #expect(unpremultiplied == nil)
            #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1) == nil)
        }
        #expect(messages.contains { $0.contains("restoreGState") })
        #expect(messages.contains { $0.contains("setLineDash") })
        #expect(messages.contains { $0.contains("bitmapInfo 3") })
        #expect(messages.contains { $0.contains("width 0") })
    }

    @Test("the Core Foundation spellings compile: colors as CFArray, a name as CFString and as CFTypeRef")
    func coreFoundationSpellings() {
        let colors = [CGColor.black, CGColor.white] as CFArray
        #expect(CGGradient(colorsSpace: nil, colors: colors, locations: nil) != nil)
        let font: CFTypeRef = "Menlo-Regular" as CFTypeRef
        #expect((font as? String) == "Menlo-Regular" || (font as? NSString) == "Menlo-Regular")
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        let data = Data([1, 2, 3]) as CFData
        #expect(data.length == 3)
    }
}
