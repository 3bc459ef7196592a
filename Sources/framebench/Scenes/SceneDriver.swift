// The main thread's part of a frame-timing run: the application moving every tile every 0.5 s (implicit
// animations, committed at once, as the run loop's before-waiting commit would), while the frame loop draws on its
// own thread. Measures how long each move-and-commit took.

struct SceneDriver {
    let scene: AnimatedLayerScene
    private(set) var commitMs: [Double] = []
    private var nextMove: Double

    init(scene: AnimatedLayerScene) {
        self.scene = scene
        nextMove = monotonicSeconds() + scene.parameters.moveInterval
    }

    /// Runs the application side until `end` (monotonic seconds).
    mutating func run(until end: Double) {
        while true {
            let wake = min(nextMove, end)
            sleepUntil(wake)
            if monotonicSeconds() >= end { return }
            let start = monotonicSeconds()
            scene.moveAll()
            commitMs.append((monotonicSeconds() - start) * 1000)
            nextMove += scene.parameters.moveInterval
            if nextMove < monotonicSeconds() { nextMove = monotonicSeconds() + scene.parameters.moveInterval }
        }
    }
}
