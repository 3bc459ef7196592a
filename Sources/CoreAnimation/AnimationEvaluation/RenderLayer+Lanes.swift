// RenderLayer's lane access for the basic-animation fast path (LaneTrack), evaluated every frame on the render
// thread: the numeric fields read and written directly, colours converted between premultiplied RenderColor
// and straight RGBA exactly as RenderLayer+AnimatableStore.swift converts them.
import Foundation

extension RenderLayer {
    package func lanes(of property: LayerProperty) -> SIMD4<Double>? {
        switch property {
        case .bounds: return Self.lanes(bounds)
        case .position: return SIMD4(Double(position.x), Double(position.y), 0, 0)
        case .zPosition: return SIMD4(Double(zPosition), 0, 0, 0)
        case .anchorPoint: return SIMD4(Double(anchorPoint.x), Double(anchorPoint.y), 0, 0)
        case .anchorPointZ: return SIMD4(Double(anchorPointZ), 0, 0, 0)
        case .opacity: return SIMD4(Double(opacity), 0, 0, 0)
        case .backgroundColor: return Self.straightLanes(backgroundColor)
        case .cornerRadius: return SIMD4(Double(cornerRadius), 0, 0, 0)
        case .borderWidth: return SIMD4(Double(borderWidth), 0, 0, 0)
        case .borderColor: return Self.straightLanes(borderColor)
        case .shadowColor: return Self.straightLanes(shadowColor)
        case .shadowOpacity: return SIMD4(Double(shadowOpacity), 0, 0, 0)
        case .shadowOffset: return SIMD4(Double(shadowOffset.width), Double(shadowOffset.height), 0, 0)
        case .shadowRadius: return SIMD4(Double(shadowRadius), 0, 0, 0)
        case .contentsRect: return Self.lanes(contentsRect)
        case .contentsCenter: return Self.lanes(contentsCenter)
        case .contentsScale: return SIMD4(Double(contentsScale), 0, 0, 0)
        case .startPoint: return gradient.map { SIMD4(Double($0.startPoint.x), Double($0.startPoint.y), 0, 0) }
        case .endPoint: return gradient.map { SIMD4(Double($0.endPoint.x), Double($0.endPoint.y), 0, 0) }
        case .strokeStart: return shape.map { SIMD4($0.strokeStart, 0, 0, 0) }
        case .strokeEnd: return shape.map { SIMD4($0.strokeEnd, 0, 0, 0) }
        case .lineWidth: return shape.map { SIMD4($0.lineWidth, 0, 0, 0) }
        case .fillColor: return shape.map { Self.straightLanes($0.fillColor) }
        case .strokeColor: return shape.map { Self.straightLanes($0.strokeColor) }
        default: return nil
        }
    }

    package mutating func setLanes(_ v: SIMD4<Double>, for property: LayerProperty) {
        switch property {
        case .bounds: bounds = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .position: position = CGPoint(x: v.x, y: v.y)
        case .zPosition: zPosition = CGFloat(v.x)
        case .anchorPoint: anchorPoint = CGPoint(x: v.x, y: v.y)
        case .anchorPointZ: anchorPointZ = CGFloat(v.x)
        case .opacity: opacity = Float(v.x)
        case .backgroundColor: backgroundColor = Self.premultipliedLanes(v)
        case .cornerRadius: cornerRadius = CGFloat(v.x)
        case .borderWidth: borderWidth = CGFloat(v.x)
        case .borderColor: borderColor = Self.premultipliedLanes(v)
        case .shadowColor: shadowColor = Self.premultipliedLanes(v)
        case .shadowOpacity: shadowOpacity = Float(v.x)
        case .shadowOffset: shadowOffset = CGSize(width: v.x, height: v.y)
        case .shadowRadius: shadowRadius = CGFloat(v.x)
        case .contentsRect: contentsRect = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .contentsCenter: contentsCenter = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .contentsScale: contentsScale = CGFloat(v.x)
        case .startPoint: gradient?.startPoint = CGPoint(x: v.x, y: v.y)
        case .endPoint: gradient?.endPoint = CGPoint(x: v.x, y: v.y)
        case .strokeStart: shape?.strokeStart = v.x
        case .strokeEnd: shape?.strokeEnd = v.x
        case .lineWidth: shape?.lineWidth = v.x
        case .fillColor: shape?.fillColor = Self.premultipliedLanes(v)
        case .strokeColor: shape?.strokeColor = Self.premultipliedLanes(v)
        default: break
        }
    }

    @inline(__always)
    private static func lanes(_ r: CGRect) -> SIMD4<Double> {
        SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
    }

    @inline(__always)
    private static func straightLanes(_ c: RenderColor) -> SIMD4<Double> {
        guard c.alpha > 0 else { return SIMD4(0, 0, 0, 0) }
        let a = Double(c.alpha)
        return SIMD4(Double(c.red) / a, Double(c.green) / a, Double(c.blue) / a, a)
    }

    @inline(__always)
    private static func premultipliedLanes(_ c: SIMD4<Double>) -> RenderColor {
        RenderColor(straightRed: c.x, green: c.y, blue: c.z, alpha: c.w)
    }
}
