// One frame of a ramp run: how many layers were drawn and how long the frame interval was (MotionMark's sample:
// complexity against frame length).

struct RampSample: Equatable {
    var complexity: Double
    var frameMs: Double
}
