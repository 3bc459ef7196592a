// A tiny built-in 3×5 bitmap font for the HUD (no font files, no text rendering in the engine): digits, a few
// capitals and punctuation, each glyph 15 bits, row by row from the top, most significant bit = left column.
import Foundation

public enum BitmapFont {
    public static let columns = 3
    public static let rows = 5

    /// The glyph's bits for an ASCII byte; characters the font lacks draw as blank.
    public static func glyph(_ byte: UInt8) -> UInt16 {
        switch byte {
        case UInt8(ascii: "0"): return 0b111_101_101_101_111
        case UInt8(ascii: "1"): return 0b010_110_010_010_111
        case UInt8(ascii: "2"): return 0b111_001_111_100_111
        case UInt8(ascii: "3"): return 0b111_001_111_001_111
        case UInt8(ascii: "4"): return 0b101_101_111_001_001
        case UInt8(ascii: "5"): return 0b111_100_111_001_111
        case UInt8(ascii: "6"): return 0b111_100_111_101_111
        case UInt8(ascii: "7"): return 0b111_001_010_010_010
        case UInt8(ascii: "8"): return 0b111_101_111_101_111
        case UInt8(ascii: "9"): return 0b111_101_111_001_111
        case UInt8(ascii: "."): return 0b000_000_000_000_010
        case UInt8(ascii: ":"): return 0b000_010_000_010_000
        case UInt8(ascii: "-"): return 0b000_000_111_000_000
        case UInt8(ascii: "C"): return 0b111_100_100_100_111
        case UInt8(ascii: "D"): return 0b110_101_101_101_110
        case UInt8(ascii: "F"): return 0b111_100_110_100_100
        case UInt8(ascii: "M"): return 0b101_111_111_101_101
        case UInt8(ascii: "N"): return 0b111_101_101_101_101
        case UInt8(ascii: "P"): return 0b111_101_111_100_100
        case UInt8(ascii: "R"): return 0b110_101_110_101_101
        case UInt8(ascii: "S"): return 0b111_100_111_001_111
        case UInt8(ascii: "T"): return 0b111_010_010_010_010
        default: return 0
        }
    }

    /// Whether the cell at `column`, `row` (from the top-left) is lit.
    public static func isLit(_ glyph: UInt16, column: Int, row: Int) -> Bool {
        let bit = (rows - 1 - row) * columns + (columns - 1 - column)
        return glyph & (1 << UInt16(bit)) != 0
    }
}
