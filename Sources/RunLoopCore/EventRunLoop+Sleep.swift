// EventRunLoop+Sleep: spec §10.3 step 8. The loop waits on its wait set (the wake-up port, the
// internal re-arm port and every port/descriptor source of the mode) until the earlier of the run
// deadline and the next timer date; a poll pass only looks. Then it names the one event to handle.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EventRunLoop {
    private static let fixedDescriptorCount = 2

    func waitForEvent(
        items: RunLoopModeItems, deadline: Double, poll: Bool, clock: any RunLoopClock, tracer: (any RunLoopTracer)?
    ) -> RunLoopWakeReason {
        // Take the reusable buffer out of `self` so a nested run inside a clock hook cannot overlap it.
        var descriptors = pollSet
        pollSet = []
        defer { pollSet = descriptors }
        while true {
            lock.lock()
            let waitables = items.waitables
            let timers = items.timers
            // Set under the same lock as the snapshot: anything added after this re-arms the sleep.
            isSleeping = !poll
            lock.unlock()
            let wakeAt = poll ? -Double.infinity : min(deadline, earliestFireDate(timers))

            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: wakeUpPort.readDescriptor, events: Int16(POLLIN), revents: 0))
            descriptors.append(pollfd(fd: reschedulePort.readDescriptor, events: Int16(POLLIN), revents: 0))
            for core in waitables {
                descriptors.append(pollfd(fd: core.descriptor, events: Int16(POLLIN), revents: 0))
            }

            if let tracer { tracer.runLoop(self, traced: .sleepBegan(deadline: wakeAt), at: clock.now()) }
            descriptors.withUnsafeMutableBufferPointer { clock.sleep(until: wakeAt, polling: $0) }
            lock.lock()
            isSleeping = false
            lock.unlock()
            if let tracer { tracer.runLoop(self, traced: .sleepEnded, at: clock.now()) }

            let wokenByWakeUp = DescriptorPoll.isReady(descriptors[0])
            let rearmed = DescriptorPoll.isReady(descriptors[1])
            var readySource: WaitableSourceCore?
            var readyEvents: Int16 = 0
            for (index, core) in waitables.enumerated() {
                let descriptor = descriptors[index + EventRunLoop.fixedDescriptorCount]
                if DescriptorPoll.isReady(descriptor) && core.ownership.isValid {
                    readySource = core
                    readyEvents = descriptor.revents
                    break
                }
            }
            if rearmed {
                reschedulePort.drain()
                // Only the schedule changed: sleep again with the new deadline and wait set, no
                // observable wake (CF re-arms its timer port without waking the loop).
                if !poll && !wokenByWakeUp && readySource == nil && clock.now() < wakeAt { continue }
            }
            if wokenByWakeUp { wakeUpPort.drain() }

            if earliestFireDate(timers) <= clock.now() { return .timers }
            if let readySource { return .source(readySource, revents: readyEvents) }
            return wokenByWakeUp ? .wakeUp : .timeout
        }
    }
}
