// A layer's sublayers, back to front (API.md "tree"; docs/architecture.md "The flow of one change"): owned by the
// layer, read everywhere as a collection, changed only through the operations here, which CALayer+Tree.swift
// (insertions, removals, replacements) and presentation copies (CALayer+Presentation.swift) call. The storage is
// private to this file.

/// The ordered sublayers of one layer.
struct SublayerList: RandomAccessCollection {
    private var layers: [CALayer] = []

    init() {}

    var startIndex: Int { layers.startIndex }
    var endIndex: Int { layers.endIndex }
    subscript(position: Int) -> CALayer { layers[position] }

    /// The list as an array (the `sublayers` property, a remembered published list).
    var array: [CALayer] { layers }

    /// The position of `layer` (by identity), or nil when it is not in the list.
    func index(of layer: CALayer) -> Int? {
        layers.firstIndex { $0 === layer }
    }

    /// Whether `layer` (by identity) is in the list.
    func holds(_ layer: CALayer) -> Bool {
        layers.contains { $0 === layer }
    }

    mutating func insert(_ layer: CALayer, at index: Int) {
        layers.insert(layer, at: index)
    }

    @discardableResult
    mutating func remove(at index: Int) -> CALayer {
        layers.remove(at: index)
    }

    mutating func replace(at index: Int, with layer: CALayer) {
        layers[index] = layer
    }

    /// A presentation copy's list: the copies of the published sublayers, in order.
    mutating func setCopies(_ copies: [CALayer]) {
        layers = copies
    }
}
