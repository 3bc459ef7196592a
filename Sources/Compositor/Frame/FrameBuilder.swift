// Turns a render tree into the frame's quad instances and draw commands (docs/architecture.md "The compositor", docs/architecture.md "The compositor"). Each
// layer's bounds plane maps to the window through its ancestors (spec §8.3; sublayers flattened into their
// superlayer's plane, except under a transform layer: FrameBuilder+DepthContext), siblings draw in zPosition order,
// hidden and back-facing subtrees are skipped.
// Arrays are reused across frames: no steady-state allocation.
import QuartzCore
import Foundation

/// Builds one frame's `QuadInstance`s and `DrawCommand`s, reusing its buffers.
///
/// The per-frame arrays are `@exclusivity(unchecked)`: a builder is used by one thread (its compositor's), each access
/// is a plain append or read that never overlaps another on the same array, and the run-time check each access made
/// (two per quad in `append` alone) cost more than the append.
final class FrameBuilder {
    /// Written here and by the shadow passes (FrameBuilder+CompositedShadow), which roll back and re-place quads.
    @exclusivity(unchecked) var instances: [QuadInstance] = []
    /// The previous frame's records: `build` swaps the two buffers instead of the damage tracker copying every record
    /// each frame (Damage/DamageTracker compares against these).
    @exclusivity(unchecked) private(set) var previousInstances: [QuadInstance] = []
    /// The frame's draw steps. The last quad run without an image is kept open (`openRun`): its count lives in the
    /// builder while quads join it and is written into its command before anyone reads or changes the list, so
    /// reading `commands` always gives the complete steps.
    var commands: [DrawCommand] {
        _read {
            if openRun.isDirty { writeOpenRunCount() }
            yield commandList
        }
        _modify {
            closeOpenRun()
            yield &commandList
        }
    }
    /// The steps as stored, the open run's count possibly behind (`commands`).
    @exclusivity(unchecked) private var commandList: [DrawCommand] = []
    /// The open quad run: the last of `commandList` while `command` ≥ 0.
    @exclusivity(unchecked) private var openRun = OpenQuadRun()
    /// Per layer slot (the index in the walked tree), the last plain body built there and its inputs
    /// (FrameBuilder+BodyTemplate), read and written through pointers (Frame/BodyTemplateSlots).
    let bodyTemplates = BodyTemplateSlots()
    /// The frame's gradient stops, two texels each (FrameBuilder+Gradient), read by the gradient shader variant.
    var gradientStops: [SIMD4<Float>] = []
    /// CAShapeLayer rasters kept across frames (FrameBuilder+Shape).
    let shapeRasters = ShapeRasterCache()
    /// CATextLayer text drawn at animated sizes and colours, kept across frames (Text/TextRasterCache).
    let textRasters = TextRasterCache()
    /// The frame's shape rasters packed into one texture (Shapes/ShapeAtlas).
    let shapeAtlas = ShapeAtlas()
    /// CATextLayer texts in shared pages, kept while drawn (Text/TextAtlas).
    let textAtlas = TextAtlas()
    /// Emitter layers' particles, computed per layer into buffers kept across frames (FrameBuilder+Particles).
    let particleSimulator = ParticleSimulator()
    /// How many offscreen targets the frame needs at once.
    private(set) var targetsNeeded = 0
    /// The first layer body of the frame when it covers the whole window with square corners (nil: none); drawn
    /// by the clear (FrameBuilder+Background), not as a quad.
    var backdrop: RenderColor?

