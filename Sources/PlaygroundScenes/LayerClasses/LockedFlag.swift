// A flag the zoomable-image scene's tiled layer reads on the tile worker while the main thread may set it.
import Foundation
import QuartzCore

/// A Bool read on the tile worker and written on the main thread, behind a LockedState.
final class LockedFlag: Sendable {
    private let stored = LockedState(false)

    var value: Bool {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
