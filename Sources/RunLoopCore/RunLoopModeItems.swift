// RunLoopModeItems: what one mode holds (spec §10.2 "empty mode", §10.4 ordering). The loop also keeps
// one of these for the items added to `.common`, replayed into modes marked common later.
// Arrays are copy-on-write: a pass takes them by value under the loop lock (a retain, no copy) and
// iterates without holding the lock, so callouts may add or remove items safely.

final class RunLoopModeItems {
    var observers: [RunLoopObserver] = []
    var timers: [RunLoopTimer] = []
    var sources: [RunLoopSource] = []
    var waitables: [WaitableSourceCore] = []

    /// Sources, ports and timers keep a mode alive; observers do not (CF __CFRunLoopModeIsEmpty).
    var hasSourcesOrTimers: Bool {
        !timers.isEmpty || !sources.isEmpty || !waitables.isEmpty
    }

    /// Inserts after every item whose order is ≤ the new one's (ties FIFO); ignores duplicates.
    func insert<Item: RunLoopItem>(_ item: Item, into list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>) {
        if self[keyPath: list].contains(where: { $0 === item }) { return }
        let index = self[keyPath: list].firstIndex(where: { $0.order > item.order }) ?? self[keyPath: list].endIndex
        self[keyPath: list].insert(item, at: index)
    }

    func remove<Item: RunLoopItem>(_ item: Item, from list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>) {
        self[keyPath: list].removeAll(where: { $0 === item })
    }

    func contains<Item: RunLoopItem>(_ item: Item, in list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>) -> Bool {
        self[keyPath: list].contains(where: { $0 === item })
    }

    /// Copies everything from `other` (used when a mode becomes common).
    func insertAll(from other: RunLoopModeItems) {
        for item in other.observers { insert(item, into: \.observers) }
        for item in other.timers { insert(item, into: \.timers) }
        for item in other.sources { insert(item, into: \.sources) }
        for item in other.waitables { insert(item, into: \.waitables) }
    }
}