    // Per layer, indexed like `RenderTree.layers`: the first sublayer and the next sibling (-1: none).
    @exclusivity(unchecked) var firstChild: [Int32] = []
    @exclusivity(unchecked) var nextSibling: [Int32] = []
    /// Stack of sibling lists being drawn, each sorted by zPosition.
    @exclusivity(unchecked) var siblingStack: [Int32] = []
    var projection = ViewportProjection(width: 1, height: 1)
    var viewport = CGSize(width: 1, height: 1)
    /// Target pixels per window point along x and y (the backing scale).
    var pixelsPerPoint = CGSize(width: 1, height: 1)
    var groupDepth = 0
    /// The frame's 3-D sets, gathered and ordered (Frame/DepthSorter).
    let depthSorter = DepthSorter()
    /// Transitions' old appearances and their snapshot textures kept across frames (Frame/TransitionSnapshots).
    let transitionSnapshots = TransitionSnapshots()
    /// shouldRasterize bitmaps kept across frames and their atlas (Frame/RasterPass).
    let rasterPass = RasterPass()
    /// Blurred shadows kept across frames and the shadow source passes being recorded (Frame/ShadowPass).
    let shadowPass = ShadowPass()
    /// The driver's texture size limit; larger contents images are skipped (said once).
    var maxTextureSize = 4096
    /// Counts built frames, to tell which snapshots the last one used.
    /// (Unchecked like the arrays: the kept bodies read it per quad, FrameBuilder+BodyTemplate.)
    @exclusivity(unchecked) var frameNumber: UInt64 = 0
    /// Contents images the frame samples trilinearly (minificationFilter .trilinear): the compositor gives their
    /// textures mipmaps before drawing. Reused; usually empty.
    private(set) var mipmapRequests: [CGImage] = []

    /// Flattens a layer's 3-D content into its superlayer's plane: the z output is dropped.
    static let flatten: CATransform3D = {
        var f = CATransform3DIdentity
        f.m33 = 0
        return f
    }()

    func build(_ layers: UnsafeBufferPointer<RenderLayer>, viewport: CGSize, pixelSize: CGSize) {
        swap(&instances, &previousInstances)
        instances.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        gradientStops.removeAll(keepingCapacity: true)
        mipmapRequests.removeAll(keepingCapacity: true)
        shapeAtlas.beginFrame()
        siblingStack.removeAll(keepingCapacity: true)
        depthSorter.beginFrame()
        targetsNeeded = 0
        shadowPass.beginFrame()
        backdrop = nil
        groupDepth = 0
        self.viewport = viewport
        pixelsPerPoint = CGSize(width: pixelSize.width / max(viewport.width, 1e-9),
                                height: pixelSize.height / max(viewport.height, 1e-9))
        projection = ViewportProjection(width: viewport.width, height: viewport.height)
        frameNumber &+= 1
        rasterPass.beginFrame()
        defer {
            rasterPass.endFrame(frameNumber)
            textAtlas.endFrame(frameNumber)
        }
        reserveBodyTemplates(layers.count)
        guard transitionSnapshots.prepare(layers) else {
            walk(layers)
            transitionSnapshots.endFrame(frameNumber)
            shadowPass.endFrame(frameNumber)
            return
        }
        walkWithOldAppearances()
        transitionSnapshots.endFrame(frameNumber)
        shadowPass.endFrame(frameNumber)
    }

    /// Drops what was appended since the counts given (a raster whose bitmap is still good: FrameBuilder+Rasterize).
    func truncate(instances instanceCount: Int, commands commandCount: Int, stops stopCount: Int) {
        instances.removeSubrange(instanceCount...)
        commands.removeSubrange(commandCount...)
        gradientStops.removeSubrange(stopCount...)
    }

    /// Appends the quad that draws a raster's bitmap.
    func appendRasterComposite(_ instance: QuadInstance, key: ObjectIdentifier) {
        instances.append(instance)
        commands.append(.rasterComposite(instance: instances.count - 1, key: key))
    }

    /// Appends the quad that draws a bitmap from raster atlas page `page`, extending the run of the bitmaps drawn
    /// just before it from the same page with the same variant.
    func appendAtlasComposite(_ instance: QuadInstance, page: Int, program: QuadProgramKind) {
        instances.append(instance)
        let index = instances.count - 1
        if case .rasterQuads(let first, let count, let runPage, let runProgram)? = commands.last,
           first + count == index, runPage == page, runProgram == program {
            commands[commands.count - 1] = .rasterQuads(first: first, count: count + 1, page: page, program: program)
            return
        }
        commands.append(.rasterQuads(first: index, count: 1, page: page, program: program))
    }

    /// Appends a text quad from text atlas page `page`, extending the run of the texts drawn just before it from the
    /// same page.
    func appendTextQuad(_ instance: QuadInstance, page: Int) {
        instances.append(instance)
        let index = instances.count - 1
        if case .textQuads(let first, let count, let runPage)? = commands.last, first + count == index, runPage == page {
            commands[commands.count - 1] = .textQuads(first: first, count: count + 1, page: page)
            return
        }
        commands.append(.textQuads(first: index, count: 1, page: page))
    }

