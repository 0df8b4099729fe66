import Foundation
import TWTestSupport
import XCTest

/// `tw conformance` reads a case file saved on Windows (CRLF line ends, a UTF-8 byte order mark)
/// as its LF twin: swiftcn's own case file, converted, gives the same report line.
final class ConformanceLineEndingTests: XCTestCase {
    private func conformance(_ path: String) throws -> (status: Int32, output: String, error: String) {
        let result = try runProcess(try builtExecutable("tw"), ["conformance", path])
        return (result.status, result.output, result.error)
    }

    func testCRLFAndAByteOrderMarkGiveTheSameCountsAsLF() throws {
        let text = try String(contentsOf: SharedData.url("conformance/swiftcn-cases.jsonl"), encoding: .utf8)
        let tree = try TemporaryTree()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try tree.write("lf.jsonl", text)
        try tree.write("crlf.jsonl", lines.joined(separator: "\r\n"))
        try tree.write("bom.jsonl", [0xEF, 0xBB, 0xBF] + Array(lines.joined(separator: "\r\n").utf8))
        let lf = try conformance(tree.path("lf.jsonl"))
        XCTAssertEqual(lf.status, 0, lf.output + lf.error)
        let counts = try XCTUnwrap(lf.output.split(separator: "\n").first?.split(separator: ":", maxSplits: 1).last)
        for name in ["crlf.jsonl", "bom.jsonl"] {
            let run = try conformance(tree.path(name))
            XCTAssertEqual(run.status, 0, "\(name): \(run.output)\(run.error)")
            XCTAssertEqual(run.output.split(separator: "\n").first, "\(tree.path(name)):\(counts)"[...], name)
        }
    }

    func testABadLineInACRLFFileIsNamedByItsNumber() throws {
        let tree = try TemporaryTree()
        try tree.write("bad.jsonl", "{\"id\": \"a\", \"classes\": \"p-4\", \"expect\": {}}\r\n{oops\r\n")
        let run = try conformance(tree.path("bad.jsonl"))
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("\(tree.path("bad.jsonl")):2: not a JSON object"), run.error)
    }
}
