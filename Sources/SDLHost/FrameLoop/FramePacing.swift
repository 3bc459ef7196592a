// How the one frame loop (FrameLoop) waits for each frame and what it does with the GPU after drawing: the window's
// display link, the benchmarks' measured 60 Hz grid, and the ramp's capped, pipelined frames are three settings of
// the same loop (DECISIONS 11; spec §9 "Missed vsyncs: no catch-up").

/// When a frame starts and how its GPU work is waited for.
package struct FramePacing: Sendable, Equatable {
    package enum Wait: Sendable, Equatable {
        /// vsync when the window's context has it (present blocks), else the DeadlineFrameClock grid.
        case displayOrGrid
        /// Always the DeadlineFrameClock grid: a late frame skips grid points, never replays them.
        case grid
        /// As a display that shows a frame as soon as it is done but at most at the refresh rate, so frame
        /// length is max(period, work) and rises smoothly past a breakpoint instead of in whole periods.
        case capped
    }

    package enum GPUSync: Sendable, Equatable {
        /// Present straight after drawing.
        case none
        /// glFinish before presenting, so a frame's CPU and GPU parts can be told apart.
        case finish
        /// glFlush: rasterising overlaps the next frame's evaluation, as a pipelined compositor's (and Qt's
        /// threaded render loop's) does; llvmpipe's bounded queue of frames makes frame length its throughput.
        case flush
    }

    package var wait: Wait
    package var gpu: GPUSync
    /// Whether the loop sleeps until the next commit once the drawn tree has nothing animating (an idle window
    /// costs no CPU); its frame grid restarts from that commit.
    package var idlesWhenStill: Bool

    package init(wait: Wait, gpu: GPUSync, idlesWhenStill: Bool) {
        self.wait = wait
        self.gpu = gpu
        self.idlesWhenStill = idlesWhenStill
    }

    /// The interactive window: its display link, idle when nothing moves.
    package static let display = FramePacing(wait: .displayOrGrid, gpu: .none, idlesWhenStill: true)
    /// The frame and transition benchmarks: a fixed grid, CPU and GPU time measured apart.
    package static let measuredGrid = FramePacing(wait: .grid, gpu: .finish, idlesWhenStill: false)
    /// The ramp benchmark: capped at the refresh rate, frames pipelined.
    package static let capped = FramePacing(wait: .capped, gpu: .flush, idlesWhenStill: false)
}
