// UIView's layout, drawing and tint (docs/porting.md "The UIKit types"; UIView.h): layoutSubviews runs in the
// layer's layout pass after setNeedsLayout, draw(_:) runs into a backing store with the store's context current
// (UIKit space, y down), a view that does not override draw(_:) keeps no contents, and tint is inherited.
import Testing
import UIKit

private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

private final class TopStripeView: UIView {
    var draws = 0
    var color = UIColor.red
    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width, height: 2)).fill()
    }
}

private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// Apple's spelling for a view subclass: `override init(frame:)` and `required init?(coder:)` calling super.
private final class ArchivableSpellingView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A layerClass that is not a CALayer subclass (UIView.h types it AnyClass, so this compiles).
private final class NotALayerClassView: UIView {
    override class var layerClass: AnyClass { NSObject.self }
}

private final class ImageContentsView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.contents = CGImage.solid(CGColor(gray: 1, alpha: 1), width: 2, height: 2)
    }

    // UIView.h's required initializer: a subclass with its own init(frame:) spells it, as on Apple.
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class TintWatchingView: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

@MainActor @Suite struct UIViewDrawingLayoutTests {
    @Test func layoutIfNeededRunsLayoutSubviewsOnceAfterSetNeedsLayout() {
        let view = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let child = UIView()
        view.addSubview(child)  // marks the view
        view.layoutIfNeeded()
        #expect(view.layouts == 1 && child.frame.width == 50)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test func drawRunsIntoTheBackingStoreInUIKitSpace() throws {
        let view = TopStripeView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.layer.contentsScale = 1
        view.layer.displayIfNeeded()  // marked at creation, as UIKit displays a drawing view when shown
        #expect(view.draws == 1)
        let image = try #require(view.layer.contents as? CGImage)
        let pixels = try PixelProbe(UIImage(cgImage: image))
        #expect(pixels.mismatches([(3, 0, [255, 0, 0, 255]), (3, 1, [255, 0, 0, 255]), (3, 6, [0, 0, 0, 0])]) == [])
        // Must-fail twin: a y-up stripe would be at the bottom.
        #expect(pixels.mismatches([(3, 7, [255, 0, 0, 255]), (3, 6, [255, 0, 0, 255])]).count == 2)
        view.color = .blue
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        #expect(view.draws == 2)
        let redrawn = try PixelProbe(UIImage(cgImage: try #require(view.layer.contents as? CGImage)))
        #expect(redrawn[3, 0] == [0, 0, 255, 255])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func aViewThatDoesNotDrawKeepsNoContents() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.layer.displayIfNeeded()
        #expect(view.layer.contents == nil)
    }

    @Test func aViewThatSetsItsLayersContentsKeepsThem() throws {
        let view = ImageContentsView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = try #require(view.layer.contents as? CGImage)
        view.layer.displayIfNeeded()
        #expect((view.layer.contents as? CGImage) === image)
    }

    @Test func aDrawingViewMadeWithoutASizeDrawsOnceItHasOne() throws {
        let view = TopStripeView(frame: .zero)
        view.layer.contentsScale = 1
        view.layer.displayIfNeeded()
        #expect(view.draws == 0)
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        view.layer.displayIfNeeded()
        #expect(view.draws == 1)
        let pixels = try PixelProbe(UIImage(cgImage: try #require(view.layer.contents as? CGImage)))
        #expect(pixels[1, 0] == [255, 0, 0, 255])
    }

    @Test func layerClassOverrideGivesTheViewThatLayer() {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAShapeLayer && view.layer.delegate === view)
        #expect(!(UIView().layer is CAShapeLayer))
    }

    @Test func aLayerClassThatIsNotACALayerIsReportedAndTheViewGetsACALayer() throws {
        var view: UIView?
        let messages = EngineDiagnostics.capture { view = NotALayerClassView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(type(of: try #require(view).layer) == CALayer.self)
        #expect(messages.count == 1 && messages.first?.contains("layerClass is NSObject, not a CALayer subclass") == true,
                "\(messages)")
    }

    @Test func initWithCoderCompilesAsApplesSpellingAndFailsWithOneMessage() {
        var view: UIView?
        let messages = EngineDiagnostics.capture {
            view = ArchivableSpellingView(coder: NSKeyedArchiver(requiringSecureCoding: false))
        }
        #expect(view == nil)
        #expect(messages.count == 1 && messages.first?.contains("ArchivableSpellingView.init(coder:)") == true,
                "\(messages)")
        #expect(ArchivableSpellingView(frame: CGRect(x: 0, y: 0, width: 3, height: 3)).bounds.width == 3)
    }

    @Test func backgroundColorIsAUIColorOverTheLayersCGColor() {
        let view = UIView()
        view.backgroundColor = .gray
        #expect(view.layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
        #expect(view.backgroundColor == UIColor.gray)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil && view.backgroundColor == nil)
    }

    @Test func tintIsInheritedAndChangesAreAnnounced() {
        let parent = UIView()
        let child = TintWatchingView()
        #expect(child.tintColor == UIColor.systemBlue)
        parent.addSubview(child)
        #expect(child.changes == 1)
        parent.tintColor = .red
        #expect(child.tintColor == UIColor.red && child.changes == 2)
        child.tintColor = .green
        parent.tintColor = .blue
        #expect(child.tintColor == UIColor.green && child.changes == 3)
        child.tintColor = nil
        #expect(child.tintColor == UIColor.blue)
    }
}
