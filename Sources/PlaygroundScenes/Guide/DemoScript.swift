// A scene's demo loop: steps at times within a loop of `length` seconds, repeated while nobody interacts. The
// steps are the events a click or key would send, so the demo shows exactly what a person would see.
package struct DemoScript {
    package let steps: [DemoStep]
    /// Seconds before the loop starts over; at least the last step's time plus a little.
    package let length: Double

    package init(length: Double, steps: [DemoStep]) {
        let sorted = steps.sorted { $0.time < $1.time }
        self.steps = sorted
        let last = sorted.last?.time ?? 0
        self.length = length.isFinite && length > last ? length : last + 1
    }
}
