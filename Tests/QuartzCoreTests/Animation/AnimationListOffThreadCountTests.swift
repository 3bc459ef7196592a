// The animation list counts, as its entries change, those the commit must compile on the committing thread
// (LayerAnimationList.swift `commitsOffThread`), so the commit's walk reads no entry. These tests change a list in
// every way the engine does (add, the implicit set's restart in place, a commit's compile, removal) and check the
// count against a scan of the entries at each step.
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite("the animation list's count of entries for the committing thread matches a scan of its entries")
struct AnimationListOffThreadCountTests {
    /// What the count stands for, found by looking at every entry.
    static func scanned(_ list: LayerAnimationList) -> Bool {
        list.allSatisfy(LayerAnimationList.compilesOffThread)
    }

    static func keyframes() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [Float(0), Float(1)]
        animation.duration = 100
        return animation
    }

    @Test("adds, a commit's compile, an implicit set's restart and removals keep the count equal to the scan")
    func countFollowsEveryChange() {
        MediaTimeTestLock.run {
            let scene = HostedAnimationScene()
            defer { withExtendedLifetime(scene) { CATransaction.flush() } }
            let layer = scene.child
            var steps: [(String, Bool, Bool)] = []
            func check(_ step: String) { steps.append((step, layer.animationList.commitsOffThread, Self.scanned(layer.animationList))) }
            check("empty")
            layer.add(Self.keyframes(), forKey: "fade")
            check("keyframes added, not compiled")
            let basic = CABasicAnimation(keyPath: "position.x")
            basic.toValue = 10
            basic.duration = 100
            layer.add(basic, forKey: "move")
            check("an exact CABasicAnimation added")
            CATransaction.flush()
            check("committed: every entry compiled")
            layer.opacity = 0.5   // the built-in animation, appended under "opacity"
            check("implicit set appended")
            layer.add(Self.keyframes(), forKey: "opacity")   // replaces the last entry in place
            check("keyframes restarted in place of the built-in")
            let spring = CASpringAnimation(keyPath: "bounds.size.width")
            spring.toValue = 50
            layer.add(spring, forKey: "spring")
            check("a spring (a subclass) added")
            layer.removeAnimation(forKey: "opacity")
            check("the uncompiled keyframes removed")
            layer.removeAnimation(forKey: "spring")
            check("the spring removed")
            layer.add(Self.keyframes(), forKey: "late")
            CATransaction.flush()
            check("keyframes committed")
            layer.removeAllAnimations()
            check("all removed")
            for (step, counted, scanned) in steps {
                #expect(counted == scanned, "\(step): counted \(counted), scanned \(scanned)")
            }
            // The scan is not trivially true: the steps with an uncompiled keyframe or spring animation say false.
            #expect(steps.map(\.2) == [true, false, false, true, true, false, false, false, true, true, true])
        }
    }
}
