// Golden images of CATransformLayer (CATransformLayer.h; docs/architecture.md "Layer classes"), drawn from a hosted model tree through the
// commit and the compositor: a cube of six coloured, bordered faces in a transform layer under m34 = −1/500
// perspective, at two angles, each face kept in 3-D and the set drawn back to front. Each has a twin that must fail:
// the same cube in a plain CALayer, which flattens the faces into its plane.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: transform layer", .serialized)
    struct GoldenTransformLayerTests {
        static let side: CGFloat = 48

        /// A 128×128 container with perspective and a cube turned by `yaw` about y and `pitch` about x, in a
        /// CATransformLayer or, `flattened`, in a CALayer.
        static func cube(flattened: Bool, yaw: CGFloat, pitch: CGFloat) -> CALayer {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 128, height: 128)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.sublayerTransform = perspective
            let cube = flattened ? CALayer() : CATransformLayer()
            cube.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            cube.position = CGPoint(x: 64, y: 64)
            cube.transform = CATransform3DRotate(CATransform3DMakeRotation(yaw, 0, 1, 0), pitch, 1, 0, 0)
            let faces: [(CATransform3D, CGColor)] = [
                (CATransform3DIdentity, .rgb(0.9, 0.25, 0.2)),
                (CATransform3DMakeRotation(.pi, 0, 1, 0), .rgb(0.2, 0.7, 0.3)),
                (CATransform3DMakeRotation(.pi / 2, 0, 1, 0), .rgb(0.2, 0.4, 0.9)),
                (CATransform3DMakeRotation(-.pi / 2, 0, 1, 0), .rgb(0.95, 0.8, 0.2)),
                (CATransform3DMakeRotation(.pi / 2, 1, 0, 0), .rgb(0.7, 0.3, 0.8)),
                (CATransform3DMakeRotation(-.pi / 2, 1, 0, 0), .rgb(0.2, 0.8, 0.85)),
            ]
            for (turn, color) in faces {
                let face = CALayer()
                face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
                face.position = CGPoint(x: side / 2, y: side / 2)
                face.transform = CATransform3DTranslate(turn, 0, 0, side / 2)
                face.backgroundColor = color
                face.borderWidth = 2
                face.borderColor = .rgb(1, 1, 1)
                cube.addSublayer(face)
            }
            container.addSublayer(cube)
            return container
        }

        func render(flattened: Bool, yaw: CGFloat, pitch: CGFloat) throws -> RGBAFrame {
            let target = try OffscreenTarget(width: 128, height: 128)
            let stage = LayerStage(width: 128, height: 128, layers: [Self.cube(flattened: flattened, yaw: yaw, pitch: pitch)])
            return stage.frame(on: target)
        }

        @Test("a cube in a transform layer turned 35° and tipped 25° matches its reference")
        func cubeAtFirstAngleMatches() throws {
            GoldenImage.expectMatch(try render(flattened: false, yaw: 0.61, pitch: -0.44), name: "transform/cube-a")
        }

        @Test("the same cube in a flattening CALayer fails the first reference")
        func flattenedCubeAtFirstAngleFails() throws {
            GoldenImage.expectMismatch(try render(flattened: true, yaw: 0.61, pitch: -0.44), name: "transform/cube-a")
        }

        @Test("the cube turned 200° and tipped 40° the other way matches its reference (back faces in front)")
        func cubeAtSecondAngleMatches() throws {
            GoldenImage.expectMatch(try render(flattened: false, yaw: 3.49, pitch: 0.7), name: "transform/cube-b")
        }

        @Test("the same cube in a flattening CALayer fails the second reference")
        func flattenedCubeAtSecondAngleFails() throws {
            GoldenImage.expectMismatch(try render(flattened: true, yaw: 3.49, pitch: 0.7), name: "transform/cube-b")
        }
    }
}
