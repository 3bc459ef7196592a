// A rotating cube made of a CATransformLayer (CATransformLayer.h; docs/architecture.md "Layer classes"): six labelled faces, each pushed half
// the side out along z and turned to its side of the cube, inside a transform layer that spins about y (an explicit
// "transform.rotation.y" animation), itself inside a transform layer tipped towards the viewer, all seen through a
// container whose sublayerTransform has m34 = −1/500. Transform layers keep the faces in 3-D and the compositor
// draws them back to front, so the cube turns as a solid. Beside it, the same faces in plain CALayers: each layer
// flattens its sublayers into its own plane, so the "cube" is a flat stack of squares turning as one card.
import QuartzCore
import Foundation

package final class RotatingCubeScene: PlaygroundScene {
    package static let name = "transform-cube"
    package static let summary = "CATransformLayer: six faces keep their 3-D places and turn as a solid cube"
    package static let title = "Rotating cube (CATransformLayer)"
    package static let instruction = "Left: faces in a CATransformLayer stay 3-D, drawn back to front. Right: the same faces in a CALayer, flattened"

    package static let period: CFTimeInterval = 8
    package static let perspective: CGFloat = -1.0 / 500
    /// The faces' names and colours, with the turn that takes a face at the front to its side.
    static let faces: [(name: String, color: CGColor, turn: CATransform3D)] = [
        ("FRONT", CGColor(red: 0.9, green: 0.3, blue: 0.25, alpha: 1), CATransform3DIdentity),
        ("BACK", CGColor(red: 0.25, green: 0.7, blue: 0.35, alpha: 1), CATransform3DMakeRotation(.pi, 0, 1, 0)),
        ("RIGHT", CGColor(red: 0.25, green: 0.45, blue: 0.9, alpha: 1), CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
        ("LEFT", CGColor(red: 0.95, green: 0.75, blue: 0.2, alpha: 1), CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
        ("TOP", CGColor(red: 0.65, green: 0.35, blue: 0.85, alpha: 1), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
        ("BOTTOM", CGColor(red: 0.2, green: 0.75, blue: 0.8, alpha: 1), CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
    ]

    package let solid = CATransformLayer()
    package let flat = CALayer()
    private var containers: [CALayer] = []

    package init() {}

    package func build(root: CALayer, size: CGSize) {
        root.backgroundColor = CGColor(gray: 0.11, alpha: 1)
        let side = (min(size.width / 2, size.height) * 0.36).rounded()
        solid.name = "cube"
        flat.name = "flattened cube"
        containers = [("perspective", CGPoint(x: size.width * 0.3, y: size.height / 2)),
                      ("flattened perspective", CGPoint(x: size.width * 0.72, y: size.height / 2))].map { name, centre in
            let container = CALayer()
            container.name = name
            container.bounds = CGRect(x: 0, y: 0, width: side * 2.2, height: side * 2.2)
            container.position = centre
            var perspective = CATransform3DIdentity
            perspective.m34 = Self.perspective
            container.sublayerTransform = perspective
            root.addSublayer(container)
            return container
        }
        containers[0].addSublayer(tipped(spinning(solid, side: side), transformLayer: true, side: side))
        containers[1].addSublayer(tipped(spinning(flat, side: side), transformLayer: false, side: side))
    }

    /// `cube` with the six faces, turning about y once per period.
    private func spinning(_ cube: CALayer, side: CGFloat) -> CALayer {
        cube.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        cube.position = CGPoint(x: side / 2, y: side / 2)
        for face in Self.faces {
            cube.addSublayer(Self.face(face.name, face.color, turn: face.turn, side: side))
        }
        let spin = CABasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = 0.0
        spin.toValue = 2 * Double.pi
        spin.duration = Self.period
        spin.repeatCount = .infinity
        cube.add(spin, forKey: "spin")
        return cube
    }

    /// `cube` inside a layer of the same kind tipped 25° towards the viewer, so the top face shows.
    private func tipped(_ cube: CALayer, transformLayer: Bool, side: CGFloat) -> CALayer {
        let tilt = transformLayer ? CATransformLayer() : CALayer()
        tilt.name = transformLayer ? "tilt" : "flattened tilt"
        tilt.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        tilt.position = CGPoint(x: side * 1.1, y: side * 1.1)
        tilt.transform = CATransform3DMakeRotation(-0.44, 1, 0, 0)
        tilt.addSublayer(cube)
        return tilt
    }

    /// A face pushed half the side out along z, then turned to its side, with its name on it.
    static func face(_ name: String, _ color: CGColor, turn: CATransform3D, side: CGFloat) -> CALayer {
        let face = CALayer()
        face.name = name.lowercased()
        face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        face.position = CGPoint(x: side / 2, y: side / 2)
        face.transform = CATransform3DTranslate(turn, 0, 0, side / 2)
        face.backgroundColor = color
        face.borderWidth = max(2, side / 40)
        face.borderColor = CGColor(gray: 1, alpha: 0.85)
        // A turning 3-D face: Apple code opts in to smooth edges (the default draws them hard, stair-stepped).
        face.allowsEdgeAntialiasing = true
        let label = CATextLayer()
        label.name = name.lowercased() + " label"
        label.string = name
        label.fontSize = (side / 6).rounded()
        label.foregroundColor = CGColor(gray: 1, alpha: 1)
        label.alignmentMode = .center
        label.bounds = CGRect(x: 0, y: 0, width: side, height: label.fontSize * 1.4)
        label.position = CGPoint(x: side / 2, y: side / 2)
        face.addSublayer(label)
        return face
    }

    package func labels() -> [SceneLabel] {
        let below = containers.first.map { $0.bounds.height / 2 + 18 } ?? 0
        return [SceneLabel("CATransformLayer: a solid cube, m34 = −1/500",
                           at: CGPoint(x: containers[0].position.x, y: containers[0].position.y + below)),
                SceneLabel("CALayer: flattens its sublayers into its plane, so front and back are one square, the side faces edge-on lines, and the whole is a line when edge-on",
                           at: CGPoint(x: containers[1].position.x, y: containers[1].position.y + below))]
    }
}
