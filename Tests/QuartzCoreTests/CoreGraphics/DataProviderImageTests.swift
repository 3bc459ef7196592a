// CGDataProvider and CGImage's Core Graphics initializer (CGImage.h): Apple's spellings compile, read every 32-bit
// RGB layout, and refuse what they cannot read with one message.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct DataProviderImageTests {
    @Test("a little-endian premultiplied-first (BGRA) 2×1 image reads back as RGBA")
    func bgraImage() {
        let bytes: [UInt8] = [10, 20, 30, 255, 0, 0, 128, 128]   // B G R A: (30, 20, 10, 255) and (128, 0, 0, 128)
        guard let provider = CGDataProvider(data: Data(bytes) as NSData) else { Issue.record("no provider"); return }
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
            .union(.byteOrder32Little)
        let image = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
                            shouldInterpolate: false, intent: .defaultIntent)
        #expect(image?.pixels == [30, 20, 10, 255, 128, 0, 0, 128])
        #expect((provider.data as Data?) == Data(bytes))
    }

    @Test("straight alpha is premultiplied; 16-bit components and short providers give nil with a message")
    func straightAndRefused() {
        let straight = CGDataProvider(data: Data([200, 100, 50, 128]) as NSData)!
        let image = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: straight,
                            decode: nil, shouldInterpolate: true, intent: .perceptual)
        #expect(image?.pixels[3] == 128 && image?.pixels[0] == 100)
        let messages = EngineDiagnostics.capture {
            #expect(CGImage(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [], provider: straight, decode: nil,
                            shouldInterpolate: true, intent: .defaultIntent) == nil)
            #expect(CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: straight, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        }
        #expect(messages.count == 2, "\(messages)")
    }
}
