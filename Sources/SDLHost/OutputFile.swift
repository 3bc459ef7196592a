// Writing the tools' outputs (screenshots, traces, JSON figures, charts) so that a file is either complete or not
// there: each is written to a temporary name beside it and renamed into place, and a SIGINT/SIGTERM that ends the
// process mid-write removes the temporary file (TerminationSignals).
import Foundation

package enum OutputFile {
    /// Why an output could not be written: the path and the system's reason.
    package struct WriteError: Error, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "Could not write \(path): \(reason)." }
    }

    /// Writes `data` to `path`, complete or not at all.
    package static func write(_ data: Data, to path: String) throws(WriteError) {
        try write(to: path) { temporary in
            let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { return String(cString: strerror(errno)) }
            defer { close(fd) }
            let failure: String? = data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return String(cString: strerror(errno))
                    }
                    offset += written
                }
                return nil
            }
            return failure
        }
    }

    /// Lets `produce` write a temporary file beside `path` (it returns nil on success, else the reason), then
    /// renames it into place.
    package static func write(to path: String, produce: (String) -> String?) throws(WriteError) {
        let temporary = path + ".partial-\(getpid())"
        TerminationSignals.registerPartial(temporary)
        if let reason = produce(temporary) {
            TerminationSignals.finishPartial(temporary) { unlink(temporary) }
            throw WriteError(path: path, reason: reason)
        }
        var renameError: Int32 = 0
        TerminationSignals.finishPartial(temporary) {
            if rename(temporary, path) != 0 {
                renameError = errno
                unlink(temporary)
            }
        }
        if renameError != 0 { throw WriteError(path: path, reason: String(cString: strerror(renameError))) }
    }

    /// Why `path` cannot be written, checked before the work that produces it (nil when it looks writable):
    /// an empty path, a missing folder, a folder in its place, or a folder without write permission.
    package static func problem(with path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a folder"
        }
        let folder = url.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "the folder \(folder) does not exist"
        }
        guard access(folder, W_OK) == 0 else { return "the folder \(folder) is not writable" }
        return nil
    }

    /// `path` as an absolute, standardised path (relative paths resolve against the working folder), as the tools
    /// say where they wrote something.
    package static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
