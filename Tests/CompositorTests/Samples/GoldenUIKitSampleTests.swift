// Golden images of the UIKit samples (UIKitSamples/: Apple-style files that import UIKit only and would build
// unchanged in an iOS app; docs/porting.md "The UIKit types" and "Boxed values"): a loader view, a progress ring
// view, a gradient view with a layerClass override, a ripple guarded by `#if canImport(UIKit)`, a card flip with
// NSValue-boxed keyframes and icons drawn by UIGraphicsImageRenderer. Each view's layer is hosted, committed (its
// layout pass runs layoutSubviews) and drawn by the compositor at a fixed time after the commit, with the media
// clock fixed so CACurrentMediaTime() in the samples is repeatable. Each family has a twin that must fail: the same
// scene later, or with another parameter, against the unchanged reference.
import UIKit
import Foundation
import MediaTimeTestSupport
import Testing

extension CompositorGLTests {
    @MainActor @Suite("Golden: UIKit samples", .serialized)
    struct GoldenUIKitSampleTests {
        /// Hosts `view`'s layer on a light root of `width`×`height`, with the media clock at 100 s while `make` builds
        /// the view and starts its animations, and draws the committed tree `seconds` after the commit.
        static func frame(width: Int, height: Int, at seconds: Double, _ make: () -> UIView) throws -> RGBAFrame {
            try MediaTimeTestLock.withClock(at: 100) { _ in
                let target = try OffscreenTarget(width: width, height: height)
                let view = make()
                let stage = GoldenReplicatorTests.Stage(width: width, height: height, view.layer)
                return stage.frame(at: seconds, on: target)
            }
        }

        static func loader() -> UIView {
            let loader = BallPulseLoaderView(frame: CGRect(x: 8, y: 20, width: 112, height: 40))
            loader.startAnimating()
            return loader
        }

        static func progressRing() -> UIView {
            let ring = ProgressRingView(frame: CGRect(x: 8, y: 8, width: 80, height: 80))
            ring.setProgress(0.7, animated: true)
            return ring
        }

        static func gradient() -> UIView {
            let view = GradientView(frame: CGRect(x: 8, y: 8, width: 112, height: 64))
            view.animateColors(to: [.systemTeal, .systemYellow], duration: 2)
            return view
        }

        static func ripple() -> UIView {
            let ripple = RippleView(frame: CGRect(x: 8, y: 8, width: 80, height: 80))
            ripple.startRippling()
            return ripple
        }

        static func cardFlip() -> UIView {
            let card = CardFlipView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
            card.flip()
            return card
        }

        static func icons(tint: UIColor) -> UIView {
            IconBarView(frame: CGRect(x: 8, y: 8, width: 152, height: 56), tint: tint)
        }

        @Test("the ball-pulse loader view 0.3 s in matches its reference (balls at different points of their pulse)")
        func loaderMatches() throws {
            GoldenImage.expectMatch(try Self.frame(width: 128, height: 80, at: 0.3, Self.loader),
                                    name: "uikit-samples/ball-pulse-loader")
        }

        @Test("the loader comparison fails 0.15 s later (the pulses have moved on)")
        func loaderLaterFails() throws {
            GoldenImage.expectMismatch(try Self.frame(width: 128, height: 80, at: 0.45, Self.loader),
                                       name: "uikit-samples/ball-pulse-loader")
        }

        @Test("the progress ring view 0.3 s into its animation to 70 % matches its reference")
        func progressRingMatches() throws {
            GoldenImage.expectMatch(try Self.frame(width: 96, height: 96, at: 0.3, Self.progressRing),
                                    name: "uikit-samples/progress-ring")
        }

        @Test("the progress ring comparison fails once the animation has finished (the arc is longer)")
        func progressRingFinishedFails() throws {
            GoldenImage.expectMismatch(try Self.frame(width: 96, height: 96, at: 1.0, Self.progressRing),
                                       name: "uikit-samples/progress-ring")
        }

        @Test("the gradient view (layerClass CAGradientLayer) 0.5 s into its colour change matches its reference")
        func gradientMatches() throws {
            GoldenImage.expectMatch(try Self.frame(width: 128, height: 80, at: 0.5, Self.gradient),
                                    name: "uikit-samples/gradient-view")
        }

        @Test("the gradient view comparison fails 0.5 s later (the colours have moved further)")
        func gradientLaterFails() throws {
            GoldenImage.expectMismatch(try Self.frame(width: 128, height: 80, at: 1.0, Self.gradient),
                                       name: "uikit-samples/gradient-view")
        }

        @Test("the ripple view (guarded by #if canImport(UIKit)) 1 s in matches its reference")
        func rippleMatches() throws {
            GoldenImage.expectMatch(try Self.frame(width: 96, height: 96, at: 1.0, Self.ripple),
                                    name: "uikit-samples/ripple")
        }

        @Test("the ripple comparison fails 0.3 s later (the rings have grown)")
        func rippleLaterFails() throws {
            GoldenImage.expectMismatch(try Self.frame(width: 96, height: 96, at: 1.3, Self.ripple),
                                       name: "uikit-samples/ripple")
        }

        @Test("the card flip with NSValue-boxed transform and position keyframes 0.4 s in matches its reference")
        func cardFlipMatches() throws {
            GoldenImage.expectMatch(try Self.frame(width: 96, height: 96, at: 0.4, Self.cardFlip),
                                    name: "uikit-samples/card-flip")
        }

        @Test("the card flip comparison fails 0.1 s later (the card has turned further)")
        func cardFlipLaterFails() throws {
            GoldenImage.expectMismatch(try Self.frame(width: 96, height: 96, at: 0.5, Self.cardFlip),
                                       name: "uikit-samples/card-flip")
        }

        @Test("the icon bar (UIGraphicsImageRenderer icons as layer contents) matches its reference")
        func iconsMatch() throws {
            GoldenImage.expectMatch(try Self.frame(width: 168, height: 72, at: 0) { Self.icons(tint: .systemBlue) },
                                    name: "uikit-samples/icon-bar")
        }

        @Test("the icon bar comparison fails with systemRed icons instead of systemBlue")
        func iconsOtherTintFails() throws {
            GoldenImage.expectMismatch(try Self.frame(width: 168, height: 72, at: 0) { Self.icons(tint: .systemRed) },
                                       name: "uikit-samples/icon-bar")
        }

        /// The samples' own source files, as a porter would drop them in from an iOS project.
        static let sampleFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("UIKitSamples")

        @Test("every UIKit sample imports UIKit and nothing else, and holds nothing Linux-specific")
        func samplesImportOnlyUIKit() throws {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.sampleFolder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
            #expect(files.count == 6, "\(files)")
            for file in files {
                let source = try String(contentsOf: Self.sampleFolder.appendingPathComponent(file), encoding: .utf8)
                let code = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.hasPrefix("//") }
                let imports = code.filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable") }
                #expect(imports == ["import UIKit"], "\(file): \(imports)")
                // The first line of code is the import, or the canImport guard around the whole file.
                #expect(code.first == "import UIKit"
                            || (code.first == "#if canImport(UIKit)" && code.dropFirst().first == "import UIKit"
                                && code.last == "#endif"), "\(file) does not begin with import UIKit")
                for word in ["Linux", "Glibc", "os(", "SDL", "Compositor", "EngineDiagnostics", "package "] {
                    #expect(!code.contains { $0.contains(word) }, "\(file) mentions \(word)")
                }
            }
        }
    }
}
