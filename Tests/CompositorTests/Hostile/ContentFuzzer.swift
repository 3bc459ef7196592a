// The content half of the engine's fuzzer (README "Checks beyond the unit tests"; EngineFuzzTests drives the layer
// API through a headless renderer): seeded random content-class input, drawn through the real compositor
// offscreen after every step. Shape layers get paths, line widths, dashes and stroke ranges from palettes of
// plausible and hostile numbers; text layers get strings (long clusters, many paragraphs, right to left), kerns,
// alignments and bounds; gradient layers colours, locations and points; emitter layers cells nested, shared and
// inside themselves; plain layers shadowPaths and contents drawn into CGContexts (arcs, gradients, shadows) or made
// by CGImage from a data provider, with sizes that overflow. A trap, a hang or a non-finite presented value fails
// the run; a failing seed replays exactly (`ContentFuzzer(seed:target:)`). Budgets: DECISIONS 13.
import QuartzCore
import Foundation

final class ContentFuzzer {
    /// SplitMix64, as EngineFuzzer's: the same sequence on every machine.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }
        mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    private var random: Random
    private let stage: LayerStage
    private let target: OffscreenTarget
    private var content: [CALayer] = []
    private var time = 0.0
    /// The first problem seen, as "step n: what" (nil while none).
    private(set) var failure: String?

    init(seed: UInt64, target: OffscreenTarget) {
        random = Random(state: seed)
        self.target = target
        stage = LayerStage(width: 96, height: 96, layers: [])
    }

    /// Runs `steps` random content changes, drawing a frame after each.
    func run(steps: Int) {
        for step in 0..<steps where failure == nil {
            operate()
            if random.chance(60) { stage.commit() }
            time += random.pick([0, 1.0 / 60, 0.25])
            let frame = stage.frame(at: time, on: target)
            if frame.pixels.count != 96 * 96 * 4 { failure = "step \(step): a frame of \(frame.pixels.count) bytes" }
            if random.chance(20), let presented = stage.root.presentation() {
                for layer in presented.sublayers ?? [] {
                    let values = [layer.position.x, layer.position.y, layer.bounds.width, layer.bounds.height,
                                  CGFloat(layer.opacity)]
                    if !values.allSatisfy(\.isFinite) {
                        failure = "step \(step): a presented \(type(of: layer)) at \(layer.position), \(layer.bounds)"
                    }
                }
            }
        }
        stage.commit()
    }

    // MARK: Palettes

    private static let numbers: [CGFloat] = [0, 1, -1, 0.5, 10, 48, 96, 250, -250, 1e-9, 1e7, 2_097_152, 1e9, 1e20,
                                             -1e20, 1e308, -1e308, .nan, .infinity]
    private static let small: [CGFloat] = [0, 1, 2, 5, 10, 20, 48, 90]
    /// Mostly plausible numbers, a hostile one in five: every hostile size costs a raster at its budget (a 4096²
    /// shape raster is 64 MiB), which keeps the CI run short.
    private func number() -> CGFloat { random.chance(80) ? random.pick(Self.small) : random.pick(Self.numbers) }
    private func point() -> CGPoint { CGPoint(x: number(), y: number()) }
    private func color() -> CGColor {
        CGColor(red: random.pick([0, 0.5, 1]), green: random.pick([0, 0.5, 1]), blue: random.pick([0, 0.5, 1]),
                alpha: random.pick([0, 0.5, 1]))
    }

    private func path() -> CGPath {
        let path = CGMutablePath()
        path.move(to: point())
        for _ in 0..<random.below(5) {
            switch random.below(5) {
            case 0: path.addLine(to: point())
            case 1: path.addQuadCurve(to: point(), control: point())
            case 2: path.addCurve(to: point(), control1: point(), control2: point())
            case 3: path.addArc(center: point(), radius: abs(number()), startAngle: number(), endAngle: number(),
                                clockwise: random.chance(50))
            default: path.addRect(CGRect(origin: point(), size: CGSize(width: number(), height: number())))
            }
        }
        if random.chance(30) { path.closeSubpath() }
        return path
    }

