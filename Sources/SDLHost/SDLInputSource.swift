// SDL input as a run-loop source (spec §10.3: a source1 wakes the sleeping loop and is handled right after
// afterWaiting). Under X11 the source watches the X connection's file descriptor, so an idle playground sleeps in
// poll() until the person does something. While frames are being drawn the render thread's GL swaps use the same
// X connection, whose replies would wake the loop dozens of times per frame; so while the display link runs, input
// is delivered once per frame instead (`deliverPendingEvents()`), and the descriptor is watched again when it
// pauses.
// Other video drivers (Wayland, offscreen) expose no descriptor portably; there a 100 Hz timer pumps SDL's queue.
internal import CSDL2
import Foundation
import HostInterface
import RunLoopCore

/// Delivers SDL events to a handler from the run loop that it is scheduled on: the main run loop, so main-thread only.
@MainActor
final class SDLInputSource {
    private let loop: EventRunLoop
    private let mode: RunLoopMode
    private let descriptor: Int32?
    private let handler: (HostEvent) -> Void
    private var descriptorSource: RunLoopFileDescriptorSource?
    private var pollTimer: RunLoopTimer?
    private var rewatchTimer: RunLoopTimer?
    private var events: [HostEvent] = []

    /// Schedules the source on `loop` in `mode`; `handler` receives each event in order.
    init(window: OpaquePointer, loop: EventRunLoop, mode: RunLoopMode, handler: @escaping (HostEvent) -> Void) {
        self.loop = loop
        self.mode = mode
        self.handler = handler
        descriptor = SDLInputSource.x11ConnectionDescriptor(of: window)
        if descriptor == nil {
            let timer = RunLoopTimer(fireDate: loop.clock.now() + 0.01, interval: 0.01) { [unowned self] _ in
                self.deliverPendingEvents()
            }
            loop.add(timer, forMode: mode)
            pollTimer = timer
        }
        watchDescriptor(true)
        // Events may already be queued (the window's first expose): hand them over on the first pass.
        loop.perform(inModes: [mode]) { [unowned self] in self.deliverPendingEvents() }
        loop.wakeUp()
    }

    /// Whether input wakes the loop through a descriptor (no polling while idle).
    var isEventDriven: Bool { descriptor != nil }

    /// Watches the X connection while idle (true) or leaves input to `deliverPendingEvents()` while frames run (false).
    func watchDescriptor(_ watch: Bool) {
        guard let descriptor else { return }
        if watch, descriptorSource == nil {
            let source = RunLoopFileDescriptorSource(fd: descriptor) { [unowned self] _ in self.deliverPendingEvents() }
            loop.add(source, forMode: mode)
            descriptorSource = source
        } else if !watch {
            rewatchTimer?.invalidate()
            rewatchTimer = nil
            descriptorSource?.invalidate()
            descriptorSource = nil
        }
    }

    /// Watches the descriptor again once the render thread's last swaps are done (`delay` seconds from now);
    /// input in between is still pumped by this delayed timer, so nothing is lost.
    func watchDescriptor(after delay: Double) {
        guard descriptor != nil else { return }
        rewatchTimer?.invalidate()
        let timer = RunLoopTimer(fireDate: loop.clock.now() + delay) { [unowned self] _ in
            self.rewatchTimer = nil
            self.deliverPendingEvents()
            self.watchDescriptor(true)
        }
        loop.add(timer, forMode: mode)
        rewatchTimer = timer
    }

    /// Drains SDL's queue and hands each event to the handler: called per frame, by the descriptor, and by the timers.
    func deliverPendingEvents() {
        events.removeAll(keepingCapacity: true)
        SDLEventPump.drain(into: &events)
        for event in events { handler(event) }
    }

    func invalidate() {
        descriptorSource?.invalidate()
        descriptorSource = nil
        rewatchTimer?.invalidate()
        pollTimer?.invalidate()
    }

    private static func x11ConnectionDescriptor(of window: OpaquePointer) -> Int32? {
        var info = SDL_SysWMinfo()
        SDL_GetVersion(&info.version)
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display else { return nil }
        let fd = XConnectionNumber(display)
        return fd >= 0 ? fd : nil
    }
}
