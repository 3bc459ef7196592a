// RunLoopFileDescriptorSource: wakes the loop when a file descriptor is readable (spec §9 "Linux: post
// to the run loop with a source1-like fd source"; §10.3 step 10). Level-triggered like poll(2): the
// handler must read what is pending (or invalidate the source), otherwise the loop wakes again at once.
// The source does not own the descriptor and never closes it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// @unchecked: immutable after init (the descriptor, order, handler and core); the handler runs on the thread
/// running the loop it is scheduled in.
public final class RunLoopFileDescriptorSource: @unchecked Sendable {
    public let fileDescriptor: Int32
    public let order: Int
    let handler: (RunLoopFileDescriptorSource) -> Void
    let core: WaitableSourceCore

    public init(fd: Int32, order: Int = 0, handler: @escaping (RunLoopFileDescriptorSource) -> Void) {
        self.fileDescriptor = fd
        self.order = order
        self.handler = handler
        self.core = WaitableSourceCore(descriptor: fd, order: order)
        core.perform = { [weak self] revents in
            guard let self else { return false }
            return self.handle(revents)
        }
        if fd < 0 {
            RunLoopGlobals.diagnostics.reportOnce(
                "RunLoopFileDescriptorSource(fd: \(fd)) is invalid: pass an open file descriptor.")
            invalidate()
        }
    }

    public var isValid: Bool { core.ownership.isValid }

    /// Removes the source from every mode of its run loop. The descriptor stays open.
    public func invalidate() {
        let (wasValid, loop) = core.ownership.invalidate()
        guard wasValid else { return }
        loop?.removeFromAllModes(core, list: \.waitables)
    }

    private func handle(_ revents: Int16) -> Bool {
        if revents & Int16(POLLNVAL) != 0 {
            // A closed descriptor would wake the loop forever; drop the source instead.
            RunLoopGlobals.diagnostics.reportOnce(
                "file descriptor \(fileDescriptor) was closed while its RunLoopFileDescriptorSource was "
                    + "scheduled; the source is invalidated. Invalidate the source before closing the descriptor.")
            invalidate()
            return false
        }
        handler(self)
        return true
    }
}
