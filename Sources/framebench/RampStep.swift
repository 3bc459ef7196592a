// One step of a ramp schedule: hold this many layers for this long.

struct RampStep: Equatable {
    var complexity: Int
    var seconds: Double
}
