// What each element of the benchmark scene is (docs/architecture.md "Frame cost"): the rounded, bordered tile of MotionMark's "Multiply",
// a progress ring (a CAShapeLayer arc whose strokeEnd animates while it rotates), a counter label (a CATextLayer
// whose string changes every 0.5 s, every fourth one animating its fontSize; docs/architecture.md "Text"), or a card (a tile with four
// still sublayers, BenchCard) drawn live or through its shouldRasterize bitmap.
import ArgumentParser

enum SceneContent: String, CaseIterable, ExpressibleByArgument {
    case tiles
    case shapes
    case text
    case cards
    case rasterizedCards = "rasterized-cards"
}
