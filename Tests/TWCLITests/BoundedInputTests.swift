import Foundation
import TWCommandLine
import TWSyntax
import TWTestSupport
import XCTest

/// Every document a command reads, from standard input or a file, is under ``InputFile``'s
/// limit, and small inputs that used to cost work out of proportion finish (Docs/Reliability.md).
final class BoundedInputTests: XCTestCase {
    private func run(_ arguments: [String], bytes: [UInt8]) -> (status: Int32, output: String, error: String) {
        let capture = Capture(inputBytes: bytes)
        let status = TWCommandLine.main(["tw"] + arguments, io: capture.io)
        return (status, capture.output, capture.error)
    }

    func testDocumentsOnStandardInputAreLimited() {
        let over = [UInt8](repeating: UInt8(ascii: " "), count: InputFile.maximumBytes + 1)
        for command in [["suggest", "-"], ["group", "-"], ["cluster", "-"]] {
            let result = run(command, bytes: over)
            XCTAssertEqual(result.status, 2, "\(command)")
            XCTAssertTrue(result.error.contains("standard input is larger than the limit of 64 MiB"), "\(command): \(result.error)")
        }
        let lint = twlint(["--stdin"], input: over)
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.error.contains("standard input is larger than the limit of 64 MiB"), lint.error)
    }

    func testJSONOnStandardInputMustBeUTF8() {
        let result = run(["suggest", "-"], bytes: Array(#"{"x": ""#.utf8) + [0xC3] + Array(#""}"#.utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("standard input is not valid UTF-8 (first bad byte at offset 7)"), result.error)
    }

    /// The tokens, group and suggest file readers name what is not a regular file.
    func testFileReadersRefuseWhatIsNotARegularFile() {
        let directory = FileManager.default.temporaryDirectory.path
        for command in [["theme", "import", directory], ["group", directory], ["suggest", directory]] {
            let result = run(command, bytes: [])
            XCTAssertEqual(result.status, 2, "\(command)")
            XCTAssertTrue(result.error.contains("is a directory, not a regular file"), "\(command): \(result.error)")
        }
        let device = run(["theme", "import", "/dev/zero"], bytes: [])
        XCTAssertTrue(device.error.contains("is a character device"), device.error)
    }

    // MARK: Work in proportion to the input, through the real executables

    private func runBounded(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        // A generous bound: these finish in seconds; the quadratic and exponential work they
        // replace took minutes or ran out of memory.
        try runProcess(URL(fileURLWithPath: "/usr/bin/timeout"), ["300", try builtExecutable(tool).path] + arguments, currentDirectory: directory)
    }

    /// A tokens file of 400 KB nested 500 deep in many places (about 1 ms per byte before).
    func testDeeplyNestedTokensFileIsReadInProportion() throws {
        let tree = try TemporaryTree()
        let member = String(repeating: #"{"g":"#, count: 499) + ##"{"$type":"color","$value":"#336699"}"## + String(repeating: "}", count: 499)
        let text = "{" + (0..<160).map { #""c\#($0)":"# + member }.joined(separator: ",") + "}"
        XCTAssertGreaterThan(text.utf8.count, 400_000)
        try tree.write("deep.tokens.json", text)
        let path = tree.path("deep.tokens.json")
        let result = try runBounded("tw", ["theme", "import", path])
        XCTAssertNotEqual(result.status, 124, "timed out")
        XCTAssertEqual(result.status, 0, result.error)
    }

    /// The issue's shape: a tokens file of about 1.3 KB whose aliases fan out.
    func testFanningAliasesAreRefused() throws {
        let tree = try TemporaryTree()
        var members: [String] = []
        for level in 0..<11 {
            members.append("\"l\(level)\": {\"$value\": [" + Array(repeating: "\"{l\(level + 1)}\"", count: 8).joined(separator: ",") + "]}")
        }
        members.append(##""l11": {"$type": "color", "$value": "#ffffff"}"##)
        try tree.write("fan.tokens.json", "{" + members.joined(separator: ",") + "}")
        let path = tree.path("fan.tokens.json")
        let result = try runBounded("tw", ["theme", "import", path])
        XCTAssertEqual(result.status, 2, result.output + result.error)
        XCTAssertTrue(result.error.contains("aliases expand to more than"), result.error)
    }

    /// 20,000 named classes registered in Swift: merged once, not copied per name.
    func testTwentyThousandNamedClassesLint() throws {
        let tree = try TemporaryTree()
        var source = "import SwiftCN\nfunc setup(rules: inout TWRules) {\n"
        for index in 0..<20_000 { source += "    rules.named[\"c\(index)\"] = \"p-4\"\n" }
        source += "}\nlet view = Text(\"x\").tw(\"c19999 c0 nope-9\")\n"
        try tree.write("Sources/App/Rules.swift", source)
        let result = try runBounded("twlint", ["--format", "json", "Sources"], in: tree.root)
        XCTAssertNotEqual(result.status, 124, "timed out")
        XCTAssertTrue(result.output.contains("nope-9"), result.output)
        XCTAssertFalse(result.output.contains("\"c19999\""), "a registered name is valid: \(result.output)")
    }

    /// 1,200 distinct misspelt classes in one file: all reported, the first 1,000 ranked for "did
    /// you mean", and one finding saying the rest are not (``SuggestionBudget``).
    func testThousandsOfDistinctUnknownClassesStopBeingRanked() throws {
        let tree = try TemporaryTree()
        var source = "import SwiftCN\nlet views = [\n"
        for index in 1...1_200 { source += "    Text(\"x\").tw(\"pp-\(index)\"),\n" }
        source += "]\n"
        try tree.write("Sources/App/Views.swift", source)
        let result = try runBounded("twlint", ["Sources"], in: tree.root)
        XCTAssertNotEqual(result.status, 124, "timed out")
        let lines = result.output.split(separator: "\n").filter { $0.contains("[unknown-class]") }
        XCTAssertEqual(lines.count, 1_200, result.error)
        XCTAssertEqual(lines.filter { $0.contains("did you mean `") }.count, 1_000)
        XCTAssertEqual(lines.filter { $0.contains("no \"did you mean\"") }.count, 1)
    }

    /// A class string literal of just over 4 MiB: one finding at its literal, not one per class,
    /// and the rest of the file is linted.
    func testAClassStringOverTheLimitIsReportedOnceAndNotChecked() throws {
        let tree = try TemporaryTree()
        let classes = String(repeating: "p-4 ", count: InputLimits.classStringBytes / 4) + "p-4"
        try tree.write("Sources/App/Huge.swift", "import SwiftCN\nlet huge = Text(\"x\").tw(\"\(classes)\")\nlet small = Text(\"y\").tw(\"nope-9\")\n")
        let result = try runBounded("twlint", ["Sources"], in: tree.root)
        XCTAssertNotEqual(result.status, 124, "timed out")
        let lines = result.output.split(separator: "\n")
        let large = lines.filter { $0.contains("[class-string-too-large]") }
        XCTAssertEqual(large.count, 1, result.output.prefix(2_000) + "")
        XCTAssertTrue(large.first?.hasPrefix("Sources/App/Huge.swift:2:") ?? false, "\(large)")
        XCTAssertTrue(large.first?.contains("larger than the limit of 4 MiB (4,194,304 bytes)") ?? false, "\(large)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Sources/App/Huge.swift:3:") && $0.contains("nope-9") }, result.output.prefix(2_000) + "")
        XCTAssertLessThan(lines.count, 10, "no finding per class")
    }

    /// `tw swift`, `tw codegen` and `tw matrix` keep the bridge's cost budget: over it, a usage
    /// error naming the budget, before anything is resolved (4 MiB of classes took `tw swift` 28 s
    /// and 914 MB; 200,000 classes took `tw matrix` 74 s and 1.3 GB).
    func testSwiftCodegenAndMatrixRefuseClassesOverTheBudget() {
        let swift = run(["swift", "-"], bytes: Array(String(repeating: "p-4 ", count: 200_001).utf8))
        XCTAssertEqual(swift.status, 2, swift.error)
        XCTAssertTrue(swift.error.contains("more than 200,000 classes"), swift.error)
        XCTAssertTrue(swift.error.contains("budget of 200,000 class resolutions"), swift.error)
        XCTAssertEqual(swift.output, "")
        let codegen = run(["codegen", "-"], bytes: Array(String(repeating: "p-4 ", count: 12_501).utf8))
        XCTAssertEqual(codegen.status, 2, codegen.error)
        XCTAssertTrue(codegen.error.contains("more than 12,500 classes"), codegen.error)
        let matrix = run(["matrix", "-"], bytes: Array(String(repeating: "p-4 ", count: 12_501).utf8))
        XCTAssertEqual(matrix.status, 2, matrix.error)
        XCTAssertTrue(matrix.error.contains("more than 12,500 classes"), matrix.error)
        XCTAssertEqual(matrix.output, "")
        let within = run(["swift", "p-4", "bg-primary"], bytes: [])
        XCTAssertEqual(within.status, 0, within.error)
    }
}
