// How the benchmark frame loop waits between frames.

enum FramePacing {
    /// A display link: frames on a fixed 60 Hz grid (DeadlineFrameClock); a late frame skips grid points.
    case deadline
    /// As a display that shows a frame as soon as it is done but at most at the refresh rate (the ramp's frame
    /// length: max(period, work)), so frame length rises smoothly past the breakpoint instead of in whole periods.
    /// Frames are pipelined as a compositor's are (and as Qt's threaded render loop is): the loop flushes instead
    /// of waiting in glFinish, so one frame rasterises while the next is evaluated; llvmpipe's bounded queue of
    /// frames makes the frame length the pipeline's throughput.
    case capped
}
