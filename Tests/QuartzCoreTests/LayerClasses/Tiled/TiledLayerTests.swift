// CATiledLayer (CATiledLayer.h; Apple's CATiledLayer, tileSize, levelsOfDetail, levelsOfDetailBias and
// fadeDuration() pages): Apple's defaults; the level-of-detail choice and tile grid; draw(in:) called once per
// visible tile, off the calling thread, with the tile's rect as the clip box and the level's scale in the CTM;
// only tiles the viewport and enclosing clips show are drawn; the fade-in at exact media times; invalidation by
// setNeedsDisplay and setNeedsDisplay(_:); bounded results and one message for bad input. The worker is real: each
// test waits for it (waitUntilTilesDrawn) and commits, so no test sleeps.
import MediaTimeTestSupport
import RunLoopCore
import Testing
import Foundation
@testable import QuartzCore

@Suite("CATiledLayer", .serialized)
struct TiledLayerTests {
    /// One draw(in:) call as the worker made it.
    struct DrawCall: Equatable {
        let clip: CGRect
        let scale: CGFloat
        let thread: ObjectIdentifier
    }

    /// A tiled layer that records its draw(in:) calls (from the worker thread, hence the lock) and fills each tile.
    final class RecordingTiledLayer: CATiledLayer {
        let calls = LockedState<[DrawCall]>([])

        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }

        override func draw(in ctx: CGContext) {
            let call = DrawCall(clip: ctx.boundingBoxOfClipPath, scale: ctx.ctm.a,
                                thread: ObjectIdentifier(Thread.current))
            calls.withLock { $0.append(call) }
            ctx.setFillColor(CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            ctx.fill(call.clip)
        }

        var clips: [CGRect] { calls.withLock { $0.map(\.clip) } }
        func reset() { calls.withLock { $0.removeAll() } }
    }

    /// A 400×300 render context showing a 1000×1000 tiled layer whose top-left is at the context's top-left.
    final class Stage {
        let renderer = CARenderer()
        let root = CALayer()
        let tiled = RecordingTiledLayer()

        init(_ configure: (RecordingTiledLayer) -> Void = { _ in }) {
            CATransaction.flush()
            renderer.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            tiled.anchorPoint = .zero
            tiled.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
            tiled.position = .zero
            configure(tiled)
            root.addSublayer(tiled)
            renderer.layer = root
            CATransaction.flush()
        }

        /// Lets the worker finish what the last commit asked for, then commits the arrived tiles.
        func settle() {
            tiled.waitUntilTilesDrawn()
            CATransaction.flush()
        }

        /// The committed tiles of the tiled layer.
        var committed: RenderTiles? {
            for layer in renderer.latestTree.layers {
                if case .tiled(let tiles, _) = layer.layerClass { return tiles }
            }
            return nil
        }

        deinit { renderer.layer = nil }
    }

    static func sorted(_ rects: [CGRect]) -> [CGRect] {
        rects.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    @Test("defaults are Apple's: 256×256 tiles, one level of detail, no bias, a 0.25 s fade, no contents")
    func defaults() {
        let t = CATiledLayer()
        #expect(t.tileSize == CGSize(width: 256, height: 256))
        #expect(t.levelsOfDetail == 1)
        #expect(t.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        #expect(t.contents == nil)
        t.setValue(CGSize(width: 64, height: 32), forKey: "tileSize")
        t.setValue(3, forKey: "levelsOfDetail")
        #expect(t.value(forKey: "tileSize") as? CGSize == CGSize(width: 64, height: 32))
        #expect(t.value(forKey: "levelsOfDetail") as? Int == 3)
        #expect(CATiledLayer(layer: t).tileSize == CGSize(width: 64, height: 32))
    }

    @Test("the level is ⌈log₂ scale⌉ within −(levelsOfDetail − 1)…levelsOfDetailBias and the one-pixel floor")
    func levelChoice() {
        let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
                            tilePixels: CGSize(width: 256, height: 256), contentsScale: 1)
        // One level, no bias (Apple's defaults): always level 0.
        #expect([0.1, 0.5, 1, 3].map { grid.level(forScale: $0, levelsOfDetail: 1, bias: 0) } == [0, 0, 0, 0])
        // Four levels, two magnified: ½× … 4×, then clamped.
        let scales: [CGFloat] = [1, 1.5, 2, 3, 5, 0.5, 0.3, 0.2, 0.1, 0.05]
        #expect(scales.map { grid.level(forScale: $0, levelsOfDetail: 4, bias: 2) } == [0, 1, 1, 2, 2, -1, -1, -2, -3, -3])
        // 16 levels on a 100-point layer: the coarsest level still spans a pixel (2^−6 × 100 ≥ 1).
        #expect(grid.coarsestLevel == -6)
        #expect(grid.level(forScale: 0.001, levelsOfDetail: 16, bias: 0) == -6)
    }

