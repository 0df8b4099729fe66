import TWLint
import XCTest

/// `surface-id-order`, `dynamic-glass-renderer`, `scroll-in-surface-group`.
final class StructureRulesTests: XCTestCase {
    func testSurfaceIDOrder() {
        assertRule(
            "surface-id-order",
            [
                #"↓.twSurfaceID("tools", in: ns).tw("surface-floating")"#.replacingOccurrences(of: "↓.", with: ".↓"),
                "Text(\"a\")\n    .↓twSurfaceID(\"tools\", in: ns)\n    .padding()\n    .tw(\"glass p-4\")",
                #"Text("a").tw("surface-floating").twSurfaceID("tools", in: ns)"#,
                // A later .tw without a surface role is not the surface.
                #"Text("a").twSurfaceID("tools", in: ns).tw("p-4")"#,
                // Different chains.
                "let a = Text(\"a\").twSurfaceID(\"t\", in: ns)\nlet b = Text(\"b\").tw(\"glass\")",
            ])
    }

    func testDynamicGlassRenderer() {
        assertRule(
            "dynamic-glass-renderer",
            [
                #"content.↓twGlassRenderer(useUIKit ? .uiKit : .swiftUI)"#,
                #"content.↓twGlassRenderer(settings.renderer)"#,
                #"content.twGlassRenderer(.automatic)"#,
                #"content.twGlassRenderer(TWGlassRenderer.uiKit)"#,
            ])
    }

    func testScrollInSurfaceGroup() {
        assertRule(
            "scroll-in-surface-group",
            [
                #"TWSurfaceGroup { ↓ScrollView { cards } }"#,
                "TWSurfaceGroup(spacing: 8) {\n    VStack {\n        ↓List(items) { Text($0) }\n    }\n}",
                #"ScrollView { TWSurfaceGroup { cards } }"#,
                #"TWSurfaceGroup { cards }; ScrollView { more }"#,
            ])
    }
}
