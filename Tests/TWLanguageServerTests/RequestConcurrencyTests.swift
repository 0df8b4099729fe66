import Foundation
import TWJSON
import TWSyntax
import XCTest
@testable import TWLanguageServer
import TWResolve

/// The language server answers other requests while one is slow, or cancels it on
/// `$/cancelRequest`. Design-tool requests run off the message loop; `$/cancelRequest`
/// answers RequestCancelled (-32800, LSP 3.17) for a request waiting or running; every request is
/// answered exactly once; document requests stay in order with the changes before them.
final class RequestConcurrencyTests: XCTestCase {
    static let uri = "file:///tmp/Concurrency.swift"
    /// `p-4 ` repeated: a slow input (1 MB of `p-4 ` is 262,144 tokens).
    static func classes(bytes: Int) -> String { String(repeating: "p-4 ", count: bytes / 4) }

    private func hoverText(_ client: TestClient, _ id: RequestID) throws -> String {
        guard case .success(let hover) = try client.response(to: id) else { XCTFail("hover failed"); return "" }
        return hover["contents"]?["value"]?.stringValue ?? ""
    }

    private func responses(_ client: TestClient, to id: RequestID) -> [Message] {
        client.drain { if case .response(let responseID, _) = $0 { return responseID == id } else { return false } }
    }

    func testHoverIsAnsweredWhileADesignRequestIsStillBeingComputed() throws {
        let client = TestClient()
        try client.initialize()
        client.open(Self.uri, #"Text("a").tw("px-4 p-4")"#)
        // The design request's worker is held, as a slow one would be.
        client.requestQueue.suspend()
        let parse = client.sendRequest("tw/parse", ["classes": .string(Self.classes(bytes: 64 << 10))])
        let hover = client.sendRequest("textDocument/hover", TestClient.at(Self.uri, 0, 21))
        XCTAssertTrue(try hoverText(client, hover).contains("padding 16 pt on all edges"))
        XCTAssertFalse(client.hasResponse(to: parse), "the hover waited for tw/parse")
        client.requestQueue.resume()
        client.timeout = 120  // a debug build on a shared machine
        guard case .success(let document) = try client.response(to: parse) else { return XCTFail("tw/parse failed") }
        XCTAssertEqual(document["tokens"]?.arrayValue?.count, 16_384)
    }

    /// Every request is answered exactly once (Docs/Reliability.md), also when `shutdown` and
    /// `exit` follow it at once: the shutdown answer waits for the design request before it.
    func testShutdownIsAnsweredAfterADesignRequestSentBeforeIt() throws {
        let client = TestClient()
        try client.initialize()
        client.requestQueue.suspend()
        let parse = client.sendRequest("tw/parse", ["classes": "p-4"])
        let shutdown = client.sendRequest("shutdown")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertFalse(client.hasResponse(to: shutdown), "shutdown was answered before tw/parse")
        client.requestQueue.resume()
        client.timeout = 60
        XCTAssertEqual(try client.response(to: shutdown), .success(.null))
        XCTAssertTrue(client.hasResponse(to: parse), "tw/parse was not answered before shutdown")
    }

    func testCancellingARunningSlowRequestAnswersRequestCancelledAndStopsIt() throws {
        let client = TestClient()
        try client.initialize()
        client.open(Self.uri, #"Text("a").tw("px-4 p-4")"#)
        client.server.waitUntilIdle()
        // 4 MiB, the limit: far slower to answer in full than the bounds below.
        let parse = client.sendRequest("tw/parse", ["classes": .string(Self.classes(bytes: 4 << 20))])
        // Really running (not held): later requests are answered meanwhile.
        let hover = client.sendRequest("textDocument/hover", TestClient.at(Self.uri, 0, 21))
        XCTAssertTrue(try hoverText(client, hover).contains("padding 16 pt on all edges"))
        XCTAssertFalse(client.hasResponse(to: parse))
        let cancelled = Date()
        client.notify("$/cancelRequest", ["id": parse.json])
        client.timeout = 10
        guard case .failure(let error) = try client.response(to: parse) else { return XCTFail("not cancelled") }
        XCTAssertEqual(error.code, .requestCancelled)
        XCTAssertEqual(error.code.rawValue, -32800)
        // The work stops at its next check, not after the whole document (generous bound: the
        // machine is shared).
        client.server.lane.waitUntilIdle()
        XCTAssertLessThan(Date().timeIntervalSince(cancelled), 10)
        XCTAssertTrue(responses(client, to: parse).isEmpty, "answered twice")
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), nil)
    }

