// EventRunLoop+Registration: adding and removing observers, timers and sources, and common modes
// (spec §10.4 "Common modes": items added to `.common` join every common mode, including modes
// marked common later; `.common` means "modes marked common", not "all modes").

extension EventRunLoop {
    public func add(_ observer: RunLoopObserver, forMode mode: RunLoopMode) {
        addItem(observer, to: mode, list: \.observers)
    }

    public func remove(_ observer: RunLoopObserver, forMode mode: RunLoopMode) {
        removeItem(observer, from: mode, list: \.observers)
    }

    public func add(_ timer: RunLoopTimer, forMode mode: RunLoopMode) {
        addItem(timer, to: mode, list: \.timers)
    }

    public func remove(_ timer: RunLoopTimer, forMode mode: RunLoopMode) {
        removeItem(timer, from: mode, list: \.timers)
    }

    public func add(_ source: RunLoopSource, forMode mode: RunLoopMode) {
        addItem(source, to: mode, list: \.sources)
    }

    public func remove(_ source: RunLoopSource, forMode mode: RunLoopMode) {
        removeItem(source, from: mode, list: \.sources)
    }

    public func add(_ source: RunLoopPortSource, forMode mode: RunLoopMode) {
        source.core.scheduledSource = source
        if !addItem(source.core, to: mode, list: \.waitables) { source.core.scheduledSource = nil }
    }

    public func remove(_ source: RunLoopPortSource, forMode mode: RunLoopMode) {
        removeItem(source.core, from: mode, list: \.waitables)
    }

    public func add(_ source: RunLoopFileDescriptorSource, forMode mode: RunLoopMode) {
        source.core.scheduledSource = source
        if !addItem(source.core, to: mode, list: \.waitables) { source.core.scheduledSource = nil }
    }

    public func remove(_ source: RunLoopFileDescriptorSource, forMode mode: RunLoopMode) {
        removeItem(source.core, from: mode, list: \.waitables)
    }

    /// Whether `timer` is scheduled in `mode` (for `.common`: added through `.common`).
    public func contains(_ timer: RunLoopTimer, inMode mode: RunLoopMode) -> Bool {
        containsItem(timer, in: mode, list: \.timers)
    }

    public func contains(_ observer: RunLoopObserver, inMode mode: RunLoopMode) -> Bool {
        containsItem(observer, in: mode, list: \.observers)
    }

    /// CFRunLoopAddCommonMode: marks `mode` common and gives it every item added to `.common` so far.
    public func addCommonMode(_ mode: RunLoopMode) {
        guard mode != .common else {
            RunLoopGlobals.diagnostics.reportOnce(
                "addCommonMode(.common) ignored: .common is the set of common modes, not a mode. Pass a real mode name.")
            return
        }
        lock.lock()
        if commonModes.insert(mode).inserted {
            modeItems(mode).insertAll(from: commonItems)
        }
        let sleeping = isSleeping
        lock.unlock()
        if sleeping { reschedulePort.post() }
    }

    /// The modes currently marked common.
    public var commonModeNames: Set<RunLoopMode> {
        lock.lock()
        defer { lock.unlock() }
        return commonModes
    }

    /// The items of `mode`, created on first use as CF's __CFRunLoopFindMode(create: true). Lock held.
    func modeItems(_ mode: RunLoopMode) -> RunLoopModeItems {
        if let items = modes[mode] { return items }
        let items = RunLoopModeItems()
        modes[mode] = items
        return items
    }

    @discardableResult
    func addItem<Item: RunLoopItem>(
        _ item: Item, to mode: RunLoopMode, list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>
    ) -> Bool {
        switch item.ownership.claim(for: self) {
        case .invalid:
            RunLoopGlobals.diagnostics.reportOnce(
                "an invalidated \(Item.itemKind) cannot be added to a run loop; create a new one.")
            return false
        case .ownedByAnotherLoop:
            RunLoopGlobals.diagnostics.reportOnce(
                "a \(Item.itemKind) can belong to one run loop only (in any number of its modes); "
                    + "remove it from the other loop first or create another one.")
            return false
        case .claimed:
            break
        }
        lock.lock()
        if mode == .common {
            commonItems.insert(item, into: list)
            for common in commonModes { modeItems(common).insert(item, into: list) }
        } else {
            modeItems(mode).insert(item, into: list)
        }
        let sleeping = isSleeping
        lock.unlock()
        // A sleeping loop must see a new timer's date or a new port in its wait set.
        if sleeping { reschedulePort.post() }
        return true
    }

    func removeItem<Item: RunLoopItem>(
        _ item: Item, from mode: RunLoopMode, list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>
    ) {
        lock.lock()
        if mode == .common {
            commonItems.remove(item, from: list)
            for common in commonModes { modes[common]?.remove(item, from: list) }
        } else {
            modes[mode]?.remove(item, from: list)
        }
        let stillScheduled = commonItems.contains(item, in: list)
            || modes.values.contains(where: { $0.contains(item, in: list) })
        let sleeping = isSleeping
        lock.unlock()
        if !stillScheduled {
            item.ownership.release(from: self)
            item.didLeaveRunLoop()
        }
        if sleeping { reschedulePort.post() }
    }

    /// The invalidate() path: out of every mode and out of the common set.
    func removeFromAllModes<Item: RunLoopItem>(
        _ item: Item, list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>
    ) {
        lock.lock()
        commonItems.remove(item, from: list)
        for items in modes.values { items.remove(item, from: list) }
        let sleeping = isSleeping
        lock.unlock()
        item.didLeaveRunLoop()
        if sleeping { reschedulePort.post() }
    }

    func containsItem<Item: RunLoopItem>(
        _ item: Item, in mode: RunLoopMode, list: ReferenceWritableKeyPath<RunLoopModeItems, [Item]>
    ) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if mode == .common { return commonItems.contains(item, in: list) }
        return modes[mode]?.contains(item, in: list) ?? false
    }
}
