import Foundation
import TWResolve
import TWTestSupport
import XCTest

/// ``Theme/revision`` is kept by the theme: a theme read from text keeps the fingerprint of that
/// text (the revision every golden file carries for the built-in theme), and any edit gives a new
/// revision, so that caches keyed by revision (the process-wide suggestion memo, the resolution
/// cache) never answer an edited theme from the content it was made from.
final class ThemeRevisionTests: XCTestCase {
    private static let ocean = AdaptiveColor(light: .rgba(RGBA(red: 0, green: 0.4, blue: 0.8)), dark: .rgba(RGBA(red: 0, green: 0.6, blue: 1)))

    /// The revision as resolution documents spell it: lowercase hexadecimal.
    private func hexadecimal(_ revision: UInt64) -> String { String(revision, radix: 16) }

    func testTheBuiltInThemeKeepsTheRevisionOfTheGoldenFiles() throws {
        let golden = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/TWResolveTests/Golden/glass-regular.json"))
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: golden) as? [String: Any])
        let recorded = try XCTUnwrap((document["theme"] as? [String: Any])?["revision"] as? String)
        XCTAssertEqual(hexadecimal(Theme.builtIn.revision), recorded)
        XCTAssertEqual(Resolver(theme: .builtIn).resolve("p-4", context: ResolutionContext()).theme.revision, recorded)
    }

    func testEditingAColourChangesTheRevisionAndTheSuggestion() throws {
        // Ranked first against the built-in theme, so the memo holds an answer for `bg-oceon`.
        let before = try XCTUnwrap(Resolver(theme: .builtIn).resolve("bg-oceon", context: ResolutionContext()).diagnostics.first)
        XCTAssertFalse(before.message.contains("`bg-ocean`"), before.message)

        var theme = Theme.builtIn
        theme.colors["ocean"] = Self.ocean
        XCTAssertNotEqual(theme.revision, Theme.builtIn.revision)
        let after = Resolver(theme: theme).resolve("bg-oceon", context: ResolutionContext())
        let message = try XCTUnwrap(after.diagnostics.first?.message)
        XCTAssertTrue(message.contains("did you mean `bg-ocean`?"), message)
        XCTAssertEqual(after.theme.revision, hexadecimal(theme.revision))
        XCTAssertTrue(Resolver(theme: theme).resolve("bg-ocean", context: ResolutionContext()).valid)
    }

    func testEveryKindOfFieldChangesTheRevision() {
        let base = Theme.builtIn
        var edits: [(String, (inout Theme) -> Void)] = []
        edits.append(("name", { $0.name = "other" }))
        edits.append(("spacingUnit", { $0.spacingUnit = 8 }))
        edits.append(("a radius", { $0.radii["md"] = 9 }))
        edits.append(("a named class", { $0.named["card"] = Recipe(classes: "p-2") }))
        edits.append(("a utility", { $0.utilities["tilt"] = UtilityRegistration(name: "tilt") }))
        edits.append(("a modifier", { $0.modifiers["cn-mono"] = ModifierRegistration(name: "cn-mono") }))
        edits.append(("the view defaults", { $0.view = "p-1" }))
        var seen: Set<UInt64> = [base.revision]
        for (what, edit) in edits {
            var theme = base
            edit(&theme)
            XCTAssertNotEqual(theme.revision, base.revision, what)
            XCTAssertTrue(seen.insert(theme.revision).inserted, "\(what) has a revision of its own")
        }
        XCTAssertEqual(Theme.builtIn.revision, base.revision, "editing a copy leaves the original's revision")
    }

    func testEqualEditsGiveEqualRevisions() {
        var first = Theme.builtIn, second = Theme.builtIn
        first.colors["ocean"] = Self.ocean
        second.colors["ocean"] = Self.ocean
        XCTAssertEqual(first.revision, second.revision, "the revision of an edited theme is a fingerprint of its content")
        XCTAssertEqual(first.revision, first.revision, "read twice, the same")
        second.colors["ocean"] = AdaptiveColor(light: .native("blue"), dark: .native("blue"))
        XCTAssertNotEqual(first.revision, second.revision)
    }

    func testALoadedThemeHasTheRevisionOfItsText() throws {
        let text = Data(##"{"name": "brand", "colors": {"ocean": {"light": "#0066cc", "dark": "#0099ff"}}}"##.utf8)
        let loaded = try Theme.decode(text, source: "brand.json")
        let again = try Theme.decode(text, source: "brand.json")
        XCTAssertEqual(loaded.revision, again.revision)
        XCTAssertNotEqual(loaded.revision, Theme.builtIn.revision)
        let other = try Theme.decode(Data(##"{"name": "brand", "colors": {"ocean": {"light": "#0066cc", "dark": "#0099fe"}}}"##.utf8), source: "brand.json")
        XCTAssertNotEqual(loaded.revision, other.revision)
    }
}
