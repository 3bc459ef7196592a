// The installed font families (Pango's font map, filled by fontconfig) and how a font name resolves to one: a
// family name ("DejaVu Sans") or a PostScript-style name ("DejaVuSans-Bold", spaces and case ignored) with a style
// suffix. Apple's default font, Helvetica, is the default sans. An unknown name falls back to the default sans with
// one message; with no font installed at all the engine says once what to install and text draws nothing.
// The process's one catalog is EngineGlobals.fontCatalog (docs/architecture.md "Process-wide state"); a catalog is
// immutable once made, so any thread (the display cycle, the render thread's text) may read it.
import Foundation
internal import CCairo

final class FontCatalog: Sendable {
    /// The catalog of Pango's default font map (PangoCairo's, process-wide already): EngineGlobals.fontCatalog.
    static func ofDefaultFontMap() -> FontCatalog {
        FontCatalog(fontMap: pango_cairo_font_map_get_default(), fontconfig: nil)
    }

    /// A catalog of a fontconfig configuration that holds no fonts: what a machine without any font package sees
    /// (the no-font path's test draws through it).
    static func withoutFonts() -> FontCatalog {
        let map = pango_cairo_font_map_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(map)) }
        let empty = FcConfigCreate()
        defer { FcConfigDestroy(empty) }
        pango_fc_font_map_set_config(map, empty)
        return FontCatalog(fontMap: map, fontconfig: empty)
    }

    /// Installed family names by their key (lowercase, no spaces).
    private let families: [String: String]
    /// The family used for the default and for unknown names.
    let defaultSans: String?

    /// The families `fontMap` (a PangoCairo font map, filled by `fontconfig`) lists.
    private init(fontMap: OpaquePointer, fontconfig: OpaquePointer?) {
        var list: UnsafeMutablePointer<OpaquePointer?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        var found: [String: String] = [:]
        for i in 0..<Int(count) {
            guard let entry = list?[i], let name = pango_font_family_get_name(entry) else { continue }
            let family = String(cString: name)
            found[FontCatalog.key(family)] = family
        }
        g_free(list)
        families = found
        // Pango lists the generic families (Sans, Serif, Monospace, System-ui) even when fontconfig has no font at
        // all, and text drawn then shows only boxes: whether fonts exist is fontconfig's answer (nil: the current
        // configuration, the one the default font map uses).
        let installed = FcConfigGetFonts(fontconfig, FcSetSystem)?.pointee.nfont ?? 0
        defaultSans = installed == 0 ? nil
            : ["dejavusans", "notosans", "liberationsans", "freesans", "sans"].lazy.compactMap { found[$0] }.first
                ?? found.values.sorted().first
    }

    /// Whether any font is installed; if not, says once what to install.
    var hasFonts: Bool {
        if defaultSans == nil {
            EngineDiagnostics.report(
                "CATextLayer: no fonts are installed, so text draws nothing. Install a font package "
                    + "(Debian/Ubuntu: apt-get install fonts-dejavu-core).")
        }
        return defaultSans != nil
    }

    /// The installed face `name` names, or nil.
    func face(named name: String) -> FontFace? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let family = families[FontCatalog.key(trimmed)] { return FontFace(family: family) }
        // A PostScript-style name: family, a hyphen, a style.
        guard let dash = trimmed.lastIndex(of: "-") else { return nil }
        let style = trimmed[trimmed.index(after: dash)...].lowercased()
        guard let family = families[FontCatalog.key(String(trimmed[..<dash]))] else { return nil }
        return FontFace(family: family, isBold: style.contains("bold"),
                        isItalic: style.contains("italic") || style.contains("oblique"))
    }

    /// The face to draw `name` with: the installed one, the default sans for Apple's default "Helvetica" (and for
    /// nil), or the default sans with one message for a name that is not installed.
    func resolve(_ name: String?) -> FontFace? {
        guard let defaultSans else { return nil }
        guard let name, !["helvetica", "system", ".sfui", "sans-serif"].contains(name.lowercased()) else {
            return FontFace(family: defaultSans)
        }
        if let face = face(named: name) { return face }
        EngineDiagnostics.report(
            "CATextLayer: the font \"\(name)\" is not installed; drawing with \(defaultSans). Use an installed "
                + "family (fc-list shows them) or install the font.")
        return FontFace(family: defaultSans)
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { !$0.isWhitespace }
    }
}
