// The CPU scenarios' scene (property-set, evaluate, commit): N small layers in a 100-wide grid under one root,
// hosted by a render context and committed once, so property sets on them are "on screen" (DECISIONS 1).
import QuartzCore
import Foundation

struct HostedGrid {
    let root = CALayer()
    private(set) var layers: [CALayer] = []

    /// Builds the grid, lets `configure` add animations to each layer, hosts it in `context` and commits.
    init(count: Int, context: RenderContextHost, configure: (CALayer) -> Void = { _ in }) {
        root.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        layers.reserveCapacity(count)
        for index in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: index % 100 * 10, y: index / 100 * 10, width: 8, height: 8)
            configure(layer)
            root.addSublayer(layer)
            layers.append(layer)
        }
        context.host(root)
        CATransaction.flush()
    }
}
