// CGDataProvider (CGDataProvider.h): the bytes behind an image made with CGImage(width:height:bitsPerComponent:…).
// Holds a copy of the bytes, so the caller's buffer may go away (Apple's providers retain or copy too).
import Foundation

/// Apple's release callback for providers made from a raw pointer.
public typealias CGDataProviderReleaseDataCallback =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

open class CGDataProvider {
    let bytes: Data

    /// A provider of `data`'s bytes.
    public init?(data: CFData) {
        bytes = Data(referencing: data)
    }

    /// A provider of `size` bytes at `data`; `releaseData` is called once the bytes are copied.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback?) {
        guard size >= 0 else {
            EngineDiagnostics.report("CGDataProvider(dataInfo:data:size:releaseData:): size \(size) is negative; "
                                     + "no provider was made (returned nil).")
            return nil
        }
        bytes = Data(bytes: data, count: size)
        releaseData?(info, data, size)
    }

    /// The provider's bytes.
    public var data: CFData? { bytes as NSData }
}
