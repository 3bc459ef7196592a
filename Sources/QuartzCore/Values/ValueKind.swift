// The kind of value a layer property or key-path component holds (spec §1.5, §1.6 key paths; the array kinds
// are CAGradientLayer's `colors` and `locations`).
// Decides how an `Any` from KVC or an animation is converted into an `AnimatableValue`.

/// What type of value a property or key-path component holds.
package enum ValueKind: UInt8, Sendable, Hashable, CaseIterable {
    /// A number (CGFloat, Float or Double properties, and transform components such as `rotation.z`).
    case scalar
    case point
    case size
    case rect
    /// A CGColor (or nil).
    case color
    case transform
    /// `contents`: a CGImage (or nil).
    case image
    /// A CGPath (or nil).
    case path
    case bool
    /// An array of CGColor (or nil): CAGradientLayer's `colors`.
    case colors
    /// An array of numbers (or nil): CAGradientLayer's `locations`.
    case numbers
    /// Not interpolatable: strings, name types, option sets (`name`, `contentsGravity`, `fillMode`,
    /// `maskedCorners`). Set and read through key-value coding only.
    case other

    /// Whether values of this kind can be represented as an `AnimatableValue`.
    package var isAnimatable: Bool { self != .other }
}
