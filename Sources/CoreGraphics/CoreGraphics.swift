// CoreGraphics as Apple ships it (docs/architecture.md "Modules"): `import CoreGraphics` alone gives Foundation's
// geometry types (CGFloat, CGPoint, CGSize, CGRect come from Foundation on Linux) beside this module's own.
@_exported import Foundation
