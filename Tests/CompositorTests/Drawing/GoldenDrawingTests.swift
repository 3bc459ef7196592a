// Golden images of CGContext drawing on cairo (docs/architecture.md "Text"): paths, dashes with caps and joins, fill rules, gradients,
// clipping, images, blend modes, shadows and transforms, each with a must-fail twin that nudges one parameter.
import QuartzCore
import Foundation
import Testing

@Suite("Golden: CGContext drawing")
struct GoldenDrawingTests {
    @Test("lines, curves, arcs and a tangent arc match their reference")
    func paths() {
        GoldenImage.expectMatch(DrawingScenes.paths(), name: "drawing/paths")
        GoldenImage.expectMismatch(DrawingScenes.paths(lineWidth: 4), name: "drawing/paths")
    }

    @Test("caps, joins and a dash pattern match their reference; a dash phase of 2 does not")
    func dashesCapsJoins() {
        GoldenImage.expectMatch(DrawingScenes.dashesCapsJoins(), name: "drawing/dashes-caps-joins")
        GoldenImage.expectMismatch(DrawingScenes.dashesCapsJoins(dashPhase: 2), name: "drawing/dashes-caps-joins")
    }

    @Test("even-odd fills leave the star's centre and the squares' overlap empty; winding fills do not")
    func fillRules() {
        GoldenImage.expectMatch(DrawingScenes.fillRules(), name: "drawing/even-odd")
        GoldenImage.expectMismatch(DrawingScenes.fillRules(.winding), name: "drawing/even-odd")
    }

    @Test("linear and radial gradients with extensions match their reference; moving the middle stop does not")
    func gradients() {
        GoldenImage.expectMatch(DrawingScenes.gradients(), name: "drawing/gradients")
        GoldenImage.expectMismatch(DrawingScenes.gradients(middleLocation: 0.6), name: "drawing/gradients")
    }

    @Test("an ellipse clip intersected with a rectangle matches its reference; moving the ellipse 2 points does not")
    func clipping() {
        GoldenImage.expectMatch(DrawingScenes.clipping(), name: "drawing/clipping")
        GoldenImage.expectMismatch(DrawingScenes.clipping(ellipseX: 8), name: "drawing/clipping")
    }

    @Test("images drawn upright, scaled and rotated match their reference; a 1-point shift does not")
    func images() {
        GoldenImage.expectMatch(DrawingScenes.images(), name: "drawing/images")
        GoldenImage.expectMismatch(DrawingScenes.images(offset: 1), name: "drawing/images")
    }

    @Test("nine blend modes over a half-transparent tile match their reference; swapping two modes does not")
    func blendModes() {
        GoldenImage.expectMatch(DrawingScenes.blending(), name: "drawing/blend-modes")
        var swapped = DrawingScenes.blendModes
        swapped.swapAt(1, 2)
        GoldenImage.expectMismatch(DrawingScenes.blending(modes: swapped), name: "drawing/blend-modes")
    }

    @Test("sharp and blurred shadows match their reference; a blur 2 points larger does not")
    func shadows() {
        GoldenImage.expectMatch(DrawingScenes.shadows(), name: "drawing/shadows")
        GoldenImage.expectMismatch(DrawingScenes.shadows(blur: 8), name: "drawing/shadows")
    }

    @Test("nested translate, rotate and scale under saveGState with alpha ½ match their reference")
    func transforms() {
        GoldenImage.expectMatch(DrawingScenes.transforms(), name: "drawing/transforms")
        GoldenImage.expectMismatch(DrawingScenes.transforms(angle: .pi / 7), name: "drawing/transforms")
    }
}
