@testable import TWResolve
import TWSyntax
import XCTest

/// The recipe parse memo lives as long as the process, the language server's
/// included, so a recipe parse cut short by a cancelled request must never be kept: the next,
/// uncancelled resolution would see a recipe with no classes.
final class RecipeParseCancellationTests: XCTestCase {
    func testARecipeParsedWhileCancelledIsNotKept() {
        // A text no other test parses, so the memo cannot already hold it.
        let text = "px-3 rounded-lg surface-floating zz-cancel-\(UInt64.random(in: 0...UInt64.max))"
        let cache = RecipeParseCache(capacity: 8)
        let token = CancellationToken()
        token.cancel()
        let cut = Cancellation.run(with: token) { cache.parse(text) }
        XCTAssertEqual(cut.tokens.count, 0, "the parser stops at its first look at the token")
        XCTAssertEqual(cache.count, 0)
        XCTAssertEqual(cache.parse(text).tokens.count, 4)
        XCTAssertEqual(cache.count, 1)
    }

    func testAResolutionAfterACancelledOneSeesTheWholeRecipe() {
        var theme = Theme.builtIn
        // A width no other test writes, so no memo already holds this recipe's text.
        let width = Int.random(in: 1_000...999_999)
        theme.named["zz-cancel-card"] = Recipe(classes: "p-4 rounded-lg w-[\(width)]")
        let resolver = Resolver(theme: theme)
        let token = CancellationToken()
        token.cancel()
        // The cancel arrives after the request's own string was read and before the recipe is:
        // the recipe's parse stops at its first look at the token.
        let text = theme.named["zz-cancel-card"]!.classes
        XCTAssertEqual(Cancellation.run(with: token) { RecipeParseCache.shared.parse(text) }.tokens.count, 0)
        let resolution = resolver.resolve("zz-cancel-card", context: ResolutionContext())
        // p-4 is 4 × the 4-point spacing unit; w-[N] is N points (reference §3).
        XCTAssertTrue(resolution.diagnostics.isEmpty)
        XCTAssertEqual(resolution.padding.top, 16)
        XCTAssertEqual(resolution.frame.width, Double(width))
    }
}
