import Foundation
import TWEmit
import XCTest

/// `tw render` draws at most 1,000 classes (Docs/Reliability.md, Limits): more is a usage
/// error (exit 2) that writes no picture.
final class RenderLimitCommandTests: XCTestCase {
    func testMoreThanTheClassLimitIsAUsageError() {
        let atLimit = Array(repeating: "p-4", count: 1_000).joined(separator: " ")
        XCTAssertEqual(runTW(["render", "--for", atLimit]).status, 0)
        // A megabyte of classes (262,144 `p-4`), as the stress input.
        for classes in [atLimit + " p-2", Array(repeating: "p-4", count: 262_144).joined(separator: " ")] {
            let result = runTW(["render", classes])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.output, "", "no picture")
            XCTAssertTrue(result.error.contains("at most 1,000 classes"), result.error)
        }
    }

    /// Tokens are counted as the parser splits them: any Unicode White_Space separates.
    func testClassesAreCountedAsTheParserSplitsThem() {
        let separators = ["\t", "\n", "\r", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}"]
        let atLimit = (0..<1_000).map { "p-\($0 % 8)" + separators[$0 % separators.count] }.joined()
        XCTAssertNoThrow(try RenderSheet.checkClassCount("  " + atLimit + "   "))
        XCTAssertThrowsError(try RenderSheet.checkClassCount(atLimit + "x"))
        XCTAssertNoThrow(try RenderSheet.checkClassCount(""))
    }
}
