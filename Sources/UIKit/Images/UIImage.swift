// UIImage (UIKit's UIImage.h; docs/porting.md "The UIKit types", images): a CGImage with a scale (pixels per point)
// and an orientation. Made from a CGImage, or decoded from PNG or JPEG bytes by Core Graphics' decoders (cairo's PNG
// reader, libjpeg), from a file or by name from the resource folders (UIImage+Named.swift). Bad or missing files give
// nil and one message, never a crash.
import QuartzCore
import Foundation

/// @unchecked: NSObject is not Sendable; a UIImage never changes.
open class UIImage: NSObject, @unchecked Sendable {
    /// The image's pixels.
    public let cgImage: CGImage?
    /// Pixels per point: a 2× image of 100×100 pixels is 50×50 points.
    public let scale: CGFloat
    public let imageOrientation: UIImage.Orientation

    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// An empty image: no pixels, size zero, scale 1.
    public override init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        super.init()
    }

    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// The image in `data` (PNG or JPEG) at scale 1, or nil with one message.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The image in `data` (PNG or JPEG) at `scale`, or nil with one message.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage.decode(data, source: "UIImage(data:)") else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image in the file at `path`, or nil with one message when it is missing or not an image. A name ending
    /// in @2x or @3x before its extension gives that scale, as UIKit's.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            EngineDiagnostics.report("UIImage(contentsOfFile: \"\(path)\"): there is no readable file there; "
                                     + "returned nil.")
            return nil
        }
        guard let image = UIImage.decode(data, source: "UIImage(contentsOfFile: \"\(path)\")") else { return nil }
        self.init(cgImage: image, scale: UIImage.scale(fromFileName: path), orientation: .up)
    }

    /// The size in points: pixels over scale, width and height swapped for the quarter-turn orientations.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        default: return CGSize(width: width, height: height)
        }
    }

    /// Draws the image with its top-left corner at `point` in the current context, at its size in points.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image into `rect` of the current context (UIKit's y-down space: upright on screen).
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        // CGContext.draw puts the image's top row at rect.maxY; in UIKit's flipped space that is the bottom, so
        // flip about the rect's middle to draw it upright, as UIImage does.
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: rect)
        context.restoreGState()
    }

    /// A decoded image from PNG or JPEG bytes, or nil with one message naming `source`.
    static func decode(_ data: Data, source: String) -> CGImage? {
        guard let provider = CGDataProvider(data: data as NSData) else { return nil }
        if CGImage.hasPNGSignature(data) {
            return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                           intent: .defaultIntent)
        }
        if CGImage.hasJPEGSignature(data) {
            return CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                           intent: .defaultIntent)
        }
        EngineDiagnostics.report("\(source): the \(data.count) bytes are neither PNG nor JPEG; returned nil. "
                                 + "Use a PNG or JPEG image.")
        return nil
    }

    /// 2 for "icon@2x.png", 3 for "icon@3x.png", otherwise 1.
    static func scale(fromFileName path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for factor in [3, 2] where stem.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }
}
