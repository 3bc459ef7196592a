// RunLoopWakeReason: what ended a sleep (spec §10.3 step 10: a timer, a source1 port, a plain wake-up,
// or nothing before the deadline).

enum RunLoopWakeReason {
    case timers
    case source(WaitableSourceCore, revents: Int16)
    case wakeUp
    case timeout
}
