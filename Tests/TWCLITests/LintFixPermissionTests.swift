import Foundation
import XCTest

/// `twlint --fix` replaces only files the user may write: the rename goes through the
/// directory, which ignores the file's own permission, so that permission is checked first
/// (`Docs/Reliability.md`, promise 3).
final class LintFixPermissionTests: XCTestCase {
    private let before = "Text(\"a\").tw(\"p-2 p-4 p-4\")\n"
    private let after = "Text(\"a\").tw(\"p-4\")\n"

    func testAReadOnlyFileIsSkippedTheOthersFixedAndTheStatusSaysSo() throws {
        let tree = try TemporaryTree(["A.swift": before, "B.swift": before])
        XCTAssertEqual(chmod(tree.path("A.swift"), 0o444), 0)
        let run = twlint(["--fix", tree.path(".")])
        XCTAssertEqual(run.status, 2, "not everything was fixed: \(run.error)")
        XCTAssertTrue(run.error.contains("twlint: error: \(tree.path("A.swift")): the file is read-only (mode 0444); not fixed"), run.error)
        XCTAssertEqual(String(decoding: try tree.bytes("A.swift"), as: UTF8.self), before)
        XCTAssertEqual(String(decoding: try tree.bytes("B.swift"), as: UTF8.self), after, "the writable file is fixed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path).sorted(), ["A.swift", "B.swift"])
    }

    func testAnotherUsersFileInAWritableDirectoryIsNotReplaced() throws {
        // The file belongs to root (0644) and the directory is writable by everyone: nobody may
        // rename over the file, but may not write it, so the fix must not replace it.
        guard getuid() == 0 else { throw XCTSkip("needs root to make a file of another user; the 0444 case covers the check otherwise") }
        let tree = try TemporaryTree(["A.swift": before])
        XCTAssertEqual(chmod(tree.root.path, 0o777), 0)
        XCTAssertEqual(chmod(tree.path("A.swift"), 0o644), 0)
        let run = try twlintWithoutPrivileges(["--fix", tree.path("A.swift")])
        XCTAssertEqual(run.status, 2, run.output + run.error)
        XCTAssertTrue(run.error.contains("\(tree.path("A.swift")): permission denied: you may not write this file (mode 0644); not fixed"), run.error)
        XCTAssertEqual(String(decoding: try tree.bytes("A.swift"), as: UTF8.self), before)
        var info = stat()
        XCTAssertEqual(stat(tree.path("A.swift"), &info), 0)
        XCTAssertEqual(info.st_uid, 0, "still root's")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path), ["A.swift"], "no temporary file left")
    }
}
