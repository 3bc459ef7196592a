// SDL input as a run-loop source (spec §10.3: a source1 wakes the sleeping loop and is handled right after
// afterWaiting). Under X11 the source watches the X connection's file descriptor, so an idle playground sleeps in
// poll() until the person does something. Other video drivers (Wayland, offscreen) have no descriptor SDL exposes
// portably; there a 100 Hz timer pumps SDL's queue instead (documented cost: a few wake-ups per frame time).
import CSDL2
import Foundation
import RunLoopCore

/// Delivers SDL events to a handler from the run loop that it is scheduled on.
final class SDLInputSource {
    private var descriptorSource: RunLoopFileDescriptorSource?
    private var pollTimer: RunLoopTimer?
    private var events: [HostEvent] = []

    /// Schedules the source on `loop` in `mode`; `handler` receives each event in order.
    init(window: OpaquePointer, loop: EventRunLoop, mode: RunLoopMode, handler: @escaping (HostEvent) -> Void) {
        let deliver: () -> Void = { [unowned self] in
            self.events.removeAll(keepingCapacity: true)
            SDLEventPump.drain(into: &self.events)
            for event in self.events { handler(event) }
        }
        if let fd = SDLInputSource.x11ConnectionDescriptor(of: window) {
            let source = RunLoopFileDescriptorSource(fd: fd) { _ in deliver() }
            loop.add(source, forMode: mode)
            descriptorSource = source
        } else {
            let timer = RunLoopTimer(fireDate: loop.clock.now() + 0.01, interval: 0.01) { _ in deliver() }
            loop.add(timer, forMode: mode)
            pollTimer = timer
        }
        // Events may already be queued (the window's first expose): hand them over on the first pass.
        loop.perform(inModes: [mode], block: deliver)
        loop.wakeUp()
    }

    /// Whether input wakes the loop through a descriptor (no polling).
    var isEventDriven: Bool { descriptorSource != nil }

    func invalidate() {
        descriptorSource?.invalidate()
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
