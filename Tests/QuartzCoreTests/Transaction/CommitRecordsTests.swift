// The commit's records made on several threads (CommitRecords.swift; docs/architecture.md "Threads", the commit's
// record workers): a big tree's snapshot is the same, record for record and track for track, whether one thread or
// several made it; what runs an overridable member stays on the committing thread; and what a worker reports is
// captured as the committing thread's. Under ThreadSanitizer (CI) the same tests check the workers for races.
import Foundation
import MediaTimeTestSupport
import Testing
@testable import QuartzCore

/// Notes the thread its `keyPath` getter runs on (the general compile reads it; the exact one does not).
private final class ThreadNotingAnimation: CABasicAnimation, @unchecked Sendable {
    static let threads = LockedState<Set<ObjectIdentifier>>([])
    override var keyPath: String? {
        get {
            Self.threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
            return super.keyPath
        }
        set { super.keyPath = newValue }
    }
}

@Suite("The commit's records on several threads", .serialized)   // one forest at a time: ThreadNotingAnimation's notes are shared
struct CommitRecordsTests {
    /// A tree of `count` + 1 layers built the same way each call: plain layers (most with an exact
    /// CABasicAnimation, some with sublayers, masks, a keyframe animation or a flip), shape layers and layers whose
    /// animation is a subclass; `changed`: the index of a layer whose opacity differs (the twin's tree).
    static func forest(count: Int, changed: Int? = nil) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        var parent = root
        for index in 0..<count {
            let layer = index % 97 == 5 ? CAShapeLayer() : CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: Double(index % 50) + 1, height: 4)
            layer.position = CGPoint(x: Double(index % 100), y: Double(index / 100))
            layer.opacity = index == changed ? 0.25 : 0.5
            layer.isGeometryFlipped = index % 13 == 0
            if let shape = layer as? CAShapeLayer { shape.path = CGPath(rect: layer.bounds, transform: nil) }
            if index % 89 == 7 {
                let mask = CALayer()
                mask.bounds = layer.bounds
                layer.mask = mask
            }
            switch index % 7 {
            case 0, 1, 2, 3:
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = CGPoint(x: 0, y: Double(index))
                move.duration = Double(index % 5) + 1
                layer.add(move, forKey: "move")
            case 4:
                let hop = CAKeyframeAnimation(keyPath: "opacity")
                hop.values = [0.0, 1.0, 0.5]
                hop.duration = 2
                layer.add(hop, forKey: "hop")
            case 5:
                let noted = ThreadNotingAnimation(keyPath: "opacity")
                noted.toValue = Float(index % 10) / 10
                noted.duration = 3
                layer.add(noted, forKey: "noted")
            default:
                break
            }
            // Every tenth layer starts a branch: the next ones are its sublayers.
            parent.addSublayer(layer)
            if index % 10 == 0 { parent = layer } else if index % 10 == 9 { parent = root }
        }
        return root
    }

    static func snapshot(of root: CALayer, threads: Int) -> RenderTree {
        var walk = CommitWalk()
        return RenderTreeBuilder.makeTree(root: root, generation: 1, commitTime: 10,
                                          viewportSize: CGSize(width: 1000, height: 1000), walk: &walk,
                                          threads: threads)
    }

    /// Each record as text (every field, the animations' tracks as their timing and content).
    static func described(_ tree: RenderTree) -> [String] {
        tree.layers.map { record in
            var fields = record
            let tracks = fields.animations.tracks
            let map = fields.animations.timeMap
            fields.animations = .none
            let trackText = tracks.map { track in
                "\(String(describing: track.keyPath)) \(track.timing) \(String(describing: track.curve)) "
                    + "\(track.content) lanes \(String(describing: track.lanes))"
            }
            return "\(fields) map \(map.scale) \(map.offset) tracks \(trackText)"
        }
    }

    @Test("a tree of 3,000 layers gives the same snapshot from one thread and from four, record for record")
    func severalThreadsGiveTheSameSnapshot() {
        let one = Self.described(Self.snapshot(of: Self.forest(count: 3_000), threads: 1))
        let four = Self.described(Self.snapshot(of: Self.forest(count: 3_000), threads: 4))
        #expect(one.count == 3_000 + 1 + 3_000 / 89 + 1)
        #expect(one == four)
    }

    @Test("twin: a tree with one layer's opacity changed gives another snapshot (the comparison sees one field)")
    func aChangedLayerIsToldApart() {
        let one = Self.described(Self.snapshot(of: Self.forest(count: 3_000), threads: 1))
        let changed = Self.described(Self.snapshot(of: Self.forest(count: 3_000, changed: 2_500), threads: 4))
        #expect(one.count == changed.count)
        #expect(zip(one, changed).filter { $0 != $1 }.count == 1)
    }

    @Test("an animation subclass's overridable getter runs on the committing thread, never on a worker")
    func subclassesCompileOnTheCommittingThread() {
        let root = Self.forest(count: 3_000)
        ThreadNotingAnimation.threads.withLock { $0.removeAll() }
        _ = Self.snapshot(of: root, threads: 4)
        let threads = ThreadNotingAnimation.threads.withLock { $0 }
        #expect(threads == [ObjectIdentifier(Thread.current)])
    }

    @Test("a big tree's records are shared among the cores, a small tree's are not")
    func threadCountFollowsTheTreeAndTheCores() {
        #expect(CommitRecords.threadCount(offThreadLayers: 10_000, cores: 2) == 2)
        #expect(CommitRecords.threadCount(offThreadLayers: 10_000, cores: 16) == 4)
        #expect(CommitRecords.threadCount(offThreadLayers: 100_000, cores: 16) == 16)
        #expect(CommitRecords.threadCount(offThreadLayers: 4_095, cores: 16) == 1)
        #expect(CommitRecords.threadCount(offThreadLayers: 4_096, cores: 16) == 2)
        #expect(CommitRecords.threadCount(offThreadLayers: 10_000, cores: 1) == 1)
    }

    @Test("what a worker reports for the committing thread is captured there")
    func reportsOnBehalfAreCaptured() {
        let owner = ObjectIdentifier(Thread.current)
        let message = "CommitRecordsTests: reported on a worker for the committing thread"
        let captured = EngineDiagnostics.capture {
            runOnNewThread { EngineDiagnostics.reporting(onBehalfOf: owner) { EngineDiagnostics.report(message) } }
        }
        #expect(captured == [message])
    }

    @Test("twin: what another thread reports for itself is not captured by this one")
    func reportsOfOtherThreadsAreNotCaptured() {
        let message = "CommitRecordsTests: reported on another thread for itself"
        let captured = EngineDiagnostics.capture {
            runOnNewThread { EngineDiagnostics.report(message) }
        }
        #expect(captured.isEmpty)
        #expect(EngineDiagnostics.hasReported(message))
    }
}
