import XCTest
import TWResolve
import TWSyntax

/// Named classes that each name the next ten times, seven levels deep, would
/// produce 10^7 classes; neither the cycle check nor the 32-level limit stops them. The expansion
/// budget (10,000 classes plus 64 per class written, `Docs/Reliability.md`) turns them into one
/// error that names the chain.
final class ExpansionBudgetTests: XCTestCase {
    /// The "laughs" theme: `l0` … `l6` each ten copies of the next, `l7` a utility.
    static let laughsPath = packageRoot.appendingPathComponent("Tests/Fixtures/Reliability/laughs.json").path

    func testLaughsThemeGivesOneBudgetErrorWithTheChain() throws {
        let theme = try Theme.load(path: Self.laughsPath)
        let resolution = Resolver(theme: theme).resolve("px-4 l0", context: context())
        XCTAssertFalse(resolution.valid)
        XCTAssertEqual(resolution.diagnostics.count, 1, "\(resolution.diagnostics.map(\.message))")
        let diagnostic = try XCTUnwrap(resolution.diagnostics.first)
        XCTAssertEqual(diagnostic.code.rawValue, "TW503")
        XCTAssertEqual(diagnostic.kind, .expansionBudget)
        XCTAssertEqual(diagnostic.detail.first, "l")
        XCTAssertTrue(
            diagnostic.message.hasPrefix("swiftcn class expansion exceeds TWKit's budget of 10000 classes (plus 64 per class written)"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("`l0` → `l1` → `l2`"), diagnostic.message)
        // Shown on the top-level token that started the expansion: bytes 5..<7 of "px-4 l0".
        XCTAssertEqual(diagnostic.range.start, 5)
        XCTAssertEqual(diagnostic.range.end, 7)
    }

    func testEveryLaughsNameIsReportedOnceWhenRepeated() throws {
        let theme = try Theme.load(path: Self.laughsPath)
        let classes = Array(repeating: "l0", count: 1_000).joined(separator: " ")
        let resolution = Resolver(theme: theme).resolve(classes, context: context())
        XCTAssertEqual(resolution.diagnostics.map(\.kind), [.expansionBudget], "the budget is spent once per class string")
    }

    func testTheSameThroughTheContextsNamedClasses() throws {
        var named: [String: Recipe] = [:]
        for level in 0..<7 { named["l\(level)"] = Recipe(classes: Array(repeating: "l\(level + 1)", count: 10).joined(separator: " ")) }
        named["l7"] = Recipe(classes: "p-4")
        let resolution = resolve("l0") { $0.named = named }
        XCTAssertEqual(resolution.diagnostics.map(\.kind), [.expansionBudget])
    }

    /// Found by ResolverThemeFuzz: the laughs theme with a cycle (`l4` names `l2`) under the
    /// fan-out. Reported one recursion error per path into the cycle, one resolution would spend
    /// the whole budget reporting them (a libFuzzer timeout); it is refused up front, once.
    func testFuzzedCycleUnderTheFanOutIsOneError() throws {
        let path = packageRoot.appendingPathComponent("Tests/Fixtures/Reliability/laughs-cycle.json").path
        let resolver = Resolver(theme: try Theme.load(path: path))
        for lenient in [false, true] {
            let resolution = resolver.resolve("l0", context: context(), lenient: lenient)
            XCTAssertEqual(resolution.diagnostics.map(\.kind), [.expansionBudget], "\(resolution.diagnostics.prefix(3).map(\.message))")
        }
    }

    func testTheBudgetGrowsWithTheClassesWritten() {
        // `input`, the largest built-in recipe, 14 classes with the recipes it names: 2,000 of
        // them produce 28,000 classes, more than the base budget but far less than 64 per class.
        let resolution = resolve(Array(repeating: "input", count: 2_000).joined(separator: " "))
        XCTAssertFalse(resolution.diagnostics.contains { $0.kind == .expansionBudget }, "\(resolution.diagnostics.prefix(1).map(\.message))")
    }

    func testExpansionsUnderTheBudgetStillResolve() {
        // 10 × 10 × 10 = 1,000 utilities plus 110 named tokens: well under the budget.
        var named: [String: Recipe] = [:]
        for level in 0..<3 { named["m\(level)"] = Recipe(classes: Array(repeating: "m\(level + 1)", count: 10).joined(separator: " ")) }
        named["m3"] = Recipe(classes: "p-4")
        let resolution = resolve("m0") { $0.named = named }
        XCTAssertTrue(resolution.valid, "\(resolution.diagnostics.map(\.message))")
        XCTAssertEqual(resolution.padding.top, 16)
    }
}
