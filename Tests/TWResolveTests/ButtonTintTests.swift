import XCTest
import TWResolve

/// Seed, "Native buttons": a tint class that applies only in some states leaves the others with
/// the default tint, and the resolution says which.
final class ButtonTintTests: XCTestCase {
    func testStateOnlyTintListsTheDefaultTintStates() throws {
        let idle = try XCTUnwrap(resolve("glass focus:tint-primary") { $0.target = .button }.button)
        XCTAssertNil(idle.tint, "no focus: the default tint")
        XCTAssertEqual(Set(idle.defaultTintStates), ["idle", "hover", "pressed", "disabled"])
        let focused = try XCTUnwrap(
            resolve("glass focus:tint-primary") {
                $0.target = .button; $0.states = [.focus]
            }.button)
        XCTAssertEqual(focused.tint?.token, "primary")
    }

    func testUnconditionedTintHasNoDefaultStates() throws {
        let button = try XCTUnwrap(resolve("glass tint-primary") { $0.target = .button }.button)
        XCTAssertEqual(button.tint?.token, "primary")
        XCTAssertEqual(button.defaultTintStates, [])
    }
}

/// Reference §6.6: hover and pressed tints are never seen by the button body.
final class HoverTintTests: XCTestCase {
    func testHoverTintIsIgnoredAndEveryStateKeepsTheDefaultTint() throws {
        let resolution = resolve("glass hover:tint-primary") {
            $0.target = .button; $0.states = [.hover]
        }
        let button = try XCTUnwrap(resolution.button)
        XCTAssertNil(button.tint)
        XCTAssertEqual(button.defaultTintStates, ["idle", "hover", "focus", "pressed", "disabled"])
        XCTAssertEqual(resolution.ignored.map(\.class), ["hover:tint-primary"])
    }
}
