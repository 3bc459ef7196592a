// An image a peer's scene loads by file name from beside its scene file (Qt's ImageParticle source): straight-alpha
// RGBA8 pixels, top row first, written as a PNG before the peer starts.

struct PeerSceneImage {
    let name: String
    let rgba: [UInt8]
    let width: Int
    let height: Int
}
