// CGBitmapInfo (Apple's bit layout): the alpha info in the low five bits, the byte order in bits 12–14. Apple code
// passes `CGImageAlphaInfo.premultipliedLast.rawValue` or a CGBitmapInfo; both reach CGContext's initializer.

public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrderDefault = CGBitmapInfo([])

    /// The bitmap info that only states `alpha`.
    public init(alphaInfo alpha: CGImageAlphaInfo) { rawValue = alpha.rawValue }
}
