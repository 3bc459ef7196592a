// shouldRasterize and rasterizationScale are animatable (Apple's pages for both: "Animatable"; docs/behaviour.md
// §1.5): an `actions` entry for them runs, and the animation it adds changes the presentation value.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct RasterizationActionTests {
    @Test("the property table marks both animatable, with no built-in action")
    func tableMarksThemAnimatable() {
        #expect(LayerProperty.shouldRasterize.isAnimatable)
        #expect(LayerProperty.rasterizationScale.isAnimatable)
        #expect(LayerProperty.shouldRasterize.builtInAction == .none)
        #expect(LayerProperty.rasterizationScale.builtInAction == .none)
    }

    @Test("an actions entry for rasterizationScale runs and animates the presentation value")
    func actionsEntryAnimatesRasterizationScale() throws {
        let scene = HostedScene(), layer = CALayer()
        scene.add(layer)
        let action = LoggingAction()
        let grow = CABasicAnimation()
        grow.fromValue = 1.0
        grow.toValue = 3.0
        grow.duration = 2
        layer.actions = ["rasterizationScale": grow, "shouldRasterize": action]
        let messages = EngineDiagnostics.capture {
            layer.shouldRasterize = true
            layer.rasterizationScale = 3
            CATransaction.flush()
        }
        #expect(messages.isEmpty, "\(messages)")
        #expect(action.runs.map(\.key) == ["shouldRasterize"])
        let added = try #require(layer.animation(forKey: "rasterizationScale"))
        let mid = layer.presentationValues(at: added.beginTime + 1).rasterizationScale
        #expect(abs(mid - 2) < 1e-9)
    }
}
