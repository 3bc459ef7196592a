// CGImage sizes whose byte count overflows Int or passes CGImage.maximumByteCount are refused with one message
// (nil), never a trap on `width·4` or the row arithmetic (DECISIONS 12).
import Foundation
import Testing
@testable import QuartzCore

@Suite struct CGImageHugeSizeTests {
    @Test("Int.max wide, Int.max tall, a huge bytesPerRow and 100,000² give nil with the size rule, no trap")
    func overflowingSizesAreRefused() {
        var results: [CGImage?] = []
        let messages = EngineDiagnostics.capture {
            results.append(CGImage(width: Int.max, height: 1, rgba: [], premultiplied: true))
            results.append(CGImage(width: 1, height: Int.max, rgba: [0, 0, 0, 0], premultiplied: true))
            results.append(CGImage(width: 2, height: 3, bytesPerRow: Int.max / 2, rgba: [], premultiplied: true))
            results.append(CGImage.solid(.white, width: 100_000, height: 100_000))
            results.append(CGImage.checkerboard(width: Int.max / 4, height: 4, cell: 1, first: .white, second: .black))
        }
        #expect(results.allSatisfy { $0 == nil })
        #expect(messages.count == 5)
        #expect(messages.allSatisfy { $0.contains("at most \(CGImage.maximumByteCount) bytes") })
    }

    @Test("byteCount is rows·bytesPerRow plus the last row, and nil past the 2 GiB limit")
    func byteCountArithmetic() {
        #expect(CGImage.byteCount(width: 3, height: 2) == 24)
        #expect(CGImage.byteCount(width: 3, height: 2, bytesPerRow: 16) == 28)
        #expect(CGImage.byteCount(width: 16_384, height: 32_768) == 1 << 31)
        #expect(CGImage.byteCount(width: 16_384, height: 32_769) == nil)
        #expect(CGImage.byteCount(width: 3, height: 2, bytesPerRow: 8) == nil)
    }
}
