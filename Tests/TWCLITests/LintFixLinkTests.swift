import Foundation
import XCTest

/// `twlint --fix` on a symbolic link writes through to the target and keeps
/// the link and the target's mode; a file with several hard links is refused, not split.
final class LintFixLinkTests: XCTestCase {
    private let before = "Text(\"a\").tw(\"p-2 p-4 p-4\")\n"
    private let after = "Text(\"a\").tw(\"p-4\")\n"

    private func mode(_ path: String) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func testFixThroughASymbolicLinkFixesTheTargetAndKeepsTheLink() throws {
        let tree = try TemporaryTree(["Real/A.swift": before])
        XCTAssertEqual(chmod(tree.path("Real/A.swift"), 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: tree.path("Link.swift"), withDestinationPath: "Real/A.swift")
        let run = twlint(["--fix", tree.path("Link.swift")])
        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("Link.swift")), "Real/A.swift", "still a link")
        XCTAssertEqual(String(decoding: try tree.bytes("Real/A.swift"), as: UTF8.self), after, "the target is fixed")
        XCTAssertEqual(try mode(tree.path("Real/A.swift")), 0o640, "the target's mode is kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.path("Real")), ["A.swift"], "no temporary file left")
    }

    func testHardLinkedFileIsRefusedAndLeftWhole() throws {
        let tree = try TemporaryTree(["A.swift": before])
        XCTAssertEqual(link(tree.path("A.swift"), tree.path("B.swift")), 0)
        let run = twlint(["--fix", tree.path("A.swift")])
        XCTAssertNotEqual(run.status, 0, "the finding remains")
        XCTAssertTrue((run.output + run.error).contains("2 hard links"), run.output + run.error)
        XCTAssertEqual(String(decoding: try tree.bytes("A.swift"), as: UTF8.self), before)
        var a = stat(), b = stat()
        XCTAssertEqual(stat(tree.path("A.swift"), &a), 0)
        XCTAssertEqual(stat(tree.path("B.swift"), &b), 0)
        XCTAssertEqual(a.st_ino, b.st_ino, "the hard links still share one file")
        XCTAssertEqual(a.st_nlink, 2)
    }
}
