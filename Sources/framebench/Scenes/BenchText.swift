// One label of the `text` benchmark scene (SceneContent.text, docs/architecture.md "Text"): a CATextLayer showing a counter that the
// application advances every 0.5 s (a new string: the commit redraws the label with Pango), and on every fourth
// label a fontSize going 12 → 18 and back (autoreversing, repeating), which the render thread draws at the
// animated size (TextRasterCache: one raster per half-point quantum, reused on the way back and on later cycles).
import QuartzCore
import Foundation

enum BenchText {
    /// The label's size: room for a six-digit counter at the largest animated size.
    static let size = CGSize(width: 72, height: 24)
    static let fontSize: CGFloat = 12
    static let animatedSizes: (from: Double, to: Double) = (12, 18)

    /// Whether label `index` animates its fontSize.
    static func animates(_ index: Int) -> Bool { index % 4 == 0 }

    static func make(index: Int, parameters p: SceneParameters, position: CGPoint) -> CALayer {
        let label = CATextLayer()
        label.bounds = CGRect(origin: .zero, size: size)
        label.position = position
        label.font = "DejaVu Sans" as CFTypeRef
        label.fontSize = fontSize
        let hue = Double(index % 12) / 12 * 2 * Double.pi
        label.foregroundColor = CGColor(red: 0.6 + 0.4 * cos(hue), green: 0.6 + 0.4 * cos(hue + 2.1),
                                        blue: 0.6 + 0.4 * cos(hue + 4.2), alpha: 1)
        label.string = counter(index: index, tick: 0)
        if animates(index) {
            let pulse = CABasicAnimation(keyPath: "fontSize")
            pulse.fromValue = animatedSizes.from
            pulse.toValue = animatedSizes.to
            pulse.duration = p.fadeSeconds
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            pulse.timeOffset = Double(index % 7) / 7
            label.add(pulse, forKey: "pulse")
        }
        return label
    }

    /// What label `index` shows at `tick` (the number of 0.5 s steps so far): a counter, different per label.
    static func counter(index: Int, tick: Int) -> String { String(index * 7 + tick) }
}
