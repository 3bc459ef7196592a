// One step of a scene's demo loop (docs/architecture.md "The playground": scenes play on their own): at `time` seconds into the loop, send what a
// person would — an event, or a click on a layer where it is seen (its presentation position) at that moment.
import QuartzCore
import Foundation
import HostInterface

package struct DemoStep {
    package enum Action {
        case event(HostEvent)
        /// A click at the layer's presentation position (its model position when it has none), in the
        /// coordinates of the layer's superlayer (the scene's root for the scenes that use it).
        case clickOn(CALayer)
    }

    package let time: Double
    package let action: Action

    package init(at time: Double, _ event: HostEvent) {
        self.time = time
        action = .event(event)
    }

    package init(at time: Double, clickOn layer: CALayer) {
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
