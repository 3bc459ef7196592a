// Replaying a frame's draw commands (FrameBuilder): quad runs with their contents texture, and offscreen group
// passes for group opacity and masks (docs/architecture.md "The compositor"), on a pool of frame-sized targets
// reused across frames (Offscreen/GroupTargets), transition snapshots, whose textures live as long as their
// transitions, shouldRasterize bitmaps (their own textures, Offscreen/SnapshotTargets, or the raster atlas pages:
// GLCompositor+RasterAtlas) and composited shadows (GLCompositor+Shadows). Each pass opens and closes on the
// compositor's PassStack.
internal import CSDL2
import QuartzCore

extension GLCompositor {
    /// Makes `count` offscreen targets of the frame's size; false when the driver cannot render to them.
    func prepareTargets(count: Int) -> Bool {
        guard count > 0 else { return true }
        let ready = targets.prepare(count: count, width: targetWidth, height: targetHeight)
        // Restore the frame's framebuffer, which resizing a target unbinds.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), passes.frameFramebuffer)
        return ready
    }

    func execute(_ command: DrawCommand, groupsReady: Bool, records: UnsafeBufferPointer<QuadInstance>) {
        switch command {
        case .quads(let first, let count, let image, let program):
            if let image {
                glActiveTexture(GLenum(GL_TEXTURE0))
                glBindTexture(GLenum(GL_TEXTURE_2D), textures.texture(for: image))
            } else if program == .shape {
                glActiveTexture(GLenum(GL_TEXTURE0))
                glBindTexture(GLenum(GL_TEXTURE_2D), shapeAtlasTexture.texture)
            }
            quads.draw(first: first, count: count, program: program, records: records)
            lastFrame.drawCalls += 1
        case .beginGroup(let slot):
            // Without offscreen targets the group draws straight into the current target (opacity per layer).
            passes.push(groupsReady ? targets[slot].framebuffer : passes.framebuffer, pausesScissor: false,
                        binds: groupsReady)
            guard groupsReady else { return }
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        case .endGroup:
            passes.pop(rebinds: groupsReady)
        case .composite(let instance, let slot, let maskSlot):
            guard groupsReady else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), targets[slot].texture)
            if maskSlot >= 0 {
                glActiveTexture(GLenum(GL_TEXTURE1))
                glBindTexture(GLenum(GL_TEXTURE_2D), targets[maskSlot].texture)
                glActiveTexture(GLenum(GL_TEXTURE0))
            }
            quads.draw(first: instance, count: 1, program: QuadProgramKind.compositing(records[instance]),
                       records: records)
            lastFrame.drawCalls += 1
        case .beginSnapshot(let key, let clear):
            let target = snapshotTargets.target(for: key)
            let ready = groupsReady && target.ensureSize(width: targetWidth, height: targetHeight)
            passes.push(ready ? target.framebuffer : passes.framebuffer, pausesScissor: true)
            guard ready else { return }
            glClearColor(clear.red, clear.green, clear.blue, clear.alpha)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        case .beginRaster(let key, let width, let height):
            let target = snapshotTargets.target(for: key)
            let ready = groupsReady && target.ensureSize(width: width, height: height)
            let size = ready ? SIMD4(0, 0, Int32(width), Int32(height)) : passes.viewport
            passes.push(ready ? target.framebuffer : passes.framebuffer, viewport: size, pausesScissor: true)
            guard ready else { return }
            PassStack.setViewport(size)
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        case .compositeSnapshot(let instance, let key, let newSlot):
            guard groupsReady, let target = snapshotTargets[key], target.width == targetWidth,
                  target.height == targetHeight else { return }
            let record = records[instance]
            if newSlot < 0, record.packed.2 >> QuadFlags.kindShift & QuadFlags.kindBits == QuadKind.snapshotCopy.rawValue {
                copySnapshot(record, key: key, snapshot: target, records: records, instance: instance)
                lastFrame.drawCalls += 1
                return
            }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), target.texture)
            if newSlot >= 0 {
                glActiveTexture(GLenum(GL_TEXTURE1))
                glBindTexture(GLenum(GL_TEXTURE_2D), targets[newSlot].texture)
                glActiveTexture(GLenum(GL_TEXTURE0))
            }
            quads.draw(first: instance, count: 1, program: QuadProgramKind.compositing(records[instance]),
                       records: records)
            lastFrame.drawCalls += 1
        case .beginAtlasRaster(let slot, let width, let height):
            beginAtlasRaster(slot, width: width, height: height, groupsReady: groupsReady)
        case .rasterQuads(let first, let count, let page, let program):
            guard groupsReady, let texture = rasterPages.texture(ofPage: page) else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            quads.draw(first: first, count: count, program: program, records: records)
            lastFrame.drawCalls += 1
        case .textQuads(let first, let count, let page):
            guard page < textAtlasTextures.pages.count else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), textAtlasTextures.pages[page])
            quads.draw(first: first, count: count, program: .raster, records: records)
            lastFrame.drawCalls += 1
        case .rasterComposite(let instance, let key):
            guard groupsReady, let target = snapshotTargets[key], target.width > 0 else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), target.texture)
            quads.draw(first: instance, count: 1, program: .full, records: records)
            lastFrame.drawCalls += 1
        case .beginShadowSource(_, let width, let height):
            beginShadowSource(width: width, height: height)
        case .endShadowSource(let key, _, _, let sigma):
            endShadowSource(key: key, sigma: sigma)
        case .compositeShadow(let instance, let key):
            compositeShadow(instance: instance, key: key, records: records)
        }
    }

    /// Frees the snapshot textures of transitions the last frame no longer drew.
    func releaseUnusedSnapshots() {
        func used(_ key: ObjectIdentifier) -> Bool {
            builder.transitionSnapshots.contains(key) || builder.rasterPass.ownsTexture(key)
        }
        snapshotTargets.releaseUnused(usedCount: builder.transitionSnapshots.count + builder.rasterPass.ownTextureCount,
                                      used)
    }
}
