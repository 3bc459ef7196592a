// Tests of the CGImage stand-in (API.md): premultiplication, identifiers, factories, bad sizes.
import Foundation
import Testing
@testable import QuartzCore

/// The pixel as an array, nil outside the image or when there is no image.
private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8]? {
    image?.pixel(x: x, y: y).map { [$0.r, $0.g, $0.b, $0.a] }
}

@Suite struct CGImageTests {
    @Test("straight-alpha input is premultiplied; premultiplied input is kept as is")
    func premultiplication() {
        let straight = CGImage(width: 1, height: 1, rgba: [255, 128, 0, 128], premultiplied: false)
        #expect(straight?.pixels == [128, 64, 0, 128])
        let kept = CGImage(width: 1, height: 1, rgba: [200, 100, 0, 128], premultiplied: true)
        #expect(kept?.pixels == [200, 100, 0, 128])
        #expect(kept?.bytesPerRow == 4 && kept?.width == 1 && kept?.height == 1)
    }

    @Test("every image gets its own identifier")
    func identifiers() {
        let a = CGImage.solid(.white, width: 2, height: 2)
        let b = CGImage.solid(.white, width: 2, height: 2)
        #expect(a != nil && b != nil && a?.identifier != b?.identifier)
    }

    @Test("solid and checkerboard factories fill the expected premultiplied pixels")
    func factories() {
        let half = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let solid = CGImage.solid(half, width: 3, height: 2)
        #expect(rgba(solid, 2, 1) == [128, 0, 0, 128])
        let board = CGImage.checkerboard(width: 4, height: 4, cell: 2, first: .white, second: .black)
        #expect(rgba(board, 0, 0) == [255, 255, 255, 255])
        #expect(rgba(board, 2, 0) == [0, 0, 0, 255])
        #expect(rgba(board, 2, 2) == [255, 255, 255, 255])
        #expect(board?.pixel(x: 4, y: 0) == nil)
    }

    @Test("sizes that do not fit the bytes give nil, not a crash")
    func badSizes() {
        #expect(CGImage(width: 2, height: 2, rgba: [0, 0, 0, 0], premultiplied: true) == nil)
        #expect(CGImage(width: 0, height: 2, rgba: [], premultiplied: true) == nil)
        #expect(CGImage(width: 2, height: 1, bytesPerRow: 4, rgba: [UInt8](repeating: 0, count: 8), premultiplied: true) == nil)
        // Padded rows are accepted.
        let padded = CGImage(width: 1, height: 2, bytesPerRow: 8, rgba: [1, 2, 3, 4, 9, 9, 9, 9, 5, 6, 7, 8], premultiplied: true)
        #expect(rgba(padded, 0, 1) == [5, 6, 7, 8])
    }
}
