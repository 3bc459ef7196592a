// Reading and replacing a component of an AnimatableValue (spec §1.6 key paths into struct values).
import Foundation

extension ValueComponent {
    /// The component's value inside `value`, or nil when `value` has no such component.
    package func read(from value: AnimatableValue) -> AnimatableValue? {
        switch (self, value) {
        case (.x, .point(let p)): return .scalar(Double(p.x))
        case (.y, .point(let p)): return .scalar(Double(p.y))
        case (.width, .size(let s)): return .scalar(Double(s.width))
        case (.height, .size(let s)): return .scalar(Double(s.height))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .scalar(Double(r.origin.x))
        case (.originY, .rect(let r)): return .scalar(Double(r.origin.y))
        case (.sizeWidth, .rect(let r)): return .scalar(Double(r.size.width))
        case (.sizeHeight, .rect(let r)): return .scalar(Double(r.size.height))
        case (.transform(let c), .transform(let t)):
            switch t.component(c) {
            case .scalar(let v): return .scalar(Double(v))
            case .size(let s): return .size(s)
            }
        default: return nil
        }
    }

    /// `value` with the component replaced by `part`, or nil when the kinds do not fit.
    package func write(_ part: AnimatableValue, into value: AnimatableValue) -> AnimatableValue? {
        switch (self, value, part) {
        case (.x, .point(var p), .scalar(let v)): p.x = CGFloat(v); return .point(p)
        case (.y, .point(var p), .scalar(let v)): p.y = CGFloat(v); return .point(p)
        case (.width, .size(var s), .scalar(let v)): s.width = CGFloat(v); return .size(s)
        case (.height, .size(var s), .scalar(let v)): s.height = CGFloat(v); return .size(s)
        case (.origin, .rect(var r), .point(let p)): r.origin = p; return .rect(r)
        case (.size, .rect(var r), .size(let s)): r.size = s; return .rect(r)
        case (.originX, .rect(var r), .scalar(let v)): r.origin.x = CGFloat(v); return .rect(r)
        case (.originY, .rect(var r), .scalar(let v)): r.origin.y = CGFloat(v); return .rect(r)
        case (.sizeWidth, .rect(var r), .scalar(let v)): r.size.width = CGFloat(v); return .rect(r)
        case (.sizeHeight, .rect(var r), .scalar(let v)): r.size.height = CGFloat(v); return .rect(r)
        case (.transform(let c), .transform(let t), .scalar(let v)) where !c.isSizeValued:
            return .transform(t.settingComponent(c, to: .scalar(CGFloat(v))))
        case (.transform(let c), .transform(let t), .size(let s)) where c.isSizeValued:
            return .transform(t.settingComponent(c, to: .size(s)))
        default: return nil
        }
    }
}
