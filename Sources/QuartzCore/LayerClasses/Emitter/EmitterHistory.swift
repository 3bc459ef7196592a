// The configurations of an emitter layer that may still have live particles (EmitterSegment), kept by the model
// layer across commits: a commit that changes the emission starts a new segment, and segments whose particles have
// all died are dropped, so the list stays as short as the longest particle life allows (and at most
// `maximumSegments` long: an emitter reconfigured every frame for minutes drops its oldest particles early).

/// The committed emitter configurations, oldest first.
struct EmitterHistory: Sendable {
    private(set) var segments: [EmitterSegment] = []

    static let maximumSegments = 32

    /// Records the configuration committed at local time `now`.
    mutating func record(_ segment: EmitterSegment, now: Double) {
        if let last = segments.last, last.sameConfiguration(as: segment) { return prune(now: now) }
        var next = segment
        next.start = segments.isEmpty ? 0 : now
        if let last = segments.last, next.start <= last.start { segments.removeLast() }
        segments.append(next)
        prune(now: now)
    }

    /// Drops the segments none of whose particles can show at or after `now`.
    private mutating func prune(now: Double) {
        var drop = 0
        while drop + 1 < segments.count, segments[drop + 1].start + segments[drop].longestLife < now { drop += 1 }
        drop = max(drop, segments.count - EmitterHistory.maximumSegments)
        if drop > 0 { segments.removeFirst(drop) }
    }
}
