// A CAAnimationGroup never contains itself (DECISIONS 12): a direct or indirect cycle and nesting deeper than
// CAAnimationGroup.maximumNestingDepth are refused with one message, and the refused group adds to a layer,
// copies and commits without recursing forever.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct AnimationGroupCycleTests {
    @Test("a group set to contain itself keeps its old animations and says so once")
    func directCycleIsRefused() {
        let group = CAAnimationGroup()
        let fade = CABasicAnimation(keyPath: "opacity")
        group.animations = [fade]
        let messages = EngineDiagnostics.capture {
            group.animations = [fade, group]
            group.animations?.append(group)
        }
        #expect(group.animations?.count == 1 && group.animations?.first === fade)
        #expect(messages.filter { $0.contains("cannot contain itself;") }.count == 1)
    }

    @Test("a cycle through another group is refused, and the groups still copy and add to a layer")
    func indirectCycleIsRefused() {
        let outer = CAAnimationGroup(), inner = CAAnimationGroup()
        outer.animations = [inner]
        let messages = EngineDiagnostics.capture { inner.animations = [CABasicAnimation(keyPath: "opacity"), outer] }
        #expect(inner.animations == nil)
        // Messages are reported once per process: EngineFuzzTests builds such cycles too and may have said it first.
        #expect(messages.contains { $0.contains("cannot contain itself through another group") }
                || EngineDiagnostics.hasReported(containing: "cannot contain itself through another group"))
        outer.duration = 1
        let layer = CALayer()
        layer.add(outer, forKey: "nested")
        #expect(layer.animationKeys() == ["nested"])
        #expect((outer.copy() as? CAAnimationGroup)?.animations?.count == 1)
    }

    @Test("groups nested one deeper than maximumNestingDepth (100) are refused; exactly the limit is accepted")
    func nestingDepthIsBounded() {
        #expect(CAAnimationGroup.maximumNestingDepth == 100)
        var innermost = CAAnimationGroup()
        let deepest = innermost
        for _ in 1..<CAAnimationGroup.maximumNestingDepth {
            let wrapper = CAAnimationGroup()
            wrapper.animations = [innermost]
            innermost = wrapper
        }
        let top = innermost   // 100 groups deep
        #expect(top.animations?.count == 1)
        let extra = CAAnimationGroup()
        let messages = EngineDiagnostics.capture { extra.animations = [top] }
        #expect(extra.animations == nil)
        #expect(messages.contains { $0.contains("nested more than 100 deep") })
        _ = deepest
    }
}
