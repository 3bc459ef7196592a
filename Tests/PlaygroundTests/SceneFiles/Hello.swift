import UIKit
import PlaygroundScenes

final class HelloScene: PlaygroundScene {
    static let name = "hello"
    static let summary = "An orange ring that turns."
    static let title = "Hello"
    static let instruction = "Edit Hello.swift and save: the window shows your change."

    init() {}

    /// Builds the layers under `root`, which fills the scene area (`size` in points, y down).
    func build(root: CALayer, size: CGSize) {
        root.backgroundColor = UIColor(white: 0.1, alpha: 1).cgColor

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: size.width / 2 - 60, y: size.height / 2 - 60, width: 120, height: 120)
        ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 10, dy: 10)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemOrange.cgColor
        ring.lineWidth = 12
        ring.lineCap = .round
        ring.strokeEnd = 0.75
        root.addSublayer(ring)

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1.5
        spin.repeatCount = .infinity
        ring.add(spin, forKey: "spin")
    }
}

// The entry point the playground calls after compiling this file: it returns the scene type.
@_cdecl("playground_scene_entry")
public func playgroundSceneEntry() -> UnsafeMutableRawPointer { SceneFileEntry.export(HelloScene.self) }
