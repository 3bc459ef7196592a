// A peer that can be ramped (Qt, Chromium): a ramp target that also says what drew its frames, for the report.

/// A peer that can be ramped: a ramp target that also says what drew its frames.
protocol PeerRampTarget: RampTarget {
    var glRenderer: String? { get }
    var engineDescription: String { get }
    var videoDriver: String { get }
}
