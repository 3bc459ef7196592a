// CALayer.shouldArchiveValue(forKey:) (Apple's NSKeyValueCoding extension in CALayer.h; docs/porting.md "Added
// API"). Apple's documentation says the default returns true; measured on Apple's QuartzCore (gnustep/
// libs-quartzcore Tests/quartzcore/CALayer/archiving.m and modern.m) the answer is whether the property has been
// given a value: a fresh layer archives nothing but allowsEdgeAntialiasing and allowsGroupOpacity (Apple reads them
// from the application bundle), setting the frame gives bounds and position, `frame` itself, `superlayer` and
// `delegate` are never archived, `sublayers` once there are some, and an unknown or empty key is not archived.
// The engine follows the measurement: explicitlySet records which built-in properties were given a value, and
// explicitlySetClassKeys which subclass properties outside the table (CAEmitterLayer's birthRate, …).
import Foundation

extension CALayer {
    /// shouldArchiveValue(forKey:)'s answer (declared in the class body so subclasses can override it).
    func archivesValue(forKey key: String) -> Bool {
        switch key {
        case "allowsEdgeAntialiasing", "allowsGroupOpacity": return true
        case "frame", "superlayer", "delegate", "": return false
        case "sublayers": return !sublayerList.isEmpty
        case "mask": return maskStorage != nil
        case "actions": return actions != nil
        case "style": return style != nil
        case "filters": return filters != nil
        case "backgroundFilters": return backgroundFilters != nil
        case "compositingFilter": return compositingFilter != nil
        default:
            if let p = LayerProperty.named(key, on: self) { return explicitlySet.contains(p) }
            return explicitlySetClassKeys.contains(key) || customValues[key] != nil
        }
    }
}
