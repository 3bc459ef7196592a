// The frame's shape rasters packed into one texture (docs/architecture.md "Frame cost", BENCHMARKS.md "shapes"): on llvmpipe a texture per
// shape cost a texture creation, an upload and a draw call per shape per frame (69 ms for 100 animating rings);
// packed into shelves of one atlas, every shape quad of a run is one draw call and the frame one upload of the rows
// in use. The CPU side lives here (FrameBuilder, render thread, no GL); ShapeAtlasTexture uploads it. When the frame
// places the same rasters in the same order as the last one, nothing is copied or uploaded.
import QuartzCore

/// Shelf-packs shape rasters into a reused RGBA8 buffer, `width` pixels wide and at most `rows` high.
final class ShapeAtlas {
    /// The shelves, packed again every frame (Atlas/ShelfPacker). The texture's height, `rows`, divides texture
    /// coordinates, so it is fixed for the life of the atlas.
    private var packer = ShelfPacker(width: 1024, rows: 2048)
    var width: Int { packer.width }
    var rows: Int { packer.rows }
    private(set) var pixels: [UInt8] = []
    /// Rows holding this frame's rasters.
    var usedRows: Int { packer.usedRows }
    /// Whether this frame's pixels differ from what was uploaded last.
    private(set) var changed = false
    private var placed: [UInt64] = []
    private var previous: [UInt64] = []
    /// True while every raster placed this frame is the one placed at the same position last frame.
    private var samePrefix = true

    /// Limits the atlas to the driver's texture size.
    func limit(to maxTextureSize: Int) { packer.rows = min(2048, max(maxTextureSize, 64)) }

    func beginFrame() {
        swap(&placed, &previous)
        placed.removeAll(keepingCapacity: true)
        packer.reset()
        changed = false
        samePrefix = true
    }

    /// Places `image` and returns its texture coordinates (u0, v0, u1, v1), or nil when the atlas is full (the
    /// caller draws the image as a texture of its own).
    func place(_ image: CGImage) -> QuadInstance.Vec4? {
        // One transparent pixel between neighbours.
        guard let (x, y) = packer.place(width: image.width + 1, height: image.height + 1) else { return nil }
        let index = placed.count
        placed.append(image.identifier)
        samePrefix = samePrefix && index < previous.count && previous[index] == image.identifier
        if !samePrefix {
            copy(image, x: x, y: y)
            changed = true
        }
        let u = Float(width), v = Float(rows)
        return (Float(x) / u, Float(y) / v, Float(x + image.width) / u, Float(y + image.height) / v)
    }

    private func copy(_ image: CGImage, x: Int, y: Int) {
        let needed = (y + image.height + 1) * width * 4
        if pixels.count < needed { pixels.append(contentsOf: repeatElement(0, count: max(needed, pixels.count * 2) - pixels.count)) }
        let rowBytes = image.width * 4
        pixels.withUnsafeMutableBufferPointer { target in
            image.pixels.withUnsafeBufferPointer { source in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                for row in 0..<image.height {
                    (to + ((y + row) * width + x) * 4).update(from: from + row * image.bytesPerRow, count: rowBytes)
                }
                // Clear the spacer column and row, which may hold a previous frame's pixels.
                for row in 0...image.height {
                    let start = ((y + row) * width + x + image.width) * 4
                    (to + start).update(repeating: 0, count: 4)
                }
                (to + ((y + image.height) * width + x) * 4).update(repeating: 0, count: rowBytes)
            }
        }
    }
}
