// The --click option: a click at X,Y (points) at a scene time, so an interaction can be replayed headless. A wrong
// value says which part is wrong (the form, a coordinate or the time).
import ArgumentParser
import Foundation

struct ScriptedClick: Equatable {
    let point: CGPoint
    let time: Double

    init(point: CGPoint, time: Double) {
        self.point = point
        self.time = time
    }

    /// Parses X,Y@SECONDS, or throws a message naming the part that is wrong.
    static func parse(_ argument: String) throws -> ScriptedClick {
        let halves = argument.split(separator: "@", omittingEmptySubsequences: false)
        let coordinates = halves.first?.split(separator: ",", omittingEmptySubsequences: false) ?? []
        guard halves.count == 2, coordinates.count == 2 else {
            throw ValidationError("--click \(argument) is not a click: use X,Y@SECONDS, e.g. 120,80@0.5.")
        }
        guard let x = Double(coordinates[0]), x.isFinite, x >= 0 else {
            throw ValidationError("--click \(argument): the x coordinate '\(coordinates[0])' must be a number of "
                + "points from 0 (the window's left edge).")
        }
        guard let y = Double(coordinates[1]), y.isFinite, y >= 0 else {
            throw ValidationError("--click \(argument): the y coordinate '\(coordinates[1])' must be a number of "
                + "points from 0 (the window's top edge).")
        }
        guard let time = Double(halves[1]), time.isFinite, time >= 0 else {
            throw ValidationError("--click \(argument): the time '\(halves[1])' must be a number of seconds from 0 "
                + "(scene time).")
        }
        return ScriptedClick(point: CGPoint(x: x, y: y), time: time)
    }
}
