import TWLint
import TWSyntax
import XCTest

/// Linting a file's class strings stops early when cancelled (the language
/// server drops such a result); without a token every site is linted.
final class LintCancellationTests: XCTestCase {
    func testLintStopsWhenCancelled() {
        let source = (0..<60).map { #"Text("\#($0)").tw("bogus-\#($0)")"# }.joined(separator: "\n")
        XCTAssertEqual(lint(source).findings.filter { $0.rule == "unknown-class" }.count, 60)
        let token = CancellationToken()
        token.cancel()
        let cut = Cancellation.run(with: token) { lint(source) }
        XCTAssertEqual(cut.findings.filter { $0.rule == "unknown-class" }.count, 0)
    }
}
