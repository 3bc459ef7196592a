// Identifies one old appearance of a CATransition (spec §7.3) for as long as it is alive, so the compositor can
// keep the texture it rendered that appearance into across frames and know when a new transition (even one that
// replaces the old under the same key in the same commit) needs a new snapshot: a fresh token is made whenever
// `TransitionTrack.oldLayers` is set, and a cache that holds the token keeps its identity from being reused.

/// An identity object for a transition's old appearance; it holds nothing.
package final class TransitionAppearanceToken: Sendable {
    package init() {}
}
