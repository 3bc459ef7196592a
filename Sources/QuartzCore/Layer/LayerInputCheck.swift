// Finite-number checks for property setters (DECISIONS 12: NaN and infinite numbers are reported once and
// the previous value kept).
import Foundation

enum LayerInputCheck {
    @inline(__always) static func finite(_ v: Float) -> Bool { v.isFinite }
    @inline(__always) static func finite(_ v: Double) -> Bool { v.isFinite }
    @inline(__always) static func finite(_ v: CGFloat) -> Bool { v.isFinite }
    @inline(__always) static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    @inline(__always) static func finite(_ s: CGSize) -> Bool { s.width.isFinite && s.height.isFinite }
    @inline(__always) static func finite(_ r: CGRect) -> Bool { finite(r.origin) && finite(r.size) }
    @inline(__always) static func finite(_ t: CATransform3D) -> Bool { t.isFinite }
}
