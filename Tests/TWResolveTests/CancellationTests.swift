import TWEmit
import TWResolve
import TWSyntax
import XCTest

/// The long loops stop early when the work running them was cancelled (the
/// language server's `$/cancelRequest`), and nothing computed then is cached. Without a token
/// (`tw`, `twlint`) nothing changes.
final class CancellationTests: XCTestCase {
    private func cancelled() -> CancellationToken {
        let token = CancellationToken()
        token.cancel()
        return token
    }

    func testNoTokenMeansNoCancellation() {
        XCTAssertFalse(Cancellation.isRequested)
        XCTAssertEqual(ClassParser.parse("p-4 px-2 rounded-lg").tokens.count, 3)
        let live = CancellationToken()
        XCTAssertFalse(Cancellation.run(with: live) { Cancellation.isRequested })
        XCTAssertTrue(Cancellation.run(with: cancelled()) { Cancellation.isRequested })
        XCTAssertFalse(Cancellation.run(with: cancelled()) { Cancellation.ignoring { Cancellation.isRequested } })
    }

    func testParsingStopsWhenCancelled() {
        let text = String(repeating: "p-4 ", count: 10_000)
        XCTAssertEqual(ClassParser.parse(text).tokens.count, 10_000)
        XCTAssertEqual(Cancellation.run(with: cancelled()) { ClassParser.parse(text).tokens.count }, 0)
    }

    func testExpansionStopsWhenCancelled() {
        let text = String(repeating: "bogus-x ", count: 100)
        XCTAssertEqual(Resolver().resolve(text, context: ResolutionContext()).diagnostics.count, 100)
        let list = ClassParser.parse(text)
        let problems = Cancellation.run(with: cancelled()) { ClassValidator(theme: .builtIn).diagnostics(list) }
        XCTAssertEqual(problems.count, 0)
    }

    func testStreamedParseJSONStopsWhenCancelled() throws {
        let list = ClassParser.parse(String(repeating: "p-4 ", count: 1_000))
        let whole = ParseJSON.encode(list, [])
        let cut = Cancellation.run(with: cancelled()) { ParseJSON.encode(list, []) }
        XCTAssertLessThan(cut.utf8.count, whole.utf8.count / 100)
    }

    func testCachesKeepNothingComputedWhileCancelled() {
        let cache = ClockCache<String, Int>(capacity: 4)
        Cancellation.run(with: cancelled()) { cache.insert(1, for: "a") }
        XCTAssertNil(cache.value(for: "a"))
        cache.insert(2, for: "a")
        XCTAssertEqual(cache.value(for: "a"), 2)
    }
}
