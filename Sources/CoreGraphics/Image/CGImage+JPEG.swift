// Decoding JPEG data into a CGImage (Apple's CGImage(jpegDataProviderSource:decode:shouldInterpolate:intent:);
// docs/porting.md "The UIKit types", images): libjpeg (libjpeg-turbo) decodes to RGBA through the C shim in
// Sources/CJPEG, which catches libjpeg's errors so bad data gives nil with one message instead of exiting.
import Foundation
internal import CJPEG

extension CGImage {
    /// The JPEG image in `source`'s bytes (opaque), or nil with one message when libjpeg cannot decode them. The
    /// decode array, interpolation flag and intent are accepted for Apple's spelling.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = source.bytes.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return cjpeg_decode_rgba(base, UInt(bytes.count), UInt64(CGImage.maximumByteCount), &width, &height,
                                     &pixels, &message, message.count)
        }
        guard status == 0, let pixels else {
            let reason = status == -1 ? "there are no bytes" : String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            EngineDiagnostics.report("CGImage(jpegDataProviderSource:…): the \(source.bytes.count) bytes are not a "
                                     + "JPEG image libjpeg can read (\(reason)); no image was made (returned nil).")
            return nil
        }
        defer { free(pixels) }
        let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
        self.init(width: Int(width), height: Int(height), rgba: rgba, premultiplied: true)
    }

    /// Whether `data` starts with JPEG's start-of-image marker.
    package static func hasJPEGSignature(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }
}
