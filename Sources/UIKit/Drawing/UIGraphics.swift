// UIKit's graphics-context functions (UIGraphics.h; docs/porting.md "The UIKit types"): the current context, pushing
// and popping one, and the older bitmap image context (UIGraphicsBeginImageContextWithOptions and friends). An image
// context is the engine's cairo CGContext with UIKit's space: origin at the top-left, y down, one unit a point of
// `scale` pixels.
import QuartzCore
import Foundation

/// The context on top of the calling thread's stack, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current.entries.last?.context }

/// Makes `context` current until the matching UIGraphicsPopContext.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.entries.append(.init(context: context, imageScale: nil))
}

/// Restores the context current before the last UIGraphicsPushContext (nothing happens on an empty stack).
public func UIGraphicsPopContext() {
    let stack = UIGraphicsContextStack.current
    guard !stack.entries.isEmpty else {
        EngineDiagnostics.report("UIGraphicsPopContext: no context was pushed; call UIGraphicsPushContext first.")
        return
    }
    stack.entries.removeLast()
}

/// A bitmap context of `size` points at `scale` pixels per point (0: the main screen's scale), made current.
/// `opaque` true gives a bitmap without alpha. A size that makes no pixels pushes nothing, with one message, so
/// UIGraphicsGetCurrentContext() stays what it was (UIKit logs "invalid context" in that case).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.hostScale
    guard let context = CGContext.uiKitBitmap(size: size, scale: scale, opaque: opaque) else {
        EngineDiagnostics.report(
            "UIGraphicsBeginImageContextWithOptions: the size \(size) at scale \(scale) makes no pixels; no context "
                + "was begun. Pass a size with positive width and height.")
        return
    }
    UIGraphicsContextStack.current.entries.append(.init(context: context, imageScale: scale))
}

/// UIGraphicsBeginImageContextWithOptions(size, false, 1.0), as UIKit's.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's pixels as a UIImage of its scale, or nil when the current context is not an image
/// context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.current.entries.last, let scale = entry.imageScale,
          let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the current image context (pops it).
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    guard let entry = stack.entries.last, entry.imageScale != nil else {
        EngineDiagnostics.report(
            "UIGraphicsEndImageContext: the current context is not an image context; call "
                + "UIGraphicsBeginImageContextWithOptions first.")
        return
    }
    stack.entries.removeLast()
}
