// contentsAreFlipped() (CALayer.h: "Returns true if the contents of the contents property of the layer will be
// implicitly flipped when rendered in relation to the local coordinate space (e.g. if there are an odd number of
// layers with flippedGeometry=YES from the receiver up to and including the implicit container of the root
// layer)"). The render context that hosts the root is never flipped here, so it is the parity of
// isGeometryFlipped from this layer up to its root; a mask counts the layer it masks as its parent, as the
// snapshot does (RenderTreeBuilder), so presentation and drawing agree.

extension CALayer {
    /// Whether the layer's contents are implicitly flipped when rendered: false unless an odd number of layers
    /// from this one up to the root have `isGeometryFlipped` set. Decides which visual edge the vertical part of
    /// `contentsGravity` names (its constants are named for a y-up axis).
    public final func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {   // trees are acyclic and at most CALayer.maximumTreeDepth deep
            if current.values.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayerStorage ?? current.maskedLayer
        }
        return flipped
    }
}
