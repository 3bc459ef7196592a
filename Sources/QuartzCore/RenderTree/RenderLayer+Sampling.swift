// The contents filters (CALayer.h magnificationFilter / minificationFilter) as the one-byte codes the render tree
// carries, so the compositor tests a byte per layer per frame instead of comparing filter names.
import Foundation

extension RenderLayer {
    public static let samplesLinear: UInt8 = 0
    public static let samplesNearest: UInt8 = 1
    /// Linear between the two nearest mipmap levels (`.trilinear`; as `.linear` when magnifying).
    public static let samplesTrilinear: UInt8 = 2

    /// The code of `filter`; names other than Apple's three sample linearly (said once by the setter).
    public static func samplingCode(_ filter: CALayerContentsFilter) -> UInt8 {
        filter == .nearest ? samplesNearest : filter == .trilinear ? samplesTrilinear : samplesLinear
    }
}
