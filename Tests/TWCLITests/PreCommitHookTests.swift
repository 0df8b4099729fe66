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

    private func environment(home: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // The built hook environment is kept between runs of one TWKit commit.
        environment["PRE_COMMIT_HOME"] = home
        if FileManager.default.fileExists(atPath: "/opt/swift/usr/bin/swift"), !(environment["PATH"] ?? "").contains("/opt/swift/usr/bin") {
            environment["PATH"] = "/opt/swift/usr/bin:" + (environment["PATH"] ?? "/usr/bin:/bin")
        }
        for (key, value) in ["GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
                             "GIT_COMMITTER_EMAIL": "test@example.com"] {
            environment[key] = value
        }
        return environment
    }

    private func git(_ arguments: [String], in tree: TemporaryTree, environment: [String: String]) throws {
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "commit.gpgsign=false"] + arguments,
                                    environment: environment, currentDirectory: tree.root)
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.output)\(result.error)")
    }

    func testHooksLintAndFixTheStagedSwiftFiles() throws {
        let preCommit = try preCommit()
        let repository = LintSchemaTests.repository
        let home = repository.appendingPathComponent(".build/pre-commit-home").path
        let environment = environment(home: home)
        // A committed file registers the named class `app-card`; the staged files use it.
        let tree = try TemporaryTree([
            "Sources/App/App.swift": "import SwiftCN\nlet rules = TWGlobalRules(named: [\"app-card\": \"rounded-lg border\"])\n",
        ])
        try git(["init", "-q"], in: tree, environment: environment)
        try git(["add", "."], in: tree, environment: environment)
        try git(["commit", "-q", "-m", "app"], in: tree, environment: environment)
        try tree.write("Sources/App/Card.swift", "import SwiftCN\nlet card = Text(\"a\").tw(\"app-card glas\")\n")
        try tree.write("Sources/App/Unstaged.swift", "import SwiftCN\nlet u = Text(\"u\").tw(\"not-staged-typo\")\n")
        try git(["add", "Sources/App/Card.swift"], in: tree, environment: environment)

        let lint = try runProcess(preCommit, ["try-repo", repository.path, "twlint", "--verbose"], environment: environment, currentDirectory: tree.root)
        let lintOutput = lint.output + lint.error
        XCTAssertEqual(lint.status, 1, lintOutput)
        XCTAssertTrue(lintOutput.contains("Sources/App/Card.swift:2:35: error: Unknown swiftcn class: glas"), lintOutput)
        XCTAssertFalse(lintOutput.contains("app-card"), "the class registered in the committed file is known: \(lintOutput)")
        XCTAssertFalse(lintOutput.contains("not-staged-typo"), "only staged files are linted: \(lintOutput)")

        // The --fix variant rewrites the staged file; pre-commit fails because the hook changed it.
        try tree.write("Sources/App/Card.swift", "import SwiftCN\nlet card = Text(\"a\").tw(\"p-2 p-4 app-card\")\n")
        try git(["add", "Sources/App/Card.swift"], in: tree, environment: environment)
        let fix = try runProcess(preCommit, ["try-repo", repository.path, "twlint-fix"], environment: environment, currentDirectory: tree.root)
        XCTAssertEqual(fix.status, 1, fix.output + fix.error)
        XCTAssertTrue((fix.output + fix.error).contains("files were modified by this hook"), fix.output + fix.error)
        XCTAssertEqual(String(decoding: try tree.bytes("Sources/App/Card.swift"), as: UTF8.self), "import SwiftCN\nlet card = Text(\"a\").tw(\"p-4 app-card\")\n")

        // Fixed and staged: both hooks pass.
        try git(["add", "Sources/App/Card.swift"], in: tree, environment: environment)
        let clean = try runProcess(preCommit, ["try-repo", repository.path], environment: environment, currentDirectory: tree.root)
        XCTAssertEqual(clean.status, 0, clean.output + clean.error)
    }
}
