// The scene-file loop (docs/architecture.md "Scene files"): compile the file, open the library, try the scene in a
// forked copy (SceneTrial), and hand its type to SceneFileScene; then watch the file and do it again on every save,
// compiling on a background thread and swapping on the main thread. A failed compile or a trap leaves the last
// good scene running and says why (stderr and the window's error panel).
import QuartzCore
import Foundation
import PlaygroundScenes

/// @unchecked: the watcher thread reads `path` and `compiler` (immutable) and `watching` behind `lock`; loading and
/// the reload callbacks are the main actor's.
final class SceneFileController: @unchecked Sendable {
    /// The file as given and as an absolute path.
    let path: String
    let compiler: SceneFileCompiler
    /// The compiled libraries' path without its number (each is removed once opened).
    private let libraryStem: String
    /// The compiles made in this process, by every controller: each library gets a path and module name of its own,
    /// since dlopen of a path already opened gives the library opened before (a second controller, as in the tests,
    /// would otherwise load the first one's scene again).
    private static let generations = LockedState(0)
    private let lock = NSLock()
    /// Called on the main thread after each reload attempt: the lines to show (empty after a good one).
    @MainActor var onProblems: (@MainActor ([String]) -> Void)?
    /// Called on the main thread after a new scene type was loaded.
    @MainActor var onReload: (@MainActor () -> Void)?
    /// False once `stopWatching()` was called.
    private var watching = true
    /// Whether a scene already runs, which a failed compile or load leaves in place (the messages say so).
    private var hasLoaded = false

    init(path: String) throws(SceneFileCompiler.SetupError) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        compiler = try SceneFileCompiler.locate()
        libraryStem = FileManager.default.temporaryDirectory.appendingPathComponent("playground-scene-\(getpid())-").path
        SceneFileScene.state.setFile(path)
    }

    /// Compiles (any thread). Returns the library, or the errors to show.
    func compile() -> (library: String?, problems: [String], seconds: Double) {
        let number = Self.generations.withLock { generation in
            generation += 1
            return generation
        }
        let library = "\(libraryStem)\(number).so"
        // A module name of its own per compile: the types of every loaded library stay registered.
        let outcome = compiler.compile(file: path, to: library, moduleName: "SceneFile\(number)")
        if outcome.succeeded { return (library, [], outcome.seconds) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        return (nil, ["\(name) did not compile\(keptNote):"] + outcome.errors, outcome.seconds)
    }

    /// Opens a compiled library, tries its scene at `size` in a forked copy and loads its type (main thread).
    /// Returns the problems (empty when the new scene is loaded).
    @MainActor
    func load(_ library: String, size: CGSize) -> [String] {
        defer { unlink(library) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let entry: SceneFileLibrary.Entry
        do {
            entry = try SceneFileLibrary.open(library)
        } catch {
            return ["\(name): \(error.description)"]
        }
        let verdict = SceneTrial.run(timeout: SceneFileScene.state.trialTimeout) {
            let type = SceneFileLibrary.sceneType(from: entry)
            _ = (type.name, type.title, type.instruction, type.keys, type.needsContinuousFrames)
            let scene = type.init(settings: SceneSettings())
            scene.build(root: CALayer(), size: size)
            _ = scene.labels()
            _ = scene.demoScript(size: size)
            for frame in 0..<60 { scene.tick(at: 100 + Double(frame) / 60) }
        }
        if case .trapped(let message) = verdict {
            return ["\(name) trapped while building its scene\(keptNote): \(message)"]
        }
        SceneFileScene.state.load(SceneFileLibrary.sceneType(from: entry))
        lock.lock()
        hasLoaded = true
        lock.unlock()
        return []
    }

    /// " (the last good scene keeps running)" once a scene has loaded.
    private var keptNote: String {
        lock.lock()
        defer { lock.unlock() }
        return hasLoaded && SceneFileScene.state.sceneType != nil ? " (the last good scene keeps running)" : ""
    }

    /// Compiles and loads on the main thread (the first load, and headless runs).
    @MainActor
    func compileAndLoad(size: CGSize) -> [String] {
        let compiled = compile()
        guard let library = compiled.library else { return compiled.problems }
        return load(library, size: size)
    }

    /// Watches the file (a poll of its modification time, size and inode every 0.2 s, which also sees editors that
    /// save by renaming) and on each change compiles in the background, then calls `onMain` with the work to do on
    /// the main thread (load and show).
    func watch(size: @escaping @MainActor () -> CGSize, onMain: @escaping @Sendable (@escaping () -> Void) -> Void) {
        let box = UncheckedSceneFileBox((self, size))
        let thread = Thread {
            let (controller, size) = box.value
            var last = Self.stamp(controller.path)
            while controller.isWatching {
                usleep(200_000)
                let now = Self.stamp(controller.path)
                guard now != last, now != nil else { continue }
                // Saved: wait until the file stops changing (an editor writing in parts), then compile.
                var settled = now
                repeat {
                    last = settled
                    usleep(100_000)
                    settled = Self.stamp(controller.path)
                } while settled != last
                let name = URL(fileURLWithPath: controller.path).lastPathComponent
                FileHandle.standardError.write(Data("playground: \(name) changed; compiling…\n".utf8))
                let compiled = controller.compile()
                let result = UncheckedSceneFileBox(compiled)
                onMain {
                    // `onMain` runs this on the main run loop's thread, which is the main actor's.
                    MainActor.assumeIsolated {
                        var problems = result.value.problems
                        if let library = result.value.library { problems = controller.load(library, size: size()) }
                        if problems.isEmpty {
                            FileHandle.standardError.write(Data(String(format: "playground: reloaded %@ (compiled in %.1f s)\n",
                                                                       name, result.value.seconds).utf8))
                            controller.onReload?()
                        } else {
                            FileHandle.standardError.write(Data(("playground: " + problems.joined(separator: "\n  ") + "\n").utf8))
                        }
                        controller.onProblems?(problems)
                    }
                }
            }
        }
        thread.name = "scene file"
        thread.start()
    }

    /// Ends the watcher thread within its next poll.
    func stopWatching() {
        lock.lock()
        watching = false
        lock.unlock()
    }

    private var isWatching: Bool {
        lock.lock()
        defer { lock.unlock() }
        return watching
    }

    /// What changes when the file is saved: modification time, size and inode; nil when it is not there.
    private static func stamp(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size), Int(info.st_ino)]
    }
}

/// Hands values to and from the watcher thread (the controller's state is behind its lock or main-thread only).
/// @unchecked: the sending thread gives the value up; only the receiving thread uses it afterwards.
final class UncheckedSceneFileBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
