// A group of rows of the property table under one comment, declared by one layer class; the generator keeps the
// groups' order, which is LayerProperty's raw-value order.

/// Rows of one layer class under one heading.
package struct PropertySection: Sendable {
    package let title: String
    package let owner: LayerClassSpec
    package let rows: [PropertyRow]

    package init(_ title: String, _ owner: LayerClassSpec, _ rows: [PropertyRow]) {
        self.title = title
        self.owner = owner
        self.rows = rows.map { $0.owned(by: owner) }
    }
}
