// Scene files (docs/architecture.md "Scene files"): a Swift file is compiled with swiftc against this build's
// modules, opened into this test process (which, like the playground, exports its symbols, so the file's layers
// are made by the one engine linked here) and shown on the playground's stage. Its frame must equal, pixel for
// pixel, the same scene compiled into the test; a saved change must be seen by the watcher and swapped in; a
// compile error, a trap while building and a trap on a click must each give one message. The last three run the
// built playground as a process (a trap is caught in a forked copy; this test process stays out of it).
import Foundation
import MediaTimeTestSupport
import PlaygroundScenes
import QuartzCore
import SDLHost
import Testing
@testable import playground

/// The scene the files below describe, compiled into the test: a 120×80 square at (40, 30) on a dark background,
/// reddish (ReferenceSquareScene) or bluish (ReferenceBlueSquareScene).
final class ReferenceSquareScene: PlaygroundScene {
    static let name = "square"
    static let summary = "A square."
    static let title = "Square"
    static let instruction = "A square from a scene file."
    init() {}
    func build(root: CALayer, size: CGSize) { buildSquare(in: root, red: 0.9, blue: 0.2) }
}

final class ReferenceBlueSquareScene: PlaygroundScene {
    static let name = "square"
    static let summary = "A square."
    static let title = "Square"
    static let instruction = "A square from a scene file."
    init() {}
    func build(root: CALayer, size: CGSize) { buildSquare(in: root, red: 0.2, blue: 0.9) }
}

private func buildSquare(in root: CALayer, red: CGFloat, blue: CGFloat) {
    root.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
    let square = CALayer()
    square.frame = CGRect(x: 40, y: 30, width: 120, height: 80)
    square.backgroundColor = CGColor(red: red, green: 0.3, blue: blue, alpha: 1)
    square.cornerRadius = 10
    root.addSublayer(square)
}

@MainActor @Suite(.serialized) struct SceneFileTests {
    nonisolated static let hasSwiftc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/swiftc") } ?? false

    /// ReferenceSquareScene's source with the square's red and blue components.
    static func squareSource(red: String, blue: String) -> String {
        """
        import QuartzCore
        import PlaygroundScenes

        final class SquareScene: PlaygroundScene {
            static let name = "square"
            static let summary = "A square."
            static let title = "Square"
            static let instruction = "A square from a scene file."
            init() {}
            func build(root: CALayer, size: CGSize) {
                root.backgroundColor = CGColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
                let square = CALayer()
                square.frame = CGRect(x: 40, y: 30, width: 120, height: 80)
                square.backgroundColor = CGColor(red: \(red), green: 0.3, blue: \(blue), alpha: 1)
                square.cornerRadius = 10
                root.addSublayer(square)
            }
        }

        @_cdecl("playground_scene_entry")
        public func playgroundSceneEntry() -> UnsafeMutableRawPointer { SceneFileEntry.export(SquareScene.self) }

        """
    }

    private func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenefile-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The stage showing `type` at 320×240, drawn offscreen at scene time 0 and read back (RGBA8).
    func render(_ type: any PlaygroundScene.Type) throws -> [UInt8] {
        try MediaTimeTestLock.run {
            let window = try HostWindow(title: "scene file test", width: 320, height: 240, headless: true,
                                        announce: false)
            let runner = try HostRunner(window: window)
            let harness = SceneHarness(stageShowing: 0, scenes: [type], size: CGSize(width: 320, height: 240),
                                       context: WindowRenderContext(), playsDemos: false)
            defer { harness.finish() }
            var last: (RenderTree, Double)?
            harness.advance(to: 0) { tree, time in last = (tree, time) }
            let (tree, time) = try #require(last)
            runner.draw(tree, at: time)
            return runner.readBack().pixels
        }
    }

    @Test("A compiled scene file is drawn by the one engine: its frame equals the same scene compiled in; a saved change is seen, swapped in and drawn",
          .enabled(if: hasSwiftc))
    func compiledSceneMatchesAndReloads() throws {
        let folder = try scratchFolder("reload")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Square.swift")
        try Self.squareSource(red: "0.9", blue: "0.2").write(to: file, atomically: true, encoding: .utf8)
        let controller = try SceneFileController(path: file.path)
        defer { controller.stopWatching() }
        #expect(controller.compileAndLoad(size: CGSize(width: 320, height: 178)) == [])
        #expect(SceneFileScene.state.sceneType?.name == "square")

        let reference = try render(ReferenceSquareScene.self)
        let loaded = try render(SceneFileScene.self)
        // Compared as one Bool: on a mismatch Swift Testing would diff the two pixel arrays element by element.
        let matches = loaded == reference
        #expect(matches, "the scene file's frame differs from the same scene compiled in")

        // Save a changed file: the watcher compiles it in the background and hands the swap to the main thread.
        let handed = LockedWork()
        controller.onReload = { handed.reloaded = true }
        controller.watch(size: { CGSize(width: 320, height: 178) }) { work in handed.add(work) }
        let before = SceneFileScene.state.sceneType.map(ObjectIdentifier.init)
        try Self.squareSource(red: "0.2", blue: "0.9").write(to: file, atomically: true, encoding: .utf8)
        // Waits for the compile (seconds); a watcher that never noticed fails the expectation below.
        var polls = 0
        while !handed.reloaded, polls < 1200 {
            for work in handed.take() { work() }
            usleep(50_000)
            polls += 1
        }
        #expect(handed.reloaded, "the watcher did not swap in the saved file")
        #expect(SceneFileScene.state.sceneType.map(ObjectIdentifier.init) != before)

        let changedReference = try render(ReferenceBlueSquareScene.self)
        let reloaded = try render(SceneFileScene.self)
        #expect(reloaded == changedReference, "the reloaded scene's frame differs from the changed scene compiled in")
        // The comparison can fail: the two squares' colours differ, and so do the frames.
        let changed = reloaded != loaded
        #expect(changed, "the reloaded scene's frame equals the first one")
    }

