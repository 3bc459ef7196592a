// UIKit's part that Core Animation code uses (docs/architecture.md "Modules"). `import UIKit` gives QuartzCore,
// CoreGraphics and Foundation, as on Apple, so code guarded by `#if canImport(UIKit)` compiles here.
@_exported import QuartzCore
