// Where a commit of the window's tree ran on the main run loop (docs/architecture.md "The playground": the HUD says where the last commit ran):
// at the before-waiting point (Core Animation's observer, DECISIONS 8), inside the display-link timer's callback
// (an explicit transaction committed there, e.g. a tick or an overlay update), or elsewhere — an explicit
// commit or flush from an input handler or the application's own code.
package enum CommitSite: String, Sendable, Equatable {
    case beforeWaitingObserver = "before-waiting observer"
    case displayLinkTimer = "display-link timer"
    case explicitCommit = "explicit commit"

    /// Where it ran, as a phrase: "in the before-waiting observer", "in an explicit commit".
    package var phrase: String {
        self == .explicitCommit ? "in an explicit commit or flush" : "in the \(rawValue)"
    }
}
