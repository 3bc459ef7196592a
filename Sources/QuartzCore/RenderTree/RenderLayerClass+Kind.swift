// A layer's class part's case without its payload (RenderLayerClass), which the record keeps beside the part
// (RenderLayer.layerClassKind): the compositor's walk asks each layer's class several times a frame, and matching
// the enum in the record copied the whole part out first (docs/architecture.md "Frame cost").

extension RenderLayerClass {
    /// Which case a RenderLayerClass is.
    package enum Kind: UInt8, Sendable {
        case plain, gradient, shape, text, replicator, transform, emitter, tiled
    }

    /// This part's case.
    package var kind: Kind {
        switch self {
        case .plain: return .plain
        case .gradient: return .gradient
        case .shape: return .shape
        case .text: return .text
        case .replicator: return .replicator
        case .transform: return .transform
        case .emitter: return .emitter
        case .tiled: return .tiled
        }
    }
}
