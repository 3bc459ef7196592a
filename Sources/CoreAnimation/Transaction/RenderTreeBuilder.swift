// Turns a hosted model tree into the immutable RenderTree the compositor draws (DESIGN "flow of one change"):
// depth-first, parents before sublayers, each layer's mask subtree stored after the layer's own subtree
// (RenderLayer.maskIndex). Every RenderLayer field is filled from the model (geometry, visibility, appearance,
// shadow and shadowPath elements, contents and its rect/centre/gravity/scale, a gradient layer's gradient, a shape
// layer's path and paint). Model values only; animations are compiled into the snapshot by the animation code.
import Foundation

enum RenderTreeBuilder {
    static func makeTree(root: CALayer, generation: UInt64, commitTime: CFTimeInterval,
                         viewportSize: CGSize) -> RenderTree {
        var layers: [RenderLayer] = []
        layers.reserveCapacity(64)
        append(root, parent: -1, isMask: false, into: &layers)
        root.commitTreeAnimations(at: commitTime, into: &layers)   // AN: stamp beginTime, compile tracks (spec §3.5)
        return RenderTree(layers: layers, generation: generation, commitTime: commitTime,
                          viewportSize: viewportSize)
    }

    /// Depth-first with an explicit stack (trees may be CALayer.maximumTreeDepth deep): each entry's record is
    /// appended when popped; its mask is pushed first and its sublayers last-to-first, so the sublayers' subtrees
    /// come out in order and the mask's subtree after them.
    private static func append(_ root: CALayer, parent: Int32, isMask: Bool, into layers: inout [RenderLayer]) {
        var pending: [(layer: CALayer, parent: Int32, isMask: Bool)] = [(root, parent, isMask)]
        while let (layer, parent, isMask) = pending.popLast() {
            let index = Int32(layers.count)
            if isMask, parent >= 0 { layers[Int(parent)].maskIndex = index }
            layers.append(record(for: layer, parent: parent, isMask: isMask))
            if layer.publishedValuesStorage != nil { layer.publishedValuesStorage = nil }   // published now
            if let mask = layer.maskStorage { pending.append((mask, index, true)) }
            for sublayer in layer.sublayerStorage.reversed() { pending.append((sublayer, index, false)) }
        }
    }

    /// The render-side copy of one layer's model values.
    static func record(for layer: CALayer, parent: Int32, isMask: Bool) -> RenderLayer {
        let v = layer.values
        var r = RenderLayer(parentIndex: parent)
        r.isMask = isMask
        r.bounds = v.bounds
        r.position = v.position
        r.zPosition = v.zPosition
        r.anchorPoint = v.anchorPoint
        r.anchorPointZ = v.anchorPointZ
        r.transform = v.transform
        r.sublayerTransform = v.sublayerTransform
        r.isHidden = v.isHidden
        r.isDoubleSided = v.isDoubleSided
        r.masksToBounds = v.masksToBounds
        r.opacity = v.opacity
        r.allowsGroupOpacity = v.allowsGroupOpacity
        r.backgroundColor = renderColor(v.backgroundColor) ?? .clear
        r.cornerRadius = v.cornerRadius
        r.maskedCorners = UInt8(truncatingIfNeeded: v.maskedCorners.rawValue & 15)
        r.borderWidth = v.borderWidth
        r.borderColor = renderColor(v.borderColor) ?? .clear
        r.shadowColor = renderColor(v.shadowColor) ?? .clear
        r.shadowOpacity = v.shadowOpacity
        r.shadowOffset = v.shadowOffset
        r.shadowRadius = v.shadowRadius
        r.shadowPath = v.shadowPath?.elements   // the element array is a value: shared copy-on-write, no copy here
        r.contents = v.contents
        r.contentsRect = v.contentsRect
        r.contentsCenter = v.contentsCenter
        r.contentsGravity = v.contentsGravity
        r.contentsScale = v.contentsScale
        if layer is CAGradientLayer {
            r.gradient = RenderGradient(colors: v.colors?.map(LayerModel.straight),
                                        locations: v.locations?.map(\.doubleValue), startPoint: v.startPoint,
                                        endPoint: v.endPoint, type: v.gradientType)
        } else if layer is CAShapeLayer {
            r.shape = RenderShape(path: v.path?.elements, fillColor: renderColor(v.fillColor) ?? .clear,
                                  strokeColor: renderColor(v.strokeColor) ?? .clear, evenOdd: v.fillRule == .evenOdd,
                                  strokeStart: Double(v.strokeStart), strokeEnd: Double(v.strokeEnd),
                                  lineWidth: Double(v.lineWidth), miterLimit: Double(v.miterLimit),
                                  lineCap: v.lineCap, lineJoin: v.lineJoin,
                                  lineDashPattern: v.lineDashPattern?.map(\.doubleValue),
                                  lineDashPhase: Double(v.lineDashPhase))
        }
        return r
    }

    static func renderColor(_ c: CGColor?) -> RenderColor? {
        guard let c else { return nil }
        return RenderColor(straightRed: Double(c.red), green: Double(c.green), blue: Double(c.blue),
                           alpha: Double(c.alpha))
    }
}
