// The one entry point a scene file gives the playground (docs/architecture.md "Scene files"): the file declares a
// PlaygroundScene and exports it with
//
//     @_cdecl("playground_scene_entry")
//     public func playgroundSceneEntry() -> UnsafeMutableRawPointer { SceneFileEntry.export(MyScene.self) }
//
// The playground compiles the file into a shared library, opens it and calls that C symbol; the scene's type
// comes back boxed (an existential metatype is two words, so it cannot travel as one pointer). HostInterface is
// re-exported so a scene file's `handle(_ event: HostEvent)` needs only `import PlaygroundScenes`.
@_exported import HostInterface

/// A scene type handed from a scene file's library to the playground.
package final class SceneFileEntry {
    /// The C symbol the playground looks up in a scene file's library.
    package static let symbol = "playground_scene_entry"

    package let sceneType: any PlaygroundScene.Type

    package init(_ sceneType: any PlaygroundScene.Type) {
        self.sceneType = sceneType
    }

    /// What a scene file's entry point returns: the scene type, retained once for the playground to take.
    package static func export(_ sceneType: any PlaygroundScene.Type) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(SceneFileEntry(sceneType)).toOpaque()
    }

    /// Takes the entry an entry point returned (balancing `export`'s retain).
    package static func take(_ pointer: UnsafeMutableRawPointer) -> SceneFileEntry {
        Unmanaged<SceneFileEntry>.fromOpaque(pointer).takeRetainedValue()
    }
}
