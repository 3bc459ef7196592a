// Runs a page (ChromiumPage) in Debian's Chromium under Xvfb, so Chromium composites in a real X window on the
// same machine the engine draws on, and returns what it printed. Chromium does not quit when its page is done: a
// small shell wrapper keeps it running until framebench creates a stop file (once the page has logged "DONE"),
// then ends it, so xvfb-run can take its X server down normally.
import Foundation

enum ChromiumPeerRunner {
    /// The paths of `chromium` and `xvfb-run`, or the install command to run.
    static func tools() throws(BenchmarkError) -> (chromium: String, xvfbRun: String) {
        guard let chromium = PeerProcess.find("chromium", extra: ["/usr/bin/chromium-browser"]),
              let xvfb = PeerProcess.find("xvfb-run") else {
            throw PeerProcess.missing("Chromium or Xvfb")
        }
        return (chromium, xvfb)
    }

    /// The flags: a bare app window of the scene's size, console messages on stderr, no first-run dialogs, no
    /// background throttling, and the GPU blocklist ignored so Chromium composites with GL on Mesa as Qt and the
    /// engine do (as root, Chromium's sandbox cannot start).
    static func flags(page: URL, profile: URL, width: Int, height: Int) -> [String] {
        ["--no-sandbox", "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
         "--disable-extensions", "--enable-logging=stderr", "--v=0", "--window-position=0,0",
         "--window-size=\(width),\(height)", "--disable-background-timer-throttling",
         "--disable-renderer-backgrounding", "--ignore-gpu-blocklist", "--app=\(page.absoluteString)"]
    }

    static func run(html: String, expectedSeconds: Double, width: Int, height: Int) throws(BenchmarkError) -> String {
        let (chromium, xvfbRun) = try tools()
        let folder = try PeerScratchFolder(peer: "chromium", sceneFileName: "scene.html", scene: html)
        defer { folder.remove() }
        let page = folder.sceneFile
        let stopFile = folder.url.appendingPathComponent("stop")
        let command = ([chromium] + flags(page: page, profile: folder.url.appendingPathComponent("profile"),
                                          width: width, height: height)).map(shellQuoted).joined(separator: " ")
        let wrapper = "\(command) & pid=$!; while [ ! -e \(shellQuoted(stopFile.path)) ] && kill -0 $pid 2>/dev/null; "
            + "do sleep 0.1; done; kill $pid 2>/dev/null; wait $pid; exit 0"
        return try PeerProcess.run(
            executable: xvfbRun, arguments: PeerProcess.xvfbArguments(width: width, height: height) + ["sh", "-c", wrapper],
            environment: PeerProcess.environment, expectedSeconds: expectedSeconds,
            isDone: { $0.contains("\"DONE\"") },
            stop: { _ = FileManager.default.createFile(atPath: stopFile.path, contents: nil) })
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
