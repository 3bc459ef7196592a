// CALayerContentsFormat: the backing store format a layer asks for (CALayer.h contentsFormat). A string-backed name
// type with Apple's static members and raw values (API.md "Beyond the first wave"). The type is declared with its raw
// string and initialisers in Generated/NameTypes.swift (NameTypeSpec).
import Foundation

extension CALayerContentsFormat {
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
    /// Let the system choose the backing store's format (kCAContentsFormatAutomatic, "Automatic" as measured on
    /// Apple's QuartzCore by gnustep/libs-quartzcore Tests/quartzcore/CALayer/modern.m). The engine's stores are
    /// always 8-bit RGBA, so it draws as RGBA8Uint.
    public static let automatic = CALayerContentsFormat(rawValue: "Automatic")
}

extension CALayerContentsFormat {
    /// The formats Apple's layer keeps; any other puts it back to `.RGBA8Uint` (CALayer+RenderingOptions). "Automatic"
    /// is CALayer.h's kCAContentsFormatAutomatic.
    static let known: Set<CALayerContentsFormat> = [.RGBA8Uint, .RGBA16Float, .gray8Uint, "Automatic"]
}
