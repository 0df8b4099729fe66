import Foundation
import TWJSON
import TWTestSupport
import XCTest
@testable import TWLanguageServer
import TWResolve

/// Runs the built `tw lsp` binary as a process: the shutdown input of ``IssueInputTests`` with raw
/// framed messages, and the pytest-lsp client of `Tests/lsp-e2e` (skipped locally when Python
/// lacks it, a failure under CI=true).
final class EndToEndTests: XCTestCase {
    static let root = packageRoot

    func binary() throws -> URL { try Self.twBinary() }

    static func twBinary() throws -> URL { try builtExecutable("tw") }

    /// A running `tw lsp` with its pipes.
    final class Server {
        let process = Process()
        let input = Pipe(), output = Pipe(), error = Pipe()

        init(_ binary: URL) throws {
            process.executableURL = binary
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            try process.run()
        }

        func send(_ json: String) {
            input.fileHandleForWriting.write(MessageFramer.frame(Data(json.utf8)))
        }

        /// Waits for the process to end; nil when it is still running after `seconds`.
        func waitForExit(within seconds: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            guard !process.isRunning else {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }

        /// Every message written to standard output (after the process ended).
        func messages() throws -> [JSON] {
            var framer = MessageFramer()
            let (bodies, problems) = framer.feed(output.fileHandleForReading.readDataToEndOfFile())
            XCTAssertTrue(problems.isEmpty)
            XCTAssertEqual(framer.pendingByteCount, 0, "standard output holds only framed messages")
            return try bodies.map(JSON.parse)
        }
    }

    let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}"#

    func testShutdownHoverExitIsZero() throws {
        let server = try Server(try binary())
        server.send(initialize)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        server.send(
            #"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.swift"},"position":{"line":0,"character":0}}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        XCTAssertEqual(server.waitForExit(within: 5), 0)
        let messages = try server.messages()
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(messages[1]["result"], .null)
        XCTAssertEqual(messages[2]["error"]?["code"], -32600)
    }

    func testExitWithoutShutdownIsOne() throws {
        let server = try Server(try binary())
        server.send(initialize)
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        XCTAssertEqual(server.waitForExit(within: 5), 1)
    }

    func testClosingStandardInputEndsWithinASecond() throws {
        let server = try Server(try binary())
        server.send(initialize)
        usleep(200_000)
        let start = Date()
        try server.input.fileHandleForWriting.close()
        XCTAssertNotNil(server.waitForExit(within: 1))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(try server.messages().count, 1)
    }

    /// Runs `tw ARGUMENTS` and parses its standard output as JSON.
    func commandJSON(_ arguments: [String]) throws -> JSON {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSON.parse(data)
    }

    /// `tw/parse`, `tw/resolve` and `tw/matrix` answer exactly the JSON of `tw parse --json`,
    /// `tw resolve --json` and `tw matrix --json`; `tw/explain` answers `tw explain --json`'s
    /// document with `tw explain`'s output as `text`.
    func testDesignMethodsAnswerTheCommandsJSON() throws {
        let client = TestClient()
        try client.initialize()
        let classes = "hover:p-[13] bg-[color:primary] group-focus/card:opacity-50 bogus"
        XCTAssertEqual(try client.request("tw/parse", ["classes": .string(classes)]), try commandJSON(["parse", "--json", classes]))
        let context: JSON = ["platform": "macos", "os": 15, "scheme": "dark", "target": "button", "reduceTransparency": true]
        let flags = ["--platform", "macos", "--os", "15", "--scheme", "dark", "--target", "button", "--reduce-transparency"]
        XCTAssertEqual(
            try client.request("tw/resolve", ["classes": "glass-prominent px-4", "context": context]),
            try commandJSON(["resolve", "--json"] + flags + ["glass-prominent px-4"]))
        // The matrix's columns set platform and OS themselves; `tw matrix` refuses those flags.
        let matrixContext: JSON = ["scheme": "dark", "target": "button", "reduceTransparency": true]
        let matrixFlags = ["--scheme", "dark", "--target", "button", "--reduce-transparency"]
        XCTAssertEqual(
            try client.request("tw/matrix", ["classes": "surface-floating glass-tint-primary", "context": matrixContext]),
            try commandJSON(["matrix", "--json"] + matrixFlags + ["surface-floating glass-tint-primary"]))
        let process = Process()
        process.executableURL = try binary()
        process.arguments = ["explain", "p-4 p-6 glass"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let explained = try client.request("tw/explain", ["classes": "p-4 p-6 glass"])
        XCTAssertEqual(explained["text"]?.stringValue, text)
        // The rest is `tw explain --json`'s document, plus the resolution's `provenance`.
        guard case .object(var document) = explained else { return XCTFail("\(explained)") }
        document["text"] = nil
        XCTAssertNotNil(document.removeValue(forKey: "provenance"))
        XCTAssertEqual(.object(document), try commandJSON(["explain", "--json", "p-4 p-6 glass"]))
    }

    /// `tw/cluster` and `tw/group` answer exactly `tw cluster --json` and `tw group --json`; the
    /// context keys `groupStates` and `windowActive` are `--group-state` and `--window-inactive`.
    func testGlassMethodsAndContextKeysAnswerTheCommandsJSON() throws {
        let client = TestClient()
        try client.initialize()
        let glass = Self.root.appendingPathComponent("Tests/Fixtures/Glass")
        for kind in ["cluster", "group"] {
            let path = glass.appendingPathComponent("\(kind).json").path
            XCTAssertEqual(
                try client.request("tw/\(kind)", ["path": .string(path), "context": ["scheme": "dark"]]),
                try commandJSON([kind, "--json", "--scheme", "dark", path]))
            let inline = try JSON.parse(Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertEqual(try client.request("tw/\(kind)", [kind: inline]), try commandJSON([kind, "--json", path]))
        }
        let classes = "opacity-100 group-hover/hero:opacity-50 group-focus:p-6 bezel-prominent"
        let context: JSON = [
            "platform": "macos", "os": 26, "target": "button", "windowActive": false,
            "groupStates": ["hero": ["hover"], "": ["focus"]],
        ]
        XCTAssertEqual(
            try client.request("tw/resolve", ["classes": .string(classes), "context": context]),
            try commandJSON([
                "resolve", "--json", "--platform", "macos", "--os", "26", "--target", "button",
                "--window-inactive", "--group-state", "hero=hover;=focus", classes,
            ]))
    }

    func testRealClientFromPyPI() throws {
        let tw = try binary()
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import pytest_lsp, pygls, lsprotocol"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        do { try check.run() } catch { throw missingTool("python3 is not available") }
        check.waitUntilExit()
        guard check.terminationStatus == 0 else {
            throw missingTool("pytest-lsp is not installed (`python3 -m pip install pytest-lsp`, as .ci/run does)")
        }
        let pytest = Process()
        pytest.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        pytest.arguments = [
            "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "asyncio_mode=auto",
            "-o", "asyncio_default_fixture_loop_scope=function", "Tests/lsp-e2e",
        ]
        pytest.currentDirectoryURL = Self.root
        pytest.environment = ProcessInfo.processInfo.environment.merging(["TW_BINARY": tw.path]) { _, new in new }
        let output = Pipe()
        pytest.standardOutput = output
        pytest.standardError = output
        try pytest.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        pytest.waitUntilExit()
        XCTAssertEqual(pytest.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("5 passed"), text)
    }
}
