import Foundation
import TWTestSupport
import XCTest

/// Emacs as a user runs it: the eglot and lsp-mode snippets of `Docs/language-server.md`, as
/// written (only the path to `tw` replaced), loaded by Debian's Emacs 28 (`emacs-nox`,
/// `elpa-eglot`, `elpa-lsp-mode`, installed by `.ci/run`) in batch. Under `CI=true` a missing
/// Emacs fails; elsewhere it skips.
final class EmacsTests: XCTestCase {
    static let root = EndToEndTests.root

    private func emacs() throws -> URL {
        for path in ["/usr/bin/emacs", "/usr/local/bin/emacs"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw missingTool("Emacs is not installed (Debian emacs-nox and elpa-eglot; see .ci/run)")
    }

    /// Runs `script` in a batch Emacs with `snippet` as TW_EMACS_INIT; returns its status and the
    /// check lines it printed.
    private func run(_ script: String, snippet: String, file: (name: String, text: String)? = nil) throws -> (status: Int32, lines: [String]) {
        let emacs = try emacs()
        let tw = try EndToEndTests.twBinary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-emacs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initFile = folder.appendingPathComponent("init.el")
        try Data(snippet.replacingOccurrences(of: "/path/to/TWKit/.build/release/tw", with: tw.path).utf8).write(to: initFile)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path  // no user init, no lsp-mode session file of the user's
        environment["TW_EMACS_INIT"] = initFile.path
        if let file {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            environment["TW_EMACS_FILE"] = url.path
        }
        let result = try runProcess(
            emacs, ["--batch", "-l", Self.root.appendingPathComponent("Tests/emacs-e2e/\(script)").path],
            environment: environment, currentDirectory: folder)
        let lines = (result.output + result.error).split(separator: "\n").map(String.init).filter { $0.hasPrefix("ok ") || $0.hasPrefix("FAIL ") }
        if result.status != 0 || lines.contains(where: { $0.hasPrefix("FAIL") }) {
            XCTFail("\(script) exited \(result.status):\n\(result.output)\n\(result.error.suffix(3000))")
        }
        return (result.status, lines)
    }

    func testEglotSnippetDrivesTheServer() throws {
        let snippet = try NeovimTests.snippet("emacs-eglot", language: "elisp")
        let result = try run("driver.el", snippet: snippet, file: ("Card.swift", "Text(\"a\").tw(\"p-4 glas-thin surface-floatng\")\n"))
        XCTAssertEqual(result.status, 0)
        for check in [
            "eglot starts tw lsp", "serverInfo names tw lsp", "two diagnostics", "glas-thin is reported with its suggestion",
            "hover on p-4", "completion after glass- offers glass-thin",
            "completion after glass- lists only glass-* classes", "completion after glass- is marked incomplete", "the quick fix edits the buffer",
            "one diagnostic left after the fix", "tw lsp exits on shutdown",
        ] {
            XCTAssertTrue(result.lines.contains { $0.hasPrefix("ok " + check) }, "no passing check `\(check)` in \(result.lines)")
        }
    }

    func testLspModeSnippetRegistersTheServer() throws {
        let snippet = try NeovimTests.snippet("emacs-lsp-mode", language: "elisp")
        let result = try run("lsp-mode-check.el", snippet: snippet)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.lines.filter { $0.hasPrefix("ok ") }.count, 5, "\(result.lines)")
    }
}
