// Key paths into an emitter layer's cells (CAEmitterLayer.h: "emitterCells.<name>.<key>", nested as
// "emitterCells.<name>.emitterCells.<name>.<key>"), as Apple's KVC resolves them on CAEmitterLayer: each name picks
// the first cell of that name in the array before it.

/// A parsed "emitterCells.…" key path.
struct EmitterCellKeyPath {
    /// The cell names, outermost first.
    let names: [String]
    /// The cell property at the end.
    let key: String

    /// Parses `text`; nil when it does not start with "emitterCells." or is not name/key pairs.
    init?(_ text: String) {
        guard text.hasPrefix("emitterCells.") else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
        var names: [String] = []
        var index = 0
        while index + 2 < parts.count {
            guard parts[index] == "emitterCells", !parts[index + 1].isEmpty else { return nil }
            names.append(String(parts[index + 1]))
            index += 2
        }
        guard !parts[index].isEmpty else { return nil }
        self.names = names
        key = String(parts[index])
    }

    /// The cell the names lead to in `cells`, or nil.
    func cell(in cells: [CAEmitterCell]?) -> CAEmitterCell? {
        var level = cells
        var found: CAEmitterCell?
        for name in names {
            guard let next = level?.first(where: { $0.name == name }) else { return nil }
            found = next
            level = next.emitterCells
        }
        return found
    }
}
