// UIScreen with no window (docs/porting.md "The UIKit types", UIScreen): the documented default display, and what
// the host sets. Serialized with the other tests that read the main screen's scale.
import Testing
import UIKit

@MainActor @Suite(.serialized) struct UIScreenTests {
    @Test func defaultIsTheDocumentedDisplayAndTheHostCanSetIt() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 2)
        // UIGraphicsImageRenderer.h: the default format takes the main screen's scale.
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.scale == 2)
        UIScreen.setHostDisplay(bounds: CGRect(x: 0, y: 0, width: 800, height: 600), scale: 1)
        defer { UIScreen.resetHostDisplay() }
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }.scale == 1)
        #expect(UIScreen.main.bounds.size == CGSize(width: 800, height: 600) && UIScreen.main.scale == 1)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 800, height: 600))
        UIScreen.setHostDisplay(bounds: .zero, scale: .nan)  // refused with one message
        #expect(UIScreen.main.scale == 1)
    }
}
