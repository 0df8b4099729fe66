import TWLint
import XCTest

/// `ignored-on-native-button` and `state-only-button-tint`.
final class ButtonRulesTests: XCTestCase {
    func testIgnoredOnNativeButton() {
        assertRule(
            "ignored-on-native-button",
            [
                #"Button("Save") {}.buttonStyle(.tw("glass ↓bg-[#ff0000] ↓shadow-md px-4"))"#,
                #"Button("Save") {}.buttonStyle(.tw("glass ↓border px-4"))"#,
                // A plain button (no native style) draws every class on its label.
                #"Button("Save") {}.buttonStyle(.tw("bg-primary shadow-md px-4 rounded-lg"))"#,
                // Not a button style: a view's .tw.
                #"Text("a").tw("px-4 shadow-md")"#,
            ])
    }

    func testStateOnlyButtonTint() {
        assertRule(
            "state-only-button-tint",
            [
                #"Button("Go") {}.buttonStyle(.tw("glass ↓focus:tint-primary"))"#,
                #"Button("Go") {}.buttonStyle(.tw("glass tint-accent focus:tint-primary"))"#,
                #"Button("Go") {}.buttonStyle(.tw("glass tint-primary"))"#,
            ])
    }
}
