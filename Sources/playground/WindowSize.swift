// The --size option: WIDTHxHEIGHT in points, each from 16 to 8192; a wrong value says the accepted form and range.
import ArgumentParser

struct WindowSize: Equatable {
    static let range = 16...8192

    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses WIDTHxHEIGHT, or throws a message naming the accepted form and range.
    static func parse(_ argument: String) throws -> WindowSize {
        let rule = "use WIDTHxHEIGHT in points, each a whole number from \(range.lowerBound) to \(range.upperBound), "
            + "e.g. 800x600"
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ValidationError("--size \(argument) is not a size: \(rule).")
        }
        guard range.contains(w), range.contains(h) else {
            throw ValidationError("--size \(argument) is out of range: \(rule).")
        }
        return WindowSize(width: w, height: h)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
}
