// The commit's one walk (docs/architecture.md "The flow of one change"; RenderTreeBuilder): each layer's record,
// its animations and its published state are done at the layer's one visit, so every layer's tracks are in its own
// record, in the snapshot's order (layer, sublayers, then the mask's subtree), with its own media-time map.
import Foundation
import Testing
@testable import QuartzCore

@Suite("The commit's one walk: records, animations and published state per layer")
struct CommitWalkTests {
    /// A layer told apart in the snapshot by its bounds' width.
    static func layer(width: Double) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: 4)
        return layer
    }

    /// An explicit opacity animation whose toValue names the layer (width / 100).
    static func animate(_ layer: CALayer, speed: Float = 1) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = layer.bounds.width / 100
        fade.duration = 10
        fade.speed = speed
        layer.add(fade, forKey: "fade")
    }

    @Test("each layer's animations are in its own record: nested sublayers, a mask with sublayers, layers without animations between")
    func animationsLandOnTheirOwnLayers() throws {
        let root = Self.layer(width: 1)
        let first = Self.layer(width: 2), nested = Self.layer(width: 3), plain = Self.layer(width: 4)
        let mask = Self.layer(width: 5), maskChild = Self.layer(width: 6), last = Self.layer(width: 7)
        root.addSublayer(first)
        first.addSublayer(nested)
        first.addSublayer(plain)
        first.mask = mask
        mask.addSublayer(maskChild)
        root.addSublayer(last)
        for animated in [nested, mask, maskChild, last] { Self.animate(animated) }
        let renderer = CARenderer()
        renderer.layer = root
        CATransaction.flush()
        let records = renderer.latestTree.layers
        // RenderTreeBuilder's order: a layer, its sublayers' subtrees, then its mask's subtree.
        #expect(records.map(\.bounds.width) == [1, 2, 3, 4, 5, 6, 7])
        for record in records {
            let tracks = record.animations.tracks
            if [3.0, 5, 6, 7].contains(record.bounds.width) {
                try #require(tracks.count == 1)
                guard case .basic(_, let to, _) = tracks[0].content else {
                    Issue.record("the track of the layer \(record.bounds.width) wide is not a basic track")
                    continue
                }
                #expect(to == .scalar(record.bounds.width / 100))   // this layer's own animation
            } else {
                #expect(tracks.isEmpty)
            }
        }
    }

    @Test("each record's animations carry the layer's own media-time map: a superlayer's speed composes; a mask starts from media time")
    func timeMapsFollowEachLayersAncestors() throws {
        let root = Self.layer(width: 1)
        let slow = Self.layer(width: 2), child = Self.layer(width: 3), mask = Self.layer(width: 4)
        slow.speed = 0.5
        child.timeOffset = 2
        root.addSublayer(slow)
        slow.addSublayer(child)
        slow.mask = mask
        for animated in [slow, child, mask] { Self.animate(animated) }
        let renderer = CARenderer()
        renderer.layer = root
        CATransaction.flush()
        let records = renderer.latestTree.layers
        try #require(records.count == 4)
        for (record, layer) in zip(records[1...], [slow, child, mask]) {
            let map = record.animations.timeMap
            #expect(map.scale == layer.mediaTimeMap.scale && map.offset == layer.mediaTimeMap.offset)
        }
        #expect(records[2].animations.timeMap.scale == 0.5)                          // the superlayer's speed
        #expect(records[3].animations.timeMap.scale == 1)                            // a mask has no superlayer
        #expect(records[2].animations.timeMap.offset == 2)
    }

    @Test("the walk tells every layer it was published: values, sublayers and mask changed before the commit show after it")
    func publishedStateIsForgottenByTheWalk() throws {
        let root = Self.layer(width: 1), child = Self.layer(width: 2), added = Self.layer(width: 3)
        let mask = Self.layer(width: 4)
        root.addSublayer(child)
        let renderer = CARenderer()
        renderer.layer = root
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        child.opacity = 0.25
        child.addSublayer(added)
        child.mask = mask
        let waiting = try #require(child.presentation())
        #expect(waiting.opacity == 1 && waiting.sublayers == nil && waiting.mask == nil)   // the published state
        CATransaction.commit()
        let published = try #require(child.presentation())
        #expect(published.opacity == 0.25)
        #expect(published.sublayers?.count == 1 && published.mask != nil)
    }
}
