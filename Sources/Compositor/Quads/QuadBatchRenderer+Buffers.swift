// The quad renderer's buffers (QuadBatchRenderer): the static index buffer (two triangles per quad, indices
// quad × 4 + corner so the vertex shader can find its record) and the per-frame record buffer with its buffer
// texture views, orphaned before each fill so the driver need not wait for the previous frame's draws.
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

    /// Puts records `from..<from+n` (n as many as the buffer texture can address) at the buffer's start.
    func fill(_ records: UnsafeBufferPointer<QuadInstance>, from start: Int) {
        guard let base = records.baseAddress, start < records.count else { return }
        let count = min(records.count - start, recordLimit)
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), recordBuffer)
        let grew = count > recordCapacity
        if grew { recordCapacity = count }
        // Orphan the old storage and give the new one the records in the same call, so the driver need not wait for
        // draws still reading the old one. The store is exactly the records' size: Mesa then keeps a store of the
        // size the last frame's had and writes it whole (a discarding write), where a store re-specified empty is
        // new storage it clears first (the old way, empty storage for a capacity then glBufferSubData, cleared the
        // whole capacity every frame: ~240 instructions per quad in llvmpipe's memset).
        glBufferData(GLenum(GL_TEXTURE_BUFFER), count * QuadInstance.stride, base + start, GLenum(GL_STREAM_DRAW))
        glBindBuffer(GLenum(GL_TEXTURE_BUFFER), 0)
        // A store larger than any before is attached afresh (drivers keep the attachment across re-specification,
        // but this is rare).
        if grew { attachViews() }
        windowStart = start
        windowCount = count
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
