// CATextLayer's fontSize and foregroundColor animate (CATextLayer.h: both "Animatable"; docs/architecture.md "Text"): a set on a hosted,
// committed layer finds the built-in basic animation, an explicit CABasicAnimation names either key, presentation()
// returns the interpolated values, and the commit's record carries them to the render thread, which evaluates them
// per frame and knows when they differ from what the contents were drawn with. Time from CASetMediaTimeSource.
import MediaTimeTestSupport
import Testing
import Foundation
@testable import QuartzCore

@Suite("CATextLayer fontSize and foregroundColor animations")
struct TextAnimationTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A hosted, committed text layer showing "Hello" at 36 points in red.
    static func scene() -> (HostedAnimationScene, CATextLayer) {
        let text = CATextLayer()
        text.string = "Hello"
        text.foregroundColor = red
        let scene = HostedAnimationScene(child: text)
        return (scene, text)
    }

    /// Sets the layer's values inside a 1 s linear transaction.
    static func linearTransaction(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        change()
        CATransaction.commit()
    }

    @Test("fontSize 36 → 20 set in a 1 s linear transaction: presentation fontSize is 32 at +0.25 s and 28 at +0.5 s")
    func implicitFontSize() throws {
        try MediaTimeTestLock.withClock(at: 100) { clock in
            let (scene, text) = Self.scene()
            defer { withExtendedLifetime(scene) {} }
            Self.linearTransaction { text.fontSize = 20 }
            let animation = try #require(text.animation(forKey: "fontSize") as? CABasicAnimation)
            #expect(animation.keyPath == "fontSize" && animation.duration == 1)
            #expect(text.fontSize == 20)
            for (dt, size) in [(0.0, 36.0), (0.25, 32.0), (0.5, 28.0), (0.75, 24.0)] {
                clock.now = 100 + dt
                let p = try #require(text.presentation())
                #expect(abs(Double(p.fontSize) - size) < 1e-6, "at +\(dt)")
            }
            clock.now = 101
            #expect(try #require(text.presentation()).fontSize == 20)
        }
    }

    @Test("foregroundColor red → blue in a 1 s linear transaction: presentation colour is (0.75, 0, 0.25) at +0.25 s")
    func implicitForegroundColor() throws {
        try MediaTimeTestLock.withClock(at: 200) { clock in
            let (scene, text) = Self.scene()
            defer { withExtendedLifetime(scene) {} }
            Self.linearTransaction { text.foregroundColor = Self.blue }
            #expect((text.animation(forKey: "foregroundColor") as? CABasicAnimation)?.keyPath == "foregroundColor")
            clock.now = 200.25
            let quarter = try #require(text.presentation()?.foregroundColor).rgba
            #expect(abs(quarter.0 - 0.75) < 1e-6 && abs(quarter.1) < 1e-6 && abs(quarter.2 - 0.25) < 1e-6)
            #expect(abs(quarter.3 - 1) < 1e-6)
            clock.now = 200.5
            let half = try #require(text.presentation()?.foregroundColor).rgba
            #expect(abs(half.0 - 0.5) < 1e-6 && abs(half.2 - 0.5) < 1e-6)
        }
    }

    @Test("explicit CABasicAnimations of fontSize 10 → 30 and foregroundColor blue → red over 2 s give 15 and 3:1 at +0.5 s")
    func explicitAnimations() throws {
        try MediaTimeTestLock.withClock(at: 300) { clock in
            let (scene, text) = Self.scene()
            defer { withExtendedLifetime(scene) {} }
            let size = CABasicAnimation(keyPath: "fontSize")
            size.fromValue = 10
            size.toValue = 30
            size.duration = 2
            let color = CABasicAnimation(keyPath: "foregroundColor")
            color.fromValue = Self.blue
            color.toValue = Self.red
            color.duration = 2
            text.add(size, forKey: "grow")
            text.add(color, forKey: "tint")
            CATransaction.flush()
            clock.now = 300.5
            let p = try #require(text.presentation())
            #expect(abs(Double(p.fontSize) - 15) < 1e-6)
            let c = try #require(p.foregroundColor).rgba
            #expect(abs(c.0 - 0.25) < 1e-6 && abs(c.2 - 0.75) < 1e-6)
            #expect(text.fontSize == 36 && text.foregroundColor == Self.red)   // the model is untouched
        }
    }

    @Test("the render record evaluates fontSize and colour per frame and differs from the contents only while animating")
    func renderRecordEvaluation() throws {
        try MediaTimeTestLock.withClock(at: 400) { clock in
            let (scene, text) = Self.scene()
            Self.linearTransaction {
                text.fontSize = 20
                text.foregroundColor = Self.blue
            }
            let tree = scene.renderer.latestTree
            let index = try #require(tree.layers.firstIndex { $0.text != nil })
            let committed = try #require(tree.layers[index].text)
            #expect(committed.fontSize == 20 && committed.committedFontSize == 20 && !committed.differsFromContents)
            var evaluated: [RenderLayer] = []
            tree.evaluate(at: 400.5, into: &evaluated)
            let half = try #require(evaluated[index].text)
            #expect(abs(half.fontSize - 28) < 1e-6 && half.committedFontSize == 20 && half.differsFromContents)
            #expect(abs(half.foregroundColor.red - 0.5) < 1e-6 && abs(half.foregroundColor.blue - 0.5) < 1e-6)
            tree.evaluate(at: 401, into: &evaluated)
            #expect(evaluated[index].text?.differsFromContents == false)
            clock.now = 401
        }
    }

    @Test("the contents are drawn once at the new model values when an animated value is set, not per frame")
    func contentsDrawnAtModelValues() throws {
        try MediaTimeTestLock.withClock(at: 500) { _ in
            let (scene, text) = Self.scene()
            defer { withExtendedLifetime(scene) {} }
            let before = try #require(text.contents as? CGImage)
            Self.linearTransaction { text.fontSize = 12 }
            let after = try #require(text.contents as? CGImage)
            #expect(before !== after)
            #expect(!text.needsDisplay())
            let snapshot = text.textSnapshot
            Self.linearTransaction { text.fontSize = 14 }
            #expect(text.textSnapshot === snapshot)   // size changes keep what the text shows
            text.string = "Bye"
            #expect(text.textSnapshot !== snapshot)
        }
    }
}
