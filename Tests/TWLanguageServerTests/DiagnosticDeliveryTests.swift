import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// Diagnostics reach the client once (push or pull, never both), pulled
/// ones are refreshed after settings and named-class changes, and a burst of edits is linted once.
final class DiagnosticDeliveryTests: XCTestCase {
    let uri = "file:///tmp/Delivery.swift"
    static let pulling: JSON = [
        "textDocument": ["diagnostic": ["dynamicRegistration": false]],
        "workspace": ["diagnostics": ["refreshSupport": true]],
    ]

    private func pull(_ client: TestClient, _ uri: String, previous: String? = nil) throws -> JSON {
        var params: [String: JSON] = ["textDocument": ["uri": .string(uri)]]
        if let previous { params["previousResultId"] = .string(previous) }
        return try client.request("textDocument/diagnostic", .object(params))
    }

    private func codes(_ report: JSON) -> [String] { report["items"]?.arrayValue?.map { $0["code"]?.stringValue ?? "" } ?? [] }

    private func takeRefresh(_ client: TestClient) throws {
        _ = try client.take("workspace/diagnostic/refresh") {
            if case .request(_, "workspace/diagnostic/refresh", _) = $0 { return true }
            return false
        }
    }

    func testAPullingClientIsNeverPushedAndIsRefreshedAfterASettingsChange() throws {
        let client = TestClient()
        try client.initialize(capabilities: Self.pulling)
        client.open(uri, #"Text("a").tw("px-4 bogus hovr:p-2")"#)
        XCTAssertEqual(codes(try pull(client, uri)), ["unknown-class", "unknown-variant"])
        client.change(uri, version: 2, line: 0, character: 14, insert: "p-1 ")
        XCTAssertEqual(codes(try pull(client, uri)), ["unknown-class", "unknown-variant"])
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics"), [], "a pulling client gets no pushed copy")

        // A disabled rule disappears from the next pull, which the server asks for.
        client.notify("workspace/didChangeConfiguration", ["settings": ["twlint": ["disabled": ["unknown-class"]]]])
        try takeRefresh(client)
        let report = try pull(client, uri)
        XCTAssertEqual(codes(report), ["unknown-variant"])
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics"), [])

        // The same result id again: nothing changed.
        let unchanged = try pull(client, uri, previous: report["resultId"]?.stringValue)
        XCTAssertEqual(unchanged["kind"], "unchanged")
    }

    func testAPullForADocumentWithAQueuedChangeAsksToPullAgain() throws {
        let client = TestClient()
        try client.initialize(capabilities: Self.pulling)
        client.open(uri, #"Text("a").tw("bogus")"#)
        client.server.waitUntilIdle()
        client.queue.suspend()
        client.change(uri, version: 2, line: 0, character: 14, insert: "x")
        let id = client.sendRequest("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        client.change(uri, version: 3, line: 0, character: 14, insert: "x")
        client.queue.resume()
        guard case .failure(let error) = try client.response(to: id) else { return XCTFail("expected ServerCancelled") }
        XCTAssertEqual(error.code.rawValue, -32802)
        XCTAssertEqual(error.data?["retriggerRequest"], true)
        XCTAssertEqual(codes(try pull(client, uri)), ["unknown-class"])
    }

    func testABurstOfChangesIsLintedOnceAtItsEnd() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("bogus")"#)
        XCTAssertEqual(client.notifications("textDocument/publishDiagnostics").count, 1)
        // Twenty changes arrive while the server is busy: only the last version is linted.
        client.queue.suspend()
        for version in 2...21 { client.change(uri, version: version, line: 0, character: 14, insert: "x") }
        client.queue.resume()
        let published = client.notifications("textDocument/publishDiagnostics")
        XCTAssertEqual(published.map { $0["version"] }, [21])
        XCTAssertEqual(published.first?["diagnostics"]?.arrayValue?.count, 1)
    }

    func testAPushingClientGetsOneCopyAndClosingClears() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["workspace": ["diagnostics": ["refreshSupport": true]]])
        client.open(uri, #"Text("a").tw("bogus")"#)
        XCTAssertEqual(
            try client.errorCode("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]]), nil,
            "a pull still answers, for tools that ask")
        client.notify("workspace/didChangeConfiguration", ["settings": ["disabled": ["unknown-class"]]])
        let published = client.notifications("textDocument/publishDiagnostics")
        XCTAssertEqual(published.map { $0["diagnostics"]?.arrayValue?.count }, [1, 0])
        XCTAssertTrue(
            client.drain { if case .request(_, "workspace/diagnostic/refresh", _) = $0 { return true } else { return false } }.isEmpty,
            "a pushing client is not asked to pull")
    }

    func testANamedClassDefinedInAnotherDocumentRelintsItsUsers() throws {
        let client = TestClient()
        try client.initialize()
        let rules = "file:///tmp/Rules.swift"
        client.open(rules, #"let rules = TWGlobalRules(named: ["hero": "p-4"])"#)
        client.open(uri, #"Text("a").tw("hero")"#)
        var last = client.notifications("textDocument/publishDiagnostics").last { $0["uri"]?.stringValue == uri }
        XCTAssertEqual(last?["diagnostics"], [])
        // Renaming the key makes `hero` unknown in the other document.
        client.change(rules, version: 2, line: 0, character: 35, insert: "x")
        last = client.notifications("textDocument/publishDiagnostics").last { $0["uri"]?.stringValue == uri }
        XCTAssertEqual(last?["diagnostics"]?.arrayValue?.first?["code"], "unknown-class")
    }

    func testNamedClassChangesRefreshAPullingClient() throws {
        let client = TestClient()
        try client.initialize(capabilities: Self.pulling)
        let rules = "file:///tmp/Rules.swift"
        client.open(rules, #"let rules = TWGlobalRules(named: ["hero": "p-4"])"#)
        client.open(uri, #"Text("a").tw("hero")"#)
        XCTAssertEqual(codes(try pull(client, rules)), [])
        XCTAssertEqual(codes(try pull(client, uri)), [])
        client.change(rules, version: 2, line: 0, character: 35, insert: "x")
        XCTAssertEqual(codes(try pull(client, rules)), [])
        try takeRefresh(client)
        XCTAssertEqual(codes(try pull(client, uri)), ["unknown-class"])
    }
}
