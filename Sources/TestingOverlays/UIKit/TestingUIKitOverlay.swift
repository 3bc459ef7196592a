// Swift Testing's cross-import overlay for UIKit (docs/porting.md "Swift Testing beside UIKit"). The Linux toolchain
// ships Testing.swiftcrossimport/UIKit.swiftoverlay, which names this module; on Apple platforms it adds image
// attachments. A file that imports both Testing and UIKit fails with "no such module '_Testing_UIKit'" unless a
// module of this name exists, so the package builds one. It adds nothing.
