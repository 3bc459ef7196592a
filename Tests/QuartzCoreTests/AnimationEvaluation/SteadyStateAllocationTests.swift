// The per-frame evaluation allocates nothing in steady state (the developers' guide's hot-path standard; docs/architecture.md "Frame cost"):
// each scene is committed once, evaluated as the frame loop does (`RenderTree.evaluate(at:into:reusing:)` into a
// kept buffer and EvaluationSource, one frame per 1/60 s) for a few warm-up frames, then the heap allocations the
// thread makes over the next frames are counted (AllocationCounter, a malloc counter in the test executable). One
// test per kind of track, so a failure names the path that allocates.
import AllocationCounter
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("Steady-state per-frame evaluation allocates nothing")
struct SteadyStateAllocationTests {
    /// Frames evaluated before counting: the first copies the whole tree into the buffer (and grows it), the
    /// second switches to the in-place path.
    static let warmUpFrames = 5
    /// Frames counted.
    static let countedFrames = 60

    /// Allocations `body` makes on this thread; nil when this build cannot count (a sanitizer owns malloc).
    static func allocations(_ body: () -> Void) -> UInt64? {
        guard allocation_counter_is_available() else { return nil }
        allocation_counter_start()
        body()
        return allocation_counter_stop()
    }

    /// Heap allocations over `countedFrames` frames of `scene`'s committed tree after the warm-up, the frames
    /// 1/60 s apart from 0.1 s after the commit (every track below runs for longer than that), through the frame
    /// loop's reused buffer; nil when this build cannot count.
    static func steadyStateAllocations(_ scene: HostedAnimationScene, start: Double) -> UInt64? {
        let tree = scene.renderer.latestTree
        var buffer: [RenderLayer] = []
        var source = EvaluationSource()
        var frame = 0
        func evaluateNextFrame() {
            tree.evaluate(at: start + 0.1 + Double(frame) / 60, into: &buffer, reusing: &source)
            frame += 1
        }
        for _ in 0..<warmUpFrames { evaluateNextFrame() }
        return allocations {
            for _ in 0..<countedFrames { evaluateNextFrame() }
        }
    }

    /// Commits `build`'s layer as the hosted scene's child at media time `start` and expects its steady-state
    /// frames to allocate nothing (nothing is measured when this build cannot count).
    static func expectNoAllocations(at start: Double, sourceLocation: SourceLocation = #_sourceLocation,
                                    _ build: () -> CALayer) {
        let count = MediaTimeTestLock.withClock(at: start) { _ in
            steadyStateAllocations(HostedAnimationScene(child: build()), start: start)
        }
        if let count { #expect(count == 0, "allocations in \(countedFrames) frames", sourceLocation: sourceLocation) }
    }

    static func basic(_ keyPath: String, from: Any?, to: Any?, duration: Double = 3) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    static func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    @Test("the counter sees an array allocated on this thread (so a zero below is a measurement)")
    func counterCounts() {
        guard let count = Self.allocations({
            var grown: [Int] = []
            for value in 0..<100 { grown.append(value) }
            #expect(grown.count == 100)
        }) else { return }
        #expect(count >= 1)
    }

    @Test("basic animations of a number, a colour, a transform and a transform component")
    func basicScalarColourTransform() {
        Self.expectNoAllocations(at: 7000) {
            let layer = CALayer()
            layer.add(Self.basic("opacity", from: 0.2, to: 0.9), forKey: "fade")
            layer.add(Self.basic("backgroundColor", from: Self.color(1, 0, 0), to: Self.color(0, 0, 1, 0.5)),
                      forKey: "tint")
            layer.add(Self.basic("transform", from: CATransform3DIdentity,
                                 to: CATransform3DMakeRotation(1, 0, 0, 1)), forKey: "turn")
            layer.add(Self.basic("position.x", from: 10, to: 300), forKey: "slide")
            let spin = Self.basic("transform.rotation.z", from: 0, to: Double.pi)
            spin.isAdditive = true
            layer.add(spin, forKey: "spin")
            return layer
        }
    }

    @Test("a gradient's colors, locations, startPoint and endPoint animating")
    func gradientColorsLocationsPoints() {
        Self.expectNoAllocations(at: 7100) {
            let gradient = CAGradientLayer()
            gradient.colors = [Self.color(1, 0, 0), Self.color(0, 1, 0), Self.color(0, 0, 1)]
            gradient.locations = [0, 0.5, 1]
            gradient.add(Self.basic("colors", from: [Self.color(0, 0, 0), Self.color(1, 1, 1), Self.color(1, 0, 1)],
                                    to: [Self.color(1, 1, 0), Self.color(0, 1, 1), Self.color(0.5, 0.5, 0.5, 0.5)]),
                         forKey: "colors")
            gradient.add(Self.basic("locations", from: [0, 0.2, 1] as [NSNumber], to: [0, 0.8, 1] as [NSNumber]),
                         forKey: "locations")
            gradient.add(Self.basic("startPoint", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 0)),
                         forKey: "start")
            gradient.add(Self.basic("endPoint", from: CGPoint(x: 1, y: 1), to: CGPoint(x: 0, y: 1)), forKey: "end")
            return gradient
        }
    }

