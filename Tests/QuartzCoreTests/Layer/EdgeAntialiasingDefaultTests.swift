// allowsEdgeAntialiasing's default (CALayer.h: "read from the boolean UIViewEdgeAntialiasing property in the main
// bundle's Info.plist file. If no value is found, the default value is false"): EdgeAntialiasingDefault resolves an
// Info.plist value, and new layers and defaultValue(forKey:) follow the main bundle's answer.
import Foundation
import Testing
@testable import QuartzCore

@Suite struct EdgeAntialiasingDefaultTests {
    /// The default an Info.plist dictionary gives.
    private func resolved(_ info: [String: Any]) -> Bool {
        EdgeAntialiasingDefault.value(forInfoValue: info[EdgeAntialiasingDefault.infoKey])
    }

    @Test("without UIViewEdgeAntialiasing in Info.plist the default is false")
    func absentIsFalse() {
        #expect(EdgeAntialiasingDefault.infoKey == "UIViewEdgeAntialiasing")
        #expect(resolved([:]) == false)
        #expect(resolved(["CFBundleName": "App", "UIViewGroupOpacity": true]) == false)
    }

    @Test("a Boolean UIViewEdgeAntialiasing is the default, as a Bool or as the NSNumber a plist reader gives")
    func booleanIsTaken() {
        #expect(resolved(["UIViewEdgeAntialiasing": true]) == true)
        #expect(resolved(["UIViewEdgeAntialiasing": false]) == false)
        #expect(resolved(["UIViewEdgeAntialiasing": NSNumber(value: true)]) == true)
        #expect(resolved(["UIViewEdgeAntialiasing": NSNumber(value: false)]) == false)
        #expect(resolved(["UIViewEdgeAntialiasing": 1]) == true)
    }

    @Test("a value that is not a Boolean is false, said once")
    func notBooleanIsFalseWithAMessage() {
        let messages = EngineDiagnostics.capture {
            #expect(resolved(["UIViewEdgeAntialiasing": "YES-edgeDefaultTest"]) == false)
        }
        #expect(messages.contains { $0.contains("UIViewEdgeAntialiasing") && $0.contains("YES-edgeDefaultTest") },
                "\(messages)")
    }

    @Test("new layers and defaultValue(forKey: \"allowsEdgeAntialiasing\") follow the main bundle's Info.plist")
    func layersFollowTheMainBundle() {
        let expected = EdgeAntialiasingDefault.value(
            forInfoValue: Bundle.main.object(forInfoDictionaryKey: "UIViewEdgeAntialiasing"))
        #expect(EdgeAntialiasingDefault.fromMainBundle == expected)
        #expect(CALayer.defaultValue(forKey: "allowsEdgeAntialiasing") as? Bool == expected)
        #expect(CALayer().allowsEdgeAntialiasing == expected)
        // The test runner has no UIViewEdgeAntialiasing: Apple's default.
        #expect(expected == false)
    }
}
