// One key a scene answers to, with what it does: listed by the in-window key help (`?` or Tab) and `--help`.
public struct SceneKey: Sendable, Equatable {
    /// The key as SDL names it (what `--key` takes): "T", "Space", "F4", "Left".
    public let key: String
    public let meaning: String

    public init(_ key: String, _ meaning: String) {
        self.key = key
        self.meaning = meaning
    }
}
