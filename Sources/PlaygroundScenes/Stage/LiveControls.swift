// The playground's live controls (docs/architecture.md "The playground", hands-on experiments): the transaction's animation duration and timing
// function, disableActions, and the scene's layer speed, changed in the window and used by the next interaction.
// The stage wraps each interaction in a transaction carrying the chosen values (spec §2.4: inner transactions
// read the outer values), and scenes that set their own duration ask `duration(orSceneDefault:)`. A process-wide
// store, like TransitionSwitcher, because scenes are built with no reference to the stage.
import QuartzCore
import Foundation

package final class LiveControls: @unchecked Sendable {
    package static let shared = LiveControls()

    /// nil: each scene's own duration.
    package static let durations: [CFTimeInterval?] = [nil, 0.25, 1, 2, 4]
    /// nil: each scene's own curve (the transaction sets none).
    package static let timingFunctions: [CAMediaTimingFunctionName?] = [nil, .linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    package static let speeds: [Float] = [1, 0.5, 0.25, 2]

    private let lock = NSLock()
    private var durationIndex = 0
    private var timingIndex = 0
    private var disablesActions = false
    private var speedIndex = 0

    package init() {}

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    package var duration: CFTimeInterval? { locked { Self.durations[durationIndex] } }
    package var timingFunction: CAMediaTimingFunctionName? { locked { Self.timingFunctions[timingIndex] } }
    package var disableActions: Bool { locked { disablesActions } }
    package var speed: Float { locked { Self.speeds[speedIndex] } }

    /// True when nothing is overridden: interactions run exactly as the scene wrote them.
    package var isDefault: Bool { locked { durationIndex == 0 && timingIndex == 0 && !disablesActions && speedIndex == 0 } }

    /// The chosen duration, or the scene's own.
    package func duration(orSceneDefault sceneDuration: CFTimeInterval) -> CFTimeInterval { duration ?? sceneDuration }

    package func nextDuration() { locked { durationIndex = (durationIndex + 1) % Self.durations.count } }
    package func nextTimingFunction() { locked { timingIndex = (timingIndex + 1) % Self.timingFunctions.count } }
    package func toggleDisableActions() { locked { disablesActions.toggle() } }
    package func nextSpeed() { locked { speedIndex = (speedIndex + 1) % Self.speeds.count } }

    /// Back to the scenes' own values.
    package func reset() {
        locked {
            durationIndex = 0
            timingIndex = 0
            disablesActions = false
            speedIndex = 0
        }
    }

    /// Runs an interaction inside a transaction carrying the chosen values; with nothing chosen, runs it as is
    /// (so the scene's changes join the implicit transaction, committed at before-waiting).
    package func run(_ interaction: () -> Void) {
        if isDefault {
            interaction()
            return
        }
        CATransaction.begin()
        if let duration { CATransaction.setAnimationDuration(duration) }
        if let timingFunction { CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: timingFunction)) }
        if disableActions { CATransaction.setDisableActions(true) }
        interaction()
        CATransaction.commit()
    }

    /// One line per control, for the controls panel and notices.
    package var durationText: String { duration.map { "duration \(Self.seconds($0))" } ?? "duration: scene's own" }
    package var timingText: String { timingFunction.map { "timing \($0.rawValue)" } ?? "timing: scene's own" }
    package var disableActionsText: String { "disableActions \(disableActions)" }
    package var speedText: String { "layer speed \(Self.number(Double(speed)))×" }

    static func seconds(_ value: Double) -> String { "\(number(value)) s" }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
