// The video formats a recording can be written in, chosen by the output file's extension, and the ffmpeg arguments
// that encode each from raw RGBA frames (docs/architecture.md "Recordings").
import Foundation

/// A recording's container and codec.
package enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4 (yuv420p, CRF 18): plays everywhere.
    case mp4
    /// VP9 in WebM (yuv420p, CRF 30).
    case webm
    /// An animated GIF with a palette made for the whole recording (plays at most 50 fps: GIF delays are 1/100 s).
    case gif
    /// An animated PNG: lossless RGBA, so its frames equal the rendered pixels exactly.
    case apng

    /// The format a path's extension names (.mp4 .m4v, .webm, .gif, .apng .png); nil for any other.
    package init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        case "apng", "png": self = .apng
        default: return nil
        }
    }

    /// The extensions, as --help and messages list them.
    package static let extensionsDescription = ".mp4, .webm, .gif or .apng (.png)"

    /// ffmpeg's arguments after the raw-video input: codec, pixel format and muxer (named explicitly: the output is
    /// a temporary name whose extension ffmpeg cannot read). `bitexact` keeps the encoder's version string and the
    /// creation time out of the file, so the same frames give the same file.
    var outputArguments: [String] {
        let even = ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"]   // 4:2:0 chroma needs even sizes
        switch self {
        case .mp4:
            return even + ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
                           "-fflags", "+bitexact", "-flags:v", "+bitexact", "-f", "mp4"]
        case .webm:
            return even + ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "30", "-pix_fmt", "yuv420p", "-row-mt", "1",
                           "-deadline", "good", "-cpu-used", "4",
                           "-fflags", "+bitexact", "-flags:v", "+bitexact", "-f", "webm"]
        case .gif:
            return ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer",
                    "-loop", "0", "-f", "gif"]
        case .apng:
            return ["-c:v", "apng", "-pix_fmt", "rgba", "-plays", "0", "-f", "apng"]
        }
    }
}
