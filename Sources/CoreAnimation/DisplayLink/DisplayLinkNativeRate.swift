// The display's native refresh rate shared by every CADisplayLink (spec §9: "fire every vsync"): 60 Hz unless
// the host reports another rate. Behind a lock because the host may set it from any thread.
import Foundation

enum DisplayLinkNativeRate {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storage: Double = 60

    static var framesPerSecond: Double {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
        set {
            guard newValue.isFinite, newValue >= 1, newValue <= 1000 else {
                EngineDiagnostics.report(
                    "CADisplayLink.nativeFramesPerSecond = \(newValue) ignored: pass the display's refresh rate in "
                        + "Hz, a finite number from 1 to 1000; the rate stays \(framesPerSecond).")
                return
            }
            lock.lock()
            storage = newValue
            lock.unlock()
        }
    }
}
