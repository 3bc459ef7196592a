// A layer's kept media-time map (MediaTimeMapCache.swift, CALayer+Time.swift `mediaTimeMap`; spec §3.3): each change
// that enters a layer's map — beginTime, speed or timeOffset of the layer or an ancestor (by setter, by KVC, by
// style), a new superlayer, a removal, a superlayer freed — gives the map composed afresh through the superlayers.
// The kept map itself is read only in the generation it was computed in (the cache is used: the first test), so a
// change without its invalidation would return the stale map. The suite runs serialized, so run alone
// (`--filter MediaTimeMapCacheTests`) nothing else invalidates: with the superlayer's `didSet` hook removed, the
// removal test fails. Other suites running in parallel may invalidate too, which can only hide a missing
// invalidation, never fail a test that should pass.
import Testing
import Foundation
@testable import QuartzCore

@Suite("The kept media-time map (spec 3.3)", .serialized)
struct MediaTimeMapCacheTests {
    /// The map composed root first through every superlayer, without the kept maps.
    private static func composed(_ layer: CALayer) -> MediaTimeMap {
        var chain: [CALayer] = []
        var level: CALayer? = layer
        while let current = level {
            chain.append(current)
            level = current.superlayer
        }
        return chain.reversed().reduce(MediaTimeMap.identity) { $0.followed(by: $1.ownTimeMap) }
    }

    /// A root, a middle layer and a leaf whose map the test has read (so it is kept).
    private static func chain() -> (root: CALayer, middle: CALayer, leaf: CALayer) {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        root.timeOffset = 1
        leaf.beginTime = 3
        #expect(leaf.mediaTimeMap == composed(leaf))
        return (root, middle, leaf)
    }

    /// Expects `change` to give `leaf` a map other than the one it kept, and that map to be `expected` (by default
    /// the one composed by hand through its superlayers).
    private static func expectRecomposed(_ leaf: CALayer, expected: ((CALayer) -> MediaTimeMap)? = nil,
                                         by change: () -> Void) {
        let kept = leaf.mediaTimeMap
        change()
        #expect(leaf.mediaTimeMap != kept)
        #expect(leaf.mediaTimeMap == (expected ?? composed)(leaf))
    }

    @Test("a kept map is read in the generation it was computed in, and not in a later one")
    func keptMapIsReadOnlyInItsGeneration() {
        var cache = MediaTimeMapCache()
        let map = MediaTimeMap(beginTime: 2, speed: 3, timeOffset: 5)
        #expect(cache.map(ifValidAt: 7) == nil)   // nothing kept yet
        cache.store(map, computedIn: 7)
        #expect(cache.map(ifValidAt: 7) == map)
        #expect(cache.map(ifValidAt: 8) == nil)
        let before = MediaTimeMapCache.currentGeneration
        MediaTimeMapCache.invalidateAll()
        #expect(MediaTimeMapCache.currentGeneration != before)
    }

    @Test("an ancestor's speed, beginTime and timeOffset set through their setters change the leaf's map")
    func ancestorTimingSetters() {
        let (root, middle, leaf) = Self.chain()
        Self.expectRecomposed(leaf) { middle.speed = 2 }
        Self.expectRecomposed(leaf) { root.beginTime = 10 }
        Self.expectRecomposed(leaf) { middle.timeOffset = 4 }
    }

    @Test("the layer's own speed changes its map")
    func ownSpeed() {
        let (_, _, leaf) = Self.chain()
        Self.expectRecomposed(leaf) { leaf.speed = 0.5 }
    }

    @Test("a timing property set by KVC and by style changes the leaf's map")
    func kvcAndStyle() {
        let (_, middle, leaf) = Self.chain()
        Self.expectRecomposed(leaf) { middle.setValue(3.0, forKey: "speed") }
        Self.expectRecomposed(leaf) {
            middle.style = ["timeOffset": 9.0]   // timeOffset not set explicitly on the middle layer: the style applies
        }
        #expect(middle.timeOffset == 9)
    }

    @Test("moving the leaf to another superlayer, and removing it, change its map")
    func reparentAndRemove() {
        let (root, middle, leaf) = Self.chain()
        middle.speed = 2
        let other = CALayer()
        other.speed = 4
        root.addSublayer(other)
        Self.expectRecomposed(leaf) { other.addSublayer(leaf) }
        Self.expectRecomposed(leaf, expected: { $0.ownTimeMap }) { leaf.removeFromSuperlayer() }
    }

    @Test("a superlayer freed while its sublayer lives leaves the sublayer's map its own")
    func superlayerFreed() {
        let leaf = CALayer()
        leaf.beginTime = 3
        weak var freed: CALayer?
        do {
            let parent = CALayer()
            freed = parent
            parent.speed = 2
            parent.timeOffset = 5
            parent.addSublayer(leaf)
            #expect(leaf.mediaTimeMap == Self.composed(leaf))
            #expect(leaf.mediaTimeMap != leaf.ownTimeMap)
        }
        #expect(freed == nil)
        #expect(leaf.superlayer == nil)
        #expect(leaf.mediaTimeMap == leaf.ownTimeMap)
    }
}
