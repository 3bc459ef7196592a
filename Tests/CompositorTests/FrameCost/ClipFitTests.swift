// Fitting quads to the active clip (FrameBuilder+ClipFit, docs/architecture.md "Frame cost"): a quad wholly on the coverage-1 side of an
// axis-aligned clip drops the clip (and takes the lean shader variants), one wholly outside is not drawn, one the
// clip cuts keeps it and shrinks to the part that can show. Coverage is clamp(0.5 − d / pixel), so the boundary is
// half a pixel either side of the clip's edge; an edge on the viewport's edge cuts no pixel centre.
import QuartzCore
@testable import Compositor
import Foundation
import Testing

@Suite("Clip fit")
struct ClipFitTests {
    /// A builder prepared for a 100×100-point frame at `scale` pixels per point.
    private func builder(scale: Double = 1) -> FrameBuilder {
        let builder = FrameBuilder()
        builder.viewport = CGSize(width: 100, height: 100)
        builder.pixelsPerPoint = CGSize(width: scale, height: scale)
        return builder
    }

    /// The clip of a masksToBounds layer at `rect` in the window, unrotated.
    private func clip(_ rect: CGRect, radius: Double = 0) -> ClipRegion {
        ClipRegion(clipFromWindow: Homography(m: (1, 0, 0, 0, 1, 0, -Double(rect.minX), -Double(rect.minY), 1)),
                   rect: CGRect(origin: .zero, size: rect.size), radius: radius, corners: radius > 0 ? 15 : 0)
    }

    private func isInside(_ fit: ClipFit) -> Bool { if case .inside = fit { true } else { false } }
    private func isOutside(_ fit: ClipFit) -> Bool { if case .outside = fit { true } else { false } }
    private func part(_ fit: ClipFit) -> CGRect? { if case .partial(let quad) = fit { quad } else { nil } }

    @Test("a quad half a pixel inside every edge drops the clip; 0.4 pixel inside it keeps it")
    func halfPixelInsideDropsTheClip() {
        let builder = builder()
        let region = clip(CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(isInside(builder.fit(CGRect(x: 10.502, y: 10.502, width: 48.996, height: 48.996), plane: .identity,
                                     to: region)))
        #expect(part(builder.fit(CGRect(x: 10.4, y: 20, width: 10, height: 10), plane: .identity, to: region))
            == CGRect(x: 10.4, y: 20, width: 10, height: 10))
    }

    @Test("at 2 pixels per point half a pixel is a quarter point")
    func halfPixelFollowsTheScale() {
        let region = clip(CGRect(x: 10, y: 10, width: 50, height: 50))
        let quad = CGRect(x: 10.3, y: 10.3, width: 20, height: 20)
        #expect(isInside(builder(scale: 2).fit(quad, plane: .identity, to: region)))
        #expect(!isInside(builder(scale: 1).fit(quad, plane: .identity, to: region)))
    }

    @Test("a window-sized clip drops for any quad, even one overhanging the viewport")
    func viewportClipIsNoClip() {
        let fit = builder().fit(CGRect(x: -30, y: 90, width: 200, height: 40), plane: .identity,
                                to: clip(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(isInside(fit))
    }

    @Test("a quad more than half a pixel outside is not drawn; one crossing the edge shrinks to the clip plus half a pixel")
    func outsideAndCrossing() {
        let builder = builder()
        let region = clip(CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(isOutside(builder.fit(CGRect(x: 61, y: 20, width: 10, height: 10), plane: .identity, to: region)))
        let crossing = part(builder.fit(CGRect(x: 50, y: 20, width: 30, height: 10), plane: .identity, to: region))
        #expect(crossing.map { abs($0.maxX - 60.501) < 1e-9 && $0.minX == 50 && $0.height == 10 } == true)
    }

    @Test("rounded clip corners: the quad must also clear the radius to drop the clip")
    func roundedCornersNeedTheRadius() {
        let builder = builder()
        let region = clip(CGRect(x: 10, y: 10, width: 50, height: 50), radius: 8)
        #expect(!isInside(builder.fit(CGRect(x: 12, y: 12, width: 10, height: 10), plane: .identity, to: region)))
        #expect(isInside(builder.fit(CGRect(x: 18.6, y: 18.6, width: 10, height: 10), plane: .identity, to: region)))
    }

    @Test("a quad in a plane scaled by 2 and moved is tested where it lands in the window")
    func planeMapsTheQuad() {
        let builder = builder()
        let region = clip(CGRect(x: 10, y: 10, width: 50, height: 50))
        let plane = Homography(m: (2, 0, 0, 0, 2, 0, 20, 20, 1))   // local (5, 5, 10, 10) → window (30, 30, 20, 20)
        #expect(isInside(builder.fit(CGRect(x: 5, y: 5, width: 10, height: 10), plane: plane, to: region)))
        // Local x 15...25 lands at 50...70: cut at 60.501, i.e. local 20.2505.
        let crossing = part(builder.fit(CGRect(x: 15, y: 5, width: 10, height: 10), plane: plane, to: region))
        #expect(crossing.map { abs($0.maxX - 20.2505) < 1e-9 } == true)
    }

    @Test("a rotated clip or a perspective plane keeps the clip and the whole quad")
    func notAxisAlignedKeepsEverything() {
        let builder = builder()
        let quad = CGRect(x: 20, y: 20, width: 10, height: 10)
        let rotated = ClipRegion(clipFromWindow: Homography(m: (0.6, 0.8, 0, -0.8, 0.6, 0, 0, 0, 1)),
                                 rect: CGRect(x: -500, y: -500, width: 1000, height: 1000), radius: 0, corners: 0)
        #expect(part(builder.fit(quad, plane: .identity, to: rotated)) == quad)
        let perspective = Homography(m: (1, 0, 0.001, 0, 1, 0, 0, 0, 1))
        #expect(part(builder.fit(quad, plane: perspective, to: clip(CGRect(x: 0, y: 0, width: 60, height: 60)))) == quad)
    }
}
