// F10 in the window (docs/architecture.md "Recordings"): starts and stops a video of what the window shows,
// written to playground-SCENE-N.mp4 in the current folder. While it records, a red dot sits in the window's
// top-right corner (it is part of the drawn frame, so it is in the video too) and the title says so; the display
// link keeps running so every frame is drawn and recorded.
import QuartzCore
import Foundation
import SDLHost

@MainActor
final class WindowRecordingControl {
    static let key = "F10"

    private let host: InteractiveHost
    private let root: CALayer
    private let mark = CALayer()
    private var recordings = 0
    private var title = ""

    /// Whether the window is recording (the display link must keep running).
    var isRecording: Bool { host.renderThread.isRecording }

    init(host: InteractiveHost, root: CALayer) {
        self.host = host
        self.root = root
        mark.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        mark.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
        mark.cornerRadius = 7
        mark.borderColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        mark.borderWidth = 2
        mark.zPosition = 10_000
        mark.name = "recording mark"
    }

    /// Starts a recording of scene `scene`, or stops the one running.
    func toggle(scene: String, window: HostWindow) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if isRecording {
            host.renderThread.stopRecording()
            mark.removeFromSuperlayer()
            window.setTitle(title)
            return
        }
        guard VideoEncoder.findFFmpeg() != nil else {
            print("playground: cannot record: \(VideoEncoder.installHint).")
            return
        }
        recordings += 1
        let path = "playground-\(scene)-\(recordings).mp4"
        let shown = URL(fileURLWithPath: path).standardizedFileURL.path
        host.renderThread.startRecording(to: path, format: .mp4) { result in
            switch result {
            case .success(let frames): print("playground: wrote \(frames) frames (60 fps) to \(shown)")
            case .failure(let error): print("playground: \(error)")
            }
            fflush(nil)
        }
        mark.position = CGPoint(x: root.bounds.width - 18, y: 18)
        root.addSublayer(mark)
        title = "Core Animation Playground — \(scene)"
        window.setTitle("● Recording (F10 stops) — " + title)
        print("playground: recording the window to \(shown) (F10 stops)")
        fflush(nil)
        host.keepsFramesRunning = true
    }

    /// The window closed while recording: finishes the file.
    func finishOnExit() {
        host.renderThread.stopRecording()
        host.renderThread.finishRecording()
    }
}
