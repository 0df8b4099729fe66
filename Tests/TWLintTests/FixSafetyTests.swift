import Foundation
import TWResolve
@testable import TWLint
import TWTestSupport
import XCTest

/// `--fix` loses nothing: an edit saved while twlint runs is kept, a file deleted meanwhile
/// stays deleted, a file the user may not write is left alone, and a fixed file keeps its
/// owner and mode (`Docs/Reliability.md`, promise 3).
final class FixSafetyTests: XCTestCase {
    private let before = "Text(\"a\").tw(\"p-2 p-4 p-4\")\n"
    private let after = "Text(\"a\").tw(\"p-4\")\n"

    private func fix(_ path: String, beforeReplace: (@Sendable (String) -> Void)? = nil) -> ProjectLinter.FileOutcome {
        var linter = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn))
        linter.beforeReplace = beforeReplace
        return linter.lint([path], fix: true)[0]
    }

    /// Overwrites the file in place (same inode), as an editor that saves without renaming does.
    private static func overwrite(_ path: String, with text: String) {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        precondition(descriptor >= 0, "cannot open \(path)")
        _ = text.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    private func text(_ path: String) throws -> String { String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) }

    private func status(_ path: String) -> stat {
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0, path)
        return info
    }

    /// Access and modification times, as `utimensat` takes them.
    private static func times(_ info: stat) -> [timespec] {
        #if canImport(Darwin)
            [info.st_atimespec, info.st_mtimespec]
        #else
            [info.st_atim, info.st_mtim]
        #endif
    }

    func testTheFixIsWrittenWhenNothingChanged() throws {
        let tree = try TemporaryTree(["A.swift": before])
        let outcome = fix(tree.path("A.swift"))
        XCTAssertTrue(outcome.fixed, outcome.error ?? "")
        XCTAssertNil(outcome.error)
        XCTAssertEqual(try text(tree.path("A.swift")), after)
    }

    func testAnEditSavedWhileLintingIsKept() throws {
        let tree = try TemporaryTree(["A.swift": before])
        let edited = "Text(\"a\").tw(\"p-2 p-4 p-4 rounded-lg\") // typed meanwhile\n"
        let outcome = fix(tree.path("A.swift")) { path in Self.overwrite(path, with: edited) }
        XCTAssertFalse(outcome.fixed)
        XCTAssertEqual(outcome.error, "\(tree.path("A.swift")): changed while linting; not fixed")
        XCTAssertEqual(try text(tree.path("A.swift")), edited, "the user's edit survives")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path), ["A.swift"], "no temporary file left")
        XCTAssertFalse(outcome.findings.isEmpty, "the findings that were not fixed are still reported")
    }

    func testAnEditOfTheSameSizeAndTimestampIsCaughtByTheContentHash() throws {
        let tree = try TemporaryTree(["A.swift": before])
        let path = tree.path("A.swift")
        let original = status(path)
        // Same length as `before`, one class changed; the timestamp is put back afterwards.
        let edited = "Text(\"a\").tw(\"p-2 p-4 p-8\")\n"
        XCTAssertEqual(edited.utf8.count, before.utf8.count)
        let times = Self.times(original)
        let outcome = fix(path) { path in
            Self.overwrite(path, with: edited)
            var restored = times
            _ = utimensat(AT_FDCWD, path, &restored, 0)
        }
        XCTAssertEqual(Self.times(status(path))[1].tv_nsec, times[1].tv_nsec, "the hook restored the timestamp")
        XCTAssertFalse(outcome.fixed)
        XCTAssertEqual(outcome.error, "\(path): changed while linting; not fixed")
        XCTAssertEqual(try text(path), edited)
    }

    func testAFileReplacedWhileLintingIsKept() throws {
        let tree = try TemporaryTree(["A.swift": before])
        let edited = "Text(\"b\").tw(\"p-4\")\n"
        // An editor that saves by writing a new file and renaming it over the old one.
        let outcome = fix(tree.path("A.swift")) { path in
            FileManager.default.createFile(atPath: path + ".new", contents: Data(edited.utf8))
            rename(path + ".new", path)
        }
        XCTAssertFalse(outcome.fixed)
        XCTAssertEqual(outcome.error, "\(tree.path("A.swift")): changed while linting; not fixed")
        XCTAssertEqual(try text(tree.path("A.swift")), edited)
    }

    func testAFileDeletedWhileLintingStaysDeleted() throws {
        let tree = try TemporaryTree(["A.swift": before])
        let outcome = fix(tree.path("A.swift")) { path in unlink(path) }
        XCTAssertFalse(outcome.fixed)
        XCTAssertEqual(outcome.error, "\(tree.path("A.swift")): deleted while linting; not fixed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path), [], "not brought back, no temporary file left")
    }

    func testAReadOnlyFileIsLeftAlone() throws {
        // Mode 0444: no one may write it. The directory is writable, so a rename would succeed;
        // the file's own permission is what counts (also for root, who passes any access check).
        let tree = try TemporaryTree(["A.swift": before])
        let path = tree.path("A.swift")
        XCTAssertEqual(chmod(path, 0o444), 0)
        let outcome = fix(path)
        XCTAssertFalse(outcome.fixed)
        XCTAssertEqual(outcome.error, "\(path): the file is read-only (mode 0444); not fixed")
        XCTAssertEqual(try text(path), before)
        XCTAssertEqual(status(path).st_mode & 0o7777, 0o444)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.root.path), ["A.swift"])
    }

    func testAFixedFileKeepsItsModeAndOwner() throws {
        let tree = try TemporaryTree(["A.swift": before])
        let path = tree.path("A.swift")
        XCTAssertEqual(chmod(path, 0o640), 0)
        // As root the file can belong to someone else (nobody, 65534), which the fix must keep.
        let owner: uid_t = getuid() == 0 ? 65534 : getuid()
        let group: gid_t = getuid() == 0 ? 65534 : getgid()
        XCTAssertEqual(chown(path, owner, group), 0)
        let outcome = fix(path)
        XCTAssertTrue(outcome.fixed, outcome.error ?? "")
        XCTAssertEqual(try text(path), after)
        let info = status(path)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        XCTAssertEqual(info.st_uid, owner)
        XCTAssertEqual(info.st_gid, group)
    }
}
