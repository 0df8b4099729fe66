import Foundation
import XCTest
import TWResolve
import TWEmit

/// Every `tw resolve --json` document validates against `Themes/resolution.schema.json`
/// ("The JSON output validates against `tw schema resolution` in a test").
final class ResolutionSchemaTests: XCTestCase {
    /// Varied strings in varied contexts: glass, material and solid surfaces, every button style
    /// (UIKit glass on iOS 27 included), invalid and lenient strings, a presentation target.
    static func cases() -> [(String, ResolutionContext, Bool)] {
        func context(_ edit: (inout ResolutionContext) -> Void) -> ResolutionContext {
            var context = ResolutionContext()
            edit(&context)
            return context
        }
        return [
            ("px-4 surface-floating glass-tint-[red] focus:tint-primary", context { $0.os = OSVersion(26) }, false),
            ("surface-floating bg-[#ff0000] shadow-md rounded-lg", context { $0.os = OSVersion(18) }, false),
            (
                "surface-floating bg-[#ff0000] border-2 border-ring",
                context {
                    $0.os = OSVersion(18); $0.reduceTransparency = true
                }, false
            ),
            (
                "surface-solid shadow-lg p-4 w-full text-lg font-semibold text-primary",
                context {
                    $0.scheme = .dark; $0.increaseContrast = true
                }, false
            ),
            ("glass glass-interactive shadow-sm", context { $0.os = OSVersion(27) }, false),
            (
                "glass-prominent px-4 font-semibold",
                context {
                    $0.target = .button; $0.os = OSVersion(27)
                }, false
            ),
            (
                "glass-prominent control-lg tint-primary rounded-md",
                context {
                    $0.target = .button; $0.os = OSVersion(27); $0.reduceTransparency = true; $0.reduceMotion = true; $0.states = [.disabled]
                }, false
            ),
            (
                "glass px-4 focus:tint-primary bg-muted",
                context {
                    $0.target = .button; $0.platform = .macos; $0.os = OSVersion(26); $0.states = [.focus]
                }, false
            ),
            (
                "button-primary",
                context {
                    $0.target = .button; $0.platform = .macos; $0.os = OSVersion(15); $0.windowActive = false
                }, false
            ),
            ("button-ghost", context { $0.target = .button }, false),
            (
                "bezel-link px-0 text-primary",
                context {
                    $0.target = .button; $0.platform = .macos
                }, false
            ),
            (
                "px-2 bg-muted hover:bg-accent pressed:opacity-80",
                context {
                    $0.target = .button; $0.states = [.hover, .pressed]
                }, false
            ),
            ("bg-red-500 p-4 dark:p-2", ResolutionContext(), false),
            ("p-4 bg-nope surface-floating", context { $0.appearance = .solid }, true),
            (
                "surface-floating",
                context {
                    $0.target = .presentation; $0.requiresCompatibility = true
                }, false
            ),
            (
                "group/card shared-[hero]/card shared-size animate-spring duration-200 delay-[0.1] opacity-50 scale-[1.02] rotate-[3] blur-[2] offset-[4,-2]",
                context { $0.reduceMotion = true }, false
            ),
            ("tracking-[1] line-spacing-[4] text-[18] text-center line-clamp-2", context { $0.target = .text }, false),
            ("line-clamp-none min-w-[40] max-w-[320] min-h-[44] h-[50] w-[100]", ResolutionContext(), false),
            (
                "glass-thin",
                context {
                    $0.os = OSVersion(26); $0.rendering = .material
                }, false
            ),
            ("glass-thin glass-render-material glass-tint-[red]", context { $0.os = OSVersion(27) }, false),
            ("glass-identity glass-tint-[red] glass-shadow", context { $0.os = OSVersion(18) }, false),
            (
                "glass-ultra-thick glass-shadow-[#ff0000] glass-shadow-radius-[12] glass-fallback-thin",
                context {
                    $0.platform = .macos; $0.os = OSVersion(15); $0.scheme = .dark
                }, false
            ),
            // Registered slots (active and inactive) and a platform swiftcn has no answer for.
            (
                "hover:tilt-[14] tilt-[4] lean-[6] glass",
                context {
                    for name in ["tilt", "lean"] {
                        $0.modifiers[name] = ModifierRegistration(
                            name: name, argument: ArgumentRule(kind: .degrees), defaultArgument: "0", order: 10, conflictKey: "angle")
                    }
                    $0.modifiers["glass"] = ModifierRegistration(name: "glass", order: 20, applies: "opacity(0.5)")
                    $0.states = [.hover]
                }, false
            ),
            (
                "glass-thin p-2",
                context {
                    $0.platform = .visionos; $0.os = OSVersion(26)
                }, false
            ),
        ]
    }

    func testEveryDocumentValidates() throws {
        let resolver = Resolver()
        var documents: [String] = []
        for (classes, context, lenient) in Self.cases() {
            documents.append(ResolutionJSON.encode(resolver.resolve(classes, context: context, lenient: lenient), compact: true))
        }
        try validateJSON(documents, against: ResolutionSchema.text)
    }

    /// The schema names every member a resolution writes, so `additionalProperties: false` holds.
    func testSchemaListsTheTopLevelMembers() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(ResolutionSchema.text.utf8)) as? [String: Any]
        let properties = Set((schema?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        var context = ResolutionContext()
        context.target = .button
        let document = try JSONSerialization.jsonObject(with: ResolutionJSON.data(Resolver().resolve("glass p-4", context: context))) as? [String: Any]
        XCTAssertTrue(Set(document?.keys.map { $0 } ?? []).isSubset(of: properties))
    }
}
