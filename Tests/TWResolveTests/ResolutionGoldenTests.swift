import Foundation
import TWEmit
import TWResolve
import XCTest

/// A refactoring safety net for the resolver's performance work, NOT an oracle: the files in
/// `Golden/` were generated once from the resolver as it stood before that work
/// (`TWKIT_RECORD_GOLDEN=1 swift test --filter ResolutionGoldenTests`), and this test only checks
/// that `ResolutionJSON.encode` output stays byte-identical. A golden file being wrong is a bug
/// in the resolver at the time it was recorded; fix the behaviour with a real test, then record
/// again deliberately.
final class ResolutionGoldenTests: XCTestCase {
    struct Case: Sendable {
        var name: String
        var classes: String
        var lenient = false
        var change: @Sendable (inout ResolutionContext) -> Void = { _ in }
    }

    static func ios(_ os: Int, _ target: StyleTarget = .view) -> @Sendable (inout ResolutionContext) -> Void {
        {
            $0.platform = .ios; $0.os = OSVersion(os); $0.target = target
        }
    }

    static func macos(_ os: Int, _ target: StyleTarget = .view) -> @Sendable (inout ResolutionContext) -> Void {
        {
            $0.platform = .macos; $0.os = OSVersion(os); $0.target = target
        }
    }

