import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// A fake editor: talks to a ``LanguageServer`` in-process through an in-memory connection,
/// sends requests and waits for their responses, and waits for notifications with a timeout.
final class TestClient: MessageSender, @unchecked Sendable {
    private let condition = NSCondition()
    /// Messages from the server not yet taken by a test (guarded by `condition`).
    private var inbox: [Message] = []
    private var exitStatuses: [Int32] = []
    private var nextID = 0
    private(set) var server: LanguageServer!
    let queue: DispatchQueue
    /// Where the server runs the `tw/*` design-tool requests (serial, so tests can suspend it).
    let requestQueue: DispatchQueue
    var timeout: TimeInterval = 5

    init() {
        queue = DispatchQueue(label: "test-server")
        requestQueue = DispatchQueue(label: "test-server-requests")
        var environment = LanguageServer.Environment()
        environment.queue = queue
        environment.requestQueue = requestQueue
        environment.log = { _ in }
        environment.exit = { [unowned self] status in
            condition.lock()
            exitStatuses.append(status)
            condition.broadcast()
            condition.unlock()
        }
        server = LanguageServer(sender: self, environment: environment)
    }

    // MARK: Server to client

    func send(_ message: Message) {
        // Round-trip through JSON, as a real connection would.
        let decoded = (try? Message.decode(message.encoded())) ?? message
        condition.lock()
        inbox.append(decoded)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the first message matching `predicate` and removes it from the inbox.
    func take(_ what: String, where predicate: (Message) -> Bool) throws -> Message {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = inbox.firstIndex(where: predicate) { return inbox.remove(at: index) }
            guard condition.wait(until: deadline) else {
                throw TimeoutError(what: what, inbox: inbox)
            }
        }
    }

    /// Whether a response to `id` is in the inbox now (without waiting, without taking it).
    func hasResponse(to id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return inbox.contains { if case .response(let responseID, _) = $0 { return responseID == id } else { return false } }
    }

    struct TimeoutError: Error, CustomStringConvertible {
        var what: String
        var inbox: [Message]
        var description: String { "timed out waiting for \(what); inbox: \(inbox.map { String(decoding: $0.encoded(), as: UTF8.self) })" }
    }

    // MARK: Client to server

    func sendRaw(_ message: Message) { server.receive(message.encoded()) }

    func sendRequest(_ method: String, _ params: JSON? = nil) -> RequestID {
        nextID += 1
        let id = RequestID.number(nextID)
        sendRaw(.request(id: id, method: method, params: params))
        return id
    }

    func response(to id: RequestID) throws -> Result<JSON, ResponseError> {
        let message = try take("the response to \(id)") {
            if case .response(let responseID, _) = $0 { return responseID == id }
            return false
        }
        guard case .response(_, let result) = message else { fatalError() }
        return result
    }

    /// Sends a request and waits for its result; a JSON-RPC error fails the test.
    @discardableResult
    func request(_ method: String, _ params: JSON? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> JSON {
        switch try response(to: sendRequest(method, params)) {
        case .success(let value): return value
        case .failure(let error):
            XCTFail("\(method) failed: \(error.code.rawValue) \(error.message)", file: file, line: line)
            return .null
        }
    }

    /// Sends a request and returns its error code (nil on success).
    func errorCode(_ method: String, _ params: JSON? = nil) throws -> Int? {
        if case .failure(let error) = try response(to: sendRequest(method, params)) { return error.code.rawValue }
        return nil
    }

    func notify(_ method: String, _ params: JSON? = nil) { sendRaw(.notification(method: method, params: params)) }

    /// The params of the next notification named `method`.
    func notification(_ method: String) throws -> JSON {
        let message = try take("notification \(method)") {
            if case .notification(let name, _) = $0 { return name == method }
            return false
        }
        guard case .notification(_, let params) = message else { fatalError() }
        return params ?? .null
    }

    /// Every message received so far matching `predicate` (after the server went idle), removed.
    func drain(where predicate: (Message) -> Bool) -> [Message] {
        server.waitUntilIdle()
        condition.lock()
        defer { condition.unlock() }
        let taken = inbox.filter(predicate)
        inbox.removeAll(where: predicate)
        return taken
    }

    func notifications(_ method: String) -> [JSON] {
        drain { if case .notification(let name, _) = $0 { return name == method } else { return false } }
            .compactMap { if case .notification(_, let params) = $0 { return params ?? .null } else { return nil } }
    }

    var exitStatus: Int32? {
        server.waitUntilIdle()
        condition.lock()
        defer { condition.unlock() }
        return exitStatuses.first
    }

    // MARK: Conveniences

    @discardableResult
    func initialize(capabilities: JSON = [:], options: JSON? = nil, extra: [String: JSON] = [:]) throws -> JSON {
        var params: [String: JSON] = ["processId": nil, "rootUri": nil, "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        params.merge(extra) { _, new in new }
        let result = try request("initialize", .object(params))
        notify("initialized", [:])
        return result
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "swift", "version": .int(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, line: Int, character: Int, insert text: String) {
        let position: JSON = ["line": .int(line), "character": .int(character)]
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["range": ["start": position, "end": position], "text": .string(text)]],
            ])
    }

    static func position(_ line: Int, _ character: Int) -> JSON { ["line": .int(line), "character": .int(character)] }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        ["textDocument": ["uri": .string(uri)], "position": position(line, character)]
    }
}

/// `[line, character, line, character]` of an LSP range in JSON.
func rangeNumbers(_ range: JSON?) -> [Int] {
    [range?["start"]?["line"], range?["start"]?["character"], range?["end"]?["line"], range?["end"]?["character"]].map { $0?.intValue ?? -1 }
}
