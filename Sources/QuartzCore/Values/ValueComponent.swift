// A component inside a struct-valued property, as KVC key paths name it (spec §1.6 "Key paths into
// struct-valued properties"): CGPoint x/y, CGSize width/height, CGRect origin/size and their fields.
// and CATransform3D components (rotation.z, scale, translation.x, …: FT's TransformComponent).

/// The part of a struct value that a key path such as `position.x` or `bounds.size.width` names.
package enum ValueComponent: Sendable, Hashable {
    case x, y
    case width, height
    case origin, size
    case originX, originY, sizeWidth, sizeHeight
    case transform(TransformComponent)

    /// Parses the part of a key path after the property name ("x", "size.width", …).
    package init?(path: Substring) {
        switch path {
        case "x": self = .x
        case "y": self = .y
        case "width": self = .width
        case "height": self = .height
        case "origin": self = .origin
        case "size": self = .size
        case "origin.x": self = .originX
        case "origin.y": self = .originY
        case "size.width": self = .sizeWidth
        case "size.height": self = .sizeHeight
        default:
            guard let t = TransformComponent(keyPathSuffix: path) else { return nil }
            self = .transform(t)
        }
    }

    /// The key-path text of the component.
    package var path: String {
        switch self {
        case .x: return "x"
        case .y: return "y"
        case .width: return "width"
        case .height: return "height"
        case .origin: return "origin"
        case .size: return "size"
        case .originX: return "origin.x"
        case .originY: return "origin.y"
        case .sizeWidth: return "size.width"
        case .sizeHeight: return "size.height"
        case .transform(let t): return t.path
        }
    }

    /// The kind of the whole value this component belongs to.
    package var containerKind: ValueKind {
        switch self {
        case .x, .y: return .point
        case .width, .height: return .size
        case .origin, .size, .originX, .originY, .sizeWidth, .sizeHeight: return .rect
        case .transform: return .transform
        }
    }

    /// The kind of the component's own value.
    package var valueKind: ValueKind {
        switch self {
        case .origin: return .point
        case .size: return .size
        case .transform(let t): return t.isSizeValued ? .size : .scalar
        case .x, .y, .width, .height, .originX, .originY, .sizeWidth, .sizeHeight: return .scalar
        }
    }
}
