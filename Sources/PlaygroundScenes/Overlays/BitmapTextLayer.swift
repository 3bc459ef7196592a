// A line of HUD text drawn with BitmapFont as small square layers (one per font cell, shown or hidden), so text
// needs nothing from the compositor but rectangles. Changing text only touches cells whose glyph changed.
import CoreAnimation
import Foundation

public final class BitmapTextLayer {
    /// The container; position it where the text should go (top-left origin of the first glyph).
    public let layer = CALayer()
    public let capacity: Int
    /// The side of one font cell, in points.
    public let cellSize: CGFloat
    private var cells: [CALayer] = []
    private var glyphs: [UInt16]
    private var shown: [UInt8]

    public init(capacity: Int, cellSize: CGFloat = 3, color: CGColor = CGColor(gray: 1, alpha: 1)) {
        self.capacity = max(capacity, 1)
        self.cellSize = cellSize
        glyphs = Array(repeating: 0, count: self.capacity)
        shown = []
        shown.reserveCapacity(self.capacity)
        let advance = CGFloat(BitmapFont.columns + 1) * cellSize
        layer.bounds = CGRect(x: 0, y: 0, width: advance * CGFloat(self.capacity), height: CGFloat(BitmapFont.rows) * cellSize)
        layer.anchorPoint = .zero
        for index in 0..<self.capacity {
            for row in 0..<BitmapFont.rows {
                for column in 0..<BitmapFont.columns {
                    let cell = CALayer()
                    cell.frame = CGRect(x: advance * CGFloat(index) + CGFloat(column) * cellSize,
                                        y: CGFloat(row) * cellSize, width: cellSize, height: cellSize)
                    cell.backgroundColor = color
                    cell.isHidden = true
                    layer.addSublayer(cell)
                    cells.append(cell)
                }
            }
        }
    }

    /// The text shown (the bytes given to `show`, up to `capacity`).
    public var text: String { String(decoding: shown, as: UTF8.self) }

    /// Shows ASCII `bytes` (extra bytes are cut off). Call inside a transaction with actions disabled.
    public func show<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        shown.removeAll(keepingCapacity: true)
        var index = 0
        var iterator = bytes.makeIterator()
        while index < capacity {
            let byte = iterator.next()
            if let byte { shown.append(byte) }
            let glyph = byte.map(BitmapFont.glyph) ?? 0
            if glyph != glyphs[index] {
                glyphs[index] = glyph
                apply(glyph, at: index)
            }
            index += 1
        }
    }

    private func apply(_ glyph: UInt16, at index: Int) {
        let first = index * BitmapFont.rows * BitmapFont.columns
        for row in 0..<BitmapFont.rows {
            for column in 0..<BitmapFont.columns {
                cells[first + row * BitmapFont.columns + column].isHidden =
                    !BitmapFont.isLit(glyph, column: column, row: row)
            }
        }
    }
}
