// CAGradientLayer's model (CAGradientLayer.h): the header's defaults, key-value coding with Apple's key names,
// implicit animations of colors/locations/startPoint/endPoint (and none for type), bad input reported once.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct GradientLayerModelTests {
    @Test("a new gradient layer has the header's defaults: no colours or locations, (0.5, 0) to (0.5, 1), axial")
    func defaults() {
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil && g.type == .axial)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(CAGradientLayer.defaultValue(forKey: "startPoint") as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(CAGradientLayer.defaultValue(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))
        #expect(CAGradientLayer.defaultValue(forKey: "opacity") as? Float == 1, "CALayer's keys still answer")
        #expect(CALayer.defaultValue(forKey: "startPoint") == nil, "a plain layer has no startPoint")
        #expect(kCAGradientLayerConic.rawValue == "conic" && CAGradientLayerType.radial.rawValue == "radial")
    }

    @Test("KVC reads and writes the gradient keys; on a plain CALayer the same keys are undefined keys")
    func keyValueCoding() {
        let g = CAGradientLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        g.setValue([red, blue], forKey: "colors")
        g.setValue([0, 0.5] as [NSNumber], forKey: "locations")
        g.setValue(CGPoint(x: 0, y: 0.5), forKey: "startPoint")
        g.setValue("radial", forKey: "type")
        #expect((g.colors as? [CGColor]) == [red, blue])
        #expect(g.locations == [0, 0.5] && g.startPoint == CGPoint(x: 0, y: 0.5) && g.type == .radial)
        #expect((g.value(forKey: "colors") as? [CGColor])?.first === red, "the colours set are the colours read")
        #expect(g.value(forKey: "endPoint") as? CGPoint == CGPoint(x: 0.5, y: 1))
        let plain = CALayer()
        plain.setValue(CGPoint(x: 3, y: 4), forKey: "startPoint")
        #expect(plain.value(forKey: "startPoint") as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(plain.values.startPoint == CGPoint(x: 0.5, y: 0), "stored as a custom key, not the gradient field")
    }

    @Test("colors, locations, startPoint and endPoint animate implicitly from the presentation value; type does not")
    func implicitActions() {
        let scene = HostedScene()
        let g = CAGradientLayer()
        scene.root.addSublayer(g)
        CATransaction.flush()
        for key in ["colors", "locations", "startPoint", "endPoint"] {
            #expect(g.action(forKey: key) is CABasicAnimation, "\(key)")
        }
        #expect(g.action(forKey: "type") == nil)
        g.startPoint = CGPoint(x: 0, y: 0)
        let added = g.animation(forKey: "startPoint") as? CABasicAnimation
        #expect(added?.fromValue as? CGPoint == CGPoint(x: 0.5, y: 0))
        #expect(CALayer().action(forKey: "startPoint") == nil, "a plain layer has no built-in startPoint action")
    }

    @Test("colours that are not CGColor and non-finite points or locations are reported once and ignored")
    func badInput() {
        let g = CAGradientLayer()
        g.name = "bad-gradient"
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        g.colors = [red]
        let messages = EngineDiagnostics.capture {
            g.colors = [red, "blue"]
            g.startPoint = CGPoint(x: CGFloat.nan, y: 0)
            g.locations = [0, NSNumber(value: Double.infinity)]
        }
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.first?.contains("not a CGColor") == true)
        #expect((g.colors as? [CGColor]) == [red] && g.startPoint == CGPoint(x: 0.5, y: 0) && g.locations == nil)
    }
}
