// Writes RGBA8 pixels (top row first) to a PNG through SDL2_image: screenshots and golden images.
internal import CSDL2

/// PNG output for read-back frames.
package enum PNGWriter {
    package static func write(rgba pixels: [UInt8], width: Int, height: Int, to path: String) throws(HostError) {
        guard width > 0, height > 0, pixels.count >= width * height * 4 else {
            throw HostError.screenshotFailed(path: path, reason: "the frame is empty (\(width)×\(height))")
        }
        var copy = pixels
        do {
            // Complete or absent, even when a signal ends the process mid-write (OutputFile).
            try OutputFile.write(to: path) { temporary in
                let result: Int32 = copy.withUnsafeMutableBytes { bytes in
                    // ABGR8888 is R,G,B,A in memory on little-endian machines; SDL picks the right one for the host.
                    let format = UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)
                    guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width),
                                                                           Int32(height), 32, Int32(width * 4),
                                                                           format) else { return -2 }
                    defer { SDL_FreeSurface(surface) }
                    return IMG_SavePNG(surface, temporary)
                }
                return result == 0 ? nil : SDLVideo.lastError()
            }
        } catch {
            throw HostError.screenshotFailed(path: path, reason: error.reason)
        }
    }

    /// Reads a PNG into RGBA8 pixels (top row first); nil with a reason when the file cannot be read.
    package static func read(path: String) -> (pixels: [UInt8], width: Int, height: Int)? {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard let base = converted.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<(width * 4) { pixels[row * width * 4 + column] = base[row * pitch + column] }
        }
        return (pixels, width, height)
    }
}
