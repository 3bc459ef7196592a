// Finds out whether the compositor draws CATransition's push: a red page is pushed out by a blue one, the tree is
// drawn at the transition's midpoint, and the pixel a quarter of the way across is read back. Drawn, it is still
// red (the old page has moved only halfway out); not drawn, the new page is already there.
import Compositor
import QuartzCore
import Foundation

enum TransitionProbe {
    enum Outcome: String {
        case drawn = "drawn (old page still half visible at the midpoint)"
        case notDrawn = "not drawn: the compositor shows the new content at once; frame times are of what it draws"
        case unknown = "unknown (the probe read neither page's colour)"
    }

    /// Call with the window's GL context current on this thread.
    static func run(width: Int, height: Int) -> Outcome {
        guard let compositor = try? GLCompositor() else { return .unknown }
        let context = MailboxRenderContext(mailbox: .init())
        context.viewportSize = CGSize(width: width, height: height)
        let root = CALayer(), container = CALayer()
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.frame = frame
        container.frame = frame
        root.addSublayer(container)
        let old = page(frame: frame, red: 1, blue: 0), new = page(frame: frame, red: 0, blue: 1)
        container.addSublayer(old)
        context.host(root)
        CATransaction.flush()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        container.add(push, forKey: kCATransition)
        container.replaceSublayer(old, with: new)
        CATransaction.flush()
        let tree = context.latestTree
        FrameSequence(compositor: compositor).draw(tree, at: tree.commitTime + 0.5, pixelWidth: width,
                                                   pixelHeight: height, pointSize: CGSize(width: width, height: height))
        let pixels = compositor.readPixels(width: width, height: height)
        context.host(nil)
        let offset = ((height / 2) * width + width / 4) * 4
        guard offset + 2 < pixels.count else { return .unknown }
        let red = pixels[offset], blue = pixels[offset + 2]
        if red > 200 && blue < 60 { return .drawn }
        if blue > 200 && red < 60 { return .notDrawn }
        return .unknown
    }

    private static func page(frame: CGRect, red: CGFloat, blue: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = CGColor(red: red, green: 0, blue: blue, alpha: 1)
        return layer
    }
}
