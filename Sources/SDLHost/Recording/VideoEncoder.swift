// Encodes a recording: raw RGBA frames are piped to the `ffmpeg` program, which writes the video to a temporary
// name beside the output; `finish()` renames it into place, any failure removes it, so the file is complete or
// absent (docs/architecture.md "Recordings"). ffmpeg runs in its own process group, so a terminal's Ctrl-C reaches
// only the playground, which kills ffmpeg before the temporary file is removed (TerminationSignals).
import Foundation

/// One video being written by an ffmpeg process.
package final class VideoEncoder {
    /// Why a recording could not be written: the output and the reason (with ffmpeg's own last lines).
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package let path: String
        package let reason: String
        package var description: String { "Could not write the recording \(path): \(reason)" }
    }

    package let path: String
    package let format: VideoFormat
    package let width: Int
    package let height: Int
    package let framesPerSecond: Int
    /// ffmpeg's process id: a signal handler kills it (`kill(pid, SIGKILL)`) before the temporary file is removed.
    package let processID: pid_t
    package private(set) var framesWritten = 0
    private let temporary: String
    private let logPath: String
    private var input: Int32
    private var ended = false

    /// The ffmpeg program on PATH, or nil.
    package static func findFFmpeg() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// What to do when ffmpeg is missing, for messages.
    package static let installHint = "the ffmpeg program is needed to write videos: install it (apt-get install ffmpeg, "
        + "or .ci/install-deps) and make sure it is on PATH"

    /// Starts ffmpeg writing `format` to a temporary name beside `path`, for frames of `width`×`height` pixels.
    package init(path: String, format: VideoFormat, width: Int, height: Int, framesPerSecond: Int) throws(Failure) {
        guard let ffmpeg = Self.findFFmpeg() else { throw Failure(path: path, reason: Self.installHint + ".") }
        guard width > 0, height > 0 else { throw Failure(path: path, reason: "the frame is empty (\(width)×\(height)).") }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        let temporary = path + ".partial-\(getpid())"
        self.temporary = temporary
        var template = Array((FileManager.default.temporaryDirectory.path + "/playground-ffmpeg-XXXXXX.log").utf8CString)
        let logDescriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
        guard logDescriptor >= 0 else {
            throw Failure(path: path, reason: "no temporary file for ffmpeg's messages (\(String(cString: strerror(errno)))).")
        }
        let logPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        self.logPath = logPath
        // A closed pipe must be an error from write(2), not the end of the process.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(logDescriptor)
            unlink(logPath)
            throw Failure(path: path, reason: "no pipe to ffmpeg (\(String(cString: strerror(errno)))).")
        }
        // Neither end may leak into other children; the spawn's dup2 makes the read end ffmpeg's stdin.
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(logDescriptor, F_SETFD, FD_CLOEXEC)
        let arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                         "-framerate", "\(framesPerSecond)", "-i", "pipe:0"]
            + format.outputArguments + [temporary]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
        posix_spawn_file_actions_adddup2(&actions, logDescriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, logDescriptor, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group; the signals the playground blocks or ignores are ordinary again in ffmpeg.
        var none = sigset_t()
        sigemptyset(&none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for watched in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, watched) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        TerminationSignals.registerPartial(temporary)
        var pid: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { for argument in cArguments { free(argument) } }
        let spawned = posix_spawn(&pid, ffmpeg, &actions, &attributes, cArguments, environ)
        close(ends[0])
        close(logDescriptor)
        guard spawned == 0 else {
            close(ends[1])
            TerminationSignals.finishPartial(temporary) { unlink(temporary) }
            unlink(logPath)
            throw Failure(path: path, reason: "ffmpeg (\(ffmpeg)) could not start: \(String(cString: strerror(spawned))).")
        }
        processID = pid
        input = ends[1]
    }

    deinit {
        if !ended { cancel() }
    }

    /// Appends one frame: `width`×`height` RGBA8 pixels, top row first.
    package func append(_ rgba: UnsafeRawBufferPointer) throws(Failure) {
        precondition(rgba.count >= width * height * 4, "a frame of \(width)×\(height) needs \(width * height * 4) bytes")
        var offset = 0
        let total = width * height * 4
        while offset < total {
            let written = write(input, rgba.baseAddress! + offset, total - offset)
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                throw fail("ffmpeg stopped reading frames (\(reason))")
            }
            offset += written
        }
        framesWritten += 1
    }

    /// Appends one frame from an array (see `append(_:)` for the layout).
    package func append(_ rgba: [UInt8]) throws(Failure) {
        var failure: Failure?
        rgba.withUnsafeBytes { bytes in
            do throws(Failure) { try append(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Ends the input, waits for ffmpeg to finish the file and renames it into place.
    package func finish() throws(Failure) {
        guard !ended else { return }
        close(input)
        let status = waitForEncoder()
        ended = true
        guard status == 0 else {
            TerminationSignals.finishPartial(temporary) { unlink(temporary) }
            let reason = Self.exitDescription(status) + Self.lastLines(of: logPath)
            unlink(logPath)
            throw Failure(path: path, reason: reason)
        }
        unlink(logPath)
        var renameError: Int32 = 0
        TerminationSignals.finishPartial(temporary) {
            if rename(temporary, path) != 0 {
                renameError = errno
                unlink(temporary)
            }
        }
        if renameError != 0 { throw Failure(path: path, reason: String(cString: strerror(renameError)) + ".") }
    }

    /// Stops ffmpeg at once and removes what it wrote.
    package func cancel() {
        guard !ended else { return }
        ended = true
        kill(processID, SIGKILL)
        close(input)
        _ = waitForEncoder()
        TerminationSignals.finishPartial(temporary) { unlink(temporary) }
        unlink(logPath)
    }

    /// A failure while frames were being written: ffmpeg is stopped, the temporary file removed, and ffmpeg's
    /// own message added.
    private func fail(_ what: String) -> Failure {
        ended = true
        close(input)
        kill(processID, SIGKILL)
        let status = waitForEncoder()
        TerminationSignals.finishPartial(temporary) { unlink(temporary) }
        let log = Self.lastLines(of: logPath)
        unlink(logPath)
        return Failure(path: path, reason: what + " (" + Self.exitDescription(status) + ")" + log)
    }

    private func waitForEncoder() -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        return status
    }

    private static func exitDescription(_ status: Int32) -> String {
        if status & 0x7f == 0 { return "ffmpeg exited with status \((status >> 8) & 0xff)" }
        return "ffmpeg ended by signal \(status & 0x7f)"
    }

    /// ffmpeg's last three lines of messages, as ": line; line", or "." when it said nothing.
    private static func lastLines(of path: String) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "." }
        let lines = text.split(separator: "\n").suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.isEmpty ? "." : ": " + lines.joined(separator: "; ")
    }
}
