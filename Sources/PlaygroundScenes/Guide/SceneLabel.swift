// A label a scene puts on what differs between its layers (the timing curves' names, the push columns' stages):
// text centred horizontally on `position` (scene coordinates), its top at `position.y`.
import Foundation

public struct SceneLabel: Equatable {
    public let text: String
    public let position: CGPoint

    public init(_ text: String, at position: CGPoint) {
        self.text = text
        self.position = position
    }
}
