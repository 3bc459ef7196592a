// A partial frame's draw list (DECISIONS 17): the scissor stops llvmpipe from shading pixels outside the damage, but not
// from running the vertex shader and triangle setup of every quad in the frame, which at a thousand static layers
// costs more than the few pixels redrawn. So a partial frame keeps only the quads whose pixel bounds meet the
// damaged box (QuadInstance+PixelBounds), re-cut into runs, with every pass boundary; snapshot and shadow source
// passes, drawn whole into their own textures, keep all their quads. Buffers are reused: no allocation per frame in steady state.
import QuartzCore

/// The commands and records of a frame reduced to what can touch one box.
final class DamageCulledFrame {
    private(set) var instances: [QuadInstance] = []
    private(set) var commands: [DrawCommand] = []

    /// Keeps the quads of `commands` over `records` that can touch `box` in a `width`×`height` target.
    func cull(_ commands: [DrawCommand], _ records: UnsafeBufferPointer<QuadInstance>, to box: PixelBox,
              width: Int, height: Int) {
        instances.removeAll(keepingCapacity: true)
        self.commands.removeAll(keepingCapacity: true)
        var snapshotDepth = 0
        func touches(_ index: Int) -> Bool {
            snapshotDepth > 0 || box.intersects(records[index].pixelBounds(width: width, height: height))
        }
        /// Keeps the quads of run `first..<first+count` that can touch the box; the kept run (nil: none).
        func keep(_ first: Int, _ count: Int) -> (first: Int, count: Int)? {
            let runStart = instances.count
            for index in first..<first + count where touches(index) { instances.append(records[index]) }
            return instances.count > runStart ? (runStart, instances.count - runStart) : nil
        }
        for command in commands {
            switch command {
            case .quads(let first, let count, let image, let program):
                if let run = keep(first, count) {
                    self.commands.append(.quads(first: run.first, count: run.count, image: image, program: program))
                }
            case .beginGroup:
                if snapshotDepth > 0 { snapshotDepth += 1 }
                self.commands.append(command)
            case .endGroup:
                if snapshotDepth > 0 { snapshotDepth -= 1 }
                self.commands.append(command)
            case .beginSnapshot, .beginRaster, .beginAtlasRaster, .beginShadowSource:
                snapshotDepth += 1
                self.commands.append(command)
            case .endShadowSource:
                snapshotDepth -= 1
                self.commands.append(command)
            case .compositeShadow(let instance, let key):
                guard touches(instance) else { continue }
                instances.append(records[instance])
                self.commands.append(.compositeShadow(instance: instances.count - 1, key: key))
            case .composite(let instance, let slot, let maskSlot):
                guard touches(instance) else { continue }
                instances.append(records[instance])
                self.commands.append(.composite(instance: instances.count - 1, slot: slot, maskSlot: maskSlot))
            case .compositeSnapshot(let instance, let key, let newSlot):
                guard touches(instance) else { continue }
                instances.append(records[instance])
                self.commands.append(.compositeSnapshot(instance: instances.count - 1, key: key, newSlot: newSlot))
            case .rasterQuads(let first, let count, let page, let program):
                if let run = keep(first, count) {
                    self.commands.append(.rasterQuads(first: run.first, count: run.count, page: page, program: program))
                }
            case .textQuads(let first, let count, let page):
                if let run = keep(first, count) {
                    self.commands.append(.textQuads(first: run.first, count: run.count, page: page))
                }
            case .rasterComposite(let instance, let key):
                guard touches(instance) else { continue }
                instances.append(records[instance])
                self.commands.append(.rasterComposite(instance: instances.count - 1, key: key))
            }
        }
    }
}
