// The quad renderer's buffers (QuadBatchRenderer): the static index buffer (two triangles per quad, indices
// quad × 4 + corner so the vertex shader can find its record) and the per-frame record buffer with its buffer
// texture views, invalidated as each fill maps it so the driver need not wait for the previous frame's draws; the
// records are written into it in their uploaded form (QuadInstance+Upload).
internal import CSDL2

extension QuadBatchRenderer {
    /// Makes the index buffer list at least `quads` quads (grown geometrically, written once per growth).
    func ensureIndices(quads: Int) {
        guard quads > indexCapacity else { return }
        indexCapacity = max(quads, indexCapacity * 2, 256)
        var indices = [UInt32](repeating: 0, count: indexCapacity * 6)
        for quad in 0..<indexCapacity {
            let v = UInt32(quad * 4)
            // Corners 0 (0,0), 1 (1,0), 2 (0,1), 3 (1,1): the strip 0-1-2-3 as two triangles, same winding.
            indices[quad * 6] = v
            indices[quad * 6 + 1] = v + 1
            indices[quad * 6 + 2] = v + 2
            indices[quad * 6 + 3] = v + 2
            indices[quad * 6 + 4] = v + 1
            indices[quad * 6 + 5] = v + 3
        }
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        indices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glBindVertexArray(0)
    }

    /// Puts records `from..<from+n` (n as many as the buffer texture can address) at the buffer's start, in their
    /// uploaded form (QuadInstance+Upload: the bases, then the extensions), copied straight into the mapped store.
    func fill(_ records: UnsafeBufferPointer<QuadInstance>, from start: Int) {
        guard start < records.count else { return }
        let count = min(records.count - start, recordLimit)
        let window = UnsafeBufferPointer(rebasing: records[start..<(start + count)])
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), recordBuffer)
        let grew = count > recordCapacity
        if grew {
            // The store holds the worst case (every record with an extension) and is kept while the frames fit:
            // a store made anew is one llvmpipe clears, so it grows geometrically (up to what the views address).
            recordCapacity = min(max(count, recordCapacity * 2), recordLimit)
            glBufferData(GLenum(GL_TEXTURE_BUFFER), QuadInstance.uploadCapacity(records: recordCapacity), nil,
                         GLenum(GL_STREAM_DRAW))
        }
        // The records are copied into the store itself: the old contents are invalidated (the driver may give a
        // fresh store rather than wait for draws still reading it) and only the bytes written are flushed.
        let capacity = QuadInstance.uploadCapacity(records: count)
        let access = GLbitfield(GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_BUFFER_BIT | GL_MAP_FLUSH_EXPLICIT_BIT)
        var written = 0
        if let mapped = glMapBufferRange(GLenum(GL_TEXTURE_BUFFER), 0, capacity, access) {
            written = QuadInstance.pack(window, into: mapped, extendingAll: extendsEveryRecord)
            glFlushMappedBufferRange(GLenum(GL_TEXTURE_BUFFER), 0, written)
            if glUnmapBuffer(GLenum(GL_TEXTURE_BUFFER)) == GLboolean(GL_FALSE) { written = -1 }
        } else {
            written = -1
        }
        if written < 0 { fillUnmapped(window, capacity: capacity) }
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), 0)
        // A store larger than any before is attached afresh (drivers keep the attachment across re-specification,
        // but this is rare).
        if grew { attachViews() }
        windowStart = start
        windowCount = count
    }

    /// The upload where the store could not be mapped or its mapped contents were lost (glUnmapBuffer's GL_FALSE):
    /// the same bytes from a temporary buffer.
    private func fillUnmapped(_ window: UnsafeBufferPointer<QuadInstance>, capacity: Int) {
        CompositorDiagnostics.reportOnce("the quad record buffer could not be mapped for writing; the records are "
            + "uploaded with glBufferSubData instead (slower). Check the GL driver's memory.")
        let staging = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        defer { staging.deallocate() }
        let written = QuadInstance.pack(window, into: staging, extendingAll: extendsEveryRecord)
        glBufferSubData(GLenum(GL_TEXTURE_BUFFER), 0, written, staging)
    }

    /// Points both texture views at the record buffer (RGBA32F for the numbers, RGBA32UI for the packed words) and
    /// leaves them bound on their units; texture unit 0 is active afterwards.
    func attachViews() {
        glActiveTexture(GLenum(GL_TEXTURE0 + QuadBatchRenderer.floatUnit))
        glBindTexture(GLenum(GL_TEXTURE_BUFFER), floatView)
        glTexBuffer(GLenum(GL_TEXTURE_BUFFER), GLenum(GL_RGBA32F), recordBuffer)
        glActiveTexture(GLenum(GL_TEXTURE0 + QuadBatchRenderer.wordUnit))
        glBindTexture(GLenum(GL_TEXTURE_BUFFER), wordView)
        glTexBuffer(GLenum(GL_TEXTURE_BUFFER), GLenum(GL_RGBA32UI), recordBuffer)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }
}
