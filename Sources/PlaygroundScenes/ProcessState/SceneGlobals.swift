// Every process-wide value PlaygroundScenes keeps (docs/architecture.md "Process-wide state"): the objects of the one
// playground window that scenes reach without a reference to the stage. Each carries its own lock (a LockedState)
// or holds nothing, so any thread may use it; the rule for who changes it is beside it. Nothing else in
// PlaygroundScenes is process-wide.
import Foundation

package enum SceneGlobals {
    /// The live controls (F6–F9: duration, timing, disableActions, layer speed). The stage changes them on the main
    /// thread from key presses; scenes read them while they handle input; the scene harness resets them.
    package static let liveControls = LiveControls()

    /// The push-transitions scene's type and subtype choice. Its keys change it on the main thread; seed 004's
    /// class-level `defaultAction(forKey:)`, with no instance to ask, and seed 001's delegate read it.
    package static let transitionSwitcher = TransitionSwitcher()

    /// The delegate of every overlay layer (a layer holds its delegate weakly, so one object outlives them all).
    /// It holds no state.
    package static let overlayDelegate = OverlayLayerDelegate()
}
