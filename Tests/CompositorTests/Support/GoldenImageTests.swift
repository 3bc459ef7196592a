// Golden-image tests: whole scenes rendered offscreen and compared with reference PNGs (docs/architecture.md "The compositor" tests), plus a
// test that the comparison really fails when the image differs.
import QuartzCore
import Foundation
import SDLHost
import Testing

extension CompositorGLTests {
    @Suite("Compositor golden images", .serialized)
    struct GoldenImageTests {
        /// Cards with rounded corners, borders and shadows, an image with gravity, a rounded clip, a group at half
        /// opacity, z-ordered siblings and a perspective tilt.
        static func showcase() -> RenderTree {
            var builder = TreeBuilder(width: 240, height: 160, background: RenderColor(straightRed: 0.93, green: 0.94,
                                                                                      blue: 0.96, alpha: 1))
            builder.add(frame: CGRect(x: 16, y: 16, width: 90, height: 60), color: .white) { layer in
                layer.cornerRadius = 12
                layer.shadowOpacity = 0.5
                layer.shadowRadius = 8
                layer.shadowOffset = CGSize(width: 0, height: 4)
                layer.borderWidth = 2
                layer.borderColor = RenderColor(straightRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            }
            let checker = CGImage.checkerboard(width: 16, height: 16, cell: 4,
                                               first: CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1),
                                               second: CGColor(red: 1, green: 0.9, blue: 0.4, alpha: 1))
            builder.add(frame: CGRect(x: 124, y: 16, width: 100, height: 60),
                        color: RenderColor(straightRed: 0.2, green: 0.2, blue: 0.25, alpha: 1)) { layer in
                layer.contents = checker
                layer.contentsGravity = .resizeAspect
                layer.cornerRadius = 10
                layer.masksToBounds = true
            }
            let clip = builder.add(frame: CGRect(x: 16, y: 92, width: 60, height: 52), color: .clear) { layer in
                layer.masksToBounds = true
                layer.cornerRadius = 18
                layer.maskedCorners = 1 | 8
            }
            builder.add(frame: CGRect(x: -10, y: -10, width: 50, height: 80), color: .red, parent: clip)
            builder.add(frame: CGRect(x: 30, y: 10, width: 50, height: 80), color: .green, parent: clip)
            let group = builder.add(frame: CGRect(x: 92, y: 92, width: 60, height: 52), color: .clear) { $0.opacity = 0.5 }
            builder.add(frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: .blue, parent: group)
            builder.add(frame: CGRect(x: 20, y: 12, width: 40, height: 40), color: .blue, parent: group) { $0.zPosition = -1 }
            let stage = builder.add(frame: CGRect(x: 164, y: 88, width: 64, height: 64), color: .clear) { layer in
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 150
                layer.sublayerTransform = perspective
            }
            builder.add(frame: CGRect(x: 8, y: 8, width: 48, height: 48),
                        color: RenderColor(straightRed: 0.5, green: 0.2, blue: 0.8, alpha: 1), parent: stage) { layer in
                layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
                layer.cornerRadius = 8
            }
            return builder.tree
        }

        @Test("the showcase scene matches its reference image within 3 levels per channel")
        func showcaseMatchesGolden() throws {
            let target = try OffscreenTarget(width: 240, height: 160)
            let result = GoldenImage.check(target.render(GoldenImageTests.showcase()), name: "showcase")
            #expect(result.problem == nil, "\(result.problem ?? "")")
            #expect(result.mismatchedPixels == 0,
                    "worst channel difference \(result.worstChannelDifference); \(result.artifacts ?? "no image written")")
        }

        @Test("the comparison fails when the rendered image differs: one moved layer is caught")
        func comparisonDetectsDifference() throws {
            let target = try OffscreenTarget(width: 240, height: 160)
            let reference = target.render(GoldenImageTests.showcase())
            var changed = GoldenImageTests.showcase()
            changed.layers[1].position.x += 3
            let frame = target.render(changed)
            let same = GoldenImage.compare(reference, with: (reference.pixels, reference.width, reference.height),
                                           tolerance: 3)
            let different = GoldenImage.compare(frame, with: (reference.pixels, reference.width, reference.height),
                                                tolerance: 3)
            #expect(same.matches)
            #expect(!different.matches)
            #expect(different.mismatchedPixels > 100)
        }

        @Test("a failing comparison writes the rendered frame and a diff image, and names both")
        func failureWritesActualAndDiffImages() throws {
            let target = try OffscreenTarget(width: 240, height: 160)
            let reference = target.render(GoldenImageTests.showcase())
            var changed = GoldenImageTests.showcase()
            changed.layers[1].position.x += 3
            let frame = target.render(changed)
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("golden-failures-\(ProcessInfo.processInfo.processIdentifier)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let message = GoldenImage.writeFailureImages(
                frame, reference: (reference.pixels, reference.width, reference.height), name: "showcase-moved",
                tolerance: 3, in: folder)
            let actualPath = folder.appendingPathComponent("showcase-moved.actual.png").path
            let diffPath = folder.appendingPathComponent("showcase-moved.diff.png").path
            #expect(message.contains(actualPath) && message.contains(diffPath), "\(message)")
            let actual = try #require(PNGWriter.read(path: actualPath))
            #expect(actual.pixels == frame.pixels && actual.width == frame.width)
            let diff = try #require(PNGWriter.read(path: diffPath))
            let comparison = GoldenImage.compare(frame, with: (reference.pixels, reference.width, reference.height),
                                                 tolerance: 3)
            var red = 0
            for pixel in 0..<(diff.width * diff.height)
            where diff.pixels[pixel * 4] == 255 && diff.pixels[pixel * 4 + 1] == 0 && diff.pixels[pixel * 4 + 2] == 0 {
                red += 1
            }
            #expect(red == comparison.mismatchedPixels)   // exactly the differing pixels are marked
        }
    }
}
