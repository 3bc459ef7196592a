// CALayer's rendering options (CALayer.h, spec §1.5): defaults, key-value coding with Apple's names and string
// values, no built-in actions, cornerCurveExpansionFactor, and the messages for what is stored but not drawn.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct RenderingOptionsTests {
    @Test("a new layer has spec 1.5's defaults for the rendering options")
    func defaults() {
        let l = CALayer()
        #expect(l.cornerCurve == .circular && !l.allowsEdgeAntialiasing && l.edgeAntialiasingMask.rawValue == 15)
        #expect(l.magnificationFilter == .linear && l.minificationFilter == .linear && l.minificationFilterBias == 0)
        #expect(!l.shouldRasterize && l.rasterizationScale == 1 && !l.drawsAsynchronously)
        #expect(l.contentsFormat == .RGBA8Uint && l.contentsFormat.rawValue == "RGBA8")
        #expect(l.filters == nil && l.backgroundFilters == nil && l.compositingFilter == nil)
        #expect(CALayer.defaultValue(forKey: "rasterizationScale") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "magnificationFilter") as? CALayerContentsFilter == .linear)
        #expect(kCAFilterNearest.rawValue == "nearest" && kCACornerCurveContinuous.rawValue == "continuous")
    }

    @Test("cornerCurveExpansionFactor: 1 for circular, 1.528665 for continuous")
    func expansionFactor() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.528665)
    }

    @Test("KVC takes the names as strings and the masks as numbers; none of the options has a built-in action")
    func keyValueCodingAndActions() {
        let scene = HostedScene()
        let l = CALayer()
        scene.add(l)
        l.setValue("continuous", forKey: "cornerCurve")
        l.setValue("nearest", forKey: "magnificationFilter")
        l.setValue(5, forKey: "edgeAntialiasingMask")
        l.setValue(true, forKey: "shouldRasterize")
        l.setValue(2, forKey: "rasterizationScale")
        #expect(l.cornerCurve == .continuous && l.magnificationFilter == .nearest)
        #expect(l.edgeAntialiasingMask == [.layerLeftEdge, .layerBottomEdge] && l.shouldRasterize)
        #expect(l.value(forKey: "rasterizationScale") as? CGFloat == 2)
        for key in ["cornerCurve", "magnificationFilter", "minificationFilter", "shouldRasterize", "rasterizationScale",
                    "allowsEdgeAntialiasing", "drawsAsynchronously", "filters"] {
            #expect(l.action(forKey: key) == nil, "\(key)")
        }
        #expect(l.animationKeys() == nil, "setting the options added no animation")
    }

    @Test("filters are stored and said once to be ignored; a bad rasterizationScale is refused")
    func storedNotDrawn() {
        let l = CALayer()
        l.name = "storedNotDrawnTest"
        let messages = EngineDiagnostics.capture {
            l.filters = ["gaussianBlur"]
            l.compositingFilter = "multiplyBlendMode"
            l.rasterizationScale = -1
        }
        #expect((l.filters?.first as? String) == "gaussianBlur" && (l.compositingFilter as? String) == "multiplyBlendMode")
        #expect(l.rasterizationScale == 1)
        #expect(messages.contains { $0.contains("storedNotDrawnTest\".rasterizationScale") }, "\(messages)")
        // Said once per process: another test may have set a filter first.
        #expect(EngineDiagnostics.hasReported(containing: "CALayer.filters is stored and not drawn"))
        #expect(EngineDiagnostics.hasReported(containing: "CALayer.compositingFilter is stored and not drawn"))
    }
}
