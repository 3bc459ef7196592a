// The default of CALayer.allowsEdgeAntialiasing (spec §1.5 rendering options): Apple reads it "from the boolean
// UIViewEdgeAntialiasing property in the main bundle's Info.plist file. If no value is found, the default value is
// false." Read once per process; LayerModel's generated default (so `defaultValue(forKey:)` and new layers) is it.
import Foundation

enum EdgeAntialiasingDefault {
    /// The Info.plist key Apple reads.
    static let infoKey = "UIViewEdgeAntialiasing"

    /// The main bundle's answer, looked up the first time a layer's defaults are made.
    static let fromMainBundle: Bool = value(forInfoValue: Bundle.main.object(forInfoDictionaryKey: infoKey))

    /// The default an Info.plist value gives: a boolean (or a number, as a plist reader may hand one back) is
    /// taken as it is; none is false, as Apple's; anything else is false with one message saying what to write.
    static func value(forInfoValue info: Any?) -> Bool {
        guard let info else { return false }
        if let flag = info as? Bool { return flag }
        if let number = info as? NSNumber { return number.boolValue }
        if let number = info as? Int { return number != 0 }
        EngineDiagnostics.report("Info.plist \(infoKey) is \(type(of: info)) \"\(info)\", not a Boolean; layer edges "
                                 + "are drawn aliased (allowsEdgeAntialiasing false). Write <true/> or <false/>.")
        return false
    }
}