    static let cases: [Case] = [
        // Surfaces.
        Case(name: "surface-floating-ios18", classes: "px-4 py-2 surface-floating glass-tint-primary rounded-lg font-semibold", change: ios(18)),
        Case(name: "surface-floating-ios26", classes: "px-4 py-2 surface-floating glass-tint-primary rounded-lg font-semibold", change: ios(26)),
        Case(name: "surface-floating-ios27", classes: "px-4 py-2 surface-floating glass-tint-primary rounded-lg font-semibold", change: ios(27)),
        Case(name: "surface-floating-bg-ios18", classes: "surface-floating bg-[#ff0000]", change: ios(18)),
        Case(name: "surface-floating-bg-ios18-rt", classes: "surface-floating bg-[#ff0000]") {
            $0.os = OSVersion(18); $0.reduceTransparency = true
        },
        Case(name: "surface-solid-border", classes: "surface-solid p-6 rounded-xl border-2 border-primary text-lg", change: macos(26)),
        Case(name: "bg-surface-shadow-dark", classes: "p-4 bg-surface text-foreground border rounded-lg shadow-md") { $0.scheme = .dark },
        Case(name: "glass-interactive-offset", classes: "glass glass-interactive px-4 py-2 rounded-full offset-[0,-2]", change: ios(27)),
        Case(name: "glass-increase-contrast", classes: "glass px-4 rounded-lg") { $0.increaseContrast = true },
        Case(name: "glass-solid-policy", classes: "glass px-4 shadow-md") { $0.appearance = .solid },
        Case(name: "requires-compat-automatic", classes: "surface-floating p-4") { $0.requiresCompatibility = true },
        Case(name: "requires-compat-glass", classes: "surface-floating p-4") {
            $0.requiresCompatibility = true; $0.appearance = .glass
        },
        Case(name: "renderer-swiftui-ios27", classes: "surface-floating glass-tint-[red] focus:tint-primary px-4") {
            $0.os = OSVersion(27); $0.renderer = .swiftUI
        },
        Case(name: "renderer-uikit-ios26", classes: "surface-floating glass-tint-[red] px-4") { $0.renderer = .uiKit },
        // Glass tiers.
        Case(name: "glass-regular", classes: "glass-regular glass-fallback-thin glass-shadow px-4"),
        Case(name: "glass-clear-rt", classes: "glass-clear glass-fallback-tint-none p-2") { $0.reduceTransparency = true },
        Case(name: "glass-thick-ios18", classes: "glass-thick glass-shadow-none glass-render-native rounded-md", change: ios(18)),
        Case(name: "glass-identity-macos", classes: "glass-identity glass-shadow-radius-[6] p-3", change: macos(26)),
        // Buttons.
        Case(name: "button-prominent-ios18", classes: "glass-prominent px-4 font-semibold", change: ios(18, .button)),
        Case(name: "button-prominent-ios26", classes: "glass-prominent px-4 font-semibold", change: ios(26, .button)),
        Case(name: "button-prominent-ios27", classes: "glass-prominent px-4 font-semibold", change: ios(27, .button)),
        Case(name: "button-glass-ios27-rt-rm", classes: "glass px-4 py-2 control-lg tint-primary rounded-md") {
            $0.os = OSVersion(27); $0.target = .button; $0.reduceTransparency = true; $0.reduceMotion = true
        },
        Case(name: "button-ios27-disabled", classes: "glass-prominent control-sm focus:tint-primary bg-muted border shadow-sm") {
            $0.os = OSVersion(27); $0.target = .button; $0.states = [.disabled]
        },
        Case(name: "button-macos15", classes: "glass-prominent px-4 py-2 font-semibold control-lg tint-primary", change: macos(15, .button)),
        Case(name: "button-macos26", classes: "button-primary px-6 py-3 text-base disabled:opacity-45 control-motion", change: macos(26, .button)),
        Case(name: "button-globals", classes: "glass px-2") {
            $0.target = .button; $0.globalView = "p-1 text-sm"; $0.globalButton = "px-3 font-medium"
        },
        // Recipes and named classes.
        Case(name: "recipe-card", classes: "card p-8 rounded-[20] hover:shadow-lg focus:border-ring focus:border-2") { $0.states = [.hover, .focus] },
        Case(name: "recipe-badge-alert", classes: "badge alert item-title field-invalid"),
        Case(name: "named-recursive", classes: "loop px-4") { $0.named = ["loop": Recipe(classes: "p-1 again"), "again": Recipe(classes: "loop")] },
        Case(name: "named-platform", classes: "mine hover:mine") { $0.named = ["mine": Recipe(classes: "p-2", ios: "min-h-[44]", macos: "min-h-[28]")] },
        // States and group states.
        Case(name: "states-padding-focus", classes: "px-4 hover:px-6 focus:px-8 disabled:px-2") { $0.states = [.focus] },
        Case(name: "states-colors-hover-focus", classes: "bg-[#00ff00] hover:bg-[#ff0000] focus:hover:bg-[#0000ff]") { $0.states = [.hover, .focus] },
        Case(name: "states-opacity-reversed", classes: "hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]") { $0.states = [.hover, .focus] },
        Case(name: "group-states", classes: "group/hero p-4 bg-muted rounded-lg group-hover/hero:opacity-80 group-focus:shadow-sm") {
            $0.groupStates = ["hero": [.hover], "": [.focus]]
        },
        Case(name: "motion-text", classes: "opacity-90 hover:opacity-100 animate-spring duration-200 scale-[1.02] delay-50") { $0.reduceMotion = true },
        Case(name: "text-target", classes: "text-[18] font-bold tracking-[-0.5] line-spacing-[4] text-center text-foreground", change: ios(26, .text)),
        Case(name: "text-on-view", classes: "w-[240] min-h-[44] px-4 text-sm text-mutedForeground line-clamp-2 tracking-[1]"),
        Case(name: "padding-overrides", classes: "p-[13] p-4 px-4 p-[13] ps-2 px-4"),
        Case(name: "shared-presentation", classes: "shared-[hero]/cards p-4 rounded-lg", change: ios(26, .presentation)),
        Case(name: "modifiers", classes: "cn-row p-2 cn-row") { $0.modifiers = ["cn-row": ModifierRegistration(name: "cn-row", argument: .any)] },
        // Invalid and lenient.
        Case(name: "invalid-unknown", classes: "px-4 bogus-class hover:bg-nope"),
        Case(name: "lenient-unknown", classes: "px-4 bogus-class hover:bg-nope wiggle:p-2", lenient: true),
        Case(name: "invalid-opacity-modifier", classes: "bg-primary/50 p-2"),
        Case(name: "lenient-recursive", classes: "loop p-3", lenient: true) { $0.named = ["loop": Recipe(classes: "loop")] },
        Case(name: "dynamic-ranges", classes: "glass-tint-[red] bg-[blue] text-[purple]"),
        Case(name: "empty", classes: ""),
    ]

    static let directory = packageRoot.appendingPathComponent("Tests/TWResolveTests/Golden")

    static func encode(_ item: Case) -> String {
        var context = ResolutionContext()
        item.change(&context)
        return ResolutionJSON.encode(Resolver().resolve(item.classes, context: context, lenient: item.lenient)) + "\n"
    }

    func testResolutionJSONIsByteIdenticalToGolden() throws {
        let record = ProcessInfo.processInfo.environment["TWKIT_RECORD_GOLDEN"] == "1"
        XCTAssertEqual(Set(Self.cases.map(\.name)).count, Self.cases.count)
        for item in Self.cases {
            let url = Self.directory.appendingPathComponent(item.name + ".json")
            let actual = Self.encode(item)
            if record {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(actual, expected, "\(item.name): `\(item.classes)` no longer encodes as Golden/\(item.name).json")
        }
    }

    /// Resolving twice gives the same bytes (no dependence on hashing order or shared state).
    func testResolutionJSONIsStable() {
        for item in Self.cases {
            XCTAssertEqual(Self.encode(item), Self.encode(item), item.name)
        }
    }
}
