// The commit's record copies adjacent plain rows as blocks of bytes (RecordCopyPlan.swift): each family's plan must
// cover every rendered row exactly once, a block only rows of one plain format on both sides laid out alike in the
// model and the record, so a block copy writes what the rows' own copies write and nothing else. The twins show
// that rows apart in either struct, or of another format, are not merged.
import Testing
import Foundation
@testable import QuartzCore

@Suite("The record's copy plan (BENCHMARKS.md Move and commit)")
struct RecordCopyPlanTests {
    static let families: [LayerPropertyFamily] = [.layer, .gradient, .shape, .text, .replicator]

    private static func layout(_ format: PropertyFormat, model: Int, render: Int,
                               renderFormat: PropertyFormat? = nil) -> PropertyLayout {
        PropertyLayout(modelFormat: format, modelOffset: model, renderFormat: renderFormat ?? format,
                       renderOffset: render, family: .layer, kind: .scalar, action: .none, isAnimatable: false,
                       needsDisplay: false)
    }

    @Test("each family's plan covers every rendered row once; a block holds only adjacent plain rows laid out alike",
          arguments: families)
    func planCoversEveryRowOnce(family: LayerPropertyFamily) throws {
        let rows = Array(LayerPropertyTable.renderedRows(of: family))
        let plan = RecordCopyPlan.of(family)
        var covered = Array(repeating: 0, count: rows.count)
        for (index, row) in rows.enumerated() where plan.rows.contains(where: { $0.modelOffset == row.modelOffset }) {
            covered[index] += 1
        }
        for block in plan.blocks {
            // The rows inside the block, by model offset; they must tile it exactly, at the same relative offsets in
            // the record.
            let inside = rows.enumerated()
                .filter { $0.element.modelOffset >= block.modelOffset
                    && $0.element.modelOffset < block.modelOffset + block.byteCount }
                .sorted { $0.element.modelOffset < $1.element.modelOffset }
            #expect(inside.count >= 2)
            var next = block.modelOffset
            for (index, row) in inside {
                let size = try #require(RecordCopyPlan.plainSize(of: row))
                #expect(row.modelOffset == next)
                #expect(row.renderOffset - block.renderOffset == row.modelOffset - block.modelOffset)
                next += size
                covered[index] += 1
            }
            #expect(next == block.modelOffset + block.byteCount)
        }
        #expect(covered.allSatisfy { $0 == 1 })
        #expect(plan.rows.count + plan.blocks.count <= rows.count)
    }

    @Test("the layer family's geometry rows are copied as blocks, not row by row")
    func layerGeometryIsBlocked() {
        let plan = RecordCopyPlan.of(.layer)
        #expect(!plan.blocks.isEmpty)
        let position = LayerProperty.position.layout
        #expect(plan.blocks.contains { position.modelOffset >= $0.modelOffset
            && position.modelOffset < $0.modelOffset + $0.byteCount })
        #expect(!plan.rows.contains { $0.modelOffset == position.modelOffset })
    }

    @Test("adjacent plain rows of the same format on both sides make one block")
    func adjacentRowsMerge() {
        let plan = RecordCopyPlan(rows: FrozenLayouts([
            Self.layout(.double, model: 0, render: 16), Self.layout(.double, model: 8, render: 24),
            Self.layout(.rect, model: 16, render: 32),
        ]))
        #expect(plan.blocks.count == 1 && plan.rows.isEmpty)
        #expect(plan.blocks.first?.byteCount == 48 && plan.blocks.first?.renderOffset == 16)
    }

    @Test("rows apart in the record, apart in the model, or converted are not merged (twin of the test above)")
    func separatedRowsStayApart() {
        let apartInRecord = RecordCopyPlan(rows: FrozenLayouts([
            Self.layout(.double, model: 0, render: 16), Self.layout(.double, model: 8, render: 32),
        ]))
        #expect(apartInRecord.blocks.isEmpty && apartInRecord.rows.count == 2)
        let apartInModel = RecordCopyPlan(rows: FrozenLayouts([
            Self.layout(.double, model: 0, render: 16), Self.layout(.double, model: 16, render: 24),
        ]))
        #expect(apartInModel.blocks.isEmpty && apartInModel.rows.count == 2)
        let converted = RecordCopyPlan(rows: FrozenLayouts([
            Self.layout(.double, model: 0, render: 16),
            Self.layout(.cgFloat, model: 8, render: 24, renderFormat: .double),
        ]))
        #expect(converted.blocks.isEmpty && converted.rows.count == 2)
        let referenceBetween = RecordCopyPlan(rows: FrozenLayouts([
            Self.layout(.double, model: 0, render: 16), Self.layout(.image, model: 8, render: 24),
            Self.layout(.double, model: 16, render: 32),
        ]))
        #expect(referenceBetween.blocks.isEmpty && referenceBetween.rows.count == 3)
    }

    @Test("a layer's record carries its geometry, flags and opacity exactly as set")
    func recordCarriesPlainValues() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.position = CGPoint(x: 5.5, y: -7.25)
        layer.zPosition = 3
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        layer.isHidden = true
        layer.masksToBounds = true
        layer.isDoubleSided = false
        layer.opacity = 0.375
        layer.cornerRadius = 6
        layer.shadowOffset = CGSize(width: 2, height: 9)
        let record = RenderTreeBuilder.record(for: layer, parent: -1, isMask: false)
        #expect(record.bounds == layer.bounds && record.position == layer.position)
        #expect(record.zPosition == 3 && record.anchorPoint == layer.anchorPoint)
        #expect(CATransform3DEqualToTransform(record.transform, layer.transform))
        #expect(record.isHidden && record.masksToBounds && !record.isDoubleSided)
        #expect(record.opacity == 0.375 && record.cornerRadius == 6 && record.shadowOffset == layer.shadowOffset)
        #expect(record.parentIndex == -1 && !record.isMask)
    }
}
