// CGImage.dataProvider (Apple's, docs/porting.md "Added API"): a provider of the image's bytes as stored, rows of
// premultiplied RGBA top row first, bytesPerRow apart, so `image.dataProvider?.data` reads pixels as Apple code does.
import Foundation

extension CGImage {
    public var dataProvider: CGDataProvider? { CGDataProvider(data: Data(pixels) as NSData) }
}
