// The call stack the thread that walks a render tree gets (README "Limits": trees may be CALayer.maximumTreeDepth
// deep). FrameBuilder's walk recurses once per tree level (visit → drawLayer → drawContent → drawBodyAndSublayers);
// a release build needs well under 1 KB a level, but debug and sanitizer builds keep every temporary in its own slot
// (AddressSanitizer adds red zones around each), several KB a level, more than a default 8 MiB thread stack holds at
// 1,000 levels. The size is a reservation: pages are touched only as deep as the walk goes.
import Foundation

package enum RenderThreadStack {
    /// Bytes of stack for a thread that draws render trees (the frame loop's thread; tests that draw deep trees).
    package static let size = 64 * 1024 * 1024
}
