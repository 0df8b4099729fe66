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

    /// A constant another file shows as text (`Text(Styles.card)`) keeps its spelling under
    /// `--fix`, as under `tw format`: its canonical rewrite would change what the app shows. The
    /// same constant that no other file shows, and a literal given straight to a sink, are fixed.
    func testCanonicalFixesLeaveAConstantAnotherFileShows() throws {
        let styles = """
            import SwiftCN
            enum Styles {
                static let card = "px-4 py-4"
                static let row = "px-2 py-2"
            }
            struct Card: View { var body: some View { Text("a").tw(Styles.card).tw(Styles.row).tw("px-3 py-3") } }

            """
        let tree = try TemporaryTree([
            "Styles.swift": styles,
            "Debug.swift": "import SwiftCN\nstruct Debug: View { var body: some View { Text(Styles.card) } }\n",
        ])
        let run = twlint(["--fix", tree.root.path])
        XCTAssertEqual(run.status, 0, run.error)
        let fixed = styles.replacingOccurrences(of: "\"px-2 py-2\"", with: "\"p-2\"").replacingOccurrences(of: "\"px-3 py-3\"", with: "\"p-3\"")
        XCTAssertEqual(String(decoding: try tree.bytes("Styles.swift"), as: UTF8.self), fixed)
        XCTAssertEqual(xcodeFindings(run.output, root: tree.root), ["shorthand@Styles.swift:3:24"])
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
