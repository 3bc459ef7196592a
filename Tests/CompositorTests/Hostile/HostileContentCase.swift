// The hostile inputs HostileContentTests runs, one child process each (DECISIONS 13). Each case draws its layers
// through the compositor offscreen (or draws into a CGContext) and checks what the engine did instead of trapping:
// the cells it copied, the message it gave, the nil it returned.
import QuartzCore
import Foundation
import Testing

enum HostileContentCase: String, CaseIterable, CustomTestStringConvertible {
    case emitterCellInsideItself
    case emitterSubcellSharedAtThirtyLevels
    case textLayerWiderThanPangoUnits
    case textKernOf1e7
    case textLayerBoundsOf1e20
    case fiftyThousandAlternatingParagraphs
    case hundredThousandCombiningMarks
    case shapeLineWidthOf1e9Animated
    case shapeLayerTenMillionPointsWide
    case shapePathLineWidthAndShadowPathAt1e20
    case tangentArcAt1e308
    case arcRadiusAndRadialGradientAt1e308
    case shadowBlurOf1e5
    case bitmapContextByteCountOverflow
    case dataProviderImageWidthOf1Shl62

    var testDescription: String { rawValue }

    /// The child's time limit: the paragraphs case took 67 s when its layout was quadratic and takes a few
    /// seconds now, so a minute tells the two apart even on a loaded machine; the others only must not hang.
    var secondsAllowed: Int { self == .fiftyThousandAlternatingParagraphs ? 60 : 180 }

    func run() throws {
        switch self {
        case .emitterCellInsideItself: try Self.emitterCellInsideItself()
        case .emitterSubcellSharedAtThirtyLevels: try Self.emitterSubcellSharedAtThirtyLevels()
        case .textLayerWiderThanPangoUnits:
            try Self.drawText(bounds: CGRect(x: 0, y: 0, width: 2_097_152, height: 24), "A one-line ticker")
        case .textKernOf1e7:
            let text = NSMutableAttributedString(string: "kerned apart")
            text.addAttribute(.kern, value: NSNumber(value: 1e7), range: NSRange(location: 0, length: 12))
            try Self.drawText(bounds: CGRect(x: 0, y: 0, width: 96, height: 24), text)
        case .textLayerBoundsOf1e20:
            try Self.drawText(bounds: CGRect(x: 0, y: 0, width: 1e20, height: 1e20), "huge")
            #expect(EngineDiagnostics.hasReported(containing: "100000000000000000000×"))
        case .fiftyThousandAlternatingParagraphs: try Self.fiftyThousandAlternatingParagraphs()
        case .hundredThousandCombiningMarks:
            try Self.drawText(bounds: CGRect(x: 0, y: 0, width: 96, height: 24),
                              "a" + String(repeating: "\u{0301}", count: 100_000) + "b")
            #expect(EngineDiagnostics.hasReported(containing: "more than 32 Unicode scalars"))
        case .shapeLineWidthOf1e9Animated: try Self.shapeLineWidthOf1e9Animated()
        case .shapeLayerTenMillionPointsWide: try Self.shapeLayerTenMillionPointsWide()
        case .shapePathLineWidthAndShadowPathAt1e20: try Self.shapesAt1e20()
        case .tangentArcAt1e308: Self.tangentArcAt1e308()
        case .arcRadiusAndRadialGradientAt1e308: Self.arcRadiusAndRadialGradientAt1e308()
        case .shadowBlurOf1e5: Self.shadowBlurOf1e5()
        case .bitmapContextByteCountOverflow: Self.bitmapContextByteCountOverflow()
        case .dataProviderImageWidthOf1Shl62: Self.dataProviderImageWidthOf1Shl62()
        }
    }

    // MARK: Emitter cells

    /// The cells of a tree and its deepest level (the roots are level 0).
    private static func census(_ cells: [CAEmitterCell]?, level: Int = 0) -> (count: Int, deepest: Int) {
        var count = 0, deepest = level
        for cell in cells ?? [] {
            let below = census(cell.emitterCells, level: level + 1)
            count += 1 + below.count
            if cell.emitterCells?.isEmpty == false { deepest = max(deepest, below.deepest) }
        }
        return (count, deepest)
    }

