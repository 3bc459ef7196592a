// Maps the recording thread to a small Chrome "tid" (track) and a readable name. A fixed table searched
// linearly: a trace has a handful of threads (main loop, render thread), so this beats hashing and never
// allocates after the first event of each thread. Used under the recorder's lock.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct TraceThreadTracks {
    static let capacity = 16
    private var threads: [pthread_t] = []
    private(set) var names: [String] = []

    init() {
        threads.reserveCapacity(TraceThreadTracks.capacity)
        names.reserveCapacity(TraceThreadTracks.capacity)
    }

    /// The calling thread's track (1-based), made on first use with `defaultName`; 0 when the table is full.
    mutating func trackOfCurrentThread(defaultName: @autoclosure () -> String) -> Int32 {
        let me = pthread_self()
        for (index, thread) in threads.enumerated() where pthread_equal(thread, me) != 0 {
            return Int32(index + 1)
        }
        guard threads.count < TraceThreadTracks.capacity else { return 0 }
        threads.append(me)
        names.append(defaultName())
        return Int32(threads.count)
    }

    mutating func rename(track: Int32, to name: String) {
        let index = Int(track) - 1
        guard names.indices.contains(index) else { return }
        names[index] = name
    }
}
