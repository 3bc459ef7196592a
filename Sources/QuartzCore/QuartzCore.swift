// QuartzCore as Apple ships it (docs/architecture.md "Modules"): `import QuartzCore` alone gives CoreGraphics and
// Foundation (CGFloat, CGPoint, CGRect, NSNumber, NSValue, NSAttributedString, Dispatch, the math functions), as
// Apple code expects.
@_exported import CoreGraphics
@_exported import Foundation
