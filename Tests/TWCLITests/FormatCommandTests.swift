import Foundation
import TWCommandLine
import XCTest

/// `tw format`: the inputs the canonical form must give (expected strings from the feature's
/// description: `px-4 py-4` → `p-4`, `p-[16]` → `p-4` with the default spacing unit 4 of
/// reference §5.1, the documented category order), and the rewrites it must refuse.
final class FormatCommandTests: XCTestCase {
    private func source(_ classes: String) -> String { "Text(\"a\").tw(\"\(classes)\")\n" }

    func testOrderThatDecidesPaddingIsLeftAndSaid() {
        let result = tw(["format", "--check", "-"], input: source("p-4 px-4"))
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertFalse(result.output.contains("->"), result.output)
        XCTAssertTrue(result.output.contains("`p-4` and `px-4` both set"), result.output)
        XCTAssertTrue(result.output.contains("order is kept"), result.output)
        // Formatting writes the source unchanged.
        XCTAssertEqual(tw(["format", "-"], input: source("p-4 px-4")).output, source("p-4 px-4"))
    }

    func testCanonicalOrder() {
        let result = tw(["format", "--check", "-"], input: source("bg-primary p-4 rounded-lg"))
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.output.contains(#"<stdin>:1:15: "bg-primary p-4 rounded-lg" -> "p-4 bg-primary rounded-lg""#), result.output)
        XCTAssertEqual(tw(["format", "-"], input: source("bg-primary p-4 rounded-lg")).output, source("p-4 bg-primary rounded-lg"))
    }

    func testShorthand() {
        XCTAssertEqual(tw(["format", "-"], input: source("px-4 py-4")).output, source("p-4"))
        XCTAssertEqual(tw(["format", "--check", "-"], input: source("px-4 py-4")).status, 1)
    }

    func testCanonicalValue() {
        XCTAssertEqual(tw(["format", "-"], input: source("p-[16]")).output, source("p-4"))
        // 13 points is 3.25 units, not a step of the scale.
        XCTAssertEqual(tw(["format", "-"], input: source("p-[13]")).output, source("p-[13]"))
    }

    func testShorthandAcrossAConflictingClassIsRefusedWithItsReason() {
        // `p-2` between them writes the same edges: merging at `py-4`'s place would give the
        // horizontal edges 16 pt where swiftcn draws 8 pt.
        let result = tw(["format", "--check", "-"], input: source("px-4 p-2 py-4"))
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains("left `px-4 py-4` as written"), result.output)
        XCTAssertTrue(result.output.contains("draws differently"), result.output)
    }

    func testFilesAreRewrittenInPlaceAndCheckedForCI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.swift")
        try Data((source("px-4 py-4 rounded-lg") + source("p-[16]")).utf8).write(to: file)
        XCTAssertEqual(tw(["format", "--check", file.path]).status, 1)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source("px-4 py-4 rounded-lg") + source("p-[16]"), "--check writes nothing")
        let written = tw(["format", file.path])
        XCTAssertEqual(written.status, 0, written.error)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source("p-4 rounded-lg") + source("p-4"))
        XCTAssertEqual(tw(["format", "--check", file.path]).status, 0)
    }

    func testDisabledRuleIsNotApplied() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"disabled": ["class-order"]}"#.utf8).write(to: folder.appendingPathComponent(".twlint.json"))
        let file = folder.appendingPathComponent("Card.swift")
        try Data(source("bg-primary p-[16]").utf8).write(to: file)
        XCTAssertEqual(tw(["format", file.path]).status, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source("bg-primary p-4"))
    }
}
