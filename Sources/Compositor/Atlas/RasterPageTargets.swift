// The compositor's render targets for the raster atlas's pages (GLCompositor+RasterAtlas; Atlas/RasterAtlas), one
// linearly filtered target per page, made when the builder opens the page and freed when it drops it. State private
// to this file.
internal import CSDL2

/// One render target per raster atlas page.
final class RasterPageTargets {
    private var pages: [RenderTarget] = []

    var count: Int { pages.count }
    var isEmpty: Bool { pages.isEmpty }

    /// Page `index`'s target, made (with those before it) when missing.
    func page(_ index: Int) -> RenderTarget {
        while pages.count <= index { pages.append(RenderTarget(filter: GL_LINEAR)) }
        return pages[index]
    }

    /// Page `index`'s texture (nil: no such page).
    func texture(ofPage index: Int) -> GLuint? { index < pages.count ? pages[index].texture : nil }

    /// Frees the targets of the pages past the first `count`.
    func trim(to count: Int) {
        while pages.count > count { pages.removeLast() }
    }
}