    private func string() -> Any {
        switch random.below(7) {
        case 0: return "Hello, world"
        case 1: return "a" + String(repeating: "\u{0301}", count: random.pick([3, 40, 2_000]))
        case 2: return String(repeating: "line\n", count: random.pick([2, 300]))
        case 3: return "مرحبا بالعالم שלום"
        case 4:
            let text = NSMutableAttributedString(string: String(repeating: "para\n", count: 40))
            let style = NSMutableParagraphStyle()
            style.alignment = random.pick([.left, .right, .center, .justified, .natural])
            text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 5 * random.below(40), length: 5))
            text.addAttribute(.kern, value: NSNumber(value: Double(number())), range: NSRange(location: 0, length: 10))
            return text
        case 5: return NSAttributedString(string: "kern", attributes: [.kern: NSNumber(value: Double(number()))])
        default: return ""
        }
    }

    private func emitterCells(depth: Int = 0) -> [CAEmitterCell] {
        (0..<random.below(3) + (depth == 0 ? 1 : 0)).map { index in
            let cell = CAEmitterCell()
            cell.name = "c\(depth)\(index)"
            cell.birthRate = Float(random.pick([0, 1, 50, 2_000, -5]))
            cell.lifetime = Float(random.pick([0, 0.5, 2, 1e9]))
            cell.velocity = random.pick([0, 20, 1e20])
            cell.scale = random.pick([0.1, 1, 4])
            cell.contents = CGImage(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16), premultiplied: true)
            if depth < 3, random.chance(40) { cell.emitterCells = emitterCells(depth: depth + 1) }
            return cell
        }
    }

    // MARK: Operations

    private func frame() -> CGRect {
        CGRect(x: random.pick([0, 10, -20]), y: random.pick([0, 10, 40]),
               width: random.chance(85) ? random.pick(Self.small) + 8 : number(),
               height: random.chance(85) ? random.pick(Self.small) + 8 : number())
    }

    private func operate() {
        if content.count > 6 || (random.chance(10) && !content.isEmpty) {
            content.remove(at: random.below(content.count)).removeFromSuperlayer()
        }
        let layer: CALayer
        switch random.below(6) {
        case 0: layer = shapeLayer()
        case 1: layer = textLayer()
        case 2: layer = gradientLayer()
        case 3: layer = emitterLayer()
        case 4: layer = drawnLayer()
        default: layer = shadowedLayer()
        }
        if random.chance(25) {
            let animation = CABasicAnimation(keyPath: random.pick(["lineWidth", "fontSize", "bounds.size.width",
                                                                   "shadowRadius", "emitterCells.c00.birthRate"]))
            animation.fromValue = NSNumber(value: Double(number()))
            animation.toValue = NSNumber(value: Double(number()))
            animation.duration = random.pick([0.5, 2])
            layer.add(animation, forKey: "fuzz")
        }
        stage.root.addSublayer(layer)
        content.append(layer)
    }

    private func shapeLayer() -> CALayer {
        let shape = CAShapeLayer()
        shape.frame = frame()
        shape.path = path()
        shape.fillColor = random.chance(50) ? color() : nil
        shape.strokeColor = color()
        shape.lineWidth = number()
        shape.miterLimit = random.pick([0, 10, 1e9])
        shape.lineJoin = random.pick([.miter, .round, .bevel])
        shape.lineCap = random.pick([.butt, .round, .square])
        if random.chance(30) { shape.lineDashPattern = [NSNumber(value: Double(number())), 3] }
        shape.strokeStart = random.pick([0, 0.25, -1])
        shape.strokeEnd = random.pick([1, 0.5, 2])
        return shape
    }

    private func textLayer() -> CALayer {
        let text = CATextLayer()
        text.frame = frame()
        text.string = string()
        text.fontSize = random.pick([0, 12, 40, 200])
        text.isWrapped = random.chance(50)
        text.truncationMode = random.pick([.none, .end, .middle, .start])
        text.alignmentMode = random.pick([.natural, .left, .right, .center, .justified])
        text.foregroundColor = color()
        return text
    }

    private func gradientLayer() -> CALayer {
        let gradient = CAGradientLayer()
        gradient.frame = frame()
        gradient.colors = (0..<random.pick([0, 1, 2, 5])).map { _ in color() }
        if random.chance(50) { gradient.locations = [NSNumber(value: Double(number())), 0.5, 1] }
        gradient.startPoint = point()
        gradient.endPoint = point()
        gradient.type = random.pick([.axial, .radial, .conic])
        return gradient
    }

    private func emitterLayer() -> CALayer {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        emitter.emitterPosition = CGPoint(x: 48, y: 48)
        emitter.emitterSize = CGSize(width: number(), height: number())
        let cells = emitterCells()
        if let first = cells.first, random.chance(30) {
            // Inside itself, or shared at every level.
            first.emitterCells = random.chance(50) ? [first] : [first.emitterCells?.first ?? first, first]
        }
        emitter.emitterCells = cells
        if random.chance(30) { _ = emitter.presentation() ?? CAEmitterLayer(layer: emitter) }
        return emitter
    }

    private func shadowedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = frame()
        layer.backgroundColor = color()
        layer.shadowOpacity = 1
        layer.shadowRadius = random.pick([0, 3, 1e5])
        layer.shadowPath = path()
        return layer
    }

    /// A layer whose contents are drawn into a CGContext of a random size, or made from a data provider.
    private func drawnLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = frame()
        if random.chance(30) {
            let width = random.pick([1, 8, 1 << 31, 1 << 62, -1]), height = random.pick([1, 8, 1 << 40])
            let provider = CGDataProvider(data: Data(count: 256) as NSData)!
            layer.contents = CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
                                     bytesPerRow: random.pick([0, 32, 1 << 62]), space: CGColorSpaceCreateDeviceRGB(),
                                     bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                     provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
            return layer
        }
        let side = random.chance(85) ? 32 : random.pick([0, 40_000, 1 << 40])
        guard let context = CGContext(data: nil, width: side, height: random.chance(90) ? 32 : 1 << 31,
                                      bitsPerComponent: 8, bytesPerRow: random.pick([0, 0, 128, 1 << 31]),
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return layer }
        for _ in 0..<random.below(4) + 1 {
            if random.chance(20) { context.setShadow(offset: CGSize(width: number(), height: 2), blur: number()) }
            context.setFillColor(color())
            context.setStrokeColor(color())
            context.setLineWidth(number())
            switch random.below(5) {
            case 0:
                context.move(to: point())
                context.addArc(tangent1End: point(), tangent2End: point(), radius: number())
                context.strokePath()
            case 1:
                context.addArc(center: point(), radius: number(), startAngle: number(), endAngle: number(),
                               clockwise: random.chance(50))
                context.fillPath()
            case 2:
                let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [color(), color()] as CFArray,
                                          locations: [0, 1])!
                context.drawRadialGradient(gradient, startCenter: point(), startRadius: number(), endCenter: point(),
                                           endRadius: number(), options: random.pick([[], [.drawsAfterEndLocation],
                                                                                      [.drawsBeforeStartLocation]]))
            case 3:
                let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [color(), color()] as CFArray,
                                          locations: [0, 1])!
                context.drawLinearGradient(gradient, start: point(), end: point(), options: [.drawsAfterEndLocation])
            default:
                context.addPath(path())
                context.strokePath()
            }
        }
        layer.contents = context.makeImage()
        return layer
    }
}
