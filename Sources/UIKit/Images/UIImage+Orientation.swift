// UIImage.Orientation (UIImage.h UIImageOrientation; docs/porting.md "The UIKit types", images): how the image's
// pixels are turned for display. `size` swaps width and height for the quarter turns.
extension UIImage {
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
