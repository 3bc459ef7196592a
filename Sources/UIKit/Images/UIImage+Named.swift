// UIImage(named:) (UIImage.h imageNamed:; docs/porting.md "The UIKit types", images). Apple looks in the app's
// bundle; here the resource folders are those listed in the UIKIT_RESOURCE_PATH environment variable (separated by
// colons), then the main bundle's resource folder (the executable's folder on Linux). A name without an extension
// tries the screen's scale first (name@3x.png, name@2x.png), then name.png, name.jpg and name.jpeg, as UIKit prefers
// the variant for the screen. A name found nowhere gives nil and one message.
import QuartzCore
import Foundation

extension UIImage {
    public convenience init?(named name: String) {
        guard let path = UIImage.resourcePath(named: name) else {
            EngineDiagnostics.report(
                "UIImage(named: \"\(name)\"): no such image in the resource folders "
                    + "\(UIImage.resourceFolders); returned nil. Put the file in one of them or list its folder in "
                    + "UIKIT_RESOURCE_PATH.")
            return nil
        }
        self.init(contentsOfFile: path)
    }

    /// The folders UIImage(named:) searches, in order.
    static var resourceFolders: [String] {
        var folders: [String] = []
        if let listed = ProcessInfo.processInfo.environment["UIKIT_RESOURCE_PATH"] {
            folders += listed.split(separator: ":").map(String.init)
        }
        if let bundle = Bundle.main.resourcePath { folders.append(bundle) }
        return folders
    }

    /// The first file `name` names in the resource folders.
    static func resourcePath(named name: String) -> String? {
        let nameOnly = name as NSString
        var candidates: [String] = []
        if nameOnly.pathExtension.isEmpty {
            let screenScale = Int(UIScreen.hostScale.rounded())
            for factor in stride(from: max(screenScale, 1), through: 2, by: -1) { candidates.append("\(name)@\(factor)x.png") }
            candidates += ["\(name).png", "\(name).jpg", "\(name).jpeg"]
        } else {
            candidates.append(name)
        }
        let files = FileManager.default
        for folder in resourceFolders {
            for candidate in candidates {
                let path = (folder as NSString).appendingPathComponent(candidate)
                if files.isReadableFile(atPath: path) { return path }
            }
        }
        return nil
    }
}