    @Test("the grid runs from the bounds' origin in tileSize pixels, clipped at the far edges")
    func gridGeometry() {
        let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 600, height: 300),
                            tilePixels: CGSize(width: 256, height: 256), contentsScale: 1)
        let keys = grid.keys(covering: grid.bounds, level: 0, limit: 100)
        #expect(keys.count == 6)
        #expect(grid.rect(of: TileKey(level: 0, column: 2, row: 1)) == CGRect(x: 512, y: 256, width: 88, height: 44))
        #expect(grid.tilePoints(level: 1) == CGSize(width: 128, height: 128))
        #expect(grid.tilePoints(level: -1) == CGSize(width: 512, height: 512))
        // A visible rect ending on a tile boundary does not touch the next tile.
        #expect(grid.keys(covering: CGRect(x: 0, y: 0, width: 256, height: 256), level: 0, limit: 100).count == 1)
    }

    @Test("draw(in:) runs once per visible tile, off the committing thread, clipped to the tile at scale 1")
    func drawsVisibleTilesOnWorker() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = Stage()
            stage.settle()
            let calls = stage.tiled.calls.withLock { $0 }
            // The 400×300 viewport meets columns 0–1 and rows 0–1 of the 256-point grid.
            #expect(Self.sorted(calls.map(\.clip)) == [
                CGRect(x: 0, y: 0, width: 256, height: 256), CGRect(x: 256, y: 0, width: 256, height: 256),
                CGRect(x: 0, y: 256, width: 256, height: 256), CGRect(x: 256, y: 256, width: 256, height: 256),
            ])
            #expect(calls.allSatisfy { $0.scale == 1 })
            #expect(calls.allSatisfy { $0.thread != ObjectIdentifier(Thread.current) })
            let tiles = try #require(stage.committed)
            #expect(tiles.tiles.count == 4)
            #expect(tiles.tiles.allSatisfy { $0.image.width == 256 && $0.image.height == 256 && $0.readyTime == 100 })
            // Committing again asks for nothing new: the tiles are cached.
            stage.tiled.setNeedsLayout()
            CATransaction.flush()
            stage.settle()
            #expect(stage.tiled.calls.withLock { $0.count } == 4)
        }
    }

    @Test("zoomed in 2× with a magnified level, tiles are 128 points drawn at scale 2")
    func zoomPicksMagnifiedLevel() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            let stage = Stage { t in
                t.levelsOfDetail = 2
                t.levelsOfDetailBias = 1
                t.transform = CATransform3DMakeScale(2, 2, 1)
            }
            stage.settle()
            let calls = stage.tiled.calls.withLock { $0 }
            // The viewport shows (0, 0)–(200, 150) of the layer: columns 0–1, rows 0–1 of the 128-point grid.
            #expect(Self.sorted(calls.map(\.clip)) == [
                CGRect(x: 0, y: 0, width: 128, height: 128), CGRect(x: 128, y: 0, width: 128, height: 128),
                CGRect(x: 0, y: 128, width: 128, height: 128), CGRect(x: 128, y: 128, width: 128, height: 128),
            ])
            #expect(calls.allSatisfy { $0.scale == 2 })
            let magnified = try #require(stage.committed)
            #expect(magnified.tiles.allSatisfy { $0.key.level == 1 && $0.image.width == 256 })
            // Zoomed out to ½ with two levels: level −1, 512-point tiles at scale ½; the level-1 tiles stay under
            // the new ones until those have faded in.
            stage.tiled.reset()
            stage.tiled.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            CATransaction.flush()
            stage.settle()
            #expect(Self.sorted(stage.tiled.clips) == [
                CGRect(x: 0, y: 0, width: 512, height: 512), CGRect(x: 512, y: 0, width: 488, height: 512),
                CGRect(x: 0, y: 512, width: 512, height: 488), CGRect(x: 512, y: 512, width: 488, height: 488),
            ])
            #expect(stage.tiled.calls.withLock { $0.allSatisfy { $0.scale == 0.5 } })
            let minified = try #require(stage.committed)
            #expect(minified.tiles.map(\.key.level) == [1, 1, 1, 1, -1, -1, -1, -1])
        }
    }

    @Test("an animated zoom asks for the tiles its presentation shows as it runs, not the model's final level")
    func animatedZoomFollowsThePresentation() {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let stage = Stage { $0.levelsOfDetailBias = 2 }
            stage.settle()
            // Zoom to 4× over 1 s: the model is at 4× at once, the presentation goes linearly from 1× to 4×.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.tiled.transform = CATransform3DMakeScale(4, 4, 1)
            CATransaction.commit()
            let zoom = CABasicAnimation(keyPath: "transform")
            zoom.fromValue = CATransform3DIdentity
            zoom.toValue = CATransform3DMakeScale(4, 4, 1)
            zoom.duration = 1
            stage.tiled.add(zoom, forKey: "zoom")
            CATransaction.flush()
            // The commit can only see the model: level 2, 64-point tiles.
            #expect(stage.committed?.choice?.span?.level == 2)
            // A frame at 0.25 s shows 1.75×, which wants level 1 (⌈log₂ 1.75⌉) over (0, 0)–(228.6, 171.4). The
            // render side says so; the wake-up it posts on this thread's run loop leads to a commit asking for it.
            func frame(at t: Double) {
                clock.now = t
                stage.renderer.beginFrame(atTime: t)
                stage.renderer.render()
                stage.renderer.endFrame()
                _ = EventRunLoop.current.run(mode: .default, for: 0, returnAfterSourceHandled: true)
                CATransaction.flush()
            }
            stage.settle()
            stage.tiled.reset()
            frame(at: 100.25)
            #expect(stage.committed?.choice?.span == TileSpan(level: 1, columns: 0...1, rows: 0...1))
            stage.settle()
            #expect(Self.sorted(stage.tiled.clips) == [
                CGRect(x: 0, y: 0, width: 128, height: 128), CGRect(x: 128, y: 0, width: 128, height: 128),
                CGRect(x: 0, y: 128, width: 128, height: 128), CGRect(x: 128, y: 128, width: 128, height: 128),
            ])
            #expect(stage.tiled.calls.withLock { $0.allSatisfy { $0.scale == 2 } })
            // A frame that needs no other tiles says nothing: the next commit keeps the span.
            frame(at: 100.26)
            #expect(stage.committed?.choice?.span == TileSpan(level: 1, columns: 0...1, rows: 0...1))
            // Once the zoom has ended the presentation is the model's 4×: level 2 over (0, 0)–(100, 75).
            frame(at: 101.5)
            #expect(stage.committed?.choice?.span == TileSpan(level: 2, columns: 0...1, rows: 0...1))
        }
    }

    @Test("only tiles the enclosing scroll layer shows are drawn; scrolling asks for the newly shown ones")
    func onlyVisibleThroughScrollLayer() {
        MediaTimeTestLock.withClock(at: 100) { _ in
            let scroll = CAScrollLayer()
            let stage = Stage { t in
                t.tileSize = CGSize(width: 100, height: 100)
                t.isHidden = true   // a hidden layer asks for no tiles
            }
            #expect(stage.tiled.tileStore.pendingTileCount == 0)
            scroll.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
            stage.tiled.removeFromSuperlayer()
            stage.tiled.isHidden = false
            scroll.addSublayer(stage.tiled)
            stage.root.addSublayer(scroll)
            CATransaction.flush()
            stage.settle()
            #expect(Self.sorted(stage.tiled.clips) == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
            ])
            stage.tiled.reset()
            scroll.scroll(to: CGPoint(x: 500, y: 250))   // shows (500, 250)–(650, 350)
            CATransaction.flush()
            stage.settle()
            #expect(Self.sorted(stage.tiled.clips) == [
                CGRect(x: 500, y: 200, width: 100, height: 100), CGRect(x: 600, y: 200, width: 100, height: 100),
                CGRect(x: 500, y: 300, width: 100, height: 100), CGRect(x: 600, y: 300, width: 100, height: 100),
            ])
            #expect(stage.tiled.visibleRect == CGRect(x: 500, y: 250, width: 150, height: 100))
        }
    }

    @Test("on a running run loop the worker's wake-up alone brings the tiles: the before-waiting commit shows them")
    func runLoopWakeUpCommitsTiles() throws {
        // The real queue and run loop are under test here, so this one waits on real time (bounded by `limit`).
        let result = LockedState<(tiles: Int, draws: Int)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let limit = 20.0
        MediaTimeTestLock.run {
            let thread = Thread {
                let loop = EventRunLoop.current
                let stage = Stage()   // the commit asks for four tiles; their wake-up targets this thread's loop
                let deadline = CACurrentMediaTime() + limit
                while (stage.committed?.tiles.count ?? 0) < 4, CACurrentMediaTime() < deadline {
                    _ = loop.run(mode: .default, for: 0.05, returnAfterSourceHandled: false)
                }
                result.withLock { $0 = (stage.committed?.tiles.count ?? 0, stage.tiled.calls.withLock { $0.count }) }
                stage.renderer.layer = nil
                CATransaction.flush()
                done.signal()
            }
            thread.start()
            _ = done.wait(timeout: .now() + limit + 5)
        }
        let seen = try #require(result.withLock { $0 })
        #expect(seen.tiles == 4)
        #expect(seen.draws == 4)
    }

    @Test("a new tile fades in linearly over fadeDuration() from the commit that brought it")
    func fadeInAtExactTimes() {
        MediaTimeTestLock.withClock(at: 100) { clock in
            let stage = Stage()
            clock.now = 101
            stage.settle()   // the tiles arrive at the commit at 101
            let tree = stage.renderer.latestTree
            let expected: [(Double, Float)] = [(101, 0), (101.05, 0.2), (101.125, 0.5), (101.25, 1), (102, 1)]
            for (time, alpha) in expected {
                let layers = tree.evaluate(at: time)
                guard case .tiled(let tiles, let stamped) = layers[1].layerClass else {
                    Issue.record("no tiles committed")
                    return
                }
                #expect(stamped == time)
                #expect(abs(tiles.alpha(of: tiles.tiles[0], at: stamped) - alpha) < 1e-6, "at \(time)")
            }
            #expect(tree.isAnimating(at: 101.2))
            #expect(!tree.isAnimating(at: 101.25))
        }
    }

    @Test("setNeedsDisplay(_:) redraws only the tiles it meets; setNeedsDisplay() redraws every visible tile")
    func invalidation() throws {
        try MediaTimeTestLock.withClock(at: 100) { clock in
            let stage = Stage()
            stage.settle()
            stage.tiled.reset()
            clock.now = 102
            stage.tiled.setNeedsDisplay(CGRect(x: 300, y: 10, width: 10, height: 10))
            CATransaction.flush()
            stage.settle()
            #expect(stage.tiled.clips == [CGRect(x: 256, y: 0, width: 256, height: 256)])
            let tiles = try #require(stage.committed)
            let redrawn = try #require(tiles.tiles.first { $0.key == TileKey(level: 0, column: 1, row: 0) })
            #expect(redrawn.readyTime == 102 && redrawn.previous != nil)   // fades in over the old image
            stage.tiled.reset()
            stage.tiled.setNeedsDisplay()
            CATransaction.flush()
            stage.settle()
            #expect(stage.tiled.clips.count == 4)
        }
    }

    @Test("bad tileSize and level counts are refused or clamped with one message each")
    func badInput() {
        let t = CATiledLayer()
        t.name = "badTiles"
        let messages = EngineDiagnostics.capture {
            t.tileSize = .zero
            t.tileSize = CGSize(width: -4, height: 10)
            t.tileSize = CGSize(width: CGFloat.nan, height: 10)
            t.levelsOfDetail = 1_000_000
            t.levelsOfDetailBias = -2
        }
        #expect(t.tileSize == CGSize(width: 256, height: 256))
        #expect(t.levelsOfDetail == CATiledLayer.maximumLevelsOfDetail)
        #expect(t.levelsOfDetailBias == 0)
        #expect(messages.filter { $0.contains("\"badTiles\".tileSize") && $0.contains("not a positive finite size") }
            .count == 3)
        #expect(messages.contains { $0.contains("\"badTiles\".levelsOfDetail: 1000000 is more than the 16 levels") })
        #expect(messages.contains { $0.contains("\"badTiles\".levelsOfDetailBias: -2 is less than 0") })
    }

    @Test("tiny tiles are bounded by the tile cache: at most maximumCachedTiles drawn, said once")
    func tinyTilesAreBounded() throws {
        try MediaTimeTestLock.withClock(at: 100) { _ in
            var stage: Stage?
            let messages = EngineDiagnostics.capture {
                stage = Stage { t in
                    t.name = "tinyTiles"
                    t.tileSize = CGSize(width: 4, height: 4)
                }
                stage?.settle()
            }
            let s = try #require(stage)
            #expect(s.tiled.calls.withLock { $0.count } == CATiledLayer.maximumCachedTiles)
            #expect(messages.contains { $0.contains("\"tinyTiles\": tileSize") && $0.contains("7500 tiles") })
            #expect(s.tiled.tileStore.cachedTileCount <= CATiledLayer.maximumCachedTiles)
        }
    }
}
