// A layer's media-time map kept from its last computation (CALayer+Time.swift `mediaTimeMap`, spec §3.3): valid while
// no layer anywhere in the process has changed a timing property that enters the map (beginTime, speed, timeOffset)
// or its superlayer since. One process-wide generation counter (EngineGlobals.timeMapGeneration, docs/architecture.md
// "Process-wide state") is bumped by each such change, so checking a kept map is one atomic load and a compare
// instead of a walk up the superlayers; every implicit animation reads its layer's map for the presentation value
// it starts from (BENCHMARKS.md "Tenth wave"). A bump from an unrelated tree only costs a recomputation.
import Synchronization

/// The map a layer computed last and the generation it was computed in (0: none; the counter starts at 1).
struct MediaTimeMapCache {
    private var map = MediaTimeMap.identity
    private var generation: UInt64 = 0

    /// The kept map when it was computed in `current`, else nil.
    @inline(__always)
    func map(ifValidAt current: UInt64) -> MediaTimeMap? {
        generation == current ? map : nil
    }

    /// Keeps `newMap`, computed in `current` (read before the computation began).
    @inline(__always)
    mutating func store(_ newMap: MediaTimeMap, computedIn current: UInt64) {
        map = newMap
        generation = current
    }

    /// The process's generation now.
    @inline(__always)
    static var currentGeneration: UInt64 {
        EngineGlobals.timeMapGeneration.load(ordering: .acquiring)
    }

    /// Makes every layer's kept map stale: a timing property or a superlayer changed (or a superlayer went away).
    static func invalidateAll() {
        EngineGlobals.timeMapGeneration.wrappingAdd(1, ordering: .releasing)
    }

    /// Invalidates every kept map when `property` enters the map; a constant `property` folds to nothing for the
    /// others (the generated setters pass constants through `CALayer.update`).
    @inline(__always)
    static func noteChange(of property: LayerProperty) {
        if property == .beginTime || property == .speed || property == .timeOffset { invalidateAll() }
    }
}
