import Foundation
import XCTest
import TWEmit
import TWResolve

/// `tw theme import FILE`: W3C design tokens (DTCG 2025.10) to a TWKit theme.
final class ThemeImportTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Fixtures/DesignTokens")

    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("twkit-\(UUID().uuidString)-\(name)").path
    }

    /// A `brand` colour with light and dark modes and a `card` radius give a
    /// theme whose `tw theme check` passes, with `bg-brand` and `rounded-card` valid.
    func testBrandColourAndCardRadius() throws {
        let output = scratch("brand.theme.json")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let command = tw("theme", "import", "--output", output, Self.fixtures.appendingPathComponent("brand.tokens.json").path)
        XCTAssertEqual(command.status, 0, command.output)
        XCTAssertTrue(command.output.contains("All 22 checks pass."), command.output)
        XCTAssertEqual(tw("theme", "check", output).status, 0)
        let theme = try Theme.load(path: output)
        // The fixture's light and dark hex values.
        XCTAssertEqual(theme.colors["brand"]?.light.rgba(in: .light).hex, "#3366ff")
        XCTAssertEqual(theme.colors["brand"]?.dark.rgba(in: .dark).hex, "#99bbff")
        XCTAssertEqual(theme.radii["card"], 20)
        let resolved = tw("resolve", "--theme", output, "bg-brand rounded-card")
        XCTAssertEqual(resolved.status, 0, resolved.output)
        // The alias takes its target's modes; 1.5rem is 24 pt.
        XCTAssertEqual(theme.colors["brandStrong"]?.dark.rgba(in: .dark).hex, "#99bbff")
        XCTAssertEqual(theme.radii["pill"], 24)
    }

    /// What cannot be mapped is reported, not dropped: a display-p3 colour without hex, a
    /// duration, a font family.
    func testUnmappedTokensAreReported() throws {
        let output = scratch("brand.theme.json")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let command = tw("theme", "import", "--output", output, Self.fixtures.appendingPathComponent("brand.tokens.json").path)
        for path in ["color.wide-gamut", "duration.fast", "font.family.body"] {
            XCTAssertTrue(command.output.contains("not mapped: \(path):"), path)
        }
        XCTAssertTrue(command.output.contains("3 tokens not mapped."))
        XCTAssertTrue(command.output.contains("snapped: font.size.lead"), "18 px is no text style size")
    }

    /// Modes as path segments (`color.surface.light` / `.dark`), the earlier string forms, and a
    /// name that is one of swiftcn's tokens (`muted-foreground` replaces `mutedForeground`).
    func testPathModesAndStringValues() throws {
        let tokens = ##"""
            {"color": {"surface": {"light": {"$value": "#fafafa"}, "dark": {"$value": "#101010"}},
                       "muted-foreground": {"$type": "color", "$value": "#555555"}},
             "radii": {"sheet": {"$type": "dimension", "$value": "28px"}},
             "spacing": {"unit": {"$type": "dimension", "$value": "8px"}, "md": {"$type": "dimension", "$value": "16px"}}}
            """##
        let document = try DesignTokenDocument.read(Data(tokens.utf8))
        let imported = DesignTokenImport(document, name: "paths")
        XCTAssertEqual(imported.colors["surface"]?.light.hex, "#fafafa")
        XCTAssertEqual(imported.colors["surface"]?.dark.hex, "#101010")
        XCTAssertNotNil(imported.colors["mutedForeground"])
        XCTAssertEqual(imported.radii["sheet"], 28)
        XCTAssertEqual(imported.spacingUnit, 8)
        XCTAssertEqual(imported.notes.first { $0.path == "spacing.md" }?.kind, .notMapped)
        let theme = try Theme.decode(Data(imported.themeJSON().utf8), source: "test")
        XCTAssertEqual(theme.spacingUnit, 8)
        XCTAssertEqual(Resolver(theme: theme).resolve("bg-surface rounded-sheet p-2", context: ResolutionContext()).valid, true)
    }

    /// Tokens Studio's layout (`tokens.light.color.bg.background`, `value` without `$`): names come
    /// after the last category group, the legacy keys are read and said so, and two tokens that
    /// would share a name are reported instead of one silently replacing the other.
    func testTokensStudioLayoutAndNameCollisions() throws {
        let tokens = ##"""
            {"tokens": {"light": {"color": {"bg": {"background": {"type": "color", "value": "#ffffff"}}, "text": {"primary": {"type": "color", "value": "#111111"}}}},
                        "dark": {"color": {"bg": {"background": {"type": "color", "value": "#000000"}}}}},
             "color": {"brand": {"$type": "color", "$value": "#3366ff"}, "Brand": {"$type": "color", "$value": "#ff0000"}}}
            """##
        let imported = DesignTokenImport(try DesignTokenDocument.read(Data(tokens.utf8)), name: "studio")
        XCTAssertEqual(imported.colors["bgBackground"]?.light.hex, "#ffffff")
        XCTAssertEqual(imported.colors["bgBackground"]?.dark.hex, "#000000")
        XCTAssertEqual(imported.colors["textPrimary"]?.light.hex, "#111111")
        XCTAssertTrue(imported.notes.contains { $0.path == "tokens.light.color.bg.background" && $0.message.contains("read as `$value`") })
        // `Brand` and `brand` are both `brand`: the second is reported.
        XCTAssertEqual(imported.colors["brand"]?.light.hex, "#ff0000", "Brand sorts first and takes the name")
        XCTAssertTrue(imported.notes.contains { $0.path == "color.brand" && $0.kind == .notMapped && $0.message.contains("already") })
    }

    func testBadFilesAndAliases() throws {
        let path = scratch("bad.tokens.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(tw("theme", "import", path).status, 2)
        XCTAssertEqual(tw("theme", "import", "/nonexistent.tokens.json").status, 2)
        let cyclic = try DesignTokenDocument.read(
            Data(#"{"a": {"$type": "color", "$value": "{b}"}, "b": {"$value": "{a}"}, "c": {"$value": "{missing.token}"}}"#.utf8))
        XCTAssertEqual(cyclic.problems.map(\.path).sorted(), ["a", "b", "c"])
        XCTAssertTrue(cyclic.problems.contains { $0.message.contains("names no token") })
    }
}
