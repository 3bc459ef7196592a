// shadowPath storage (API.md `shadowPath: CGPath?`, spec §1.5: default nil, basic implicit animation) and the
// commit copying every RenderLayer field from the model: shadowPath elements, contents and its
// rect/centre/gravity/scale (docs/architecture.md "The flow of one change").
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

@Suite struct ShadowPathAndContentsTests {
    static let square = CGRect(x: 0, y: 0, width: 100, height: 100)

    @Test("shadowPath defaults to nil, stores a path, and keeps a copy of a mutable path (later edits do not leak)")
    func storageAndCopy() {
        let layer = CALayer()
        #expect(layer.shadowPath == nil)
        let mutable = CGMutablePath()
        mutable.addRect(Self.square)
        layer.shadowPath = mutable
        mutable.addLine(to: CGPoint(x: 500, y: 500))
        #expect(layer.shadowPath == CGPath(rect: Self.square, transform: nil))
        #expect(layer.shadowPath?.elements.count == 5)   // move, three lines, close
        layer.shadowPath = nil
        #expect(layer.shadowPath == nil)
    }

    @Test("shadowPath through key-value coding: set and read back; a wrong type is reported and ignored")
    func keyValueCoding() {
        let layer = CALayer()
        let ellipse = CGPath(ellipseIn: Self.square, transform: nil)
        layer.setValue(ellipse, forKey: "shadowPath")
        #expect(layer.value(forKey: "shadowPath") as? CGPath == ellipse)
        let messages = EngineDiagnostics.capture { layer.setValue(42, forKey: "shadowPath") }
        #expect(messages.contains { $0.contains("shadowPath") })
        #expect(layer.shadowPath == ellipse)
        layer.setValue(nil, forKey: "shadowPath")
        #expect(layer.shadowPath == nil)
    }

    @Test("a shadowPath with a NaN or infinite coordinate is refused with one message; the previous path stays (DECISIONS 12)")
    func nonFiniteShadowPathIsRefused() {
        let layer = CALayer()
        layer.name = "nonFiniteShadowPath"
        let good = CGPath(rect: Self.square, transform: nil)
        layer.shadowPath = good
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: bad, y: 10))
            let messages = EngineDiagnostics.capture { layer.shadowPath = path }
            #expect(layer.shadowPath == good, "\(bad)")
            #expect(messages.contains { $0.contains("shadowPath") && $0.contains("not finite") }
                        || EngineDiagnostics.hasReported(containing: "shadowPath"), "\(bad)")
        }
        let presented = layer.value(forKey: "shadowPath") as? CGPath
        #expect(presented == good)
    }

    @Test("contentsScale stores what Apple stores (0 and negative scales; header: \"Defaults to one\"); NaN and inf are refused")
    func contentsScaleStoresNonPositiveValues() {
        let layer = CALayer()
        #expect(layer.contentsScale == 1)
        layer.contentsScale = -2
        #expect(layer.contentsScale == -2)
        layer.contentsScale = 0
        #expect(layer.contentsScale == 0)
        #expect(layer.value(forKey: "contentsScale") as? CGFloat == 0)
        layer.contentsScale = .nan   // DECISIONS 12: reported once, the value is kept
        #expect(layer.contentsScale == 0)
        layer.contentsScale = .infinity
        #expect(layer.contentsScale == 0)
    }

    @Test("the commit copies shadowPath elements and contents, contentsRect/Center/Gravity/Scale into RenderLayer")
    func commitFillsRenderLayer() throws {
        let scene = HostedScene()
        let layer = CALayer()
        let image = try #require(CGImage.solid(CGColor(red: 1, green: 0, blue: 0, alpha: 1), width: 4, height: 2))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.shadowPath = CGPath(roundedRect: Self.square, cornerWidth: 8, cornerHeight: 8, transform: nil)
        layer.contents = image
        layer.contentsRect = CGRect(x: 0.25, y: 0, width: 0.5, height: 1)
        layer.contentsCenter = CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4)
        layer.contentsGravity = .resizeAspect
        layer.contentsScale = 2
        scene.root.addSublayer(layer)
        CATransaction.commit()
        CATransaction.flush()
        let record = try #require(scene.host.trees.last?.layers.last)
        #expect(record.shadowPath == layer.shadowPath?.elements)
        #expect(record.shadowPath?.isEmpty == false)
        #expect(record.contents === image)
        #expect(record.contentsRect == CGRect(x: 0.25, y: 0, width: 0.5, height: 1))
        #expect(record.contentsCenter == CGRect(x: 0.1, y: 0.2, width: 0.3, height: 0.4))
        #expect(record.contentsGravity == .resizeAspect)
        #expect(record.contentsScale == 2)
    }

    @Test("an implicit shadowPath change animates: rect 100 wide → 200 wide is 150 wide half-way (linear, 1 s)")
    func implicitShadowPathAnimation() throws {
        try MediaTimeTestLock.withClock(at: 800) { clock in
            let scene = HostedAnimationScene()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scene.child.shadowPath = CGPath(rect: Self.square, transform: nil)
            CATransaction.commit()
            CATransaction.flush()
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            scene.child.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
            CATransaction.commit()
            let animation = try #require(scene.child.animation(forKey: "shadowPath") as? CABasicAnimation)
            #expect(animation.fromValue as? CGPath == CGPath(rect: Self.square, transform: nil))
            clock.now = 800.5
            let p = try #require(scene.child.presentation())
            let width = try #require(p.shadowPath?.boundingBox.width)
            #expect(abs(Double(width) - 150) < 1e-3)
            scene.frame(at: 800.5)
            let rendered = try #require(scene.renderedChild?.shadowPath)
            #expect(abs(Double(CGPath(elements: rendered).boundingBox.width) - 150) < 1e-3)
        }
    }
    @Test("a shadowPath keyframe animation interpolates between keyframes: 100 → 200 → 100 wide is 150 wide at a quarter (linear, 1 s)")
    func keyframeShadowPathInterpolates() throws {
        try MediaTimeTestLock.withClock(at: 900) { clock in
            let scene = HostedAnimationScene()
            let narrow = CGPath(rect: Self.square, transform: nil)
            let wide = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
            let anim = CAKeyframeAnimation(keyPath: "shadowPath")
            anim.values = [narrow, wide, narrow]
            anim.duration = 1
            scene.child.add(anim, forKey: "breathe")
            CATransaction.flush()
            clock.now = 900.25
            let p = try #require(scene.child.presentation())
            let width = try #require(p.shadowPath?.boundingBox.width)
            #expect(abs(Double(width) - 150) < 1e-3)
            scene.frame(at: 900.25)
            let rendered = try #require(scene.renderedChild?.shadowPath)
            #expect(abs(Double(CGPath(elements: rendered).boundingBox.width) - 150) < 1e-3)
        }
    }
}
