// Custom-key tracks (spec §1.5 "Custom @NSManaged properties"): an animation on an undefined key or a
// `@Managed` property has no RenderLayer field, so only presentation copies show it. It is evaluated like any
// other track and written into the copy's custom values (main thread, presentation() only; the compositor
// skips these tracks because `apply(atLayerTime:to:)` needs a built-in property).
import Foundation

extension AnimationTrack {
    /// Writes this custom-key track's value at `layerTime` into `layer`'s custom values.
    func applyCustom(atLayerTime layerTime: Double, to layer: CALayer) {
        guard let keyPath, keyPath.property == nil,
              let sample = sample(atLayerTime: layerTime),
              let base = layer.modelValue(for: keyPath) ?? valueWithoutBase,
              let value = value(for: sample, base: base) else { return }
        layer.setModelValue(value, for: keyPath)
    }

    /// A stand-in base for a custom key the layer has never stored: the animation's first value, so that
    /// from/to animations (which do not read the base) still show.
    private var valueWithoutBase: AnimatableValue? {
        switch content {
        case .basic(let from, let to, let by), .spring(let from, let to, let by, _):
            return from ?? to ?? by.flatMap { $0.scaled(by: 0) }
        case .keyframes(let track):
            return track.values.first
        case .transition:
            return nil
        }
    }
}
