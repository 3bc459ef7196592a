// EventRunLoop+Timers: __CFRunLoopDoTimers (spec §10.5): every timer of the mode whose fire date is
// ≤ the time the pass started fires once, earliest first; repeating timers then move to the first grid
// date after the time their callout returned (so a stall skips fires instead of replaying them).

extension EventRunLoop {
    func fireDueTimers(in items: RunLoopModeItems, clock: any RunLoopClock, tracer: (any RunLoopTracer)?) {
        timerPassCounter &+= 1
        let pass = timerPassCounter
        let limit = clock.now()
        while true {
            lock.lock()
            let timers = items.timers
            lock.unlock()
            // Pick the earliest due timer not yet fired in this pass; list order (order, then FIFO)
            // breaks ties. Picking one at a time needs no scratch array and sees callout changes.
            var chosen: RunLoopTimer?
            var chosenDate = Double.infinity
            for timer in timers where timer.firedInPass != pass && !timer.isFiring && timer.isValid {
                let date = timer.fireDate
                if date <= limit && (chosen == nil || date < chosenDate) {
                    chosen = timer
                    chosenDate = date
                }
            }
            guard let timer = chosen else { return }
            timer.firedInPass = pass
            timer.isFiring = true
            let generation = timer.scheduleGeneration
            if let tracer {
                tracer.runLoop(self, traced: .timerCalloutBegan(order: timer.order, scheduledFireDate: chosenDate), at: clock.now())
            }
            timer.callout(timer)
            if let tracer { tracer.runLoop(self, traced: .timerCalloutEnded(order: timer.order), at: clock.now()) }
            timer.isFiring = false
            guard timer.isValid else { continue }
            if timer.isRepeating {
                timer.advanceOnGrid(after: clock.now(), ifUnchangedSince: generation)
            } else if timer.scheduleGeneration == generation {
                // One-shot: done, unless its callout gave it a new fire date.
                timer.invalidate()
            }
        }
    }

    /// The earliest fire date among valid timers, or +infinity.
    func earliestFireDate(_ timers: [RunLoopTimer]) -> Double {
        var earliest = Double.infinity
        for timer in timers where !timer.isFiring && timer.isValid {
            earliest = min(earliest, timer.fireDate)
        }
        return earliest
    }
}