    private static func emitter(_ cells: [CAEmitterCell]) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        emitter.emitterPosition = CGPoint(x: 48, y: 48)
        emitter.emitterCells = cells
        return emitter
    }

    private static func cell(_ name: String) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.birthRate = 5
        cell.lifetime = 1
        cell.contents = CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16), premultiplied: true)
        return cell
    }

    /// CAEmitterCell.h lets a cell hold sub-cells; one holding itself recursed until the stack overflowed when the
    /// layer was copied for presentation(). The copy now holds it once, without the nested copy the commit refuses.
    private static func emitterCellInsideItself() throws {
        let loop = cell("loop")
        loop.emitterCells = [loop]
        let layer = emitter([loop])
        let holder = CALayer()
        holder.frame = layer.frame
        holder.addSublayer(layer)
        let target = try OffscreenTarget(width: 96, height: 96)
        let stage = LayerStage(layers: [holder])
        _ = stage.frame(at: 0.5, on: target)
        let presented = try #require(stage.root.presentation()?.sublayers?.first?.sublayers?.first as? CAEmitterLayer)
        #expect(census(presented.emitterCells).count == 1)
        #expect(census(CAEmitterLayer(layer: layer).emitterCells).count == 1)
        #expect(census(CAEmitterCell(copying: loop).emitterCells).count == 0)
        #expect(EngineDiagnostics.hasReported(containing: "is nested inside itself"))
    }

    /// The same sub-cell listed twice at each of 30 levels is 2³⁰ cells when copied in full; copies keep the
    /// commit's limits (256 cells, 8 levels below the top).
    private static func emitterSubcellSharedAtThirtyLevels() throws {
        let levels = (0...30).map { cell("level\($0)") }
        for level in 0..<30 { levels[level].emitterCells = [levels[level + 1], levels[level + 1]] }
        let layer = emitter([levels[0]])
        let target = try OffscreenTarget(width: 96, height: 96)
        let stage = LayerStage(layers: [layer])
        _ = stage.frame(at: 0.5, on: target)
        let presented = try #require(stage.root.presentation()?.sublayers?.first as? CAEmitterLayer)
        let copied = census(presented.emitterCells)
        #expect(copied.count == CAEmitterLayer.maximumCells, "\(copied)")
        #expect(copied.deepest <= CAEmitterLayer.maximumCellDepth, "\(copied)")
        #expect(census(CAEmitterCell(copying: levels[0]).emitterCells).count == CAEmitterLayer.maximumCells - 1)
    }

    // MARK: Text

    private static func drawText(bounds: CGRect, _ string: Any, configure: (CATextLayer) -> Void = { _ in }) throws {
        let text = CATextLayer()
        text.bounds = bounds
        text.position = CGPoint(x: 48, y: 48)
        text.fontSize = 14
        text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        text.string = string
        configure(text)
        let target = try OffscreenTarget(width: 96, height: 96)
        _ = LayerStage(layers: [text]).frame(on: target)
    }

    /// 50,000 one-line paragraphs aligned left and right in turn: the paragraph of each line was searched for in
    /// the whole style list (quadratic, 67 s); now one walk (the child's time limit is the check).
    private static func fiftyThousandAlternatingParagraphs() throws {
        let count = 50_000
        // "a\n" each: 100,000 UTF-16 units, all within the string cap.
        let text = NSMutableAttributedString(string: String(repeating: "a\n", count: count))
        let left = NSMutableParagraphStyle(), right = NSMutableParagraphStyle()
        left.alignment = .left
        right.alignment = .right
        for index in 0..<count {
            text.addAttribute(.paragraphStyle, value: index % 2 == 0 ? left : right,
                              range: NSRange(location: index * 2, length: 2))
        }
        try drawText(bounds: CGRect(x: 0, y: 0, width: 90, height: 90), text) { $0.isWrapped = true }
    }

    // MARK: Shapes

    private static func line(to end: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: end)
        return path
    }

    private static func shapeLayer(_ path: CGPath, lineWidth: CGFloat) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineWidth = lineWidth
        return shape
    }

    /// An animated lineWidth of 1e9 drew a 16386²-pixel raster (1 GiB) every frame, then refused it.
    private static func shapeLineWidthOf1e9Animated() throws {
        let shape = shapeLayer(line(to: CGPoint(x: 80, y: 80)), lineWidth: 1e9)
        let target = try OffscreenTarget(width: 96, height: 96)
        let stage = LayerStage(layers: [shape])
        let grow = CABasicAnimation(keyPath: "lineWidth")
        grow.fromValue = 1e9
        grow.toValue = 2e9
        grow.duration = 10
        shape.add(grow, forKey: "grow")
        stage.commit()
        for frame in 0..<8 { _ = stage.frame(at: Double(frame) * 0.25, on: target) }
        #expect(EngineDiagnostics.hasReported(containing: "-pixel shape raster limit"))
    }

    /// A filled shape layer ten million points wide, its middle on screen: drawn at a resolution within the
    /// raster budget (one raster pixel is 2,443 points here), so the screen shows its fill.
    private static func shapeLayerTenMillionPointsWide() throws {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 48 - 5e6, y: 48 - 5e6, width: 1e7, height: 1e7)
        shape.path = CGPath(rect: shape.bounds, transform: nil)
        shape.fillColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let target = try OffscreenTarget(width: 96, height: 96)
        let frame = LayerStage(layers: [shape]).frame(on: target)
        #expect(frame.pixel(48, 48) == [0, 128, 0, 255])
    }

    /// A path to 1e20, a line width of 1e20 and a shadowPath at ±1e20 trapped formatting their size as Int.
    private static func shapesAt1e20() throws {
        let far = shapeLayer(line(to: CGPoint(x: 1e20, y: 1e20)), lineWidth: 2)
        let wide = shapeLayer(line(to: CGPoint(x: 80, y: 80)), lineWidth: 1e20)
        let shadowed = CALayer()
        shadowed.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        shadowed.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shadowed.shadowOpacity = 1
        shadowed.shadowPath = CGPath(rect: CGRect(x: -1e20, y: -1e20, width: 2e20, height: 2e20), transform: nil)
        let target = try OffscreenTarget(width: 96, height: 96)
        _ = LayerStage(layers: [far, wide, shadowed]).frame(on: target)
    }

    // MARK: CGContext and CGImage

    private static func context(width: Int = 64, height: Int = 64) -> CGContext? {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    /// addArc(tangent1End:tangent2End:radius:) with values near the Double range made NaN angles, and cairo
    /// aborted on its assertion.
    private static func tangentArcAt1e308() {
        guard let context = context() else { Issue.record("no context"); return }
        context.move(to: CGPoint(x: 1, y: 1))
        context.addArc(tangent1End: CGPoint(x: 1e308, y: -1e308), tangent2End: CGPoint(x: -1e308, y: 1e308),
                       radius: 1e308)
        context.addArc(tangent1End: CGPoint(x: 32, y: 1), tangent2End: CGPoint(x: 32, y: 32), radius: 1e308)
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.strokePath()
        #expect(context.makeImage() != nil)
    }

    /// An arc of radius 1e308 and a radial gradient starting at radius 1e308 never finished in cairo; both are
    /// ignored with one message. So is a sweep of 1e300 radians, which cairo walked turn by turn.
    private static func arcRadiusAndRadialGradientAt1e308() {
        guard let context = context() else { Issue.record("no context"); return }
        context.addArc(center: CGPoint(x: 32, y: 32), radius: 1e308, startAngle: 0, endAngle: 1, clockwise: false)
        context.addArc(center: CGPoint(x: 32, y: 32), radius: 10, startAngle: 0, endAngle: -1e300, clockwise: false)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fillPath()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                           CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                                  locations: [0, 1])!
        for options: CGGradientDrawingOptions in [[], [.drawsAfterEndLocation], [.drawsBeforeStartLocation]] {
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 1e308,
                                       endCenter: CGPoint(x: 32, y: 32), endRadius: 1, options: options)
        }
        #expect(EngineDiagnostics.hasReported(containing: "-pixel limit of cairo's coordinates"))
    }

    /// setShadow(blur: 1e5) padded the shape by 3σ on every side: 360 GB. Blurs are drawn at most 512 wide.
    private static func shadowBlurOf1e5() {
        guard let context = context() else { Issue.record("no context"); return }
        context.setShadow(offset: .zero, blur: 1e5)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 16, y: 16, width: 32, height: 32))
        #expect(EngineDiagnostics.hasReported(containing: "CGContext.setShadow: blur 100000"))
        #expect(context.makeImage()?.pixel(x: 32, y: 32)?.a == 255)
    }

    /// CGBitmapContextCreate returns NULL for sizes it cannot hold (CGBitmapContext.h); the byte count overflowed
    /// and a bytesPerRow of 2³¹ trapped converting to cairo's 32-bit stride after zeroing 2 GiB.
    private static func bitmapContextByteCountOverflow() {
        let space = CGColorSpaceCreateDeviceRGB(), info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 100, height: 30_000, bitsPerComponent: 8, bytesPerRow: Int.max / 16,
                          space: space, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 64, height: 1, bitsPerComponent: 8, bytesPerRow: 1 << 31,
                          space: space, bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 32_000, height: 32_000, bitsPerComponent: 8, bytesPerRow: 0,
                          space: space, bitmapInfo: info) == nil)
        #expect(context(width: 64, height: 64) != nil)
    }

    /// CGImageCreate returns NULL for sizes it cannot make; the check of a width of 1 << 62 overflowed itself.
    private static func dataProviderImageWidthOf1Shl62() {
        let provider = CGDataProvider(data: Data(count: 64) as NSData)!
        for (width, height) in [(1 << 62, 1), (1, 1 << 62), (1 << 40, 1 << 40)] {
            #expect(CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 1 << 62,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
            #expect(CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 64,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent) == nil)
        }
    }
}
