// AnimationTrackList: the compiled tracks of one animation (LayerAnimationEntry.compiledTracks), of a layer's
// committed animations (LayerAnimationList) and of a snapshot's record (RenderAnimations), in application order
// (docs/architecture.md "The flow of one change"). Every commit compiles a new track per moved layer, and nearly
// every such layer has one animation of one track: that list holds its track inline, so the commit allocates no
// array for it (BENCHMARKS.md "The commit's track lists (thirteenth wave)"). Longer lists (groups, several
// animations on one layer) keep an array. Immutable once made, like the tracks, so sharing it across threads is safe.

/// An ordered list of compiled tracks: none, one held inline, or an array of two or more.
/// @unchecked: immutable — `object` is a `let` holding an immutable AnimationTrack or an immutable `Tracks` box.
package struct AnimationTrackList: RandomAccessCollection, ExpressibleByArrayLiteral, @unchecked Sendable {
    /// No tracks (the shared `none`), or two or more.
    private final class Tracks: Sendable {
        let tracks: [AnimationTrack]
        init(_ tracks: [AnimationTrack]) { self.tracks = tracks }
    }

    /// The empty list's box, shared by every empty list (no allocation).
    private static let none = Tracks([])

    /// An AnimationTrack: that track alone; a `Tracks` box: none or two or more. One reference, never nil, so a list
    /// is copied with one retain and dropped with one release, as an array was, and an optional list is nil as one
    /// null reference.
    private let object: AnyObject

    /// No tracks.
    package init() { object = Self.none }

    /// One track, held inline (no allocation).
    package init(_ track: AnimationTrack) { object = track }

    /// `tracks` in order: boxed only for two or more.
    package init(_ tracks: [AnimationTrack]) {
        switch tracks.count {
        case 0: object = Self.none
        case 1: object = tracks[0]
        default: object = Tracks(tracks)
        }
    }

    package init(arrayLiteral tracks: AnimationTrack...) { self.init(tracks) }

    package var startIndex: Int { 0 }

    @inline(__always)
    package var endIndex: Int {
        if ObjectIdentifier(type(of: object)) == ObjectIdentifier(AnimationTrack.self) { return 1 }
        return unsafeDowncast(object, to: Tracks.self).tracks.count
    }

    @inline(__always)
    package var isEmpty: Bool { endIndex == 0 }

    @inline(__always)
    package subscript(index: Int) -> AnimationTrack {
        if ObjectIdentifier(type(of: object)) == ObjectIdentifier(AnimationTrack.self) {
            precondition(index == 0, "AnimationTrackList index out of range")
            return unsafeDowncast(object, to: AnimationTrack.self)
        }
        return unsafeDowncast(object, to: Tracks.self).tracks[index]
    }

    /// The track of a one-track list (the common list: one animation of one track), else nil.
    @inline(__always)
    package var onlyTrack: AnimationTrack? {
        ObjectIdentifier(type(of: object)) == ObjectIdentifier(AnimationTrack.self)
            ? unsafeDowncast(object, to: AnimationTrack.self) : nil
    }

    /// These tracks followed by `other`'s (a layer with several animations: the commit joins their lists).
    @inline(__always)
    func appending(_ other: AnimationTrackList) -> AnimationTrackList {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return joined(with: other)
    }

    /// Both lists' tracks in one box.
    @inline(never)
    private func joined(with other: AnimationTrackList) -> AnimationTrackList {
        var joined: [AnimationTrack] = []
        joined.reserveCapacity(count + other.count)
        joined.append(contentsOf: self)
        joined.append(contentsOf: other)
        return AnimationTrackList(joined)
    }
}
