// What every peer's log gives (QtFrameLog, ChromiumFrameLog): the frames it presented with the element count shown,
// the GL renderer it reported and a description of what drew them, for the shared frame run and ramp target.

protocol PeerFrameLog {
    /// (ms since the peer's scene started, elements shown) per presented frame.
    var swaps: [(ms: Double, count: Int)] { get }
    var glRenderer: String { get }
    /// The engine and how it ran, for the report ("Qt Quick 6 (qml tool), threaded render loop").
    var engineDescription: String { get }
}