    func testCancellingAWaitingDesignRequestAnswersOnceAndNeverRunsIt() throws {
        let client = TestClient()
        try client.initialize()
        client.requestQueue.suspend()
        let parse = client.sendRequest("tw/parse", ["classes": "p-4 bogus-x"])
        client.notify("$/cancelRequest", ["id": parse.json])
        // Answered while the worker is still held: the cancel does not wait behind it.
        guard case .failure(let error) = try client.response(to: parse) else { return XCTFail("not cancelled") }
        XCTAssertEqual(error.code.rawValue, -32800)
        client.requestQueue.resume()
        client.server.waitUntilIdle()
        XCTAssertTrue(responses(client, to: parse).isEmpty, "answered twice")
    }

    func testCancellingUnknownOrFinishedIDsIsHarmless() throws {
        let client = TestClient()
        client.notify("$/cancelRequest", ["id": 41])
        try client.initialize()
        client.notify("$/cancelRequest", ["id": 999])
        client.notify("$/cancelRequest", ["id": "no-such-request"])
        client.notify("$/cancelRequest", [:])
        client.notify("$/cancelRequest", nil)
        let parse = client.sendRequest("tw/parse", ["classes": "p-4"])
        guard case .success = try client.response(to: parse) else { return XCTFail("tw/parse failed") }
        client.notify("$/cancelRequest", ["id": parse.json])
        client.notify("$/cancelRequest", ["id": parse.json])
        XCTAssertTrue(client.drain { if case .response = $0 { return true } else { return false } }.isEmpty)
        XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4"]), nil)
        XCTAssertTrue(client.server.requests.ids.isEmpty)
    }

