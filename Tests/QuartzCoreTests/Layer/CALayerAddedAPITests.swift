// CALayer.preferredFrameSize(), shouldArchiveValue(forKey:) (CALayer and CAAnimation), and
// CALayerContentsFormat.automatic. Sources: Apple's preferredFrameSize() page ("the size of the layer's current
// bounds rectangle mapped into the coordinate space of its superlayer"); gnustep/libs-quartzcore
// Tests/quartzcore/CALayer/archiving.m and modern.m, measured on Apple's QuartzCore (what a layer archives, the
// "Automatic" name); Apple's CAAnimation.shouldArchiveValue(forKey:) page ("The default implementation returns true").
import QuartzCore
import Testing

@Suite struct CALayerAddedAPITests {
    @Test("preferredFrameSize is the bounds size, mapped through the layer's transform")
    func preferredFrameSize() {
        let l = CALayer()
        l.bounds = CGRect(x: 5, y: 5, width: 30, height: 40)
        #expect(l.preferredFrameSize() == CGSize(width: 30, height: 40))
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 0.5))
        #expect(l.preferredFrameSize() == CGSize(width: 60, height: 20))
    }

    @Test("a text layer's preferredFrameSize is its text's size: longer text is wider, a larger font taller")
    func textPreferredFrameSize() {
        let t = CATextLayer()
        t.fontSize = 20
        #expect(t.preferredFrameSize() == .zero)
        t.string = "Hello"
        let short = t.preferredFrameSize()
        t.string = "Hello, world"
        let long = t.preferredFrameSize()
        #expect(short.width > 0 && short.height > 0)
        #expect(long.width > short.width && long.height == short.height)
        t.fontSize = 40
        #expect(t.preferredFrameSize().height > long.height * 1.5)
    }

    @Test("a fresh layer archives only allowsEdgeAntialiasing and allowsGroupOpacity")
    func freshLayerArchives() {
        let l = CALayer()
        for key in ["position", "bounds", "delegate", "contents", "opacity", "hidden", "transform", "mask", "filters",
                    "contentsCenter", "style", "actions", "sublayers", "superlayer", "maskedCorners",
                    "notAKeyAtAll", ""] {
            #expect(!l.shouldArchiveValue(forKey: key), "\(key)")
        }
        #expect(l.shouldArchiveValue(forKey: "allowsEdgeAntialiasing"))
        #expect(l.shouldArchiveValue(forKey: "allowsGroupOpacity"))
    }

    @Test("a property given a value is archived: setters, frame (bounds and position, never frame), KVC, sublayers")
    func setPropertiesArchive() {
        let l = CALayer()
        l.opacity = 0.5
        #expect(l.shouldArchiveValue(forKey: "opacity"))
        let b = CALayer()
        b.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(b.shouldArchiveValue(forKey: "bounds") && !b.shouldArchiveValue(forKey: "position"))
        let f = CALayer()
        f.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(f.shouldArchiveValue(forKey: "bounds") && f.shouldArchiveValue(forKey: "position"))
        #expect(!f.shouldArchiveValue(forKey: "frame"))
        let k = CALayer()
        k.setValue(NSNumber(value: 0.25), forKey: "opacity")
        #expect(k.shouldArchiveValue(forKey: "opacity"))
        let m = CALayer()
        m.mask = CALayer()
        m.filters = []
        m.contentsCenter = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
        #expect(m.shouldArchiveValue(forKey: "mask") && m.shouldArchiveValue(forKey: "filters"))
        #expect(m.shouldArchiveValue(forKey: "contentsCenter"))
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        #expect(parent.shouldArchiveValue(forKey: "sublayers") && !child.shouldArchiveValue(forKey: "superlayer"))
        #expect(!CAShapeLayer().shouldArchiveValue(forKey: "path"))
    }

    @Test("subclass properties archive once set too: a replicator's instanceCount, an emitter's birthRate")
    func subclassPropertiesArchive() {
        let replicator = CAReplicatorLayer()
        #expect(!replicator.shouldArchiveValue(forKey: "instanceCount"))
        replicator.instanceCount = 3
        #expect(replicator.shouldArchiveValue(forKey: "instanceCount"))
        let emitter = CAEmitterLayer()
        #expect(!emitter.shouldArchiveValue(forKey: "birthRate"))
        emitter.birthRate = 2
        #expect(emitter.shouldArchiveValue(forKey: "birthRate"))
        #expect(!emitter.shouldArchiveValue(forKey: "lifetime"))
    }

    @Test("an animation archives every key, as CAAnimation's documented default")
    func animationArchives() {
        let a = CABasicAnimation(keyPath: "opacity")
        #expect(a.shouldArchiveValue(forKey: "duration"))
        #expect(a.shouldArchiveValue(forKey: "anything"))
    }

    @Test("CALayerContentsFormat.automatic is named Automatic and a layer keeps it")
    func automaticFormat() {
        #expect(CALayerContentsFormat.automatic.rawValue == "Automatic")
        let l = CALayer()
        l.contentsFormat = .automatic
        #expect(l.contentsFormat == .automatic)
    }
}
