// The --click option: a click at X,Y (points) at a scene time, so an interaction can be replayed headless.
import ArgumentParser
import Foundation

struct ScriptedClick: ExpressibleByArgument, Equatable {
    let point: CGPoint
    let time: Double

    init?(argument: String) {
        let halves = argument.split(separator: "@")
        guard halves.count == 2, let time = Double(halves[1]), time.isFinite, time >= 0 else { return nil }
        let coordinates = halves[0].split(separator: ",")
        guard coordinates.count == 2, let x = Double(coordinates[0]), let y = Double(coordinates[1]),
              x.isFinite, y.isFinite else { return nil }
        point = CGPoint(x: x, y: y)
        self.time = time
    }
}
