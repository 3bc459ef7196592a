// What each element of the benchmark scene is (issue 15): the rounded, bordered tile of MotionMark's "Multiply", or
// a progress ring (a CAShapeLayer arc whose strokeEnd animates while it rotates).
import ArgumentParser

enum SceneContent: String, CaseIterable, ExpressibleByArgument {
    case tiles
    case shapes
}
