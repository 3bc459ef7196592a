// Every piece of process-wide state QuartzCore keeps (CoreGraphics keeps its own in GraphicsGlobals) (docs/architecture.md "Process-wide state"), each behind a
// LockedState (a pthread mutex; LockedState.swift says why not Synchronization.Mutex) or an Atomic, with the rule
// for who may change it written beside it. No function type is stored as a LockedState's value directly (it would be
// re-wrapped in reabstraction thunks on every access, MediaTimeSource.swift says how): closures go in a class or
// struct box. The process-wide objects that carry their own lock (the transaction lock, the main-run-loop delivery
// queue, the tile workers' queue, the snapshot reclaimer, the font catalog) are made here too.
// Nothing else in QuartzCore is a mutable global: settings a tool chooses on its command line are values
// passed to what uses them, not globals.
import Foundation
import Synchronization

enum EngineGlobals {
    /// The media time source installed by CASetMediaTimeSource (nil: CLOCK_MONOTONIC). Any thread may read it
    /// (main and render threads, every CACurrentMediaTime); tests, recordings and benchmarks replace it, tests
    /// under the shared media-time test lock.
    static let mediaTimeSource = LockedState<MediaTimeSource?>(nil)
    /// Whether `mediaTimeSource` holds a source, stored inside its lock with each change: readers of the clock
    /// (every property set that animates, every frame) take the lock only while a source is installed.
    static let mediaTimeSourceInstalled = Atomic<Bool>(false)

    /// The display's refresh rate every CADisplayLink fires at (60 unless the host reports another). Set by the
    /// host, normally once at start-up, from any thread; read by display links.
    static let displayNativeRate = LockedState<Double>(60)

    /// The built-in property values of each CALayer class, asked once per class (`defaultValue(forKey:)`) and
    /// kept for the process. Any thread; an entry, once stored, never changes.
    static let classDefaults = LockedState<[ObjectIdentifier: LayerModel]>([:])
    /// The built-in properties each CALayer class's `needsDisplay(forKey:)` answers true for (nil: none), asked once
    /// per class. Any thread; an entry, once stored, never changes.
    static let classRedisplayKeys = LockedState<[ObjectIdentifier: LayerPropertySet?]>([:])

    /// The action-search observer (inspectors, tests). Set from the thread that changes layers, while no other
    /// thread changes layers (CALayer's one-thread rule); read on every change that reaches the action decision.
    static let actionSearchObserver = LockedState<ActionSearchObserverBox?>(nil)
    /// Whether `actionSearchObserver` holds an observer, stored inside its lock with each change: a change takes
    /// the lock only while one is set.
    static let actionSearchObserverInstalled = Atomic<Bool>(false)

    /// The generation of every layer's kept media-time map (MediaTimeMapCache): bumped by any thread that changes a
    /// layer's beginTime, speed, timeOffset or superlayer (or frees a layer that has sublayers); a layer's kept
    /// map is valid only while the generation it was computed in is current. Never decreases; starts at 1.
    static let timeMapGeneration = Atomic<UInt64>(1)

    /// The lock behind CATransaction.lock()/unlock(), Apple's global transaction lock: recursive, any thread.
    static let transactionLock = NSRecursiveLock()

    /// Delegate callbacks and completion blocks waiting for the main run loop (DECISIONS 7), in the order they
    /// happened. Any thread enqueues; the main loop (or a host without one) drains it. Its own lock guards it.
    static let mainRunLoopDelivery = MainRunLoopDelivery()

    /// The one serial queue CATiledLayer tiles are drawn on (TileWorker; docs/architecture.md "Threads"), so tile
    /// drawing never competes with itself for the cores and a layer's tiles arrive in the order asked for.
    static let tileQueue = DispatchQueue(label: "CATiledLayer.tiles", qos: .userInitiated)

    /// Where every render context's replaced snapshot goes to be dropped off the committing thread
    /// (SnapshotReclaimer, docs/architecture.md "Threads"). Any thread hands over; its own lock guards it.
    static let snapshotReclaimer = SnapshotReclaimer()

    /// The installed fonts, read from Pango's default font map (which PangoCairo owns process-wide) on first use.
    /// Immutable once made: any thread reads it (the display cycle, the render thread's text, CGFont).
    static let fontCatalog = FontCatalog.ofDefaultFontMap()

    /// The observer closure. Not Sendable (it touches layers), and called only on the thread that changes the
    /// layers it is told about, so the box may cross into the Mutex unchecked.
    /// @unchecked: the closure runs only on the thread changing the layers it reports.
    struct ActionSearchObserverBox: @unchecked Sendable {
        let observe: (CALayer, String, ActionSearchStage) -> Void
    }
}
