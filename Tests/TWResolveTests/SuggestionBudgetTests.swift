import XCTest
import TWResolve
import TWSyntax

/// "Did you mean" ranks each distinct unknown name against the whole vocabulary, so thousands of
/// distinct misspellings cost thousands of rankings. Within a bound ``SuggestionBudget`` the
/// first `limit` distinct names are ranked; the rest are reported without a suggestion, the
/// first of them saying why (Docs/Reliability.md).
final class SuggestionBudgetTests: XCTestCase {
    /// `pp-N` is one edit from `p-N`, `px-N`, `py-N`…: every one has a suggestion when ranked.
    private func misspellings(_ count: Int, from first: Int = 1) -> [String] {
        (first..<(first + count)).map { "pp-\($0)" }
    }

    func testRankingStopsAfterTheBudgetAndSaysSoOnce() {
        let names = misspellings(1_500, from: 10_001)
        // The first name again at the end: already ranked, so it keeps its suggestion.
        let classes = (names + [names[0]]).joined(separator: " ")
        let budget = SuggestionBudget(limit: 1_000)
        let resolution = SuggestionBudget.run(with: budget) { Resolver().resolve(classes, context: ResolutionContext()) }
        let unknown = resolution.diagnostics.filter { $0.code == .unknownClass }
        XCTAssertEqual(unknown.count, 1_501, "every unknown class is still reported")
        XCTAssertEqual(unknown.filter { $0.message.contains("did you mean `") }.count, 1_001, "1,000 names, one of them twice")
        XCTAssertTrue(unknown.last?.message.contains("did you mean `") ?? false)
        let noted = unknown.filter { $0.message.contains("no \"did you mean\"") }
        XCTAssertEqual(noted.count, 1, "said once")
        XCTAssertTrue(noted.first?.message.contains("pp-11001") ?? false, "\(noted.map(\.message))")
        XCTAssertEqual(budget.rankedCount, 1_000)
        XCTAssertEqual(budget.withheldCount, 500)
    }

    func testAResultWithoutSuggestionsIsNotCached() {
        let classes = misspellings(30, from: 20_001).joined(separator: " ")
        let budgeted = SuggestionBudget.run(limit: 10) { Resolver().resolve(classes, context: ResolutionContext()) }
        XCTAssertEqual(budgeted.diagnostics.filter { $0.message.contains("did you mean `") }.count, 10)
        // The same string later, with a budget to spare, is ranked in full.
        let later = SuggestionBudget.run { Resolver().resolve(classes, context: ResolutionContext()) }
        XCTAssertEqual(later.diagnostics.filter { $0.message.contains("did you mean `") }.count, 30)
        XCTAssertFalse(later.diagnostics.contains { $0.message.contains("no \"did you mean\"") })
    }

    func testABracketPrefixCountsAgainstTheSameBudget() {
        let classes = "pp-30001 pp-30002 glas-tint-[red]"
        let resolution = SuggestionBudget.run(limit: 2) { Resolver().resolve(classes, context: ResolutionContext()) }
        let bracket = resolution.diagnostics.first { $0.message.contains("glas-tint") }
        XCTAssertTrue(bracket?.message.contains("no \"did you mean\"") ?? false, "\(resolution.diagnostics.map(\.message))")
    }
}
