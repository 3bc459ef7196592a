// README's first scene (README.md "Your first scene"): the code between its first-scene markers must be, byte for
// byte, SceneFiles/Hello.swift, which is compiled here as a scene file (docs/architecture.md "Scene files") and drawn,
// so the README's example cannot drift from code that compiles and shows what the README says. An extension of
// SceneFileTests, so it runs serialized with the other tests that load a scene file (the loaded scene is global).
import Foundation
import PlaygroundScenes
import QuartzCore
import Testing
@testable import playground

extension SceneFileTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let helloFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SceneFiles/Hello.swift")

    /// The Swift code between `<!-- first-scene:begin -->` and `<!-- first-scene:end -->` in `readme`, without the
    /// ```swift fence; nil when the markers or the fence are missing.
    static func firstScene(inReadme readme: String) -> String? {
        guard let begin = readme.range(of: "<!-- first-scene:begin -->\n```swift\n"),
              let end = readme.range(of: "```\n<!-- first-scene:end -->", range: begin.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[begin.upperBound..<end.lowerBound])
    }

    @Test("README's first scene is exactly SceneFiles/Hello.swift, and begins with import UIKit")
    func readmeFirstSceneIsTheTestedFile() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try #require(Self.firstScene(inReadme: readme), "README.md has no first-scene block")
        let tested = try String(contentsOf: Self.helloFile, encoding: .utf8)
        #expect(example == tested, "README.md's first scene differs from Tests/PlaygroundTests/SceneFiles/Hello.swift")
        #expect(example.hasPrefix("import UIKit\n"))
        // The comparison can fail: a one-character change to the README's block is seen.
        let edited = readme.replacingOccurrences(of: "ring.lineWidth = 12", with: "ring.lineWidth = 13")
        #expect(Self.firstScene(inReadme: edited) != tested)
    }

    @Test("README's first scene compiles as a scene file and draws its orange ring, open at the top right",
          .enabled(if: hasSwiftc))
    func readmeFirstSceneCompilesAndDraws() throws {
        let controller = try SceneFileController(path: Self.helloFile.path)
        #expect(controller.compileAndLoad(size: CGSize(width: 320, height: 178)) == [])
        #expect(SceneFileScene.state.sceneType?.name == "hello")
        let pixels = try render(SceneFileScene.self)

        // systemOrange (255, 149, 0) on the stage at scene time 0, before the ring has turned.
        var orange: [(x: Int, y: Int)] = []
        for y in 0..<240 {
            for x in 0..<320 {
                let i = (y * 320 + x) * 4
                if Int(pixels[i]) >= 245, abs(Int(pixels[i + 1]) - 149) <= 8, pixels[i + 2] <= 10 { orange.append((x, y)) }
            }
        }
        let xs = orange.map(\.x), ys = orange.map(\.y)
        let (minX, maxX, minY, maxY) = (try #require(xs.min()), xs.max()!, ys.min()!, ys.max()!)
        // The 100-point circle stroked 12 wide is about 112 across.
        #expect(abs((maxX - minX) - 111) <= 3 && abs((maxY - minY) - 111) <= 3, "\(minX)...\(maxX) × \(minY)...\(maxY)")
        // strokeEnd 0.75 of an oval that starts at three o'clock and runs clockwise on screen (UIKit's y-down
        // space) leaves the top-right quarter open: only the round caps reach into it.
        let (centerX, centerY) = ((minX + maxX) / 2, (minY + maxY) / 2)
        func count(right: Bool, below: Bool) -> Int {
            orange.filter { ($0.x > centerX + 8) == right && ($0.x < centerX - 8) == !right
                && ($0.y > centerY + 8) == below && ($0.y < centerY - 8) == !below }.count
        }
        let topRight = count(right: true, below: false)
        for (name, quarter) in [("bottom right", count(right: true, below: true)),
                                ("bottom left", count(right: false, below: true)),
                                ("top left", count(right: false, below: false))] {
            #expect(quarter > 400 && topRight * 10 < quarter, "\(name) \(quarter) orange pixels, top right \(topRight)")
        }
    }
}
