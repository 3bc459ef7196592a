// What the command line says (README, Scenes and tools): --key names only keys the playground answers to and says
// the list and the form when it does not; --help lists the names; --at without a screenshot is refused; the line
// after a screenshot gives its full path, why it was taken (--headless or no display) and that it replaced a file;
// F12's screenshots are numbered from 1 in the working folder and never replace an earlier one.
import ArgumentParser
import Foundation
import PlaygroundScenes
import Testing
@testable import playground

@MainActor @Suite struct CommandLineAnswerTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try PlaygroundCommand.parse(arguments)
            return nil
        } catch {
            return PlaygroundCommand.message(for: error)
        }
    }

    @Test("--key refuses a miscased, misspelt or unknown name with the list of names, and accepts T, Space, F4, ?")
    func unknownKeysAreRefused() {
        let miscased = message(["--key", "t@0.5"])
        #expect(miscased?.contains("no key named 't' (did you mean T?") == true, "\(miscased ?? "accepted")")
        for bad in ["Page_Down@0.3", "bogus@1"] {
            let said = message(["--key", bad])
            #expect(said?.contains("the playground has no key named") == true, "\(bad): \(said ?? "accepted")")
            #expect(said?.contains("Keys: Left Right PageUp PageDown") == true)
            #expect(said?.contains(" Space ") == true)
        }
        for good in ["T@1.5", "Space@0", "F4@2", "?@1", "PageDown@0.3", "=@1"] {
            #expect(message(["--key", good, "--screenshot", "/tmp/i27-key.png", "--at", "2"]) == nil, "\(good) refused")
        }
    }

    @Test("--key T without a time gives the form KEY@SECONDS; a bad time names the time")
    func keyFormIsSaid() {
        #expect(message(["--key", "T"])?.contains("--key T has no time: use KEY@SECONDS, e.g. T@1.5") == true)
        #expect(message(["--key", "T@soon"])?.contains("the time 'soon' must be a number of seconds") == true)
    }

    @Test("--help lists every key name --key accepts")
    func helpListsKeyNames() {
        let help = PlaygroundCommand.helpMessage()
        for name in ["PageDown", "F12", "Space", "Keypad +", "Tab"] {
            #expect(help.contains(name), "--help does not name \(name)")
        }
        #expect(help.contains("KEY is one of"))
    }

    @Test("--at without --screenshot or --headless is refused with what to add")
    func atNeedsAScreenshot() {
        #expect(message(["--at", "1.5"])?.contains("--at sets the scene time of a screenshot") == true)
        #expect(message(["--at", "1.5", "--headless"]) == nil)
        #expect(message(["--at", "1.5", "--screenshot", "/tmp/i27-at.png"]) == nil)
    }

    @Test("the screenshot line says --headless when it was given, the full path, and a replaced file")
    func screenshotLine() {
        let folder = FileManager.default.currentDirectoryPath
        let headless = PlaygroundCommand.screenshotReport(path: "playground-text.png", scene: "text", at: 1,
                                                          chosen: false, headless: true, replaced: true)
        #expect(headless.hasPrefix("--headless: rendered offscreen"))
        #expect(!headless.contains("There is no display"))
        #expect(headless.contains("to \(folder)/playground-text.png (replacing the file that was there)"))
        let noDisplay = PlaygroundCommand.screenshotReport(path: "x.png", scene: "text", at: 1, chosen: false,
                                                           headless: false, replaced: false)
        #expect(noDisplay.hasPrefix("There is no display"))
        #expect(!noDisplay.contains("replacing"))
        let chosen = PlaygroundCommand.screenshotReport(path: "../x.png", scene: "text", at: 1, chosen: true,
                                                        headless: false, replaced: false)
        #expect(chosen.hasSuffix("to \(URL(fileURLWithPath: folder).deletingLastPathComponent().path)/x.png"))
    }

    @Test("F12's screenshots are numbered from 1 in the given folder, skipping files already there")
    func screenshotNumbering() throws {
        let folder = NSTemporaryDirectory() + "i27-shots-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = PlaygroundSession.nextScreenshotPath(scene: "layers", folder: folder)
        #expect(first.hasSuffix("/playground-layers_1.png"))
        #expect(first.hasPrefix("/"))
        #expect(FileManager.default.createFile(atPath: first, contents: Data()))
        #expect(PlaygroundSession.nextScreenshotPath(scene: "layers", folder: folder).hasSuffix("/playground-layers_2.png"))
    }

    @Test("the trace's line names its full path, as the screenshot's does")
    func traceLineIsAbsolute() {
        let folder = FileManager.default.currentDirectoryPath
        #expect(PlaygroundSession.traceLine(path: "t.json").hasPrefix("Wrote the trace to \(folder)/t.json "))
    }

    @Test("the default window keeps the scene at over 70 % of its size with the HUD and inspector column shown")
    func defaultSizeKeepsTheSceneLarge() throws {
        let command = try PlaygroundCommand.parse([])
        let size = CGSize(width: command.size.width, height: command.size.height)
        let plain = StageLayout(size: size), tools = StageLayout(size: size, tools: true)
        #expect(tools.hasToolColumn)
        let fit = SceneFit(builtSize: plain.sceneArea.size, area: tools.sceneArea)
        #expect(fit.scale > 0.7, "the scene is shown at \(fit.scale) of its size with the tools on")
    }
}
