// One step of a scene's demo loop (issue 17: scenes play on their own): at `time` seconds into the loop, send what a
// person would — an event, or a click on a layer where it is seen (its presentation position) at that moment.
import QuartzCore
import Foundation
import HostInterface

public struct DemoStep {
    public enum Action {
        case event(HostEvent)
        /// A click at the layer's presentation position (its model position when it has none), in the
        /// coordinates of the layer's superlayer (the scene's root for the scenes that use it).
        case clickOn(CALayer)
    }

    public let time: Double
    public let action: Action

    public init(at time: Double, _ event: HostEvent) {
        self.time = time
        action = .event(event)
    }

    public init(at time: Double, clickOn layer: CALayer) {
        self.time = time
        action = .clickOn(layer)
    }

    /// The event to send now.
    func resolve() -> HostEvent {
        switch action {
        case .event(let event): return event
        case .clickOn(let layer): return .click((layer.presentation() ?? layer).position)
        }
    }
}
