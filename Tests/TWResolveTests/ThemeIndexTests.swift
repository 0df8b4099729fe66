import Foundation
import XCTest
@testable import TWResolve
import TWSyntax

/// The resolver tests names against filters derived from the theme before hashing
/// them. A filter must never lose a name, and a theme whose named classes or scopes change must
/// never be read through the filters of its old content.
final class ThemeIndexTests: XCTestCase {
    /// Every recipe of `Themes/default.json`, every modifier its scopes install and every fixed
    /// keyword passes its filter.
    func testFiltersKeepEveryName() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Themes/default.json")
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let recipes = try XCTUnwrap(file["named"] as? [String: Any]).keys
        let scopes = try XCTUnwrap(file["scopes"] as? [String: [String: Any]])
        let scoped = scopes.values.flatMap { ($0["modifiers"] as? [String: Any] ?? [:]).keys }
        XCTAssertFalse(recipes.isEmpty)
        XCTAssertTrue(scoped.contains("cn-tint"))
        let theme = Theme.builtIn
        let contents = theme.index.contents(for: theme)
        for name in recipes { XCTAssertTrue(contents.named.mayContain(name), name) }
        for name in scoped { XCTAssertTrue(contents.scoped.mayContain(name), name) }
        for name in CatalogTables.fixedKeywords.keys { XCTAssertTrue(CatalogTables.fixedKeywordNames.mayContain(name), name) }
        for name in CatalogTables.colorAliases.keys { XCTAssertTrue(CatalogTables.colorAliasNames.mayContain(name), name) }
    }

    func testFilterOfArbitraryNames() {
        let names = (0..<2_000).map { "n\($0)-\(String(repeating: "x", count: $0 % 23))" } + ["", "é", "a", "px-4"]
        let filter = NameFilter(names)
        for name in names { XCTAssertTrue(filter.mayContain(name), name) }
        XCTAssertFalse(NameFilter([]).mayContain("card"))
    }

    /// A named class added after the theme has been used resolves (reference §2.2: named classes
    /// win by exact name); `p-2` is 8 points at the default spacing unit of 4 (reference §5.1).
    func testNamedClassAddedAfterUseResolves() {
        var theme = Theme.builtIn
        XCTAssertFalse(Resolver(theme: theme).resolve("zz-panel", context: ResolutionContext()).valid)
        theme.named["zz-panel"] = Recipe(classes: "p-2")
        let resolution = Resolver(theme: theme).resolve("zz-panel", context: ResolutionContext())
        XCTAssertTrue(resolution.valid)
        XCTAssertEqual(resolution.padding.top, 8)
        XCTAssertFalse(Resolver(theme: .builtIn).resolve("zz-panel", context: ResolutionContext()).valid, "the built-in theme is unchanged")
    }

    /// A scope added after the theme has been used names its modifier outside it (reference §7.2).
    func testScopeAddedAfterUseIsFound() {
        var theme = Theme.builtIn
        let before = Resolver(theme: theme).resolve("zz-glow", context: ResolutionContext())
        XCTAssertNotEqual(before.diagnostics.first?.code, .componentScope)
        theme.scopes["zzGlowUtilities"] = ComponentScope(name: "zzGlowUtilities", modifiers: [ModifierRegistration(name: "zz-glow")])
        let after = Resolver(theme: theme).resolve("zz-glow", context: ResolutionContext())
        XCTAssertEqual(after.diagnostics.first?.code, .componentScope)
        XCTAssertEqual(after.diagnostics.first?.message.contains(".zzGlowUtilities()"), true)
    }
}
