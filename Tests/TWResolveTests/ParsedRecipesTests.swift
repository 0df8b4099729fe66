import Foundation
import XCTest
@testable import TWResolve
import TWSyntax

/// The expander reads a theme's recipes parsed once per theme content, with the size
/// of each recipe that names no other named class. The memo must agree with parsing and measuring
/// the recipe afresh, and must never outlive the recipe it was made from.
final class ParsedRecipesTests: XCTestCase {
    /// Every recipe of the built-in theme, on iOS's and macOS's rules: the memo's parse is the
    /// recipe's text parsed, and its size is `ExpansionSizes`' whenever the recipe names no other
    /// named class.
    func testAgreesWithParsingAndMeasuringEveryRecipe() {
        let theme = Theme.builtIn
        XCTAssertNotNil(theme.named["card"])
        let named = NamedClasses(theme: theme, context: ResolutionContext())
        for platform in [Platform.ios, .macos] {
            for (name, recipe) in theme.named {
                guard let entry = named.parsedRecipe(name, platform: platform) else { return XCTFail("\(name) is a recipe") }
                let text = recipe.classes(on: platform)
                let fresh = ClassParser.parse(text)
                XCTAssertEqual(entry.list.tokens, fresh.tokens, name)
                XCTAssertEqual(entry.list.utf8, Array(text.utf8), name)
                var sizes = ExpansionSizes(named: named, platform: platform, cap: 1 << 30)
                let namesAnother = fresh.tokens.contains { !$0.isDynamic && !$0.isUncheckable && theme.named[fresh.name(of: $0)] != nil }
                XCTAssertEqual(entry.flatSize, namesAnother ? nil : fresh.tokens.count, name)
                if let flat = entry.flatSize { XCTAssertEqual(flat, sizes.size(of: name), name) }
            }
        }
        // `card` is six plain classes (Themes/default.json).
        XCTAssertEqual(named.parsedRecipe("card", platform: .ios)?.flatSize, 6)
        XCTAssertNil(named.parsedRecipe("px-4", platform: .ios))
        XCTAssertNil(named.parsedRecipe("no-such-recipe", platform: .ios))
        XCTAssertNil(named.parsedRecipe("no-such-recipe", platform: .ios), "a name that is not a recipe stays one when asked again")
    }

    /// A recipe that names another is measured by `ExpansionSizes`, not from the memo.
    func testRecipeNamingAnotherHasNoFlatSize() {
        var theme = Theme.builtIn
        theme.named["zz-outer"] = Recipe(classes: "card px-2")
        let named = NamedClasses(theme: theme, context: ResolutionContext())
        XCTAssertNil(named.parsedRecipe("zz-outer", platform: .ios)?.flatSize)
        XCTAssertEqual(named.parsedRecipe("zz-outer", platform: .ios)?.list.tokens.count, 2)
    }

    /// A recipe edited after it was read resolves with its new classes: `p-2` then `p-4` at the
    /// default spacing unit of 4 points (reference §5.1).
    func testEditedRecipeIsReadAgain() {
        var theme = Theme.builtIn
        theme.named["zz-pad"] = Recipe(classes: "p-2")
        XCTAssertEqual(Resolver(theme: theme).resolve("zz-pad", context: ResolutionContext()).padding.top, 8)
        theme.named["zz-pad"]?.classes = "p-4"
        XCTAssertEqual(Resolver(theme: theme).resolve("zz-pad", context: ResolutionContext()).padding.top, 16)
        // A name first read as no recipe, then added.
        XCTAssertFalse(Resolver(theme: theme).resolve("zz-late", context: ResolutionContext()).valid)
        theme.named["zz-late"] = Recipe(classes: "p-1")
        XCTAssertEqual(Resolver(theme: theme).resolve("zz-late", context: ResolutionContext()).padding.top, 4)
    }

    /// A platform's own recipe text is read on that platform's rules only (`Recipe.ios`/`macos`).
    func testPlatformRecipesAreKeptApart() {
        var theme = Theme.builtIn
        theme.named["zz-split"] = Recipe(classes: "p-1", ios: "px-2", macos: "px-4")
        var context = ResolutionContext()
        context.platform = .ios
        XCTAssertEqual(Resolver(theme: theme).resolve("zz-split", context: context).padding.leading, 8)
        context.platform = .macos
        XCTAssertEqual(Resolver(theme: theme).resolve("zz-split", context: context).padding.leading, 16)
        context.platform = .ios
        XCTAssertEqual(Resolver(theme: theme).resolve("zz-split", context: context).padding.leading, 8)
    }

    /// The context's named classes (an app's `rules.named`) win over the theme's and are never
    /// read through the theme's memo.
    func testContextNamedClassesWin() {
        var context = ResolutionContext()
        XCTAssertEqual(Resolver().resolve("card", context: context).padding.top, 24)
        context.named["card"] = Recipe(classes: "p-1")
        XCTAssertEqual(Resolver().resolve("card", context: context).padding.top, 4)
    }

    /// Names that are not recipes are not remembered: any text a class string holds can be one.
    func testNamesThatAreNotRecipesAreNotKept() {
        let memo = ParsedRecipes()
        let recipes = ["card": Recipe(classes: "p-6"), "panel": Recipe(classes: "card p-2")]
        for index in 0..<1_000 {
            XCTAssertNil(memo.entry("zz-\(index)", in: recipes, platform: .ios))
        }
        XCTAssertEqual(memo.storedNames, 0)
        XCTAssertEqual(memo.entry("card", in: recipes, platform: .ios)?.flatSize, 1)
        XCTAssertEqual(memo.entry("card", in: recipes, platform: .macos)?.flatSize, 1)
        XCTAssertNil(memo.entry("panel", in: recipes, platform: .ios)?.flatSize, "`panel` names `card`")
        XCTAssertEqual(memo.entry("panel", in: recipes, platform: .ios)?.list.tokens.count, 2)
        XCTAssertEqual(memo.storedNames, 3)
        XCTAssertNil(memo.entry("car", in: recipes, platform: .ios))
        XCTAssertNil(memo.entry("cards", in: recipes, platform: .ios))
    }
}
