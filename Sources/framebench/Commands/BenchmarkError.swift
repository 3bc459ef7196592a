// Errors a benchmark run reports to the user: each says what went wrong and what to do.

enum BenchmarkError: Error, CustomStringConvertible {
    case host(String)
    case peerMissing(String)
    case peerFailed(String)
    case noSamples(String)

    var description: String {
        switch self {
        case .host(let message), .peerMissing(let message), .peerFailed(let message), .noSamples(let message):
            return message
        }
    }
}
