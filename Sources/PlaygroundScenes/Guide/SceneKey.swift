// One key a scene answers to, with what it does: listed by the in-window key help (`?` or Tab) and `--help`. A
// scene's key wins over the stage's own use of it (arrows and digits switch scenes elsewhere; Page Up / Page Down
// always do).
package struct SceneKey: Sendable, Equatable {
    /// The key as shown: SDL's name (what `--key` takes, "T", "Space", "Left") or a range ("1 … 5").
    package let key: String
    package let meaning: String
    /// The SDL key names this entry stands for (`key` itself unless given).
    package let names: [String]

    package init(_ key: String, _ meaning: String, names: [String]? = nil) {
        self.key = key
        self.meaning = meaning
        self.names = names ?? [key]
    }
}
