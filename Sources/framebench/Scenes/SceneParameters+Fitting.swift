// Setting up a fixed-count benchmark scene: the tile side that fits N layers in the viewport, and the offscreen
// window every engine scenario draws into.
import SDLHost

extension SceneParameters {
    /// The default scene with tiles sized so that `count` of them share the viewport.
    init(fittingLayers count: Int) {
        self.init()
        tileSide = SceneParameters.side(forCount: count, width: width, height: height)
    }

    /// An offscreen window of the scene's size (SDL's offscreen driver, OpenGL 3.3 on llvmpipe here).
    func openWindow() throws(BenchmarkError) -> HostWindow {
        do {
            return try HostWindow(title: "framebench", width: width, height: height, headless: true, announce: false)
        } catch {
            throw .host(error.description)
        }
    }
}
