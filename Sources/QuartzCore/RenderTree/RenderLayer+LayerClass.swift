// Each layer class's part of a record (RenderLayerClass) by name, nil on a layer of another class: what the
// compositor reads and the commit and animations write. Setting nil removes the part only when it is that class's.
// Follows docs/architecture.md "Layer classes".
import Foundation

extension RenderLayer {
    /// CAGradientLayer's gradient (nil on every other layer).
    package var gradient: RenderGradient? {
        get { if case .gradient(let part) = layerClass { return part } else { return nil } }
        set {
            if let newValue {
                layerClass = .gradient(newValue)
            } else if case .gradient = layerClass {
                layerClass = .plain
            }
        }
    }

    /// CAShapeLayer's path and paint (nil on every other layer).
    package var shape: RenderShape? {
        get { if case .shape(let part) = layerClass { return part } else { return nil } }
        set { if let newValue { layerClass = .shape(newValue) } else if case .shape = layerClass { layerClass = .plain } }
    }

    /// CATextLayer's text, its animatable size and colour (nil on every other layer).
    package var text: RenderText? {
        get { if case .text(let part) = layerClass { return part } else { return nil } }
        set { if let newValue { layerClass = .text(newValue) } else if case .text = layerClass { layerClass = .plain } }
    }

    /// CAReplicatorLayer's property values and sublayer range (nil on every other layer).
    package var replicator: RenderReplicator? {
        get { if case .replicator(let part) = layerClass { return part } else { return nil } }
        set {
            if let newValue {
                layerClass = .replicator(newValue)
            } else if case .replicator = layerClass {
                layerClass = .plain
            }
        }
    }

    /// Whether the record has CAShapeLayer's part (without copying it).
    @inline(__always)
    package var hasShape: Bool { if case .shape = layerClass { return true } else { return false } }

    /// Whether the record has CAGradientLayer's part (without copying it).
    @inline(__always)
    package var hasGradient: Bool { if case .gradient = layerClass { return true } else { return false } }

    /// Whether the layer keeps its sublayers in 3-D: a transform layer, or a replicator with preservesDepth.
    @inline(__always)
    package var preservesSublayerDepth: Bool {
        switch layerClass {
        case .transform: return true
        case .replicator(let part): return part.preservesDepth
        default: return false
        }
    }

    /// `preservesSublayerDepth` of the record at `layer`, read in place: a call to the property's getter through a
    /// pointer from another module copies the whole record (hundreds of bytes, a retain per reference in it) to pass
    /// it as `self`, and the compositor's walk asks for every layer of every frame (docs/architecture.md "Frame
    /// cost").
    package static func preservesSublayerDepth(_ layer: UnsafePointer<RenderLayer>) -> Bool {
        // The kind first: matching the part, even unbound, copies it out of the record, so only a replicator's is.
        switch layer.pointee.layerClassKind {
        case .transform: return true
        case .replicator: break
        default: return false
        }
        if case .replicator(let part) = layer.pointee.layerClass { return part.preservesDepth }
        return false
    }
}
