// A UIKit sample (GoldenUIKitSampleTests): a bar of icons drawn once with UIGraphicsImageRenderer (UIBezierPath
// fills and strokes, UIColor.setFill/setStroke, the renderer context's fill and cgContext) and shown as layer
// contents, as iOS code makes small icons without image assets (docs/porting.md "The UIKit types").
import UIKit

final class IconBarView: UIView {
    var tint: UIColor

    private var iconLayers: [CALayer] = []

    init(frame: CGRect, tint: UIColor) {
        self.tint = tint
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.15, alpha: 1)
        layer.cornerRadius = 10

        let icons = [Self.playIcon(tint: tint), Self.checkIcon(tint: tint), Self.heartIcon(tint: tint)]
        let side = bounds.height - 16
        for (index, icon) in icons.enumerated() {
            let iconLayer = CALayer()
            iconLayer.frame = CGRect(x: 8 + CGFloat(index) * (side + 8), y: 8, width: side, height: side)
            iconLayer.contents = icon.cgImage
            iconLayer.contentsScale = icon.scale
            iconLayer.contentsGravity = .resizeAspect
            layer.addSublayer(iconLayer)
            iconLayers.append(iconLayer)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static let iconSize = CGSize(width: 24, height: 24)

    static func playIcon(tint: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: iconSize).image { _ in
            let triangle = UIBezierPath()
            triangle.move(to: CGPoint(x: 7, y: 4))
            triangle.addLine(to: CGPoint(x: 20, y: 12))
            triangle.addLine(to: CGPoint(x: 7, y: 20))
            triangle.close()
            tint.setFill()
            triangle.fill()
        }
    }

    static func checkIcon(tint: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: iconSize).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 20, height: 20))
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 6, y: 12))
            check.addLine(to: CGPoint(x: 10, y: 16))
            check.addLine(to: CGPoint(x: 18, y: 7))
            check.lineWidth = 3
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            tint.setStroke()
            check.stroke()
        }
    }

    static func heartIcon(tint: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: iconSize).image { context in
            let cg = context.cgContext
            cg.setFillColor(tint.cgColor)
            cg.addEllipse(in: CGRect(x: 3, y: 4, width: 10, height: 10))
            cg.addEllipse(in: CGRect(x: 11, y: 4, width: 10, height: 10))
            cg.fillPath()
            let point = UIBezierPath()
            point.move(to: CGPoint(x: 3.6, y: 11))
            point.addLine(to: CGPoint(x: 12, y: 21))
            point.addLine(to: CGPoint(x: 20.4, y: 11))
            point.close()
            point.fill()
        }
    }
}
