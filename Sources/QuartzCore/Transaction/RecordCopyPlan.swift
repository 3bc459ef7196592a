// How the commit's record copies one family's rendered rows (docs/architecture.md "The property table";
// RenderLayer+Record.swift): rows whose field has the same plain format in the model and the record (numbers, bools,
// points, sizes, rects, transforms: no references, no conversion) and that lie next to each other in both are
// copied as one block of bytes; every other row is copied by its format, one by one. Planned once per family from
// the table, so a new drawn property needs no code here (BENCHMARKS.md "Move and commit").
import Foundation

/// A family's rendered rows as blocks of bytes and rows copied one by one.
/// @unchecked: both parts are written once, when the plan is made, into memory never written or freed afterwards.
struct RecordCopyPlan: @unchecked Sendable {
    /// Model bytes at `modelOffset` copied to the record's at `renderOffset`, `byteCount` of them.
    struct Block {
        let modelOffset: Int
        let renderOffset: Int
        let byteCount: Int
    }

    /// Blocks of two or more adjacent plain rows, in a buffer never written or freed afterwards (any thread reads it).
    let blocks: UnsafeBufferPointer<Block>
    /// The other rows, in table order.
    let rows: FrozenLayouts

    init(rows all: FrozenLayouts) {
        var blocks: [Block] = []
        var single: [PropertyLayout] = []
        var run: [PropertyLayout] = []
        var runEnd = (model: 0, render: 0)
        func endRun() {
            if run.count >= 2 {
                blocks.append(Block(modelOffset: run[0].modelOffset, renderOffset: run[0].renderOffset,
                                    byteCount: runEnd.model - run[0].modelOffset))
            } else {
                single += run
            }
            run = []
        }
        for row in all {
            guard let size = Self.plainSize(of: row) else {
                endRun()
                single.append(row)
                continue
            }
            if run.isEmpty || row.modelOffset != runEnd.model || row.renderOffset != runEnd.render { endRun() }
            run.append(row)
            runEnd = (row.modelOffset + size, row.renderOffset + size)
        }
        endRun()
        let buffer = UnsafeMutableBufferPointer<Block>.allocate(capacity: blocks.count)
        _ = buffer.initialize(from: blocks)
        self.blocks = UnsafeBufferPointer(buffer)
        rows = FrozenLayouts(single)
    }

    /// The field's size when the row copies it bit for bit (the same plain format on both sides); nil otherwise.
    static func plainSize(of row: PropertyLayout) -> Int? {
        guard row.modelFormat == row.renderFormat else { return nil }
        switch row.modelFormat {
        case .float: return MemoryLayout<Float>.size
        case .cgFloat: return MemoryLayout<CGFloat>.size
        case .double: return MemoryLayout<Double>.size
        case .int: return MemoryLayout<Int>.size
        case .bool: return MemoryLayout<Bool>.size
        case .point: return MemoryLayout<CGPoint>.size
        case .size: return MemoryLayout<CGSize>.size
        case .rect: return MemoryLayout<CGRect>.size
        case .transform: return MemoryLayout<CATransform3D>.size
        default: return nil
        }
    }

    /// The plan of `family`'s rendered rows.
    @inline(__always)
    static func of(_ family: LayerPropertyFamily) -> RecordCopyPlan {
        switch family {
        case .layer: return layer
        case .gradient: return gradient
        case .shape: return shape
        case .text: return text
        case .replicator: return replicator
        }
    }

    private static let layer = RecordCopyPlan(rows: LayerPropertyTable.renderedRows(of: .layer))
    private static let gradient = RecordCopyPlan(rows: LayerPropertyTable.renderedRows(of: .gradient))
    private static let shape = RecordCopyPlan(rows: LayerPropertyTable.renderedRows(of: .shape))
    private static let text = RecordCopyPlan(rows: LayerPropertyTable.renderedRows(of: .text))
    private static let replicator = RecordCopyPlan(rows: LayerPropertyTable.renderedRows(of: .replicator))
}
