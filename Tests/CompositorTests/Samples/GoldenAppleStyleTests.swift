// Golden images of Apple-style loaders (AppleStyleLoaders.swift, code that imports QuartzCore only, as iOS
// libraries write it), each drawn through the commit and the compositor at a time into its animations and compared
// with its reference. Each family has a twin that must fail: the same scene a little later (or with another
// parameter) against the unchanged reference.
import QuartzCore
import Foundation
import Testing

extension CompositorGLTests {
    @Suite("Golden: Apple-style loaders", .serialized)
    struct GoldenAppleStyleTests {
        typealias Stage = GoldenReplicatorTests.Stage

        static func ballClipRotate() -> CALayer {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            BallClipRotateAnimation().setUpAnimation(in: container, size: CGSize(width: 60, height: 60),
                                                     color: CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1))
            return container
        }

        static func progressRing() -> CALayer {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
            let ring = ProgressRing(frame: CGRect(x: 8, y: 8, width: 80, height: 80), lineWidth: 10)
            container.addSublayer(ring.trackLayer)
            container.addSublayer(ring.progressLayer)
            ring.setProgress(0.75, animated: true)
            return container
        }

        static func shimmer() -> CALayer {
            let shimmer = ShimmerGradient(frame: CGRect(x: 8, y: 8, width: 112, height: 32))
            shimmer.startAnimating()
            return shimmer.gradientLayer
        }

        static func dots(delay: CFTimeInterval) -> CALayer {
            ReplicatorDotsLoader(frame: CGRect(x: 8, y: 8, width: 112, height: 32),
                                 color: CGColor(red: 0.3, green: 0.3, blue: 0.8, alpha: 1), delay: delay).replicatorLayer
        }

        @Test("the ball-clip-rotate spinner 0.3 s in matches its reference")
        func ballClipRotateMatches() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(Stage(width: 96, height: 96, Self.ballClipRotate()).frame(at: 0.3, on: target),
                                    name: "apple-style/ball-clip-rotate")
        }

        @Test("the spinner comparison fails 0.1 s later (it has turned on)")
        func ballClipRotateLaterFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(Stage(width: 96, height: 96, Self.ballClipRotate()).frame(at: 0.4, on: target),
                                       name: "apple-style/ball-clip-rotate")
        }

        @Test("the progress ring half way through its animation to 75 % matches its reference")
        func progressRingMatches() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMatch(Stage(width: 96, height: 96, Self.progressRing()).frame(at: 0.5, on: target),
                                    name: "apple-style/progress-ring")
        }

        @Test("the progress ring comparison fails once the animation has finished (the arc is longer)")
        func progressRingFinishedFails() throws {
            let target = try OffscreenTarget(width: 96, height: 96)
            GoldenImage.expectMismatch(Stage(width: 96, height: 96, Self.progressRing()).frame(at: 1.2, on: target),
                                       name: "apple-style/progress-ring")
        }

        @Test("the shimmer gradient 0.5 s in matches its reference")
        func shimmerMatches() throws {
            let target = try OffscreenTarget(width: 128, height: 48)
            GoldenImage.expectMatch(Stage(width: 128, height: 48, Self.shimmer()).frame(at: 0.5, on: target),
                                    name: "apple-style/shimmer")
        }

        @Test("the shimmer comparison fails 0.3 s later (the highlight has moved)")
        func shimmerLaterFails() throws {
            let target = try OffscreenTarget(width: 128, height: 48)
            GoldenImage.expectMismatch(Stage(width: 128, height: 48, Self.shimmer()).frame(at: 0.8, on: target),
                                       name: "apple-style/shimmer")
        }

        @Test("the replicator dots 0.45 s in match their reference")
        func dotsMatch() throws {
            let target = try OffscreenTarget(width: 128, height: 48)
            GoldenImage.expectMatch(Stage(width: 128, height: 48, Self.dots(delay: 0.2)).frame(at: 0.45, on: target),
                                    name: "apple-style/replicator-dots")
        }

        @Test("the dots comparison fails with an instanceDelay of 0.3 s instead of 0.2 s")
        func dotsOtherDelayFails() throws {
            let target = try OffscreenTarget(width: 128, height: 48)
            GoldenImage.expectMismatch(Stage(width: 128, height: 48, Self.dots(delay: 0.3)).frame(at: 0.45, on: target),
                                       name: "apple-style/replicator-dots")
        }
    }
}