    @Test("a gradient's colors animating from the model value (toValue only), and its locations by keyframes")
    func gradientColorsFromModelAndKeyframes() {
        Self.expectNoAllocations(at: 7200) {
            let gradient = CAGradientLayer()
            gradient.colors = [Self.color(1, 0, 0), Self.color(0, 0, 1)]
            // Locations set in the model: a nil committed array has no storage to blend into, so a track of it
            // takes the general path and builds its array each frame (not covered by the fast path).
            gradient.locations = [0, 1]
            gradient.add(Self.basic("colors", from: nil, to: [Self.color(0, 1, 0), Self.color(1, 1, 1)]),
                         forKey: "toward")
            let stops = CAKeyframeAnimation(keyPath: "locations")
            stops.values = [[0, 1], [0.4, 0.6], [0, 1]] as [[NSNumber]]
            stops.duration = 3
            gradient.add(stops, forKey: "stops")
            return gradient
        }
    }

    @Test("a shape's path morphing between paths of one structure, and its strokeEnd")
    func shapePathAndStrokeEnd() {
        Self.expectNoAllocations(at: 7300) {
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            shape.add(Self.basic("path", from: CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil),
                                 to: CGPath(rect: CGRect(x: 10, y: 5, width: 80, height: 20), transform: nil)),
                      forKey: "morph")
            shape.add(Self.basic("strokeEnd", from: 0, to: 1), forKey: "draw")
            return shape
        }
    }

    @Test("keyframe animations: values, a path with rotation, and a spring")
    func keyframesAndSpring() {
        Self.expectNoAllocations(at: 7400) {
            let layer = CALayer()
            let hop = CAKeyframeAnimation(keyPath: "position")
            hop.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 30, y: 90)]
            hop.keyTimes = [0, 0.3, 1]
            hop.duration = 3
            layer.add(hop, forKey: "hop")
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 50, y: 0), control2: CGPoint(x: 100, y: 50))
            let follow = CAKeyframeAnimation(keyPath: "anchorPoint")
            follow.path = path
            follow.rotationMode = .rotateAuto
            follow.duration = 3
            layer.add(follow, forKey: "follow")
            let spring = CASpringAnimation(keyPath: "bounds.size.width")
            spring.fromValue = 100
            spring.toValue = 160
            spring.duration = 3
            layer.add(spring, forKey: "spring")
            return layer
        }
    }

    @Test("a transition running on a layer")
    func transition() {
        Self.expectNoAllocations(at: 7500) {
            let layer = CALayer()
            let push = CATransition()
            push.type = .push
            push.subtype = .fromLeft
            push.duration = 3
            layer.add(push, forKey: nil)
            return layer
        }
    }

    @Test("a replicator whose instances animate with a delay (the buffer holds every instance after the first frame)")
    func replicatorSubtree() {
        Self.expectNoAllocations(at: 7600) {
            let replicator = CAReplicatorLayer()
            replicator.instanceCount = 8
            replicator.instanceDelay = 0.05
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            replicator.instanceAlphaOffset = -0.1
            let dot = CALayer()
            dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.add(Self.basic("opacity", from: 1, to: 0.1), forKey: "fade")
            dot.add(Self.basic("backgroundColor", from: Self.color(1, 1, 1), to: Self.color(0, 0, 0)), forKey: "tint")
            let inner = CALayer()
            inner.add(Self.basic("position.y", from: 0, to: 8), forKey: "bob")
            dot.addSublayer(inner)
            replicator.addSublayer(dot)
            replicator.add(Self.basic("instanceTransform.rotation.z", from: 0, to: 1), forKey: "twist")
            return replicator
        }
    }

    @Test("an emitter layer whose position animates")
    func emitterEvaluation() {
        Self.expectNoAllocations(at: 7700) {
            let emitter = CAEmitterLayer()
            let cell = CAEmitterCell()
            cell.contents = CGImage.solid(Self.color(1, 1, 1), width: 4, height: 4)
            cell.birthRate = 60
            cell.lifetime = 1
            cell.velocity = 40
            emitter.emitterCells = [cell]
            emitter.add(Self.basic("emitterPosition", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0)),
                        forKey: "sweep")
            return emitter
        }
    }

    @Test("an emitter's particles: the simulator's kept buffers stop growing once the population is steady")
    func particleSimulatorAfterWarmUp() {
        MediaTimeTestLock.withClock(at: 7900) { _ in
            let cell = CAEmitterCell()
            cell.contents = CGImage.solid(Self.color(1, 1, 1), width: 4, height: 4)
            cell.birthRate = 120
            cell.lifetime = 1
            cell.velocity = 40
            cell.emissionRange = .pi
            let layer = CAEmitterLayer()
            layer.beginTime = 7900   // emission starts at the commit
            layer.emitterCells = [cell]
            let scene = HostedAnimationScene(child: layer)
            guard case .emitter(let emitter) = scene.renderer.latestTree.layers[1].layerClass else {
                Issue.record("the committed emitter has no particle description")
                return
            }
            let simulator = ParticleSimulator()
            // Births grow the kept particle buffers (an allocation each time they pass their capacity) until the
            // population reaches its high-water mark, which is the design: nothing is kept but the buffers. With
            // one lifetime (no lifetimeRange) the population is birthRate × lifetime = 120 from the first second
            // on, so two seconds of frames reach the mark and the next three must allocate nothing. (With a
            // lifetimeRange the population wanders up to birthRate × (lifetime + lifetimeRange), and a buffer
            // grows again whenever it first passes its capacity.)
            for frame in 0..<120 { simulator.simulate(emitter, atMediaTime: 7900 + Double(frame) / 60) }
            let count = Self.allocations {
                for frame in 120..<300 { simulator.simulate(emitter, atMediaTime: 7900 + Double(frame) / 60) }
            }
            #expect(simulator.particles.count > 100)
            if let count { #expect(count == 0) }
        }
    }
}
