import Foundation
import XCTest

/// The hooks of `.pre-commit-hooks.yaml`, run by the `pre-commit` framework (PyPI, installed by
/// `.ci/run`) with `pre-commit try-repo` on a git repository made by the test: pre-commit builds
/// this package (`language: swift`, a release build, minutes on a cold cache) and runs twlint on
/// the staged Swift files. Under `CI=true` a missing pre-commit fails; elsewhere it skips.
final class PreCommitHookTests: XCTestCase {
    private func preCommit() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("pre-commit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw missingTool("pre-commit is not installed (python3 -m pip install pre-commit; see .ci/run)")
    }

    private func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if FileManager.default.fileExists(atPath: "/opt/swift/usr/bin/swift"), !(environment["PATH"] ?? "").contains("/opt/swift/usr/bin") {
            environment["PATH"] = "/opt/swift/usr/bin:" + (environment["PATH"] ?? "/usr/bin:/bin")
        }
        for (key, value) in [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com",
        ] {
            environment[key] = value
        }
        return environment
    }

    private func git(_ arguments: [String], in tree: TemporaryTree, environment: [String: String]) throws {
        let result = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "commit.gpgsign=false"] + arguments,
            environment: environment, currentDirectory: tree.root)
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.output)\(result.error)")
    }

    /// One `try-repo` runs both hooks (each try-repo builds TWKit afresh in a temporary store):
    /// `twlint` reports the staged file's findings, then `twlint-fix` fixes what it can.
    func testHooksLintAndFixTheStagedSwiftFiles() throws {
        let preCommit = try preCommit()
        let repository = LintSchemaTests.repository
        let environment = environment()
        // A committed file registers the named class `app-card`; the staged file uses it.
        let tree = try TemporaryTree([
            "Sources/App/App.swift": "import SwiftCN\nlet rules = TWGlobalRules(named: [\"app-card\": \"rounded-lg border\"])\n"
        ])
        try git(["init", "-q"], in: tree, environment: environment)
        try git(["add", "."], in: tree, environment: environment)
        try git(["commit", "-q", "-m", "app"], in: tree, environment: environment)
        try tree.write("Sources/App/Card.swift", "import SwiftCN\nlet card = Text(\"a\").tw(\"p-2 p-4 app-card glas\")\n")
        try tree.write("Sources/App/Unstaged.swift", "import SwiftCN\nlet u = Text(\"u\").tw(\"not-staged-typo\")\n")
        try git(["add", "Sources/App/Card.swift"], in: tree, environment: environment)

        let run = try runProcess(preCommit, ["try-repo", repository.path, "--verbose"], environment: environment, currentDirectory: tree.root)
        let output = run.output + run.error
        XCTAssertEqual(run.status, 1, output)
        // twlint: both findings of the staged file, before the fix.
        XCTAssertTrue(output.contains("Sources/App/Card.swift:2:26: warning: `p-2` draws nothing"), output)
        XCTAssertTrue(output.contains("Sources/App/Card.swift:2:43: error: Unknown swiftcn class: glas"), output)
        XCTAssertFalse(output.contains("class: app-card"), "the class registered in the committed file is known: \(output)")
        XCTAssertFalse(output.contains("not-staged-typo"), "only staged files are linted: \(output)")
        // twlint-fix: the safe fix is applied, pre-commit says the hook changed files.
        XCTAssertTrue(output.contains("files were modified by this hook"), output)
        XCTAssertEqual(
            String(decoding: try tree.bytes("Sources/App/Card.swift"), as: UTF8.self),
            "import SwiftCN\nlet card = Text(\"a\").tw(\"p-4 app-card glas\")\n")
    }
}
