import XCTest
import TWResolve
import TWSyntax

/// Reference §4.2: states filter rules, then hover < focus < pressed < disabled, then
/// more conditions, then position; variant order inside a token does not matter.
final class StatePrecedenceTests: XCTestCase {
    private func leading(_ classes: String, _ states: Set<InteractionState>) -> Resolution {
        resolve(classes) { $0.states = states }
    }

    func testPaddingPerState() {
        let classes = "px-4 hover:px-6 focus:px-8 disabled:px-2"
        XCTAssertEqual(leading(classes, []).padding.leading, 16)
        XCTAssertEqual(leading(classes, [.hover]).padding.leading, 24)
        XCTAssertEqual(leading(classes, [.focus]).padding.leading, 32)
        XCTAssertEqual(leading(classes, [.disabled]).padding.trailing, 8)
        for states: Set<InteractionState> in [[], [.hover], [.focus], [.disabled]] {
            XCTAssertEqual(leading(classes, states).overridden.count, 0, "\(states): a state class does not override the base class")
        }
    }

    func testLastBackgroundWins() {
        let resolution = resolve("bg-[#fff] bg-[#000]")
        XCTAssertEqual(resolution.background?.hex, "#000000")
        XCTAssertEqual(overriddenClasses(resolution), ["bg-[#fff]"])
    }

    func testBackgroundPerStateInEitherOrder() {
        let forward = "bg-[#00ff00] hover:bg-[#ff0000] focus:hover:bg-[#0000ff]"
        let reversed = "focus:hover:bg-[#0000ff] hover:bg-[#ff0000] bg-[#00ff00]"
        let expected: [(Set<InteractionState>, String)] = [
            ([], "#00ff00"), ([.hover], "#ff0000"), ([.focus], "#00ff00"), ([.hover, .focus], "#0000ff"),
        ]
        for classes in [forward, reversed] {
            for (states, hex) in expected {
                XCTAssertEqual(resolve(classes) { $0.states = states }.background?.hex, hex, "\(classes) with \(states)")
            }
        }
    }

    func testVariantOrderDoesNotMatter() {
        let resolution = resolve("hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]") { $0.states = [.hover, .focus] }
        XCTAssertEqual(resolution.opacity, 0.8)
        XCTAssertEqual(overriddenClasses(resolution), ["hover:focus:opacity-[0.5]"])
    }
}
