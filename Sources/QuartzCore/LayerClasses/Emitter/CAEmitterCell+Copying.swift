// Copying a tree of emitter cells (presentation copies of CAEmitterLayer, CAEmitterCell(copying:)) within the same
// limits the commit applies (DECISIONS 13): breadth-first, as the commit flattens cells,
// so the copy holds exactly the cells the commit would emit. A sub-cell that is its own ancestor is not copied, nor
// cells past CAEmitterLayer.maximumCells in all or deeper than CAEmitterLayer.maximumCellDepth; the commit says so
// once, so the copy is silent (presentation() runs often). Without the limits a cell listed inside itself recursed
// until the stack overflowed, and one sub-cell listed twice at each of 30 levels made 2³⁰ copies.
import Foundation

extension CAEmitterCell {
    /// Copies of `roots` and their sub-cells. `ancestors` are the cells above `roots` (outermost first): they count
    /// towards the depth and the cell budget, and a root among them is a cycle.
    static func copies(of roots: [CAEmitterCell], under ancestors: [CAEmitterCell]) -> [CAEmitterCell] {
        var originals: [CAEmitterCell] = []
        var copies: [CAEmitterCell] = []
        var parents: [Int] = []
        var depths: [Int] = []
        let budget = CAEmitterLayer.maximumCells - ancestors.count
        func isCycle(_ cell: CAEmitterCell, parent: Int) -> Bool {
            var index = parent
            while index >= 0 {
                if originals[index] === cell { return true }
                index = parents[index]
            }
            return ancestors.contains { $0 === cell }
        }
        /// The copy of `cell` under `parent` at `depth`, or nil when a limit refuses it.
        func add(_ cell: CAEmitterCell, parent: Int, depth: Int) -> CAEmitterCell? {
            guard copies.count < budget, depth <= CAEmitterLayer.maximumCellDepth,
                  !isCycle(cell, parent: parent) else { return nil }
            let copy = CAEmitterCell(copyingFieldsOf: cell)
            originals.append(cell)
            copies.append(copy)
            parents.append(parent)
            depths.append(depth)
            return copy
        }
        let top = roots.compactMap { add($0, parent: -1, depth: ancestors.count) }
        var index = 0
        while index < originals.count {
            if let subcells = originals[index].emitterCells {
                let depth = depths[index] + 1
                copies[index].emitterCells = subcells.compactMap { add($0, parent: index, depth: depth) }
            }
            index += 1
        }
        return top
    }
}
