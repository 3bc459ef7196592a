// The --key option (README, Scenes and tools): a key press at a scene time, KEY@SECONDS, by the name the window's
// keys have ("T", "Space", "F4", "Right", "?"), so every key-driven behaviour can be replayed headless like --click.
// A name the playground does not answer to (a miscased "t", "Page_Down") is refused with the list of names, and a
// key without a time says the form.
import ArgumentParser
import Foundation
import PlaygroundScenes

struct ScriptedKey: Equatable {
    let name: String
    let time: Double

    init(name: String, time: Double) {
        self.name = name
        self.time = time
    }

    /// The names --key accepts, as one line for messages and --help.
    static var namesList: String { StageKey.allNames().joined(separator: " ") }

    /// Parses KEY@SECONDS, or throws a message naming the part that is wrong.
    static func parse(_ argument: String) throws -> ScriptedKey {
        // The last "@" splits: a key may be "@" itself ("@@1").
        guard let split = argument.lastIndex(of: "@") else {
            throw ValidationError("--key \(argument) has no time: use KEY@SECONDS, e.g. \(argument.isEmpty ? "T" : argument)@1.5.")
        }
        let name = String(argument[..<split])
        let timeText = String(argument[argument.index(after: split)...])
        guard !name.isEmpty else {
            throw ValidationError("--key \(argument) names no key: use KEY@SECONDS, e.g. T@1.5.")
        }
        let names = StageKey.allNames()
        guard names.contains(name) else {
            let sameLetters = names.first { $0.lowercased() == name.lowercased() }
            let hint = sameLetters.map { " (did you mean \($0)? names are case-sensitive)" } ?? ""
            throw ValidationError("--key \(argument): the playground has no key named '\(name)'\(hint). Keys: "
                + namesList + ".")
        }
        guard let time = Double(timeText), time.isFinite, time >= 0 else {
            throw ValidationError("--key \(argument): the time '\(timeText)' must be a number of seconds from 0 "
                + "(scene time).")
        }
        return ScriptedKey(name: name, time: time)
    }
}
