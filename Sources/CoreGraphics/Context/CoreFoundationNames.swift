// The Core Foundation type names Apple code passes to CoreGraphics and QuartzCore ("Menlo-Regular" as CFTypeRef,
// colors as CFArray, "DejaVuSans" as CFString, CFData for image bytes). Linux Foundation does not export them;
// here they name the Foundation classes they are toll-free bridged with on Apple's platforms (API.md "Beyond the
// first wave": the nearest working spelling).
import Foundation

/// Any Core Foundation object: a font name, a CGFont or CTFont, a colour array.
public typealias CFTypeRef = AnyObject
/// `"Name" as CFString` is an NSString, as toll-free bridging makes it on Apple's platforms.
public typealias CFString = NSString
/// `colors as CFArray` is an NSArray of the colours.
public typealias CFArray = NSArray
/// Image or font bytes.
public typealias CFData = NSData
/// Option dictionaries (CGColor.converted's options, beginTransparencyLayer's auxiliaryInfo).
public typealias CFDictionary = NSDictionary
