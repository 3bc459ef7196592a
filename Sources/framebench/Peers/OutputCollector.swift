// Collects a child process's output from the pipe's reader thread (lock-protected; read once it has exited).
import Foundation

/// @unchecked: the collected bytes are read and changed only while holding `lock`.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
