// Opening a compiled scene file (docs/architecture.md "Scene files: one engine"): the library was linked without
// the engine, so dlopen binds its references to CALayer, CATransaction, … to the playground's own copy (the
// playground is linked with its symbols exported). The entry point returns the scene type (SceneFileEntry).
// A library is never closed: Swift's runtime keeps the type metadata and conformances it registered, so each
// reload leaves its library mapped (a few hundred kilobytes).
import Foundation
import PlaygroundScenes

enum SceneFileLibrary {
    /// Why a library could not be used, in one line.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    typealias Entry = @convention(c) () -> UnsafeMutableRawPointer

    /// Opens `path` and returns its entry point (not yet called).
    static func open(_ path: String) throws(LoadError) -> Entry {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            if reason.contains("undefined symbol") {
                throw LoadError(description: "the scene's library needs a symbol this playground does not export "
                    + "(\(reason)). Scene files run only in a playground built from this package with "
                    + "`swift build --product playground` (it links with -export-dynamic).")
            }
            throw LoadError(description: "could not open the compiled scene: \(reason)")
        }
        guard let symbol = dlsym(handle, SceneFileEntry.symbol) else {
            throw LoadError(description: "the file has no entry point. Add, after your scene type:\n"
                + "    @_cdecl(\"\(SceneFileEntry.symbol)\")\n"
                + "    public func playgroundSceneEntry() -> UnsafeMutableRawPointer { SceneFileEntry.export(MyScene.self) }\n"
                + "(`playground new-scene NAME` writes a starter that has it).")
        }
        return unsafeBitCast(symbol, to: Entry.self)
    }

    /// Calls the entry point and takes the scene type it exports.
    static func sceneType(from entry: Entry) -> any PlaygroundScene.Type {
        SceneFileEntry.take(entry()).sceneType
    }
}
