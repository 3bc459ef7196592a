// Swift Testing's cross-import overlay for CoreGraphics (docs/porting.md "Swift Testing beside UIKit"). The Linux
// toolchain ships Testing.swiftcrossimport/CoreGraphics.swiftoverlay, which names this module; on Apple platforms it
// adds image attachments. A file that imports both Testing and CoreGraphics fails with "no such module
// '_Testing_CoreGraphics'" unless a module of this name exists, so the package builds one. It adds nothing.
