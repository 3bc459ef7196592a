// The files one peer run reads: its scene (QML or a page) and the images the scene loads beside it, written to a
// folder of the temporary directory named after the peer and this process (so runs of two framebench processes do
// not meet) and removed after the run.
import Foundation
import SDLHost

struct PeerScratchFolder {
    let url: URL
    let sceneFile: URL

    init(peer: String, sceneFileName: String, scene: String, images: [PeerSceneImage] = []) throws(BenchmarkError) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("framebench-\(peer)-\(ProcessInfo.processInfo.processIdentifier)")
        sceneFile = url.appendingPathComponent(sceneFileName)
        do {
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try scene.write(to: sceneFile, atomically: true, encoding: .utf8)
        } catch {
            throw .peerFailed("Could not write the scene to \(sceneFile.path): \(error.localizedDescription)")
        }
        for image in images {
            let path = url.appendingPathComponent(image.name).path
            do { try PNGWriter.write(rgba: image.rgba, width: image.width, height: image.height, to: path) } catch {
                remove()
                throw .peerFailed("Could not write the scene's image \(path): \(error.description)")
            }
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
