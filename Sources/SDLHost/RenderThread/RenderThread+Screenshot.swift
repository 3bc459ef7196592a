// Screenshots of the interactive window: only the render thread may touch the GL context, so a request is queued
// for it; it draws the next frame (even when idle), reads it back and writes the PNG there.
import Foundation

extension RenderThread {
    /// Writes the next frame to `path` as a PNG; `completion` (on the render thread) gets the error, if any.
    package func requestScreenshot(to path: String, completion: @escaping @Sendable (HostError?) -> Void) {
        screenshotRequests.append((path, completion))
        // Wake an idle render thread: re-posting the latest tree makes it draw one frame.
        mailbox.repost()
    }
}

/// Pending screenshot requests, handed from the main thread to the render thread.
/// @unchecked: `pending` is read and changed only while holding `lock`.
final class ScreenshotQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [(String, @Sendable (HostError?) -> Void)] = []

    func append(_ request: (String, @Sendable (HostError?) -> Void)) {
        lock.lock()
        pending.append(request)
        lock.unlock()
    }

    /// Takes every pending request (empty most frames: one lock, no allocation).
    func takeAll() -> [(String, @Sendable (HostError?) -> Void)] {
        lock.lock()
        defer { lock.unlock() }
        if pending.isEmpty { return [] }
        let taken = pending
        pending.removeAll()
        return taken
    }
}
