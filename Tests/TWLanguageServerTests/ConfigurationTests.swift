import Foundation
import XCTest
@testable import TWLanguageServer

final class ConfigurationTests: XCTestCase {
    let text = #"Text("a").tw("bogus hovr:p-2")"#

    private func codes(_ client: TestClient) -> [String] {
        client.notifications("textDocument/publishDiagnostics").last?["diagnostics"]?.arrayValue?
            .map { "\($0["code"]?.stringValue ?? "")/\($0["severity"]?.intValue ?? 0)" } ?? []
    }

    func testInitializationOptionsDisableAndDowngradeRules() throws {
        let client = TestClient()
        try client.initialize(options: ["twlint": ["disabled": ["unknown-class"], "severity": ["unknown-variant": "warning"]]])
        client.open("file:///tmp/C.swift", text)
        XCTAssertEqual(codes(client), ["unknown-variant/2"])
        client.notify("workspace/didChangeConfiguration", ["settings": nil])
        XCTAssertEqual(codes(client), ["unknown-class/1", "unknown-variant/1"])
        XCTAssertTrue(client.notifications("window/logMessage").isEmpty)
    }

    func testWrongTypesAreLoggedOnceAndIgnored() throws {
        let client = TestClient()
        try client.initialize(options: ["disabled": "unknown-class", "severity": ["unknown-class": 3], "theme": 7])
        client.notify("workspace/didChangeConfiguration", ["settings": ["disabled": "unknown-class", "severity": ["unknown-class": 3], "theme": 7]])
        client.notify("workspace/didChangeConfiguration", ["settings": 42])
        client.open("file:///tmp/C.swift", text)
        XCTAssertEqual(codes(client), ["unknown-class/1", "unknown-variant/1"])
        XCTAssertEqual(client.notifications("window/logMessage").count, 7, "3 from each origin, each once, and the number as settings")
    }

    func testWorkspaceTwlintJSONAndReloadThroughWatchedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twlsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".twlint.json")
        try Data(#"{"disabled": ["unknown-variant"]}"#.utf8).write(to: config)
        let client = TestClient()
        try client.initialize(
            capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
            extra: ["workspaceFolders": [["uri": .string(folder.absoluteString), "name": "w"]]])
        _ = client.drain { if case .request = $0 { return true } else { return false } }
        let document = folder.appendingPathComponent("View.swift").absoluteString
        client.open(document, text)
        XCTAssertEqual(codes(client), ["unknown-class/1"])
        try Data(#"{"severity": {"unknown-class": "note"}}"#.utf8).write(to: config)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(config.absoluteString), "type": 2]]])
        XCTAssertEqual(codes(client), ["unknown-class/3", "unknown-variant/1"])
        try Data(#"{"disabled": 1}"#.utf8).write(to: config)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(config.absoluteString), "type": 2]]])
        XCTAssertEqual(codes(client), ["unknown-class/1", "unknown-variant/1"])
        XCTAssertEqual(client.notifications("window/logMessage").count, 1)
        // Outside the folder the file does not apply.
        client.open("file:///elsewhere/View.swift", text)
        XCTAssertEqual(codes(client), ["unknown-class/1", "unknown-variant/1"])
    }
}
