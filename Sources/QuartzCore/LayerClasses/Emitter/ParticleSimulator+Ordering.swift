// The drawing order of a frame's particles (CAEmitterLayer.h renderMode): unordered and additive group the particles
// by cell (a stable counting sort), so the compositor draws each cell's particles in one batch; oldestFirst,
// oldestLast and backToFront sort by birth time or z with an in-place heapsort, which needs no buffer (the standard
// library's sort allocates one per call).

extension ParticleSimulator {
    func arrange(_ emitter: RenderEmitter) {
        guard particles.count > 1 else { return }
        switch emitter.renderMode {
        case .oldestFirst, .backToFront: heapSort(descending: false)
        case .oldestLast: heapSort(descending: true)
        default: groupByDrawable(emitter)
        }
    }

    private func groupByDrawable(_ emitter: RenderEmitter) {
        // Indices rather than `last`, `for … in` and a repeated element: those are generic calls that allocate on
        // every frame in a debug build (where the steady-state allocation tests run).
        let bases = emitter.drawableBase, segments = emitter.segments
        let drawables = (bases.isEmpty ? 0 : bases[bases.count - 1])
            + (segments.isEmpty ? 0 : segments[segments.count - 1].drawables.count)
        counts.removeAll(keepingCapacity: true)
        for _ in 0...drawables { counts.append(0) }
        for index in particles.indices { counts[Int(particles[index].drawable) + 1] += 1 }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: particles)
        scratch.withUnsafeBufferPointer { source in
            particles.withUnsafeMutableBufferPointer { target in
                for index in 0..<source.count {
                    let slot = Int(source[index].drawable)
                    target[counts[slot]] = source[index]
                    counts[slot] += 1
                }
            }
        }
    }

    private func heapSort(descending: Bool) {
        particles.withUnsafeMutableBufferPointer { items in
            func before(_ a: Int, _ b: Int) -> Bool {
                descending ? items[a].order > items[b].order : items[a].order < items[b].order
            }
            func siftDown(_ start: Int, _ end: Int) {
                var root = start
                while 2 * root + 1 < end {
                    var child = 2 * root + 1
                    if child + 1 < end, before(child, child + 1) { child += 1 }
                    guard before(root, child) else { return }
                    items.swapAt(root, child)
                    root = child
                }
            }
            let n = items.count
            var start = n / 2 - 1
            while start >= 0 {
                siftDown(start, n)
                start -= 1
            }
            var end = n - 1
            while end > 0 {
                items.swapAt(0, end)
                siftDown(0, end)
                end -= 1
            }
        }
    }
}
