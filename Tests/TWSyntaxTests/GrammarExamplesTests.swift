import Foundation
import XCTest
import TWSyntax

/// Keeps `Grammar/classes.ebnf` true: its example files go through the parser.
final class GrammarExamplesTests: XCTestCase {
    /// Reads an examples file: one token per line, `#` comment lines and blank lines ignored, and
    /// `TOKEN   # why` where the token ends before the first run of two or more spaces and a `#`.
    static func examples(_ name: String) throws -> [(token: String, line: Int)] {
        let url = packageRoot.appendingPathComponent("Grammar/examples/\(name)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var result: [(String, Int)] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            result.append((tokenPart(of: line), number + 1))
        }
        return result
    }

    static func tokenPart(of line: String) -> String {
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x20 {
                var end = index
                while end < bytes.count, bytes[end] == 0x20 { end += 1 }
                if end - index >= 2, end < bytes.count, bytes[end] == UInt8(ascii: "#") {
                    return String(decoding: bytes[..<index], as: UTF8.self)
                }
                index = end
            } else {
                index += 1
            }
        }
        return line.trimmingCharacters(in: .whitespaces)
    }

    func testCommentSyntaxOfExampleFiles() {
        XCTAssertEqual(Self.tokenPart(of: "bg-[#6366f1]                 # '#' inside a token"), "bg-[#6366f1]")
        XCTAssertEqual(Self.tokenPart(of: "w-[a#b]"), "w-[a#b]")
        XCTAssertEqual(Self.tokenPart(of: "p-4 # one space is not enough"), "p-4 # one space is not enough")
    }

    func testValidExamplesHaveNoGrammaticalIssue() throws {
        let examples = try Self.examples("valid.txt")
        XCTAssertGreaterThan(examples.count, 40)
        for (token, line) in examples {
            let list = ClassParser.parse(token)
            XCTAssertEqual(list.tokens.count, 1, "valid.txt:\(line) `\(token)` should be one token, got \(list.tokenTexts)")
            let issues = list.grammaticalIssues
            XCTAssertTrue(issues.isEmpty, "valid.txt:\(line) `\(token)` should be well formed, got \(issues.map { "\($0.code) \($0.message)" })")
        }
    }

    func testInvalidExamplesHaveAGrammaticalIssue() throws {
        let examples = try Self.examples("invalid.txt")
        XCTAssertGreaterThan(examples.count, 40)
        for (token, line) in examples {
            let list = ClassParser.parse(token)
            XCTAssertFalse(
                list.grammaticalIssues.isEmpty,
                "invalid.txt:\(line) `\(token)` should be a syntax error, got issues \(list.tokens.flatMap(\.issues).map { "\($0.code)" })")
        }
    }
}
