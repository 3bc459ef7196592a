// The replaced snapshot's release off the committing thread (SnapshotReclaimer.swift; docs/architecture.md
// "Threads", the snapshot reclaimer): a commit hands the context's previous RenderTree over, the reclaimer's thread
// drops it, a full queue drops on the caller. A tree's record holding the only reference to an image tells when the
// tree was dropped (the image is freed with it). Reclaimers made with `startsThread: false` hold their trees until
// `start()`, so what the calling thread did is seen without racing the reclaimer's thread.
import Testing
import Foundation
@testable import QuartzCore

@Suite("The snapshot reclaimer (docs/architecture.md Threads)")
struct SnapshotReclaimerTests {
    private static func image(_ red: UInt8) -> CGImage {
        CGImage(width: 1, height: 1, rgba: [red, 0, 0, 255], premultiplied: true)!
    }

    private static func tree(holding image: CGImage) -> RenderTree {
        var record = RenderLayer(parentIndex: -1)
        record.contents = image
        return RenderTree(layers: [record, RenderLayer(parentIndex: 0)])
    }

    @Test("a handed-over tree is not dropped on the calling thread; the reclaimer's thread drops it")
    func handedOverTreeIsDroppedByTheReclaimersThread() {
        let reclaimer = SnapshotReclaimer(startsThread: false)
        weak var held: CGImage?
        do {
            let image = Self.image(10)
            held = image
            #expect(reclaimer.reclaim(Self.tree(holding: image)))
        }
        #expect(held != nil)   // queued: the caller's references are gone, the reclaimer's remains
        reclaimer.start()
        reclaimer.waitUntilDrained()
        #expect(held == nil)
    }

    @Test("a full queue drops the tree on the calling thread at once, so memory stays bounded")
    func fullQueueDropsOnTheCaller() {
        let reclaimer = SnapshotReclaimer(startsThread: false)
        weak var queued: CGImage?
        weak var overflow: CGImage?
        do {
            let first = Self.image(20)
            queued = first
            #expect(reclaimer.reclaim(Self.tree(holding: first)))
            for _ in 1..<SnapshotReclaimer.queueLimit { #expect(reclaimer.reclaim(Self.tree(holding: Self.image(30)))) }
            let last = Self.image(40)
            overflow = last
            #expect(!reclaimer.reclaim(Self.tree(holding: last)))
        }
        #expect(overflow == nil)
        #expect(queued != nil)
        reclaimer.waitUntilDrained()   // starts the thread
        #expect(queued == nil)
    }

    @Test("a commit hands the context's replaced snapshot to its reclaimer; its images are freed when it drains")
    func commitHandsTheReplacedSnapshotOver() {
        let reclaimer = SnapshotReclaimer(startsThread: false)
        let host = RenderContextHost()
        host.snapshotReclaimer = reclaimer
        let root = CALayer()
        host.host(root)
        weak var replaced: CGImage?
        do {
            let first = Self.image(50)
            replaced = first
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.contents = first
            CATransaction.commit()
            CATransaction.flush()
        }
        #expect(host.latestTree.layers.first?.contents === replaced)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.contents = Self.image(60)
        CATransaction.commit()
        CATransaction.flush()
        // The layer and the context's latest tree no longer hold the first image: the reclaimer's queue does.
        #expect(host.latestTree.layers.first?.contents !== replaced)
        #expect(replaced != nil)
        reclaimer.start()
        reclaimer.waitUntilDrained()
        #expect(replaced == nil)
        host.host(nil)
    }
}