    func testEveryRequestIsAnsweredExactlyOnceWhenCancelsRaceTheirAnswers() throws {
        let client = TestClient()
        try client.initialize()
        client.open(Self.uri, #"Text("a").tw("px-4 p-4")"#)
        var ids: [RequestID] = []
        for round in 0..<150 {
            let id =
                round % 3 == 0
                ? client.sendRequest("textDocument/hover", TestClient.at(Self.uri, 0, 21))
                : client.sendRequest(round % 3 == 1 ? "tw/parse" : "tw/resolve", ["classes": .string("p-4 px-\(round)")])
            if round % 2 == 0 { client.notify("$/cancelRequest", ["id": id.json]) }
            ids.append(id)
        }
        let answers = client.drain { if case .response = $0 { return true } else { return false } }
        for id in ids {
            let mine = answers.filter { if case .response(let responseID, _) = $0 { return responseID == id } else { return false } }
            XCTAssertEqual(mine.count, 1, "request \(id)")
            if case .response(_, .failure(let error))? = mine.first { XCTAssertEqual(error.code, .requestCancelled) }
        }
        XCTAssertTrue(client.server.requests.ids.isEmpty)
    }

    func testHoverAfterDidChangeAnswersTheNewTextWhileADesignRequestRuns() throws {
        let client = TestClient()
        try client.initialize()
        client.open(Self.uri, #"Text("a").tw("px-4 p-4")"#)
        client.requestQueue.suspend()
        let parse = client.sendRequest("tw/parse", ["classes": "p-4"])
        // `p-4` becomes `p-8` (insert `8`, then delete `4`), and the hover right after sees it.
        client.change(Self.uri, version: 2, line: 0, character: 22, insert: "8")
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(Self.uri), "version": 3],
                "contentChanges": [["range": ["start": TestClient.position(0, 21), "end": TestClient.position(0, 22)], "text": ""]],
            ])
        let hover = client.sendRequest("textDocument/hover", TestClient.at(Self.uri, 0, 21))
        let text = try hoverText(client, hover)
        XCTAssertTrue(text.contains("p-8"), text)
        XCTAssertTrue(text.contains("padding 32 pt on all edges"), text)
        client.requestQueue.resume()
        guard case .success = try client.response(to: parse) else { return XCTFail("tw/parse failed") }
    }

    func testDesignRequestUsesTheThemeInForceWhenItArrived() throws {
        let client = TestClient()
        try client.initialize()
        client.requestQueue.suspend()
        // `brand` is a colour only of the inline theme set first.
        let theme: JSON = ["name": "brand", "colors": ["brand": ["light": "#ff0000", "dark": "#00ff00"]]]
        let setTheme = client.sendRequest("tw/setTheme", ["theme": theme])
        let before = client.sendRequest("tw/resolve", ["classes": "bg-brand"])
        let reset = client.sendRequest("tw/setTheme", ["theme": nil])
        let after = client.sendRequest("tw/resolve", ["classes": "bg-brand"])
        client.requestQueue.resume()
        for id in [setTheme, reset] { guard case .success = try client.response(to: id) else { return XCTFail("tw/setTheme failed") } }
        guard case .success(let first) = try client.response(to: before), case .success(let second) = try client.response(to: after) else {
            return XCTFail("tw/resolve failed")
        }
        XCTAssertEqual(first["valid"], true)
        XCTAssertEqual(second["valid"], false)
    }

    func testADuplicateIDInFlightIsRefusedAndTheFirstStillAnswered() throws {
        let client = TestClient()
        try client.initialize()
        client.requestQueue.suspend()
        let id = RequestID.string("same")
        client.sendRaw(.request(id: id, method: "tw/parse", params: ["classes": "p-4"]))
        client.sendRaw(.request(id: id, method: "tw/parse", params: ["classes": "p-8"]))
        guard case .failure(let error) = try client.response(to: id) else { return XCTFail("the duplicate was not refused") }
        XCTAssertEqual(error.code, .invalidRequest)
        client.requestQueue.resume()
        guard case .success(let document) = try client.response(to: id) else { return XCTFail("the first failed") }
        XCTAssertEqual(document["tokens"]?.arrayValue?.first?["text"], "p-4")
    }

    /// A document request cancelled half-way leaves no partial analysis behind: the next answer
    /// for the same version is complete.
    func testACancelledAnalysisIsNotKept() throws {
        let client = TestClient()
        try client.initialize()
        client.open(Self.uri, #"Text("a").tw("px-4 bogus-x")"#)
        client.server.waitUntilIdle()
        let token = CancellationToken()
        token.cancel()
        let (unfinished, cached, complete) = client.queue.sync { () -> (Int, Int?, [String]) in
            // A newer version, as a didChange would make it.
            let document = Document(uri: Self.uri, version: 7, text: #"Text("a").tw("px-4 bogus-x bogus-y")"#)
            let analysis = Cancellation.run(with: token) { client.server.analysis(of: document) }
            let cached = client.server.analyses[Self.uri]?.version
            let complete = client.server.analysis(of: document).findings.map(\.finding.rule)
            return (analysis.findings.count, cached, complete)
        }
        XCTAssertEqual(unfinished, 0)
        XCTAssertEqual(cached, 1, "the cancelled analysis of version 7 was cached")
        XCTAssertEqual(complete.filter { $0 == "unknown-class" }.count, 2, "\(complete)")
    }
}
