import TWResolve
import XCTest
@testable import TWLint

/// The registered names a file's bytes name, for its cache key: each run of name bytes and its
/// `-`-separated pieces, never a longer word that only contains a name.
final class CacheDependenciesTests: XCTestCase {
    func testNamesAreWholeRunsOrTheirPieces() {
        var global = DiscoveredRegistrations()
        global.named = ["card": Recipe(classes: "p-4"), "app-card": Recipe(classes: "rounded-lg")]
        global.colors = ["brand"]
        let dependencies = CacheDependencies(global: global)
        let text = #"let a = "cardboard xcard bg-brand/50 -card" + "card""#
        XCTAssertEqual(dependencies.names(in: Array(text.utf8)), ["brand", "card"])
        XCTAssertEqual(dependencies.names(in: Array("Text(\"a\").tw(\"app-card\")".utf8)), ["app-card", "card"])
        XCTAssertEqual(dependencies.names(in: Array("cards carded brandy".utf8)), [])
    }
}
