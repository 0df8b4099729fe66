import Foundation
import XCTest

/// `twlint --fix`: safe fixes, atomic writes, line endings kept,
/// nothing moved across an interpolation, idempotent.
final class LintFixTests: XCTestCase {
    func testInput10FixIsAppliedAndASecondRunChangesNothing() throws {
        let tree = try TemporaryTree(["A.swift": "Text(\"a\").tw(\"p-2 p-4 p-4\")\n"])
        let first = twlint(["--fix", "--format", "json", tree.path("A.swift")])
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(try tree.bytes("A.swift"), Array("Text(\"a\").tw(\"p-4\")\n".utf8))
        XCTAssertTrue(first.output.contains(#""findings":[]"#), "nothing remains: \(first.output)")
        let second = twlint(["--fix", tree.path("A.swift")])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(try tree.bytes("A.swift"), Array("Text(\"a\").tw(\"p-4\")\n".utf8))
        XCTAssertEqual(second.output, "")
        XCTAssertFalse(second.error.contains("fixed"), second.error)
        // No temporary file is left beside it.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path), ["A.swift"])
    }

    func testCRLFAndByteOrderMarkArePreserved() throws {
        let text = "\u{FEFF}Text(\"a\").tw(\"p-2 p-4\")\r\nText(\"b\")\r\n    .tw(\"rounded-lg rounded-lg\")\r\n"
        let tree = try TemporaryTree(["A.swift": text])
        XCTAssertEqual(twlint(["--fix", tree.path("A.swift")]).status, 0)
        let expected = "\u{FEFF}Text(\"a\").tw(\"p-4\")\r\nText(\"b\")\r\n    .tw(\"rounded-lg\")\r\n"
        XCTAssertEqual(try tree.bytes("A.swift"), Array(expected.utf8))
    }

    func testFixesNeverCrossInterpolationsEscapesOrConcatenations() throws {
        let text = """
            Text("a").tw("p-2 \\(x) p-4")
            Text("b").tw("p-4" + " p-4")
            Text("c").tw("p-2\\tp-4")
            Text("d").tw("px-2 \\(pad)p-4 px-4")

            """
        let tree = try TemporaryTree(["A.swift": text])
        let run = twlint(["--fix", tree.path("A.swift")])
        XCTAssertEqual(run.status, 0, run.error)
        let expected = """
            Text("a").tw("\\(x) p-4")
            Text("b").tw("p-4" + " p-4")
            Text("c").tw("p-2\\tp-4")
            Text("d").tw("\\(pad)p-4 px-4")

            """
        XCTAssertEqual(String(decoding: try tree.bytes("A.swift"), as: UTF8.self), expected)
        // What could not be fixed is still reported.
        XCTAssertEqual(xcodeFindings(run.output, root: tree.root), ["duplicate-class@A.swift:2:15", "overridden-class@A.swift:3:15"])
    }

    func testStdinFixPrintsTheFixedSource() {
        let run = twlint(["--stdin", "--fix", "--stdin-path", "Sources/A.swift"], input: Array("Text(\"a\").tw(\"p-2 p-4 p-4\")\n".utf8))
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.output, "Text(\"a\").tw(\"p-4\")\n")
    }
}
