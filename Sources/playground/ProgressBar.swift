// A progress bar for long command-line runs (a recording): drawn on stderr only when stderr is a terminal, so
// pipes, logs and tests see no control characters (docs/architecture.md "Recordings").
import Foundation

struct ProgressBar {
    let total: Int
    let label: String
    private let shown = isatty(STDERR_FILENO) != 0
    private var lastPercent = -1

    init(total: Int, label: String) {
        self.total = max(total, 1)
        self.label = label
    }

    /// Shows `done` of `total`; redraws only when the whole percentage changes.
    mutating func update(_ done: Int) {
        guard shown else { return }
        let percent = min(100, done * 100 / total)
        guard percent != lastPercent else { return }
        lastPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent) % (\(done)/\(total) frames)".utf8))
    }

    /// Ends the bar's line (nothing when it was never shown).
    func end() {
        guard shown, lastPercent >= 0 else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
