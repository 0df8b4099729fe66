import TWLint
import XCTest

/// `one-fill`, `surface-role-switch`, `tracking-target`.
final class SurfaceRulesTests: XCTestCase {
    func testOneFillWhenEveryAllowedContextHasGlass() {
        // iOS 26 and later only: glass in every context, so bg-* never shows.
        assertRule(
            "one-fill",
            [
                #"Text("a").tw("glass ↓bg-primary p-4")"#,
                #"Text("a").tw("glass-prominent ↓bg-[#ff0000]")"#,
                // surface-floating follows the appearance policy, which may choose a solid fill.
                #"Text("a").tw("surface-floating bg-[#ff0000]")"#,
                #"Text("a").tw("glass glass-tint-primary p-4")"#,
                #"Text("a").tw("surface-solid bg-primary p-4")"#,
                #"Text("a").tw("bg-primary p-4")"#,
            ], configuration: configuration(#"{"platforms": {"ios": "26"}}"#))
    }

    func testNoOneFillWhenAnAllowedSystemDrawsTheFillSolid() {
        // Default contexts (iOS 17+, macOS 14+): before 26, and under Reduce Transparency on
        // iOS 17, the glass falls back to a solid fill that bg-* colours.
        assertRule(
            "one-fill",
            [
                #"Text("a").tw("glass bg-primary p-4")"#
            ])
        assertRule(
            "one-fill",
            [
                #"Text("a").tw("glass bg-primary p-4")"#
            ], configuration: configuration(#"{"platforms": {"ios": "17"}}"#))
    }

    func testSurfaceRoleSwitchWithATernary() {
        assertRule(
            "surface-role-switch",
            [
                #"Text("a").tw(isOn ? ↓"glass p-4" : "p-4")"#,
                #"Text("a").tw(cn("p-4", isOn ? ↓"surface-floating" : nil))"#,
                #"Text("a").tw(isOn ? "glass p-4" : "surface-solid p-4")"#,
                #"Text("a").tw(isOn ? "p-2" : "p-4")"#,
            ])
    }

    func testTrackingTarget() {
        assertRule(
            "tracking-target",
            [
                #"Text("a").tw("tracking-[1]").padding()"#,
                #"Text("a").padding().tw("↓tracking-[1]")"#,
                #"VStack { Text("a") }.tw("p-4 ↓tracking-[-0.5]")"#,
                #"Label("a", systemImage: "star").tw("↓tracking-[1]")"#,
            ])
    }

    /// `tracking-wide` is not a class at all (tracking takes a bracket value only, reference §3.2):
    /// one unknown-class finding that says so, not a tracking-target finding as well.
    func testKeywordTrackingIsOnlyAnUnknownClass() {
        let result = lint(#"VStack {}.padding().tw("tracking-wide")"#)
        XCTAssertEqual(result.findings.map(\.rule), ["unknown-class"])
        XCTAssertTrue(result.findings.first?.message.contains("tracking-[…]") == true, result.findings.first?.message ?? "")
    }
}
