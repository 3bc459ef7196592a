// AnimationTrackList (AnimationTrackList.swift; BENCHMARKS.md "The commit's track lists (thirteenth wave)"): a list
// of compiled tracks keeps their order whatever its length, holds one track inline, and the commit's one-track
// lists allocate nothing beyond the track itself (counted with AllocationCounter, a malloc counter in the test
// executable).
import AllocationCounter
import Testing
import Foundation
@testable import QuartzCore

@Suite("AnimationTrackList: compiled tracks in order, one held inline")
struct AnimationTrackListTests {
    /// A compiled track of `keyPath` animating from `from` to `to`.
    static func track(_ keyPath: String, from: Any, to: Any) throws -> AnimationTrack {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 2
        return try #require(AnimationCompiler.exactBasicTrack(animation, key: keyPath, layer: nil))
    }

    static func tracks() throws -> [AnimationTrack] {
        [try track("opacity", from: 0.1, to: 0.9),
         try track("position", from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4)),
         try track("cornerRadius", from: 0, to: 8)]
    }

    @Test("a list made from 0, 1, 2 or 3 tracks gives back the same tracks in the same order")
    func keepsOrder() throws {
        let all = try Self.tracks()
        for length in 0...all.count {
            let list = AnimationTrackList(Array(all.prefix(length)))
            #expect(list.count == length && list.isEmpty == (length == 0))
            #expect(list.map(ObjectIdentifier.init) == all.prefix(length).map(ObjectIdentifier.init))
            #expect(list.indices.map { ObjectIdentifier(list[$0]) } == all.prefix(length).map(ObjectIdentifier.init))
        }
        let literal: AnimationTrackList = [all[1], all[0]]
        #expect(literal.map(ObjectIdentifier.init) == [ObjectIdentifier(all[1]), ObjectIdentifier(all[0])])
    }

    @Test("only a one-track list holds its track alone (onlyTrack); appending joins two lists in order")
    func oneTrackAndAppending() throws {
        let all = try Self.tracks()
        #expect(AnimationTrackList(all[2]).onlyTrack === all[2])
        #expect(AnimationTrackList([all[2]]).onlyTrack === all[2])
        #expect(AnimationTrackList().onlyTrack == nil)
        #expect(AnimationTrackList(Array(all.prefix(2))).onlyTrack == nil)
        let joined = AnimationTrackList(all[0]).appending(AnimationTrackList(Array(all.suffix(2))))
        #expect(joined.map(ObjectIdentifier.init) == all.map(ObjectIdentifier.init))
        #expect(AnimationTrackList().appending(AnimationTrackList(all[1])).onlyTrack === all[1])
        #expect(AnimationTrackList(all[1]).appending(AnimationTrackList()).onlyTrack === all[1])
    }

    @Test("an exact CABasicAnimation's list allocates nothing beyond its track")
    func oneTrackListAllocatesNothingMore() throws {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = CGPoint(x: 1, y: 2)
        animation.toValue = CGPoint(x: 30, y: 40)
        animation.duration = 1
        // Both once before counting, so nothing lazily made on first use is counted.
        _ = AnimationCompiler.exactBasicTrack(animation, key: "position", layer: nil)
        _ = AnimationCompiler.compiledTracks(of: animation, key: "position", layer: nil)
        guard allocation_counter_is_available() else { return }   // a sanitizer owns malloc: nothing to count
        var track: AnimationTrack?
        allocation_counter_start()
        track = AnimationCompiler.exactBasicTrack(animation, key: "position", layer: nil)
        let trackAllocations = allocation_counter_stop()
        var list = AnimationTrackList()
        allocation_counter_start()
        list = AnimationCompiler.compiledTracks(of: animation, key: "position", layer: nil)
        let listAllocations = allocation_counter_stop()
        #expect(track != nil && list.count == 1 && list.onlyTrack != nil)
        #expect(trackAllocations >= 1)
        #expect(listAllocations == trackAllocations)
    }

    @Test("a committed layer with two animations records both tracks in add order, and one alone inline")
    func commitRecordsTracksInOrder() throws {
        let root = CALayer()
        let both = CALayer(), one = CALayer()
        root.addSublayer(both)
        root.addSublayer(one)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 0.8
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 9
        both.add(fade, forKey: "fade")
        both.add(round, forKey: "round")
        one.add(fade, forKey: "fade")
        let committed = both.commitAnimations(at: 10)
        #expect(committed.tracks.map(\.writtenProperty) == [.opacity, .cornerRadius])
        #expect(committed.tracks.onlyTrack == nil)
        let alone = one.commitAnimations(at: 10)
        #expect(alone.tracks.onlyTrack?.writtenProperty == .opacity)
        // The layer's committed tracks, which a set reads, are the same list.
        #expect(both.committedTracks().map(\.writtenProperty) == [.opacity, .cornerRadius])
    }
}
