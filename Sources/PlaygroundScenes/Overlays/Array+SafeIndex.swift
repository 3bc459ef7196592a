// Bounds-checked indexing for the overlays, which walk layer arrays that the scene may have just changed.
extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
