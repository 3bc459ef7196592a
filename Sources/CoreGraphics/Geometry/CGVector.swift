// CGVector (CoreGraphics, API.md "Beyond the first wave"): a two-component vector, the type UIKit's spring timing
// uses for initial velocities. swift-corelibs-foundation has CGPoint/CGSize/CGRect but no CGVector.
import Foundation

public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        dx = 0
        dy = 0
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static let zero = CGVector()
}
