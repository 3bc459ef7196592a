// The contents filters (CALayer.h magnificationFilter / minificationFilter) as the one-byte codes the render tree
// carries, so the compositor tests a byte per layer per frame instead of comparing filter names.
import Foundation

extension RenderLayer {
    package static let samplesLinear: UInt8 = 0
    package static let samplesNearest: UInt8 = 1
    /// Linear between the two nearest mipmap levels (`.trilinear`; as `.linear` when magnifying).
    package static let samplesTrilinear: UInt8 = 2

    /// The code of `filter`; names other than Apple's three sample linearly (said once by the setter).
    package static func samplingCode(_ filter: CALayerContentsFilter) -> UInt8 {
        // The default (linear) first: equal strings compare in one step, unequal ones character by character, and
        // the commit converts two filters per layer (BENCHMARKS.md "Move and commit").
        filter == .linear ? samplesLinear
            : filter == .nearest ? samplesNearest : filter == .trilinear ? samplesTrilinear : samplesLinear
    }
}
