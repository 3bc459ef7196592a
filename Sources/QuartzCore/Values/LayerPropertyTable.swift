// The property table as the engine reads it: one row per built-in layer property, in LayerProperty's order,
// generated (Generated/LayerPropertyTable+Rows.swift) from the rows in Sources/PropertyTableSpec. Each row says
// where the value lives in the model (LayerModel) and in the commit's record (RenderLayer or its class's part of it,
// when drawn), the public property KVC goes through (whose class says which layer class has the key), the built-in
// implicit action (spec §1.4 list; DECISIONS 5) and whether it animates and redraws. Storage access, key-value
// coding, defaults, the action search's built-in animation, the commit's record and per-frame evaluation all read
// this table (docs/architecture.md "The property table"); no other code lists the properties.
import Foundation

enum LayerPropertyTable {
    /// Every row, indexed by `LayerProperty.rawValue`.
    static let entries: [LayerPropertyEntry] = {
        let rows = generatedRows()
        for (index, row) in rows.enumerated() where Int(row.property.rawValue) != index {
            preconditionFailure("LayerPropertyTable: row \(index) is \(row.property); rows follow LayerProperty's order")
        }
        precondition(rows.count == LayerProperty.allCases.count, "LayerPropertyTable: one row per LayerProperty")
        return rows
    }()

    /// The rows' layouts in a buffer that is never freed: the hot paths read it without reference counting.
    static let layouts = FrozenLayouts(entries.map(\.layout))

    /// The layouts of the rows the commit records for `family`, in table order.
    @inline(__always)
    static func renderedRows(of family: LayerPropertyFamily) -> FrozenLayouts {
        switch family {
        case .layer: return renderedLayerRows
        case .gradient: return renderedGradientRows
        case .shape: return renderedShapeRows
        case .text: return renderedTextRows
        case .replicator: return renderedReplicatorRows
        }
    }

    private static let renderedLayerRows = rendered(.layer)
    private static let renderedGradientRows = rendered(.gradient)
    private static let renderedShapeRows = rendered(.shape)
    private static let renderedTextRows = rendered(.text)
    private static let renderedReplicatorRows = rendered(.replicator)

    private static func rendered(_ family: LayerPropertyFamily) -> FrozenLayouts {
        FrozenLayouts(entries.map(\.layout).filter { $0.isRendered && $0.family == family })
    }
}

/// Layouts copied once into memory that is never written or freed afterwards, so any thread may read them.
/// @unchecked: the buffer is written only by the initialiser.
struct FrozenLayouts: @unchecked Sendable, RandomAccessCollection {
    private let rows: UnsafeBufferPointer<PropertyLayout>

    init(_ layouts: [PropertyLayout]) {
        let buffer = UnsafeMutableBufferPointer<PropertyLayout>.allocate(capacity: layouts.count)
        _ = buffer.initialize(from: layouts)
        rows = UnsafeBufferPointer(buffer)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }
    @inline(__always) subscript(index: Int) -> PropertyLayout { rows[index] }
}

extension LayerProperty {
    /// This property's row of the table (storage, render field, behaviour).
    @inline(__always)
    package var layout: PropertyLayout { LayerPropertyTable.layouts[Int(rawValue)] }

    /// This property's full row, with the public accessors key-value coding uses.
    var entry: LayerPropertyEntry { LayerPropertyTable.entries[Int(rawValue)] }
}
