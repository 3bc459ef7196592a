// The playground's live controls (docs/architecture.md "The playground", hands-on experiments): the transaction's animation duration and timing
// function, disableActions, and the scene's layer speed, changed in the window and used by the next interaction.
// The stage wraps each interaction in a transaction carrying the chosen values (spec §2.4: inner transactions
// read the outer values), and scenes that set their own duration ask `duration(orSceneDefault:)`. The one instance
// is SceneGlobals.liveControls (ProcessState/SceneGlobals.swift), because scenes are built with no reference to the
// stage; its values sit behind a LockedState.
import QuartzCore
import Foundation

package final class LiveControls: Sendable {
    /// nil: each scene's own duration.
    package static let durations: [CFTimeInterval?] = [nil, 0.25, 1, 2, 4]
    /// nil: each scene's own curve (the transaction sets none).
    package static let timingFunctions: [CAMediaTimingFunctionName?] = [nil, .linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    package static let speeds: [Float] = [1, 0.5, 0.25, 2]

    /// The chosen index into each list (0: the scene's own) and whether actions are disabled.
    private struct Choices {
        var durationIndex = 0
        var timingIndex = 0
        var disablesActions = false
        var speedIndex = 0
    }

    private let choices = LockedState(Choices())

    package init() {}

    private func locked<T>(_ body: (inout Choices) -> T) -> T {
        choices.withLock(body)
    }

    package var duration: CFTimeInterval? { locked { Self.durations[$0.durationIndex] } }
    package var timingFunction: CAMediaTimingFunctionName? { locked { Self.timingFunctions[$0.timingIndex] } }
    package var disableActions: Bool { locked { $0.disablesActions } }
    package var speed: Float { locked { Self.speeds[$0.speedIndex] } }

    /// True when nothing is overridden: interactions run exactly as the scene wrote them.
    package var isDefault: Bool {
        locked { $0.durationIndex == 0 && $0.timingIndex == 0 && !$0.disablesActions && $0.speedIndex == 0 }
    }

    /// The chosen duration, or the scene's own.
    package func duration(orSceneDefault sceneDuration: CFTimeInterval) -> CFTimeInterval { duration ?? sceneDuration }

    package func nextDuration() { locked { $0.durationIndex = ($0.durationIndex + 1) % Self.durations.count } }
    package func nextTimingFunction() { locked { $0.timingIndex = ($0.timingIndex + 1) % Self.timingFunctions.count } }
    package func toggleDisableActions() { locked { $0.disablesActions.toggle() } }
    package func nextSpeed() { locked { $0.speedIndex = ($0.speedIndex + 1) % Self.speeds.count } }

    /// Back to the scenes' own values.
    package func reset() {
        locked { $0 = Choices() }
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
