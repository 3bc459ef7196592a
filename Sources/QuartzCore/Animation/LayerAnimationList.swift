// A layer's animations in add order (spec §7.6; the order they are applied in, spec §5.1), owned by the layer, with
// the tracks the last commit compiled for them (CALayer+CommitAnimations.swift), kept while the list is unchanged so
// presentation values (and so every implicit animation's fromValue) reuse them instead of recompiling on each
// property set (CALayer+Presentation.swift). Read everywhere as a collection; changed only through the methods here,
// each of which drops the kept tracks. The state is private to this file.

/// The animations of one layer and the tracks the last commit compiled from them.
package struct LayerAnimationList: RandomAccessCollection {
    private var entries: [LayerAnimationEntry] = []
    /// The tracks the last commit compiled, while the list is unchanged since; nil after any change.
    private var committedTracks: AnimationTrackList?
    /// How many entries the commit must stamp and compile on the committing thread (`commitsOffThread`), counted as
    /// the entries change, so the commit's walk reads no entry (each is far from the layer in memory).
    private var entriesForCommittingThread = 0

    package init() {}

    package var startIndex: Int { entries.startIndex }
    package var endIndex: Int { entries.endIndex }
    /// The entry, yielded in place: reading one field copies that field only, not the whole entry.
    package subscript(position: Int) -> LayerAnimationEntry {
        _read { yield entries[position] }
    }
    package var isEmpty: Bool { entries.isEmpty }
    package var count: Int { entries.count }

    /// The position of the animation added under `key`.
    @inline(__always)
    func index(forKey key: String) -> Int? {
        entries.firstIndex { $0.key == key }
    }

    /// Takes `entry` (moved in: no retain of its references and release of the caller's copy).
    @inline(__always)
    mutating func append(_ entry: consuming LayerAnimationEntry) {
        if !Self.compilesOffThread(entry) { entriesForCommittingThread += 1 }
        entries.append(entry)
        committedTracks = nil
    }

    /// Replaces the last entry's animation and completion group with the caller's, which get the replaced ones
    /// (`LayerAnimationEntry.restart`: what removing the entry and appending a new one under the same key gives,
    /// without moving or copying an entry); returns whether the replaced animation had finished.
    @inline(__always)
    mutating func restartLast(exchanging animation: inout CAAnimation,
                              _ completionGroup: inout TransactionCompletionGroup?) -> Bool {
        committedTracks = nil
        let last = entries.count - 1
        let wasOffThread = Self.compilesOffThread(entries[last])
        let finished = entries[last].restart(exchanging: &animation, &completionGroup)
        recount(wasOffThread: wasOffThread, isOffThread: Self.compilesOffThread(entries[last]))
        return finished
    }

    @inline(__always) @discardableResult
    mutating func remove(at index: Int) -> LayerAnimationEntry {
        committedTracks = nil
        let removed = entries.remove(at: index)
        if !Self.compilesOffThread(removed) { entriesForCommittingThread -= 1 }
        return removed
    }

    mutating func removeAll() {
        entries.removeAll()
        committedTracks = nil
        entriesForCommittingThread = 0
    }

    /// Changes the entry at `index` (its life's bookkeeping, its compiled tracks).
    @inline(__always)
    mutating func update(at index: Int, _ change: (inout LayerAnimationEntry) -> Void) {
        let wasOffThread = Self.compilesOffThread(entries[index])
        change(&entries[index])
        committedTracks = nil
        recount(wasOffThread: wasOffThread, isOffThread: Self.compilesOffThread(entries[index]))
    }

    /// Whether the commit may stamp and compile these animations on a worker thread (CommitRecords.swift): each is
    /// compiled already, or is exactly a CABasicAnimation, whose compile reads only its stored state and the
    /// layer's (no overridable member runs).
    var commitsOffThread: Bool { entriesForCommittingThread == 0 }

    /// Whether the commit may stamp and compile `entry` on a worker thread.
    @inline(__always)
    static func compilesOffThread(_ entry: LayerAnimationEntry) -> Bool {
        entry.compiledTracks != nil
            || ObjectIdentifier(type(of: entry.animation)) == ObjectIdentifier(CABasicAnimation.self)
    }

    @inline(__always)
    private mutating func recount(wasOffThread: Bool, isOffThread: Bool) {
        if wasOffThread != isOffThread { entriesForCommittingThread += isOffThread ? -1 : 1 }
    }

    /// The tracks the last commit compiled, while the list is unchanged since.
    var tracksOfLastCommit: AnimationTrackList? { committedTracks }

    /// Keeps `tracks`, every entry's compiled tracks in order, as the last commit's (the commit's last step).
    mutating func keepTracksOfCommit(_ tracks: AnimationTrackList) {
        committedTracks = tracks
    }
}
