// A label a scene puts on what differs between its layers (the timing curves' names, the push columns' stages):
// text centred horizontally on `position` (scene coordinates), its top at `position.y`.
import Foundation

package struct SceneLabel: Equatable {
    package let text: String
    package let position: CGPoint

    package init(_ text: String, at position: CGPoint) {
        self.text = text
        self.position = position
    }
}
