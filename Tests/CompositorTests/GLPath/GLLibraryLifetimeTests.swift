// The GL driver stays loaded for the whole process (docs/architecture.md "Threads"): SDL unloads its GL library when
// the last GL window is destroyed, and a thread that drew with GL before that unload then called into unmapped code
// (its GL dispatch state and thread-exit destructors point into the driver). Under `swift test` on Linux the main
// actor's jobs run on dispatch workers, so a window made current on one worker and closed from another is an
// ordinary test's life. The case runs in a child process of its own (ChildTestProcess): there the window is the
// process's only one, so closing it is closing the last, and a crash fails this test instead of the whole run. It
// runs under the sanitizers too (where the crash was first seen), so the child has no address-space limit.
import Foundation
import SDLHost
import Testing

@Suite("The GL driver stays loaded after the last window closes")
struct GLLibraryLifetimeTests {
    static let variable = "GL_LIBRARY_LIFETIME_CHILD"

    @Test("a thread that drew into a window closed elsewhere draws again and exits, and the driver stays mapped")
    func driverOutlivesTheLastWindow() throws {
        let outcome = try ChildTestProcess.run("GLLibraryLifetimeTests/closesTheOnlyWindowUnderADrawingThread",
                                               environment: [Self.variable: "1"], seconds: 120, memoryGiB: nil)
        let status = outcome.status.map { "status \($0)" } ?? "killed past its time limit"
        #expect(outcome.passed, "the child did not pass (\(status)). Output:\n\(outcome.output.suffix(3000))")
    }

    @Test("(child only) the only window, current on a drawing thread, closed from another thread",
          .enabled(if: ProcessInfo.processInfo.environment[GLLibraryLifetimeTests.variable] != nil))
    func closesTheOnlyWindowUnderADrawingThread() throws {
        let before = Self.mappedFiles()
        let drawer = DrawingThread()
        let window = try #require(drawer.openAndDraw())
        let loadedForGL = Self.mappedFiles().subtracting(before)
        #expect(!loadedForGL.isEmpty, "opening a GL window mapped no library: the check below would prove nothing")

        window.close()   // the process's last GL window, closed on this thread while the drawer's context is current
        let unmapped = loadedForGL.subtracting(Self.mappedFiles()).sorted()
        #expect(unmapped.isEmpty, "closing the last window unmapped what GL loaded: \(unmapped)")

        // The drawer draws into a new window and then exits: its GL calls and its thread-exit destructors run in
        // the driver that was loaded before the close. Unloaded, this is where the process crashed.
        drawer.drawAgainAndExit()
        #expect(drawer.drewAgain)
    }

    /// The files mapped into this process (libraries among them), from /proc/self/maps. Read to its end through a
    /// file handle: `String(contentsOfFile:)` stops after the first 4 KiB of a /proc file (whose size reads as 0).
    static func mappedFiles() -> Set<String> {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
        defer { try? handle.close() }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var files = Set<String>()
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            files.insert(String(line[slash...]))
        }
        return files
    }
}

/// A window opened, drawn into and left current on a thread of its own; the window is closed from another thread.
private final class DrawingThread: @unchecked Sendable {   // fields are handed over through the semaphores
    private var window: HostWindow?
    private(set) var drewAgain = false
    private let opened = DispatchSemaphore(value: 0)
    private let mayGoOn = DispatchSemaphore(value: 0)
    private let exited = DispatchSemaphore(value: 0)
    private var failure: (any Error)?

    /// Starts the thread, which opens a window and presents one frame (GL calls), and returns the window.
    func openAndDraw() -> ClosableWindow? {
        let thread = Thread { [self] in
            do {
                let opened = try HostWindow(title: "GL lifetime", width: 64, height: 64, headless: true,
                                            announce: false)
                opened.present()   // glFlush and a swap: the context is current here and has been used
                window = opened
            } catch { failure = error }
            self.opened.signal()
            mayGoOn.wait()
            do {
                let again = try HostWindow(title: "GL lifetime, again", width: 64, height: 64, headless: true,
                                           announce: false)
                again.present()
                drewAgain = true
            } catch { failure = error }
            exited.signal()
        }
        thread.start()
        opened.wait()
        if let failure { Issue.record(failure) }
        return window.map { _ in ClosableWindow(owner: self) }
    }

    /// Drops the only reference to the first window on the calling thread: its context and window are destroyed.
    fileprivate func closeWindow() { window = nil }

    func drawAgainAndExit() {
        mayGoOn.signal()
        exited.wait()   // its thread-exit destructors run after this; a crash there still fails the child's status
        if let failure { Issue.record(failure) }
    }
}

/// The first window, closed by whoever calls `close()`.
private struct ClosableWindow {
    let owner: DrawingThread
    func close() { owner.closeWindow() }
}
