import Foundation
import XCTest

/// `--since REV` and `--since-merge-base REV` in a git repository made by the test.
final class LintSinceTests: XCTestCase {
    /// Runs git in `directory` with a fixed identity; fails the test on a non-zero exit.
    @discardableResult
    private func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
                "-c", "init.defaultBranch=main",
            ] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw missingTool("git is not available: \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw missingTool("git is not installed") }
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " ")): \(output)")
        return output
    }

    private let committed = """
        import SwiftCN

        let a = Text("a").tw("p-4 old-typo")
        let b = Text("b").tw("p-4 rounded-lg")
        let c = Text("c").tw("glass")

        """

    /// A repository with one commit of `A.swift` (one old typo), then line 4 edited to carry a
    /// typo and an untracked `New.swift` with one.
    private func repository() throws -> TemporaryTree {
        let tree = try TemporaryTree(["Sources/A.swift": committed, ".gitignore": "Ignored.swift\n"])
        try git(["init", "-q"], in: tree.root.path)
        try git(["add", "."], in: tree.root.path)
        try git(["commit", "-q", "-m", "first"], in: tree.root.path)
        try tree.write("Sources/A.swift", committed.replacingOccurrences(of: "p-4 rounded-lg", with: "p-4 roundd-lg"))
        try tree.write("Sources/New.swift", "let n = Text(\"n\").tw(\"surface-floatng\")\n")
        try tree.write("Sources/Ignored.swift", "let i = Text(\"i\").tw(\"ignored-typo\")\n")
        return tree
    }

    func testSinceHeadReportsTheEditedLineAndTheUntrackedFileOnly() throws {
        let tree = try repository()
        let root = tree.root.path
        let everything = twlint(["Sources"], currentDirectory: root)
        XCTAssertEqual(xcodeFindings(everything.output, root: tree.root).count, 4, everything.output)
        let run = twlint(["--since", "HEAD", "Sources"], currentDirectory: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(xcodeFindings(run.output, root: tree.root), ["unknown-class@Sources/A.swift:4:27", "unknown-class@Sources/New.swift:1:23"])
        XCTAssertEqual(run.error, "3 files, 2 findings (2 errors, 0 warnings)\n")
        // Staged changes count as well.
        try git(["add", "Sources/A.swift"], in: root)
        XCTAssertEqual(xcodeFindings(twlint(["--since", "HEAD", "Sources"], currentDirectory: root).output, root: tree.root).count, 2)
        // From a subfolder, with an absolute path.
        let inside = twlint(["--since=HEAD", tree.path("Sources/A.swift")], currentDirectory: tree.path("Sources"))
        XCTAssertEqual(inside.output.split(separator: "\n").count, 1, inside.output)
    }

    func testSinceWorksWithEveryOutputFormat() throws {
        let tree = try repository()
        let root = tree.root.path
        let json = twlint(["--since", "HEAD", "--format", "json", "Sources"], currentDirectory: root)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["file"]!):\($0["line"]!)" }, ["Sources/A.swift:4", "Sources/New.swift:1"])
        XCTAssertEqual((document["summary"] as? [String: Any])?["findings"] as? Int, 2)
        let sarif = twlint(["--since", "HEAD", "--format", "sarif", "Sources"], currentDirectory: root)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [Any])
        XCTAssertEqual(results.count, 2)
        let github = twlint(["--since", "HEAD", "--format", "github", "Sources"], currentDirectory: root)
        let annotations = github.output.split(separator: "\n")
        XCTAssertEqual(annotations.count, 2, github.output)
        XCTAssertTrue(annotations.first?.hasPrefix("::error file=Sources/A.swift,line=4,col=27,") == true, github.output)
        XCTAssertTrue(annotations.last?.hasPrefix("::error file=Sources/New.swift,line=1,col=23,") == true, github.output)
        let summary = twlint(["--since", "HEAD", "--format", "summary", "Sources"], currentDirectory: root)
        XCTAssertEqual(summary.output, "3 files, 2 findings (2 errors, 0 warnings)\n")
    }

    func testSinceMergeBaseReportsTheBranchChanges() throws {
        let tree = try repository()
        let root = tree.root.path
        try git(["checkout", "-q", "-b", "feature"], in: root)
        try git(["add", "Sources/A.swift"], in: root)
        try git(["commit", "-q", "-m", "feature"], in: root)
        try git(["checkout", "-q", "main"], in: root)
        // main fixes the old typo after the branch left it.
        try tree.write("Sources/A.swift", committed.replacingOccurrences(of: "p-4 old-typo", with: "p-4 m-2"))
        try git(["commit", "-q", "-am", "main moves on"], in: root)
        try git(["checkout", "-q", "feature"], in: root)
        // Against main's tip the branch "changes" line 3 back to the old typo; against the merge
        // base only the branch's own edit and the untracked file remain.
        let tip = twlint(["--since", "main", "Sources"], currentDirectory: root)
        XCTAssertEqual(
            xcodeFindings(tip.output, root: tree.root),
            ["unknown-class@Sources/A.swift:3:27", "unknown-class@Sources/A.swift:4:27", "unknown-class@Sources/New.swift:1:23"])
        let run = twlint(["--since-merge-base", "main", "Sources"], currentDirectory: root)
        XCTAssertEqual(xcodeFindings(run.output, root: tree.root), ["unknown-class@Sources/A.swift:4:27", "unknown-class@Sources/New.swift:1:23"])
        let sinceHead = twlint(["--since", "HEAD", "Sources"], currentDirectory: root)
        XCTAssertEqual(xcodeFindings(sinceHead.output, root: tree.root), ["unknown-class@Sources/New.swift:1:23"], "the edit is committed on the branch")
    }

    func testClearErrorsOutsideAWorkTreeAndForUnknownRevisions() throws {
        let tree = try TemporaryTree(["A.swift": "let a = Text(\"a\").tw(\"bogus\")\n"])
        let outside = twlint(["--since", "HEAD", "A.swift"], currentDirectory: tree.root.path)
        XCTAssertEqual(outside.status, 2)
        XCTAssertEqual(outside.output, "")
        XCTAssertTrue(outside.error.hasPrefix("twlint: error: --since needs a git work tree, and \(tree.root.path) is not in one"), outside.error)
        let repository = try self.repository()
        let unknown = twlint(["--since", "no-such-branch", "Sources"], currentDirectory: repository.root.path)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.hasPrefix("twlint: error: cannot compare with no-such-branch (git: "), unknown.error)
        XCTAssertEqual(twlint(["--since", "HEAD", "--stdin"]).status, 2)
        XCTAssertEqual(twlint(["--since", "HEAD", "--since-merge-base", "main"]).status, 2)
    }
}
