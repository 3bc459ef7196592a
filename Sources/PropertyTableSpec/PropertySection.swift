// A group of rows of the property table under one comment, declared by one layer class; the generator keeps the
// groups' order, which is LayerProperty's raw-value order.

/// Rows of one layer class under one heading.
public struct PropertySection: Sendable {
    public let title: String
    public let owner: LayerClassSpec
    public let rows: [PropertyRow]

    public init(_ title: String, _ owner: LayerClassSpec, _ rows: [PropertyRow]) {
        self.title = title
        self.owner = owner
        self.rows = rows.map { $0.owned(by: owner) }
    }
}
