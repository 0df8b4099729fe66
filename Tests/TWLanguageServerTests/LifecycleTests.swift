import Foundation
import XCTest
@testable import TWLanguageServer

final class LifecycleTests: XCTestCase {
    func testRequestsBeforeInitializeGetServerNotInitialized() throws {
        let client = TestClient()
        XCTAssertEqual(try client.errorCode("textDocument/hover", TestClient.at("file:///a.swift", 0, 0)), -32002)
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), -32002)
        try client.initialize()
        XCTAssertEqual(try client.errorCode("initialize", ["capabilities": [:]]), -32600)
    }

    func testShutdownThenExitIsZero() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertEqual(try client.request("shutdown"), .null)
        XCTAssertEqual(try client.errorCode("textDocument/hover", TestClient.at("file:///a.swift", 0, 0)), -32600)
        client.notify("exit")
        XCTAssertEqual(client.exitStatus, 0)
    }

    func testExitWithoutShutdownIsOne() throws {
        let client = TestClient()
        try client.initialize()
        client.notify("exit")
        XCTAssertEqual(client.exitStatus, 1)
    }

    func testEndOfInputEndsTheServer() throws {
        let client = TestClient()
        try client.initialize()
        client.server.endOfInput()
        XCTAssertEqual(client.exitStatus, 1)
    }

    func testUnknownRequestsAndNotifications() throws {
        let client = TestClient()
        try client.initialize()
        XCTAssertEqual(try client.errorCode("textDocument/teleport", [:]), -32601)
        client.notify("$/unknownNotification", [:])
        client.notify("workspace/somethingElse", nil)
        XCTAssertTrue(client.drain { if case .response = $0 { return true } else { return false } }.isEmpty)
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), nil)
    }

    func testMalformedJSONGetsParseErrorAndServingGoesOn() throws {
        let client = TestClient()
        try client.initialize()
        client.server.receive(Data("{\"jsonrpc\":\"2.0\",\"id\":9,".utf8))
        let error = try client.take("parse error") {
            if case .response(nil, .failure(let error)) = $0 { return error.code == .parseError }
            return false
        }
        XCTAssertNotNil(error)
        client.server.receive(Data("[1,2]".utf8))
        XCTAssertEqual(client.drain { if case .response(_, .failure(let e)) = $0 { return e.code == .invalidRequest } else { return false } }.count, 1)
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), nil)
    }

    func testCancelledPendingRequestAnswersRequestCancelled() throws {
        let client = TestClient()
        try client.initialize()
        client.queue.suspend()
        let first = client.sendRequest("tw/parse", ["classes": "p-4"])
        let second = client.sendRequest("tw/parse", ["classes": "p-5"])
        client.notify("$/cancelRequest", ["id": first.json])
        client.queue.resume()
        guard case .failure(let error) = try client.response(to: first) else { return XCTFail("not cancelled") }
        XCTAssertEqual(error.code.rawValue, -32800)
        guard case .success = try client.response(to: second) else { return XCTFail("the second request failed") }
        // Cancelling a request already answered changes nothing.
        client.notify("$/cancelRequest", ["id": second.json])
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), nil)
    }

    func testErrorReplyToAServerRequestIsLoggedAndServingGoesOn() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let registration = try client.take("registerCapability") {
            if case .request(_, "client/registerCapability", _) = $0 { return true } else { return false }
        }
        guard case .request(let id, _, let params) = registration else { return XCTFail() }
        XCTAssertEqual(params?["registrations"]?.arrayValue?.first?["method"], "workspace/didChangeWatchedFiles")
        client.sendRaw(.response(id: id, result: .failure(ResponseError(.internalError, "no"))))
        XCTAssertEqual(try client.errorCode("tw/parse", ["classes": "p-4"]), nil)
    }

    func testNoRegistrationWithoutTheCapability() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": false]]])
        XCTAssertTrue(client.drain { if case .request = $0 { return true } else { return false } }.isEmpty)
    }

    func testCapabilitiesAnnounced() throws {
        let client = TestClient()
        let result = try client.initialize()
        let capabilities = result["capabilities"]
        XCTAssertEqual(capabilities?["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"], 2)
        XCTAssertEqual(capabilities?["completionProvider"]?["triggerCharacters"], ["\"", " ", "-", ":", "["])
        XCTAssertNil(capabilities?["diagnosticProvider"], "only for clients that pull")
        // Pulling needs a way to be asked to pull again; without it the client is pushed to.
        let pulling = TestClient()
        let pulled = try pulling.initialize(capabilities: ["textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]]])
        XCTAssertNotNil(pulled["capabilities"]?["diagnosticProvider"])
        let unrefreshable = TestClient()
        XCTAssertNil(try unrefreshable.initialize(capabilities: ["textDocument": ["diagnostic": [:]]])["capabilities"]?["diagnosticProvider"])
    }
}
