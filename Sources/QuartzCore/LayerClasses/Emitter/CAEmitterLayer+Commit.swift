// The commit of an emitter layer (RenderTreeBuilder → renderLayerClass): its cells flattened into an immutable
// configuration (sub-cells followed to `maximumCellDepth`, a cell nested inside itself cut with one message), the
// configuration recorded in the layer's history, and the layer's animations bound to the fields they drive.
import Foundation

extension CAEmitterLayer {
    /// The most cells (sub-cells included) one emitter layer commits; more are not emitted (said once).
    package static let maximumCells = 256

    func commitDescription(tracks: AnimationTrackList) -> RenderEmitter {
        let map = mediaTimeMap
        let (cells, top) = flattenedCells()
        var layerBindings: [ClassTrackBinding<EmitterProperty>] = []
        var cellBindings: [ClassTrackBinding<EmitterCellBinding>] = []
        for track in tracks {
            guard let keyPath = track.keyPath, keyPath.property == nil, keyPath.component == nil else { continue }
            let key = keyPath.rootKey
            if let p = EmitterProperty.named(key) {
                if p.isAnimatable { layerBindings.append(ClassTrackBinding(track: track, field: p)) }
            } else if let path = EmitterCellKeyPath(key), let p = EmitterCellProperty.named(path.key), p.isAnimatable,
                      let index = Self.flatIndex(of: path.names, in: cells, topLevelCount: top) {
                cellBindings.append(ClassTrackBinding(track: track, field: EmitterCellBinding(cell: index, property: p)))
            }
        }
        let segment = EmitterSegment(start: 0, parameters: emitter, cells: cells, topLevelCount: top,
                                     drawables: cells.map(EmitterDrawable.init), layerBindings: layerBindings,
                                     cellBindings: cellBindings)
        history.record(segment, now: map.localTime(CACurrentMediaTime()))
        return RenderEmitter(segments: history.segments, timeMap: map)
    }

    /// The cells breadth-first: the top-level ones first, then each cell's sub-cells together.
    private func flattenedCells() -> ([EmitterCellDescription], Int) {
        guard let roots = cellStorage, !roots.isEmpty else { return ([], 0) }
        var models: [CAEmitterCell] = []
        var parents: [Int] = []
        var depths: [Int] = []
        var result: [EmitterCellDescription] = []
        func add(_ cell: CAEmitterCell, parent: Int, depth: Int) -> Bool {
            guard models.count < CAEmitterLayer.maximumCells else {
                EngineDiagnostics.report("CAEmitterLayer\(nameForMessages): more than \(CAEmitterLayer.maximumCells) "
                    + "cells and sub-cells; the rest are not emitted. Share fewer sub-cells between cells.")
                return false
            }
            models.append(cell)
            parents.append(parent)
            depths.append(depth)
            result.append(EmitterCellDescription(
                parameters: cell.parameters, name: cell.name, subcells: 0..<0,
                nearestMinification: cell.minificationFilter == "nearest",
                nearestMagnification: cell.magnificationFilter == "nearest",
                clock: EmitterCellClock(cell.parameters, fillMode: cell.fillMode)))
            return true
        }
        for cell in roots where !add(cell, parent: -1, depth: 0) { break }
        let top = result.count
        var index = 0
        while index < result.count {
            let first = result.count
            for sub in models[index].emitterCells ?? [] {
                guard acceptsSubcell(sub, under: index, models: models, parents: parents, depth: depths[index] + 1),
                      add(sub, parent: index, depth: depths[index] + 1) else { continue }
            }
            result[index].subcells = first..<result.count
            index += 1
        }
        measureLives(&result)
        return (result, top)
    }

    /// False (with one message) for a sub-cell that is its own ancestor or nested too deep.
    private func acceptsSubcell(_ sub: CAEmitterCell, under parent: Int, models: [CAEmitterCell], parents: [Int],
                                depth: Int) -> Bool {
        var ancestor = parent
        while ancestor >= 0 {
            if models[ancestor] === sub {
                EngineDiagnostics.report("CAEmitterLayer\(nameForMessages): cell\(sub.nameForMessages) is nested "
                    + "inside itself (its emitterCells lead back to it); the nested copy is not emitted. Use a "
                    + "separate CAEmitterCell for each level.")
                return false
            }
            ancestor = parents[ancestor]
        }
        guard depth <= CAEmitterLayer.maximumCellDepth else {
            EngineDiagnostics.report("CAEmitterLayer\(nameForMessages): sub-cells nested more than "
                + "\(CAEmitterLayer.maximumCellDepth) levels deep are not emitted.")
            return false
        }
        return true
    }

    /// Fills each cell's longest life, chain life and birth slot, deepest cells first (they come last). A cell
    /// lives in its own clock's seconds and its sub-cells in its particles' ages, so each life is divided by the
    /// cell's clock rate to be in its emitter's time (a cell whose clock stands still emits nothing: 0).
    private func measureLives(_ cells: inout [EmitterCellDescription]) {
        let multiplier = max(emitter.lifetime, 0)
        for index in cells.indices.reversed() {
            let p = cells[index].parameters
            let rate = cells[index].clock.rate
            let life = max(0, (p.lifetime + abs(p.lifetimeRange)) * multiplier)
            var chain = 0.0
            for sub in cells[index].subcells { chain = max(chain, cells[sub].chainLife) }
            let inEmitterTime = rate > 0 ? min((life + chain) / rate, 1e12) : 0
            cells[index].longestLife = rate > 0 ? min(life / rate, 1e12) : 0
            cells[index].chainLife = inEmitterTime
            cells[index].slot = max(1.0 / 60, inEmitterTime / EmitterCellDescription.slotsPerLife)
        }
    }

    /// The flat index of the cell `names` leads to (first cell of each name, as KVC resolves them).
    static func flatIndex(of names: [String], in cells: [EmitterCellDescription], topLevelCount: Int) -> Int? {
        var range = 0..<topLevelCount
        var found: Int?
        for name in names {
            guard let next = range.first(where: { cells[$0].name == name }) else { return nil }
            found = next
            range = cells[next].subcells
        }
        return found
    }
}
