// CAFrameRateRange (API.md "Rendering contexts and frames"; spec §9 `preferredFrameRateRange`): the frame rates a
// display link would like, in frames per second. Spelled as Apple's (iOS 15+): `minimum` and `maximum` are
// Float, `preferred` is an optional Float, and `.default` is (0, 0, 0), meaning "the native rate".

/// A range of frame rates with an optional preferred rate; 0 everywhere means "no preference" (native rate).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Apple's two-argument form: no preferred rate within the range.
    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// (0, 0, 0): the display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Apple's comparison method; the same as `==`.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