    /// Walks the layers TransitionSnapshots prepared: the frame's, then the old appearances. (Its own method, so the
    /// closure is not named after `build`: .ci/callgrind-split counts `build` by name.)
    private func walkWithOldAppearances() {
        transitionSnapshots.withLayers { walk($0) }
    }

    private func walk(_ layers: UnsafeBufferPointer<RenderLayer>) {
        linkSublayers(layers)
        for index in 0..<layers.count where layers[index].parentIndex < 0
            && !layers[index].isDetachedTransitionRoot {
            visit(index, layers, parentSpace: FrameBuilder.flatten, opacity: 1, clip: nil)
        }
    }

    /// Appends `instance`, extending the last quad run when its texture allows (runs break between two different
    /// contents images or shader variants, and around group passes).
    func append(_ instance: QuadInstance, image: CGImage?, program: QuadProgramKind) {
        instances.append(instance)
        extendRun(image: image, program: program)
    }

    /// Adds the last of `instances` to the last quad run when its texture allows (`append`), or starts a run.
    @inline(__always)
    func extendRun(image: CGImage?, program: QuadProgramKind) {
        let index = instances.count - 1
        // The open run (no image) takes a quad of its variant by counting it: no enum matched, rewritten and
        // destroyed per quad (the run's command is written when the list is next read: `commands`).
        if image == nil, openRun.command >= 0, openRun.program == program, openRun.first + openRun.count == index,
           openRun.command == commandList.count - 1 {
            openRun.count += 1
            return
        }
        closeOpenRun()
        // The run is extended in place through a buffer pointer: one exclusivity check, and the image reference
        // moved, not copied (no retain and release per quad).
        let extended = commandList.withUnsafeMutableBufferPointer { list -> Bool in
            guard let last = list.indices.last,
                  case .quads(let first, let count, let runImage, let runProgram) = list[last], first + count == index,
                  runProgram == program, image == nil || runImage == nil || runImage === image else { return false }
            list[last] = .quads(first: first, count: count + 1, image: runImage ?? image, program: program)
            return true
        }
        if !extended {
            commandList.append(.quads(first: index, count: 1, image: image, program: program))
            if image == nil { openRun = OpenQuadRun(command: commandList.count - 1, first: index, program: program) }
        }
    }

    /// Writes the open run's count into its command and closes it (the list is about to change).
    private func closeOpenRun() {
        guard openRun.command >= 0 else { return }
        if openRun.isDirty { writeOpenRunCount() }
        openRun = OpenQuadRun()
    }

    /// Writes the open run's count into its command; the run stays open.
    private func writeOpenRunCount() {
        commandList[openRun.command] = .quads(first: openRun.first, count: openRun.count, image: nil,
                                              program: openRun.program)
        openRun.written = openRun.count
    }

    /// Asks for mipmaps on the texture of `image` (drawn minified with `.trilinear`).
    func requestMipmaps(for image: CGImage) {
        if !mipmapRequests.contains(where: { $0 === image }) { mipmapRequests.append(image) }
    }

    func beginGroup(slot: Int) {
        targetsNeeded = max(targetsNeeded, slot + 1)
        commands.append(.beginGroup(slot: slot))
    }

    func endGroup() { commands.append(.endGroup) }

    func composite(_ instance: QuadInstance, slot: Int, maskSlot: Int) {
        instances.append(instance)
        commands.append(.composite(instance: instances.count - 1, slot: slot, maskSlot: maskSlot))
    }

    /// Opens snapshot `key`'s pass (cleared to transparent until a first body fills it: FrameBuilder+Background)
    /// and returns the index of its command.
    func beginSnapshot(key: ObjectIdentifier) -> Int {
        commands.append(.beginSnapshot(key: key, clear: .clear))
        return commands.count - 1
    }

    func beginRaster(key: ObjectIdentifier, width: Int, height: Int) {
        commands.append(.beginRaster(key: key, width: width, height: height))
    }

    func composite(_ instance: QuadInstance, snapshot key: ObjectIdentifier, newSlot: Int) {
        instances.append(instance)
        commands.append(.compositeSnapshot(instance: instances.count - 1, key: key, newSlot: newSlot))
    }
}
