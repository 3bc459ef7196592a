// The --key option (docs/architecture.md "The playground"): a key press at a scene time, KEY@SECONDS, by the name the window's keys have
// ("T", "Space", "F4", "Right", "?"), so every key-driven behaviour can be replayed headless like --click.
import ArgumentParser
import Foundation

struct ScriptedKey: ExpressibleByArgument, Equatable {
    let name: String
    let time: Double

    init?(argument: String) {
        // The last "@" splits: a key may be "@" itself ("@@1").
        guard let split = argument.lastIndex(of: "@") else { return nil }
        let name = String(argument[..<split])
        guard !name.isEmpty, let time = Double(argument[argument.index(after: split)...]), time.isFinite, time >= 0 else {
            return nil
        }
        self.name = name
        self.time = time
    }
}
