import XCTest
import TWResolve

/// The seed ("Native buttons", "Glass renderer"): `glass-prominent` buttons per system.
final class GlassButtonTests: XCTestCase {
    private let classes = "glass-prominent px-4 font-semibold"

    private func button(os: Int, _ change: (inout ResolutionContext) -> Void = { _ in }) -> Resolution {
        resolve(classes) {
            $0 = .iOS(os).with { $0.target = .button }
            change(&$0)
        }
    }

    func testLiquidGlassSystemsUseGlassProminent() {
        XCTAssertEqual(button(os: 26).button?.style, .glassProminent)
        XCTAssertEqual(button(os: 26).button?.bezel, .prominent)
    }

    func testEarlierSystemsUseBorderedProminent() {
        XCTAssertEqual(button(os: 18).button?.style, .borderedProminent)
    }

    func testIOS27DrawsUIKitGlass() throws {
        let resolution = button(os: 27)
        let button = try XCTUnwrap(resolution.button)
        XCTAssertEqual(button.style, .uiKitGlass)
        XCTAssertEqual(button.height, 34)
        XCTAssertEqual(button.minTouchTarget, 44)
        XCTAssertEqual(button.labelColor?.native, "white")
        XCTAssertEqual(button.borderShape, .capsule)
        XCTAssertEqual(button.press?.scale, 0.96)
        XCTAssertEqual(button.press?.opacity, 0.78)
        XCTAssertEqual(resolution.padding.leading, 16, "classes still pad the label")
        XCTAssertEqual(resolution.weight, .semibold)
    }

    func testUIKitGlassButtonSizes() {
        for (size, height) in [("control-mini", 28.0), ("control-sm", 28), ("control-lg", 50), ("control-xl", 50)] {
            let resolution = resolve("glass \(size)") {
                $0.target = .button; $0.os = OSVersion(27)
            }
            XCTAssertEqual(resolution.button?.height, height, size)
        }
    }

    func testUIKitGlassUnderReduceMotionAndReduceTransparency() {
        let calm = button(os: 27) { $0.reduceMotion = true }
        XCTAssertEqual(calm.button?.press?.scale, 1, "Reduce Motion keeps the fade without the scale")
        XCTAssertEqual(calm.button?.press?.animation, .easeOut)
        let solid = button(os: 27) { $0.reduceTransparency = true }
        XCTAssertEqual(solid.button?.style, .uiKitGlass, "accessibility never changes the style")
        XCTAssertEqual(solid.button?.fill?.kind, .solid, "a themed solid fill replaces the glass view")
    }

    func testDecorationIsIgnoredOnNativeButtons() {
        let resolution = resolve("glass bg-primary border shadow-md px-4") { $0.target = .button }
        XCTAssertEqual(Set(resolution.ignored.map(\.class)), ["bg-primary", "border", "shadow-md"])
        XCTAssertNil(resolution.background)
        XCTAssertEqual(resolution.padding.leading, 16)
    }
}
