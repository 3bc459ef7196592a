// CAScrollLayerScrollMode (CAScrollLayer.h; Apple's "Scroll Modes" page): the axes a CAScrollLayer may scroll along. A
// string constant type as Apple's (kCAScrollNone, kCAScrollVertically, kCAScrollHorizontally, kCAScrollBoth), so KVC
// reads and writes it as its raw string. The type is declared with its raw string and initialisers in
// Generated/NameTypes.swift (NameTypeSpec).

extension CAScrollLayerScrollMode {
    /// The receiver is unable to scroll.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// The receiver is able to scroll vertically.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// The receiver is able to scroll horizontally.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// The receiver is able to scroll both horizontally and vertically (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    /// Whether the mode lets the x origin move; an unknown mode moves nothing.
    var scrollsHorizontally: Bool { self == .both || self == .horizontally }
    /// Whether the mode lets the y origin move.
    var scrollsVertically: Bool { self == .both || self == .vertically }
    /// Whether the raw string is one of Apple's four modes.
    var isKnown: Bool { self == .none || self == .vertically || self == .horizontally || self == .both }
}
