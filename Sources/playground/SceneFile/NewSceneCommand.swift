// `playground new-scene NAME`: writes NAME.swift, a commented scene file that runs as is
// (docs/architecture.md "Scene files"), and prints the loop: edit, save, see.
import ArgumentParser
import Foundation
import SDLHost

struct NewSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-scene",
        abstract: "Write a commented starter scene file, NAME.swift, to edit while `playground --scene-file NAME.swift` shows it.")

    @Argument(help: "The scene's name (letters, digits, - and _), or the path of the file to write (ending in .swift).")
    var name: String

    func validate() throws {
        let base = Self.baseName(name)
        guard !base.isEmpty, base.first!.isLetter,
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            throw ValidationError("new-scene \(name): the name must start with a letter and hold only letters, digits, "
                + "- and _ (e.g. bouncing-ball).")
        }
        if FileManager.default.fileExists(atPath: Self.path(for: name)) {
            throw ValidationError("new-scene: \(Self.path(for: name)) already exists; choose another name (it is not overwritten).")
        }
    }

    func run() throws {
        let path = Self.path(for: name)
        let base = Self.baseName(name)
        do {
            try OutputFile.write(Data(Self.starter(typeName: Self.typeName(base), sceneName: Self.sceneName(base),
                                                   fileName: URL(fileURLWithPath: path).lastPathComponent).utf8),
                                 to: path)
        } catch {
            throw ValidationError(error.description)
        }
        print("""
            Wrote \(path). The loop:
              playground --scene-file \(path)     # opens the window with your scene
              $EDITOR \(path)                     # edit and save: the window shows the new scene within ~2 s
              playground --scene-file \(path) --record demo.mp4 --duration 5   # a video for your README
            """)
    }

    /// NAME.swift (or the path given when it already ends in .swift).
    static func path(for name: String) -> String { name.hasSuffix(".swift") ? name : name + ".swift" }

    static func baseName(_ name: String) -> String {
        URL(fileURLWithPath: path(for: name)).deletingPathExtension().lastPathComponent
    }

    /// bouncing-ball → BouncingBallScene.
    static func typeName(_ base: String) -> String {
        let words = base.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.hasSuffix("Scene") ? joined : joined + "Scene"
    }

    /// BouncingBall → bouncing-ball.
    static func sceneName(_ base: String) -> String {
        var result = ""
        for character in base {
            if character == "_" { result.append("-"); continue }
            if character.isUppercase, !result.isEmpty, result.last != "-" { result.append("-") }
            result.append(character.lowercased())
        }
        return result
    }

    static func starter(typeName: String, sceneName: String, fileName: String) -> String {
        let words = sceneName.split(separator: "-").joined(separator: " ")
        let title = words.prefix(1).uppercased() + words.dropFirst()
        return """
        // \(typeName): a playground scene file. Show it with
        //     playground --scene-file \(fileName)
        // and edit: every save recompiles the file and swaps the scene in the open window, keeping its size and tools
        // (F1 HUD, F2 inspector, F3 slow motion, F4/F5 pause and step, F10 record, F12 screenshot).
        // The code is Apple's API: this file would build in an iOS app that has the same scene protocol.
        import UIKit               // UIColor, UIBezierPath, UIView, and QuartzCore's CALayer, CABasicAnimation …
        import PlaygroundScenes    // PlaygroundScene, SceneKey, HostEvent and SceneFileEntry

        final class \(typeName): PlaygroundScene {
            // What the playground shows: the title above the scene and one line saying what to do.
            static let name = "\(sceneName)"
            static let summary = "A square that moves where you click."
            static let title = "\(title)"
            static let instruction = "Click anywhere: the square moves there. Space spins it."
            // The keys this scene answers to (the key help lists them).
            static let keys = [SceneKey("Space", "spin the square")]

            private let square = CALayer()

            init() {}

            /// Builds the layers under `root`, which fills the scene area (`size` in points, y down).
            func build(root: CALayer, size: CGSize) {
                root.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1).cgColor
                square.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                square.position = CGPoint(x: size.width / 2, y: size.height / 2)
                square.backgroundColor = UIColor(red: 0.95, green: 0.45, blue: 0.2, alpha: 1).cgColor
                square.cornerRadius = 16
                root.addSublayer(square)
            }

            /// Clicks (in scene points) and keys (by name: "Space", "A", "Left" …). Changes made here are committed
            /// at the run loop's next turn, so setting `position` animates with the implicit 0.25 s action.
            func handle(_ event: HostEvent) {
                switch event {
                case .click(let point):
                    square.position = point
                case .key("Space"):
                    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                    spin.fromValue = 0
                    spin.toValue = CGFloat.pi * 2
                    spin.duration = 0.8
                    square.add(spin, forKey: "spin")
                default:
                    break
                }
            }
        }

        // The entry point the playground calls after compiling this file: it returns the scene type.
        @_cdecl("playground_scene_entry")
        public func playgroundSceneEntry() -> UnsafeMutableRawPointer { SceneFileEntry.export(\(typeName).self) }

        """
    }
}