    @Test("A scene file with an error gives file:line: message, the first few, and loads nothing",
          .enabled(if: hasSwiftc))
    func compileErrorGivesMessage() throws {
        let folder = try scratchFolder("error")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.swift")
        let source = Self.squareSource(red: "0.9", blue: "0.2")
            .replacingOccurrences(of: "square.cornerRadius = 10", with: "square.cornerRadius = \"ten\"")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let line = source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"ten\"") }.map { $0 + 1 } ?? -1
        let controller = try SceneFileController(path: file.path)
        let problems = controller.compile()
        #expect(problems.library == nil)
        #expect(problems.problems.first == "Broken.swift did not compile:")
        #expect(problems.problems.contains("Broken.swift:\(line): cannot assign value of type 'String' to type 'CGFloat'"),
                "\(problems.problems)")
    }

    @Test("The compiler's errors are read as file:line: message, at most five, and a version mismatch says which toolchain to use")
    func errorLinesAreParsed() {
        let output = (1...7).map { "/tmp/x/My.swift:\($0):3: error: problem \($0)" }.joined(separator: "\n")
            + "\n/tmp/x/My.swift:2:1: warning: not an error\n"
        #expect(SceneFileCompiler.errors(in: output) == (1...5).map { "My.swift:\($0): problem \($0)" })
        let mismatch = "<unknown>:0: error: module compiled with Swift 6.3.1 cannot be imported by the Swift 6.2 compiler"
        #expect(SceneFileCompiler.errors(in: mismatch).last?.contains("not the toolchain that built the playground") == true)
    }

    // MARK: The built playground

    private func playground(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("playground").path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the playground first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("playground new-scene writes a starter that the built playground compiles and draws as is",
          .enabled(if: hasSwiftc))
    func starterRunsAsIs() throws {
        let folder = try scratchFolder("starter")
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try playground(["new-scene", "bouncing-ball"], in: folder)
        #expect(made.status == 0, "\(made.output)")
        let shot = folder.appendingPathComponent("shot.png").path
        let shown = try playground(["--scene-file", "bouncing-ball.swift", "--size", "320x240", "--screenshot", shot],
                                   in: folder)
        try #require(shown.status == 0, "\(shown.output)")
        // The starter's orange square (0.95, 0.45, 0.2) is in the frame.
        let frame = try #require(PNGWriter.read(path: shot))
        var orange = 0
        for index in stride(from: 0, to: frame.pixels.count, by: 4) {
            let (r, g, b) = (Int(frame.pixels[index]), Int(frame.pixels[index + 1]), Int(frame.pixels[index + 2]))
            if abs(r - 242) <= 3, abs(g - 115) <= 3, abs(b - 51) <= 3 { orange += 1 }
        }
        #expect(orange > 5000, "the starter's 100×100 square is not in the frame (\(orange) orange pixels)")
    }

    @Test("A scene that traps while building is refused with Swift's message; one that traps on a click is unloaded with one message and the run goes on",
          .enabled(if: hasSwiftc))
    func trapsGiveOneMessage() throws {
        let folder = try scratchFolder("trap")
        defer { try? FileManager.default.removeItem(at: folder) }
        let building = Self.squareSource(red: "0.9", blue: "0.2")
            .replacingOccurrences(of: "square.cornerRadius = 10", with: "square.cornerRadius = CGFloat([10][size.width > 0 ? 3 : 0])")
        try building.write(to: folder.appendingPathComponent("TrapBuild.swift"), atomically: true, encoding: .utf8)
        let built = try playground(["--scene-file", "TrapBuild.swift", "--screenshot", "a.png"], in: folder)
        #expect(built.status == 1)
        #expect(built.output.contains("TrapBuild.swift trapped while building its scene: "))
        #expect(built.output.contains("Fatal error: Index out of range"))

        let clicking = Self.squareSource(red: "0.9", blue: "0.2")
            .replacingOccurrences(of: "    init() {}", with: """
                    init() {}
                    func handle(_ event: HostEvent) {
                        if case .click = event { let none: Int? = nil; print(none!) }
                    }
                """)
        try clicking.write(to: folder.appendingPathComponent("TrapClick.swift"), atomically: true, encoding: .utf8)
        let clicked = try playground(["--scene-file", "TrapClick.swift", "--size", "320x240", "--click", "100,100@0.1",
                                      "--at", "0.2", "--screenshot", "b.png"], in: folder)
        #expect(clicked.status == 0, "\(clicked.output)")
        let messages = clicked.output.split(separator: "\n").filter { $0.contains("trapped") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("TrapClick.swift trapped handling a click at") == true)
        #expect(messages.first?.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.png").path))
    }
}

/// Work the watcher hands to the "main thread" (the test's), and whether a reload happened.
private final class LockedWork: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    private var didReload = false
    var reloaded: Bool {
        get { lock.lock(); defer { lock.unlock() }; return didReload }
        set { lock.lock(); didReload = newValue; lock.unlock() }
    }
    func add(_ work: @escaping () -> Void) { lock.lock(); pending.append(work); lock.unlock() }
    func take() -> [() -> Void] { lock.lock(); defer { lock.unlock() }; let taken = pending; pending = []; return taken }
}
