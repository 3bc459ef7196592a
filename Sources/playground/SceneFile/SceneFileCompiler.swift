// Compiling a scene file (docs/architecture.md "Scene files"): `swiftc -emit-library` against the .swiftmodule
// files of the build the playground runs from (its own folder's Modules), without linking the engine: the library
// binds to the playground's copy when it is opened (SceneFileLibrary). The C modules the engine's interfaces name
// (CCairo, and CJPEG through CoreGraphics) come from the package's Sources folder, where this playground was built from, with cairo's include
// folders from pkg-config, as SwiftPM passes them.
import Foundation

struct SceneFileCompiler {
    /// What is missing to compile scene files at all, and what to do.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }

    /// One compile: whether it made the library, the first errors ("file:line: message"), and how long it took.
    struct Outcome {
        let succeeded: Bool
        let errors: [String]
        let seconds: Double
    }

    /// How many errors a failed compile shows.
    static let shownErrors = 5

    let swiftc: String
    let modulesFolder: String
    let moduleMaps: [String]
    let includeFlags: [String]
    let cacheFolder: String

    /// Finds the compiler, the build's modules and the C module map; throws what is missing.
    static func locate() throws(SetupError) -> SceneFileCompiler {
        let environment = ProcessInfo.processInfo.environment
        let toolHint = "Scene files are compiled by the Swift toolchain that built the playground (Swift 6 from "
            + "swift.org, the same version): put its usr/bin on PATH or set SWIFTC to its swiftc."
        let swiftc: String
        if let chosen = environment["SWIFTC"], !chosen.isEmpty {
            guard access(chosen, X_OK) == 0 else { throw SetupError(description: "SWIFTC=\(chosen) is not an executable. " + toolHint) }
            swiftc = chosen
        } else if let found = findOnPath("swiftc", environment: environment) {
            swiftc = found
        } else {
            throw SetupError(description: "swiftc was not found on PATH. " + toolHint)
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let buildFolder = URL(fileURLWithPath: executable).deletingLastPathComponent().path
        let modules = buildFolder + "/Modules"
        guard FileManager.default.fileExists(atPath: modules + "/UIKit.swiftmodule") else {
            throw SetupError(description: "the playground's build folder \(buildFolder) has no Modules/UIKit.swiftmodule: "
                + "scene files need a playground built with SwiftPM (swift build --product playground) and run from "
                + "its build folder (.build/debug/playground), where the engine's module interfaces are.")
        }
        // This file's own path at build time: <package>/Sources/playground/SceneFile/SceneFileCompiler.swift.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        // Every C module a .swiftmodule of the engine imports must be found, or swiftc stops at "missing required
        // module" (CoreGraphics imports CJPEG for UIImage's JPEG decoding).
        let moduleMaps = ["CCairo", "CJPEG"].map { packageRoot + "/Sources/\($0)/module.modulemap" }
        if let moduleMap = moduleMaps.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw SetupError(description: "the package the playground was built from is not at \(packageRoot) any more "
                + "(\(moduleMap) is missing): scene files compile against its sources' C module maps.")
        }
        let includes = try cairoIncludeFlags(environment: environment)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("playground-scene-cache-\(getuid())").path
        return SceneFileCompiler(swiftc: swiftc, modulesFolder: modules, moduleMaps: moduleMaps, includeFlags: includes,
                                 cacheFolder: cache)
    }

    /// The arguments that compile `file` into the shared library `library` as module `moduleName`.
    func arguments(file: String, library: String, moduleName: String) -> [String] {
        ["-emit-library", "-parse-as-library", "-module-name", moduleName, "-swift-version", "6", "-Onone",
         "-I", modulesFolder] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + includeFlags
            + ["-module-cache-path", cacheFolder, "-o", library, file]
    }

    /// Compiles `file` into `library` (seconds on a loaded machine); `Outcome.errors` holds the first few errors.
    func compile(file: String, to library: String, moduleName: String) -> Outcome {
        let start = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments(file: file, library: library, moduleName: moduleName)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Outcome(succeeded: false, errors: ["\(swiftc) could not start: \(error)"], seconds: 0)
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let succeeded = process.terminationStatus == 0 && FileManager.default.fileExists(atPath: library)
        return Outcome(succeeded: succeeded, errors: succeeded ? [] : Self.errors(in: output), seconds: seconds)
    }

    /// The compiler's errors as "file:line: message" (the file's name only), the first `shownErrors`; when it
    /// printed none in that form, its last lines. A module from another compiler version gets a hint.
    static func errors(in output: String) -> [String] {
        var found: [String] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil,
                  parts[3].trimmingCharacters(in: .whitespaces) == "error" else { continue }
            let file = URL(fileURLWithPath: String(parts[0])).lastPathComponent
            let entry = "\(file):\(number): \(parts[4].trimmingCharacters(in: .whitespaces))"
            if !found.contains(entry) { found.append(entry) }
        }
        if found.isEmpty {
            found = output.split(separator: "\n").suffix(3).map(String.init)
            if found.isEmpty { found = ["the compiler failed without a message"] }
        }
        if output.contains("cannot be imported by the Swift") || output.contains("compiled with Swift") {
            found.append("The swiftc on PATH is not the toolchain that built the playground: use that one (SWIFTC=…).")
        }
        return Array(found.prefix(shownErrors))
    }

    private static func findOnPath(_ tool: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// cairo's include folders (and glib's, FreeType's … that its headers need), from pkg-config.
    private static func cairoIncludeFlags(environment: [String: String]) throws(SetupError) -> [String] {
        guard let pkgConfig = findOnPath("pkg-config", environment: environment) else {
            throw SetupError(description: "pkg-config was not found: it gives cairo's include folders that a scene "
                + "file's compile needs (apt-get install pkg-config, or .ci/install-deps).")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pkgConfig)
        process.arguments = ["--cflags-only-I", "cairo"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw SetupError(description: "pkg-config could not start: \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SetupError(description: "pkg-config does not know cairo: install libcairo2-dev (.ci/install-deps).")
        }
        return output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}
