// Replaying a frame's draw commands (FrameBuilder): quad runs with their contents texture, and offscreen group
// passes for group opacity and masks (docs/architecture.md "The compositor"), on a pool of frame-sized targets reused across frames, transition
// snapshots, whose textures live as long as their transitions, shouldRasterize bitmaps (their own textures, or the
// raster atlas pages: GLCompositor+RasterAtlas) and composited shadows (GLCompositor+Shadows).
internal import CSDL2
import QuartzCore

extension GLCompositor {
    /// Makes `count` offscreen targets of the frame's size; false when the driver cannot render to them.
    func prepareTargets(count: Int) -> Bool {
        guard count > 0 else { return true }
        while targets.count < count { targets.append(RenderTarget()) }
        var ready = true
        for index in 0..<count where !targets[index].ensureSize(width: targetWidth, height: targetHeight) {
            ready = false
        }
        // Restore the frame's framebuffer, which resizing a target unbinds.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebufferStack[0])
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
            lastDrawCallCount += 1
        case .beginGroup(let slot):
            // Without offscreen targets the group draws straight into the current target (opacity per layer).
            let framebuffer = groupsReady ? targets[slot].framebuffer : framebufferStack[framebufferStack.count - 1]
            framebufferStack.append(framebuffer)
            viewportStack.append(viewportStack[viewportStack.count - 1])
            guard groupsReady else { return }
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        case .endGroup:
            framebufferStack.removeLast()
            let viewport = viewportStack.removeLast()
            if viewport != viewportStack[viewportStack.count - 1] { setViewport(viewportStack[viewportStack.count - 1]) }
            if groupsReady { glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebufferStack[framebufferStack.count - 1]) }
            resumeScissorAfterPass(partial: drawsPartially)
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
            lastDrawCallCount += 1
        case .beginSnapshot(let key):
            freshTopDown.remove(key)
            let target = snapshotTargets[key] ?? RenderTarget()
            snapshotTargets[key] = target
            let ready = groupsReady && target.ensureSize(width: targetWidth, height: targetHeight)
            let framebuffer = ready ? target.framebuffer : framebufferStack[framebufferStack.count - 1]
            framebufferStack.append(framebuffer)
            viewportStack.append(viewportStack[viewportStack.count - 1])
            pauseScissorForSnapshot()
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            guard ready else { return }
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        case .beginRaster(let key, let width, let height):
            let target = snapshotTargets[key] ?? RenderTarget()
            snapshotTargets[key] = target
            let ready = groupsReady && target.ensureSize(width: width, height: height)
            let framebuffer = ready ? target.framebuffer : framebufferStack[framebufferStack.count - 1]
            framebufferStack.append(framebuffer)
            let size = ready ? SIMD4(0, 0, Int32(width), Int32(height)) : viewportStack[viewportStack.count - 1]
            viewportStack.append(size)
            pauseScissorForSnapshot()
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            guard ready else { return }
            setViewport(size)
            glClearColor(0, 0, 0, 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        case .compositeSnapshot(let instance, let key, let newSlot):
            guard groupsReady, let target = snapshotTargets[key], target.width == targetWidth,
                  target.height == targetHeight else { return }
            let record = records[instance]
            if newSlot < 0, record.packed.2 >> QuadFlags.kindShift & QuadFlags.kindBits == QuadKind.snapshotCopy.rawValue {
                copySnapshot(record, key: key, snapshot: target, records: records, instance: instance)
                lastDrawCallCount += 1
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
            lastDrawCallCount += 1
        case .beginAtlasRaster(let slot, let width, let height):
            beginAtlasRaster(slot, width: width, height: height, groupsReady: groupsReady)
        case .rasterQuads(let first, let count, let page, let program):
            guard groupsReady, page < rasterPages.count else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), rasterPages[page].texture)
            quads.draw(first: first, count: count, program: program, records: records)
            lastDrawCallCount += 1
        case .textQuads(let first, let count, let page):
            guard page < textAtlasTextures.pages.count else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), textAtlasTextures.pages[page])
            quads.draw(first: first, count: count, program: .raster, records: records)
            lastDrawCallCount += 1
        case .rasterComposite(let instance, let key):
            guard groupsReady, let target = snapshotTargets[key], target.width > 0 else { return }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glBindTexture(GLenum(GL_TEXTURE_2D), target.texture)
            quads.draw(first: instance, count: 1, program: .full, records: records)
            lastDrawCallCount += 1
        case .beginShadowSource(_, let width, let height):
            beginShadowSource(width: width, height: height)
        case .endShadowSource(let key, _, _, let sigma):
            endShadowSource(key: key, sigma: sigma)
        case .compositeShadow(let instance, let key):
            compositeShadow(instance: instance, key: key, records: records)
        }
    }

    func setViewport(_ box: SIMD4<Int32>) { glViewport(box.x, box.y, box.z, box.w) }

    /// Frees the snapshot textures of transitions the last frame no longer drew.
    func releaseUnusedSnapshots() {
        func used(_ key: ObjectIdentifier) -> Bool {
            builder.transitionSnapshots.contains(key) || builder.rasterPass.ownsTexture(key)
        }
        guard snapshotTargets.count != builder.transitionSnapshots.count + builder.rasterPass.ownTextureCount
            || snapshotTargets.keys.contains(where: { !used($0) }) else { return }
        snapshotTargets = snapshotTargets.filter { used($0.key) }
        snapshotTopDown = snapshotTopDown.filter { used($0.key) }
        freshTopDown = freshTopDown.filter(used)
    }
}
