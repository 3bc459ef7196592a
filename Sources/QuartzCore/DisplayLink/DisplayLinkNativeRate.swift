// The display's native refresh rate shared by every CADisplayLink (spec §9: "fire every vsync"): 60 Hz unless
// the host reports another rate. Stored in EngineGlobals.displayNativeRate (the host may set it from any thread).
import Foundation

enum DisplayLinkNativeRate {
    static var framesPerSecond: Double {
        get { EngineGlobals.displayNativeRate.withLock { $0 } }
        set {
            guard newValue.isFinite, newValue >= 1, newValue <= 1000 else {
                EngineDiagnostics.report(
                    "CADisplayLink.nativeFramesPerSecond = \(newValue) ignored: pass the display's refresh rate in "
                        + "Hz, a finite number from 1 to 1000; the rate stays \(framesPerSecond).")
                return
            }
            EngineGlobals.displayNativeRate.withLock { $0 = newValue }
        }
    }
}
