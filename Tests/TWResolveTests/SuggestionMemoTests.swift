import XCTest
import TWResolve
import TWSyntax

/// Found by ResolverThemeFuzz (a libFuzzer timeout): a 200-byte theme whose named classes fan out
/// to about 900 uses of four unknown classes ranked "did you mean" against the whole vocabulary
/// at every use would take seconds for one string. Each unknown name is ranked once per theme and
/// context; these tests hold the answers to what ranking them afresh gives.
final class SuggestionMemoTests: XCTestCase {
    func testTheFuzzedFanOutReportsEveryUseWithTheSameSuggestionOnceWithACount() throws {
        let path = packageRoot.appendingPathComponent("Tests/Fixtures/Reliability/unknown-fanout.json").path
        let resolution = Resolver(theme: try Theme.load(path: path)).resolve("l0", context: context())
        XCTAssertFalse(resolution.valid)
        let messages = resolution.diagnostics.filter { $0.detail == "l7dropdown-iteml7" }.map(\.message)
        // `l6` names it once and is used 10 × 5 × 7 = 350 times through `l0` → `l1` → `l4`:
        // every use says the same, so the copies are one diagnostic with their count.
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix("(and 349 more like this)") ?? false, "\(messages)")
    }

    func testASuggestionDependsOnTheContextsRegistrations() {
        // Without a registration nothing is close to `brand-cardd`; with `brand-card` named in
        // the context it is suggested. The memo must not answer one context with the other's.
        let plain = resolve("brand-cardd")
        XCTAssertFalse(plain.diagnostics.first?.message.contains("did you mean `brand-card`") ?? true)
        let registered = resolve("brand-cardd") { $0.named = ["brand-card": Recipe(classes: "p-4")] }
        XCTAssertTrue(
            registered.diagnostics.first?.message.contains("did you mean `brand-card`?") ?? false,
            "\(registered.diagnostics.map(\.message))")
        let plainAgain = resolve("brand-cardd")
        XCTAssertEqual(plainAgain.diagnostics.map(\.message), plain.diagnostics.map(\.message))
    }
}
