// What a tool's command line chooses for the scenes it shows (`playground --layers N`), handed to each scene when
// it is made (`PlaygroundScene.init(settings:)`) instead of being kept in a process-wide variable.

/// Command-line choices the scenes read.
package struct SceneSettings: Sendable, Equatable {
    /// How many layers the stress scene builds (below 1 is reported and 1 is used).
    package var stressLayerCount: Int

    package init(stressLayerCount: Int = StressScene.defaultLayerCount) {
        self.stressLayerCount = stressLayerCount
    }
}
