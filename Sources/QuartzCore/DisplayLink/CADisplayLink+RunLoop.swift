// CADisplayLink on a run loop (spec §9 "add(to:forMode:)", "remove", "invalidate", "Delivery", "Missed vsyncs"):
// one loop, any number of its modes; the loop retains the link while it is added (through the frame timer's
// callout); invalidate() removes it everywhere and releases the handler.
import RunLoopCore

extension CADisplayLink {
    /// add(to:forMode:): one loop, any number of its modes.
    func attach(to runLoop: EventRunLoop, mode: RunLoopMode) {
        guard !isInvalidated else {
            EngineDiagnostics.report(
                "CADisplayLink.add(to:forMode:) on an invalidated link is ignored; create a new CADisplayLink.")
            return
        }
        if let current = self.runLoop, current !== runLoop {
            EngineDiagnostics.report(
                "CADisplayLink.add(to:forMode:): a display link can be added to one run loop only (in any number of "
                    + "its modes); this call is ignored. Remove it from the other loop first or make another link.")
            return
        }
        guard !modes.contains(mode) else { return }
        self.runLoop = runLoop
        modes.append(mode)
        if let timer {
            runLoop.add(timer, forMode: mode)
        } else {
            scheduleTimerIfNeeded()
        }
    }

    /// remove(from:forMode:): out of its last mode, the loop lets go of the link.
    func detach(from runLoop: EventRunLoop, mode: RunLoopMode) {
        guard let current = self.runLoop, current === runLoop, let index = modes.firstIndex(of: mode) else {
            EngineDiagnostics.report(
                "CADisplayLink.remove(from:forMode:): the link was not added to that run loop in mode '\(mode)'; "
                    + "nothing was removed.")
            return
        }
        modes.remove(at: index)
        if let timer { runLoop.remove(timer, forMode: mode) }
        if modes.isEmpty {
            unscheduleTimer()
            self.runLoop = nil
        }
    }

    /// invalidate(): out of every mode, handler released, for good.
    func tearDown() {
        isInvalidated = true
        unscheduleTimer()
        modes.removeAll()
        runLoop = nil
        handler = nil
    }

    /// Makes the frame timer when the link is added, not paused and not invalidated. The first fire is the next
    /// vsync after now on the native grid (multiples of 1/native from time 0); later fires every
    /// `frameStep` vsyncs.
    func scheduleTimerIfNeeded() {
        guard timer == nil, !isInvalidated, !pausedStorage, let runLoop, !modes.isEmpty else { return }
        let nativeRate = CADisplayLink.nativeFramesPerSecond
        frameStep = CADisplayLink.frameStep(for: rangeStorage, nativeRate: nativeRate)
        let period = 1 / nativeRate
        let now = runLoop.clock.now()
        // The small slack keeps a `now` that sits on a grid point (up to rounding) from counting as before it.
        let nextVsync = ((now / period + 1e-6).rounded(.down) + 1) * period
        gridOrigin = nextVsync
        // The strong capture is the loop's implicit retain of the link (spec §9); unscheduleTimer breaks it.
        let frameTimer = RunLoopTimer(fireDate: nextVsync, interval: period * Double(frameStep)) { [self] timer in
            self.fire(timer, period: period)
        }
        timer = frameTimer
        for mode in modes { runLoop.add(frameTimer, forMode: mode) }
    }

    func unscheduleTimer() {
        timer?.invalidate()
        timer = nil
    }

    /// One frame: stamps the frame's grid time (the latest grid point not after now, so a late callout after a
    /// stall reports the frame it actually is, never a stale one) and calls the handler.
    func fire(_ timer: RunLoopTimer, period: Double) {
        guard let runLoop, let handler else { return }
        let interval = timer.interval
        let elapsed = runLoop.clock.now() - gridOrigin
        let frames = max(0, (elapsed / interval + 1e-6).rounded(.down))
        let frameTime = gridOrigin + frames * interval
        timestampStorage = frameTime
        targetTimestampStorage = frameTime + interval
        durationStorage = period
        handler(self)
    }
}
