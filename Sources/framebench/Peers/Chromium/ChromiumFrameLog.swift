// Reads what a Chromium run printed with --enable-logging=stderr: the page's console lines arrive as
// `[…:INFO:CONSOLE:n] "F 12.50:1000 29.17:1000 …", source: …` (one batch of frames: ms since the page started and
// the tile count), `"R <WebGL renderer>"` and `"DONE"`.

struct ChromiumFrameLog: PeerFrameLog {
    /// (ms since the page started, tiles shown) per animation frame.
    var swaps: [(ms: Double, count: Int)] = []
    var glRenderer = "unknown"
    var finished = false
    let engineDescription = "Chromium (Web Animations on the compositor thread, CSS transitions for moves)"

    init(output: String) {
        for line in output.split(separator: "\n") where line.contains("CONSOLE") {
            guard let open = line.firstIndex(of: "\""),
                  let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
            let message = line[line.index(after: open)..<close]
            if message == "DONE" {
                finished = true
            } else if message.hasPrefix("R ") {
                glRenderer = String(message.dropFirst(2))
            } else if message.hasPrefix("F ") {
                for pair in message.dropFirst(2).split(separator: " ") {
                    let parts = pair.split(separator: ":")
                    if parts.count == 2, let ms = Double(parts[0]), let count = Int(parts[1]) { swaps.append((ms, count)) }
                }
            }
        }
    }
}
