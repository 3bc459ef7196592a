// One step of a ramp schedule: hold this many layers for this long; and a schedule as the peers' scenes read it.

struct RampStep: Equatable {
    var complexity: Int
    var seconds: Double

    /// The schedule as the body of a JavaScript array of [count, milliseconds] pairs (QML and the page).
    static func javaScriptPairs(_ schedule: [RampStep]) -> String {
        schedule.map { "[\($0.complexity), \(Int(($0.seconds * 1000).rounded()))]" }.joined(separator: ", ")
    }

    /// The schedule's length in seconds.
    static func seconds(_ schedule: [RampStep]) -> Double { schedule.reduce(0) { $0 + $1.seconds } }
}
