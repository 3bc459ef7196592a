// isGeometryFlipped (CALayer.h: "whether the geometry of the layer (and its sublayers) is flipped vertically … image
// orientation remains the same"; LayerGeometry.geometryFlip): sublayers of a flipped layer are placed from its bottom
// edge, a flipped layer inside a flipped one flips back, an image keeps its top row on top, and point conversion
// agrees with the pixels. Golden image with a must-fail twin (the same scene unflipped).
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: isGeometryFlipped", .serialized)
    struct GoldenGeometryFlippedTests {
        static let red: [UInt8] = [230, 40, 40, 255], blue: [UInt8] = [40, 60, 220, 255]

        /// A 2×2 image: red top row, blue bottom row.
        static func twoRowImage() -> CGImage? {
            CGImage(width: 2, height: 2, rgba: red + red + blue + blue, premultiplied: true)
        }

        /// An 80×80 panel at (8, 8), flipped or not, holding a 20×10 green bar at frame (10, 6), a 20×20 image at
        /// frame (50, 6), and a 30×30 inner panel at frame (10, 40) (flipped when `innerFlipped`) holding an
        /// orange 10×6 bar at its frame (4, 2).
        static func scene(flipped: Bool, innerFlipped: Bool = true) -> (CALayer, CALayer) {
            let panel = plate(CGRect(x: 8, y: 8, width: 80, height: 80), .rgb(0.85, 0.85, 0.85), flipped: flipped)
            let bar = plate(CGRect(x: 10, y: 6, width: 20, height: 10), .rgb(0.1, 0.7, 0.2))
            let image = CALayer()
            image.frame = CGRect(x: 50, y: 6, width: 20, height: 20)
            image.contents = twoRowImage()
            image.magnificationFilter = .nearest
            let inner = plate(CGRect(x: 10, y: 40, width: 30, height: 30), .rgb(0.6, 0.6, 0.7), flipped: innerFlipped)
            inner.addSublayer(plate(CGRect(x: 4, y: 2, width: 10, height: 6), .rgb(1, 0.55, 0)))
            for layer in [bar, image, inner] { panel.addSublayer(layer) }
            return (panel, bar)
        }

        /// A plain layer of one colour.
        static func plate(_ frame: CGRect, _ color: CGColor, flipped: Bool = false) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = color
            layer.isGeometryFlipped = flipped
            return layer
        }

        @Test("sublayers of a flipped layer sit from its bottom edge; a flipped sublayer flips back; images stay upright")
        func flippedSublayerGeometry() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            let frame = LayerStage(layers: [Self.scene(flipped: true).0]).frame(on: target)
            GoldenImage.expectMatch(frame, name: "geometry-flipped/flipped")
            let green: [UInt8] = [26, 179, 51, 255], orange: [UInt8] = [255, 140, 0, 255]
            // The bar's frame y 6…16 in the panel counts from its bottom: window y = 8 + 80 − 16 … 8 + 80 − 6 = 72…82.
            #expect(frame.pixel(20, 77, isNear: green) && !frame.pixel(20, 19, isNear: green))
            // The image's frame y 6…26 becomes window 62…82, with its red row still on top.
            #expect(frame.pixel(60, 66, isNear: Self.red) && frame.pixel(60, 78, isNear: Self.blue))
            // The inner panel (frame y 40…70 → window 18…48) is flipped too, which flips back: its dot at y 2…8
            // measures from the inner panel's top edge as seen, window 20…26 (not 40…46).
            #expect(frame.pixel(26, 23, isNear: orange) && !frame.pixel(26, 43, isNear: orange))
            let unflipped = LayerStage(layers: [Self.scene(flipped: false).0]).frame(on: target)
            #expect(unflipped.pixel(20, 19, isNear: green) && unflipped.pixel(60, 20, isNear: Self.red))
            GoldenImage.expectMismatch(unflipped, name: "geometry-flipped/flipped")
        }

        @Test("convert(_:from:) and hitTest agree with where a flipped layer's sublayer is drawn")
        func conversionFollowsTheFlip() throws {
            let (panel, bar) = Self.scene(flipped: true)
            let stage = LayerStage(layers: [panel])
            // The bar's top-left corner (its bounds origin) is drawn at window (18, 72) + its height up: (18, 82).
            let corner = stage.root.convert(CGPoint.zero, from: bar)
            #expect(abs(corner.x - 18) < 1e-9 && abs(corner.y - 82) < 1e-9, "\(corner)")
            #expect(stage.root.hitTest(CGPoint(x: 20, y: 77)) === bar)
            #expect(stage.root.hitTest(CGPoint(x: 60, y: 40)) === panel)
        }
    }
}
