// UIScreen (UIScreen.h; docs/porting.md "The UIKit types", UIScreen): the display the views are shown on. UIKit
// has no window system here, so the host that opens the window says what the display is through
// `UIScreen.setHostDisplay(bounds:scale:)` (package: not Apple's API); until then, and with no window at all (tests,
// offscreen rendering), `main` is the documented default: 390×844 points at scale 2, an iPhone-sized portrait
// screen, so layout code that reads it gets sensible numbers.
import QuartzCore
import Foundation

@MainActor
open class UIScreen: NSObject {
    private struct Display {
        var bounds: CGRect
        var scale: CGFloat
    }

    /// The default display: 390×844 points at scale 2 (docs/porting.md "The UIKit types").
    package nonisolated static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    package nonisolated static let defaultScale: CGFloat = 2

    /// Behind a lock, so the drawing functions that any thread may call read the scale (`hostScale`).
    private nonisolated static let display = LockedState(Display(bounds: defaultBounds, scale: defaultScale))
    private static let shared = UIScreen()

    /// The screen the application's windows are on.
    public class var main: UIScreen { shared }

    /// The screen's rectangle in points, origin zero.
    open var bounds: CGRect { UIScreen.display.withLock { $0.bounds } }

    /// Pixels per point.
    open var scale: CGFloat { UIScreen.display.withLock { $0.scale } }

    /// The screen's pixels per point as the display reports them (the same as `scale` here).
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect {
        let display = UIScreen.display.withLock { $0 }
        return CGRect(x: 0, y: 0, width: display.bounds.width * display.scale,
                      height: display.bounds.height * display.scale)
    }

    /// `UIScreen.main.scale` for the drawing functions any thread may call (bitmap contexts, image renderers, image
    /// lookup), as UIKit reads it for them off the main thread.
    package nonisolated static var hostScale: CGFloat { display.withLock { $0.scale } }

    /// The host sets the display the window is on: its size in points and its pixels per point. Values that are
    /// not positive and finite are reported and ignored.
    package nonisolated static func setHostDisplay(bounds: CGRect, scale: CGFloat) {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite, scale > 0,
              scale.isFinite else {
            let kept = display.withLock { $0 }
            EngineDiagnostics.report("UIScreen: the host's display \(bounds) at scale \(scale) is not a positive "
                                     + "size and scale; UIScreen.main keeps \(kept.bounds) at "
                                     + "\(kept.scale).")
            return
        }
        display.withLock { $0 = Display(bounds: CGRect(origin: .zero, size: bounds.size), scale: scale) }
    }

    /// Back to the default display (for tests).
    package nonisolated static func resetHostDisplay() {
        display.withLock { $0 = Display(bounds: defaultBounds, scale: defaultScale) }
    }
}
