// A sliding transition's snapshot drawn in bands over its first frames (docs/architecture.md "Frame cost"; spec §7.3
// slides). A push's first frame drew the whole old page into its snapshot and then copied the snapshot into the
// window: on llvmpipe the raster of a page of 1,000 tiles (~30 M instructions) and the copy (~14 M) in one frame, which
// now and then missed its vsync (BENCHMARKS.md "The first frame of a push (twelfth wave)"). A snapshot that the slide
// copies (FrameBuilder+SnapshotCopy: opaque over the bounds' whole pixels, at full opacity, inside a clip of whole
// pixels) is instead drawn a band of target rows a frame (`snapshotBands` of them, from the bottom: a scissored pass,
// DrawCommand.beginSnapshot), and until it is whole each frame copies the rows drawn so far and draws the old
// appearance live for the others: at the copy's whole-pixel move and under the bounds at that move (what the snapshot
// holds), so each pixel gets what the copy would give it. No frame pays the snapshot's raster and its copy whole.
import QuartzCore
import Foundation

extension FrameBuilder {
    /// How many frames a copied snapshot takes to draw (one band of rows each).
    static let snapshotBands = 4

    /// The rows of one band of a snapshot `rows` rows high.
    static func snapshotBandRows(_ rows: Int) -> Int { max(1, (rows + snapshotBands - 1) / snapshotBands) }

    /// Draws the old appearance `old` of a slide moved by `shift` (in the bounds plane) when its snapshot `key` is
    /// not whole yet: the rows drawn are copied, the others drawn live, both inside `clip`. Returns false when the
    /// snapshot is whole (the caller composites it).
    func drawSnapshotInBands(_ key: ObjectIdentifier, old: Int, _ layers: UnsafeBufferPointer<RenderLayer>,
                             parentSpace: CATransform3D, window: CATransform3D, shift: CGPoint, opacity: Float,
                             clip: ClipRegion) -> Bool {
        let height = Int((viewport.height * pixelsPerPoint.height).rounded())
        let drawn = transitionSnapshots.rowsDrawn(of: key)
        guard drawn < height else { return false }
        // The shift in target pixels, as compositeSnapshot sends it (gl_FragCoord counts from the bottom).
        let dx = (shift.x * window.m11 + shift.y * window.m21) * pixelsPerPoint.width
        let dy = (shift.x * window.m12 + shift.y * window.m22) * pixelsPerPoint.height
        let pixels = (x: Float(dx), y: Float(-dy))
        // Bands are drawn only for a snapshot the slide copies (FrameBuilder+TransitionSnapshots), which maps
        // axis-aligned onto the window; anything else would have drawn it whole.
        guard opacity >= 1, window.m11 != 0, window.m22 != 0, window.m12 == 0, window.m21 == 0,
              let opaque = transitionSnapshots.opaquePixels(of: key),
              let box = snapshotCopyBox(opaque: opaque, shift: pixels, clip: clip) else {
            visit(old, layers, parentSpace: parentSpace, opacity: opacity, clip: clip, shift: shift)
            return true
        }
        guard !box.isEmpty else { return true }
        // Target row r copies texel row r + ky: the rows below `split` come from the rows drawn.
        let (kx, ky) = FrameBuilder.snapshotCopyMove(shift: pixels)
        let split = min(max(drawn - ky, box.minY), box.maxY)
        let copied = PixelBox(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: split)
        if !copied.isEmpty {
            composite(snapshotCopyInstance(box: copied, shift: pixels), snapshot: key, newSlot: -1)
        }
        let live = PixelBox(minX: box.minX, minY: split, maxX: box.maxX, maxY: box.maxY)
        guard !live.isEmpty else { return true }
        // The old appearance moved by the copy's whole pixels (−kx right, −ky up), cut to the pixels left: their
        // edges are pixel edges, so a hard clip keeps or drops each pixel whole.
        let whole = CGPoint(x: -Double(kx) / (pixelsPerPoint.width * window.m11),
                            y: Double(ky) / (pixelsPerPoint.height * window.m22))
        let rect = CGRect(x: Double(live.minX) / pixelsPerPoint.width,
                          y: Double(height - live.maxY) / pixelsPerPoint.height,
                          width: Double(live.maxX - live.minX) / pixelsPerPoint.width,
                          height: Double(live.maxY - live.minY) / pixelsPerPoint.height)
        let rest = ClipRegion(clipFromWindow: .identity, rect: rect, radius: 0, corners: 0, hardEdges: true)
        visit(old, layers, parentSpace: parentSpace, opacity: opacity, clip: rest, shift: whole)
        return true
    }
}
