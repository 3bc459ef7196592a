// swift-tools-version:6.0
// The Core Animation engine for Linux and its SDL2 playground.
// Module boundaries (docs/architecture.md "Modules"): run loop → CoreGraphics → QuartzCore → UIKit; QuartzCore → compositor →
// host → executables. The three Apple-named modules are spelled and layered as Apple ships them.
import PackageDescription

let package = Package(
    name: "CoreAnimationPlayground",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "RunLoopCore", targets: ["RunLoopCore"]),
        .library(name: "Compositor", targets: ["Compositor"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        .executable(name: "playground", targets: ["playground"]),
        .executable(name: "framebench", targets: ["framebench"]),
        .executable(name: "generate-property-table", targets: ["generate-property-table"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Frame-time percentiles in framebench come from a real HdrHistogram.
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // SDL2, SDL2_image and OpenGL headers. The shim includes <SDL2/SDL.h>, so the system include path is
        // enough; pkg-config is asked for "gl" only because SDL2's own .pc adds -D_REENTRANT, which SwiftPM
        // rejects with a warning on every build.
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "gl",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-image-dev", "libgl-dev"]),
                .brew(["sdl2", "sdl2_image"]),
            ]
        ),
        // cairo (CGContext's rasteriser) and Pango/HarfBuzz/fontconfig/FreeType (CATextLayer's text). pkg-config
        // is asked for cairo only (its flags hold the glib and FreeType include paths): pango's own file adds
        // -pthread, which SwiftPM rejects with a warning on every build, so the shim declares the Pango calls.
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "libharfbuzz-dev", "libfontconfig-dev"]),
                .brew(["cairo", "pango", "harfbuzz", "fontconfig"]),
            ]
        ),
        // libjpeg (libjpeg-turbo): CoreGraphics' JPEG decoder, behind CGImage(jpegDataProviderSource:…), so UIImage
        // decodes JPEG without linking SDL (docs/porting.md "The UIKit types").
        .systemLibrary(
            name: "CJPEG",
            path: "Sources/CJPEG",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // The custom run loop: modes, activities, observers, timers, sources (CFRunLoop's semantics).
        .target(name: "RunLoopCore"),
        // CoreGraphics as Apple ships it: CGColor, CGColorSpace, CGPath, CGContext (on cairo), CGImage, CGDataProvider,
        // CGAffineTransform and the geometry helpers; re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect).
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CJPEG", "_Testing_CoreGraphics"]),
        // Swift Testing's cross-import overlays for the two Apple-named modules the Linux toolchain names but does
        // not ship (docs/porting.md "Swift Testing beside UIKit"): empty, so `import Testing` beside them compiles.
        .target(name: "_Testing_CoreGraphics", path: "Sources/TestingOverlays/CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/TestingOverlays/UIKit"),
        // QuartzCore, the engine: layers, text (CATextLayer on Pango), actions, transactions, timing, animations,
        // render-tree snapshots. Re-exports CoreGraphics and Foundation, as `import QuartzCore` does on Apple.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "RunLoopCore", "CCairo"]),
        // The property table's rows (one per built-in layer property) and the generator of the Swift that follows
        // from them (docs/architecture.md "The property table"); QuartzCore holds the generated files.
        .target(name: "PropertyTableSpec"),
        .executableTarget(name: "generate-property-table", dependencies: ["PropertyTableSpec"]),
        // OpenGL 3.3 core renderer of render-tree snapshots.
        .target(name: "Compositor", dependencies: ["QuartzCore", "CSDL2"]),
        // What a host and the application exchange without either knowing the other's platform: input events
        // and frame timings. Scene logic depends on it instead of on SDL and OpenGL.
        .target(name: "HostInterface"),
        // The SDL window (or offscreen surface), input, display-link clock, render thread, screenshots.
        .target(name: "SDLHost", dependencies: ["Compositor", "QuartzCore", "RunLoopCore", "HostInterface", "CSDL2"]),
        // UIKit's part that Core Animation code uses: UIView and its animation API, UIColor, UIBezierPath, UIImage,
        // the UIGraphics contexts, UIFont, UIScreen. Re-exports QuartzCore, so `#if canImport(UIKit)` is true.
        .target(name: "UIKit", dependencies: ["QuartzCore", "_Testing_UIKit"]),
        // The playground's scenes (one per seed example) and the headless scene runner, testable without a window.
        .target(name: "PlaygroundScenes", dependencies: ["QuartzCore", "UIKit", "HostInterface", "CCairo"]),
        .executableTarget(
            name: "playground",
            dependencies: [
                "PlaygroundScenes", "SDLHost", "HostInterface", "Compositor", "QuartzCore", "RunLoopCore", "UIKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Scene files (docs/architecture.md "Scene files: one engine"): a scene's library is linked without the
            // engine and binds to this executable's copy when it is opened, so the executable exports its symbols.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .executableTarget(
            name: "framebench",
            dependencies: [
                "SDLHost", "HostInterface", "Compositor", "QuartzCore", "RunLoopCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]
        ),
        // MediaTimeTestSupport for its process-wide test lock (choosing the main run loop is process-wide state).
        .testTarget(name: "RunLoopCoreTests", dependencies: ["RunLoopCore", "MediaTimeTestSupport"]),
        // One lock and clock for every test that replaces the process-wide media time source.
        .target(name: "MediaTimeTestSupport", dependencies: ["QuartzCore"], path: "Tests/MediaTimeTestSupport"),
        // Counts the calling thread's heap allocations (malloc and friends, defined by the test executable), so tests
        // prove that per-frame evaluation allocates nothing in steady state. Tests only: CMake builds no tests.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["QuartzCore", "RunLoopCore", "MediaTimeTestSupport", "PropertyTableSpec", "AllocationCounter"]
        ),
        .testTarget(
            name: "CompositorTests",
            // UIKit for the UIKit samples (Samples/UIKitSamples/: Apple-style files that import UIKit only).
            dependencies: ["Compositor", "SDLHost", "QuartzCore", "UIKit", "RunLoopCore", "MediaTimeTestSupport"],
            // Reference images, read by path from the tests (#filePath), not bundled as resources.
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "QuartzCore", "RunLoopCore", "MediaTimeTestSupport"]
        ),
        // QuartzCore is named although SDLHost brings it: without a direct dependency SwiftPM's incremental build
        // kept stale test objects after CALayer or RenderLayer changed layout (crashes in RenderThreadTests and
        // InteractiveHostCommitTests calling the wrong vtable slot).
        .testTarget(name: "SDLHostTests",
                    dependencies: ["SDLHost", "HostInterface", "QuartzCore", "MediaTimeTestSupport"]),
        // The pure parts of the benchmarks (percentiles, hitch ratio, ramp fit, bootstrap, Qt log parsing).
        .testTarget(name: "FramebenchTests", dependencies: ["framebench"]),
        // The playground's command-line messages, recordings and scene files. The test executable exports its
        // symbols too, so a scene file's library opened by a test binds to the test's one copy of the engine.
        .testTarget(name: "PlaygroundTests",
                    dependencies: ["playground", "PlaygroundScenes", "SDLHost", "QuartzCore", "MediaTimeTestSupport"],
                    // Scene files the tests compile with swiftc at run time (SceneFiles/Hello.swift is README's
                    // first scene), not part of the test target.
                    exclude: ["SceneFiles"],
                    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(
            name: "PlaygroundScenesTests",
            dependencies: ["PlaygroundScenes", "SDLHost", "HostInterface", "QuartzCore", "MediaTimeTestSupport"]
        ),
    ]
)
