// UIImage from a CGImage, from PNG bytes (decoded by cairo's PNG reader) and from files, by name from the resource
// folders (docs/porting.md "The UIKit types", images). UIImage.h: size is in points (pixels over scale); data that is
// not an image and missing files give nil.
import Testing
import UIKit
import Foundation

@Suite(.serialized) struct UIImageTests {
    /// A 2×2 RGBA PNG: red, green / blue, white at alpha 128 (written by zlib, not by the engine).
    static let png = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR4nGP4z8DwHwyBNAg0AABJSQl4KKDbdwAAAABJRU5ErkJggg==")!

    /// An 16×8 JPEG, red on the left half and blue on the right (written by ImageMagick at quality 95, no chroma
    /// subsampling).
    static let jpeg = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAWAQEBAQAAAAAAAAAAAAAAAAAKCAn/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwAXpTb+CGVQNe//2Q==")!

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("UIImageTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func pngDataDecodesToItsPixelsTopRowFirst() throws {
        let image = try #require(UIImage(data: Self.png))
        #expect(image.size == CGSize(width: 2, height: 2) && image.scale == 1)
        let pixels = try PixelProbe(image)
        // Premultiplied: the half-transparent white is 128 in every channel.
        #expect(pixels.mismatches([(0, 0, [255, 0, 0, 255]), (1, 0, [0, 255, 0, 255]), (0, 1, [0, 0, 255, 255]),
                                   (1, 1, [128, 128, 128, 128])], tolerance: 1) == [])
        // Must-fail twin: the rows swapped do not match.
        #expect(pixels.mismatches([(0, 1, [255, 0, 0, 255]), (0, 0, [0, 0, 255, 255])]).count == 2)
    }

    @Test func jpegDataDecodesWithLibjpeg() throws {
        let image = try #require(UIImage(data: Self.jpeg))
        #expect(image.size == CGSize(width: 16, height: 8))
        let pixels = try PixelProbe(image)
        // Lossy: within 8 of pure red and pure blue away from the seam.
        #expect(pixels.mismatches([(1, 1, [255, 0, 0, 255]), (14, 6, [0, 0, 255, 255])], tolerance: 8) == [])
        // Must-fail twin: the halves swapped do not match.
        #expect(pixels.mismatches([(1, 1, [0, 0, 255, 255]), (14, 6, [255, 0, 0, 255])], tolerance: 8).count == 2)
        // A JPEG cut short after its header is refused, not a crash or an exit.
        #expect(UIImage(data: Self.jpeg.prefix(20)) == nil)
    }

    @Test func badDataAndMissingFilesGiveNil() {
        #expect(UIImage(data: Data([1, 2, 3, 4])) == nil)
        #expect(UIImage(data: Self.png.prefix(30)) == nil)  // a PNG cut short
        #expect(UIImage(contentsOfFile: "/nonexistent/picture.png") == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }

    @Test func contentsOfFileTakesTheScaleFromTheFileName() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("dot@2x.png").path
        try Self.png.write(to: URL(fileURLWithPath: path))
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2 && image.size == CGSize(width: 1, height: 1))
    }

    @Test func namedLooksInTheResourcePathFolders() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.png.write(to: dir.appendingPathComponent("badge.png"))
        setenv("UIKIT_RESOURCE_PATH", "/nonexistent:" + dir.path, 1)
        defer { unsetenv("UIKIT_RESOURCE_PATH") }
        let image = try #require(UIImage(named: "badge"))
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(UIImage(named: "badge.png") != nil)
    }

    @Test func cgImageInitializerKeepsScaleAndOrientation() throws {
        let cgImage = try #require(CGImage.solid(CGColor(gray: 1, alpha: 1), width: 40, height: 20))
        let image = UIImage(cgImage: cgImage, scale: 2, orientation: .right)
        #expect(image.cgImage === cgImage && image.scale == 2 && image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 10, height: 20))  // a quarter turn swaps the sides
        #expect(UIImage(cgImage: cgImage).size == CGSize(width: 40, height: 20))
    }
}
