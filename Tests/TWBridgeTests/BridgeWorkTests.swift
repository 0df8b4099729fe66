import Foundation
import TWBridge
import TWSyntax
import XCTest
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bridge's work stays bounded (Docs/Reliability.md, "A bridge that stays responsive"): a
/// request whose client has gone stops, a request over the cost budget is refused before any of
/// it is computed, and heavy requests never delay `/health`. No test times anything: each waits
/// for an event with a generous bound and checks what happened in between.
final class BridgeWorkTests: XCTestCase {
    /// What a handler saw, shared with the test thread.
    private final class Events: @unchecked Sendable {
        let lock = NSLock()
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        var sawCancellation = false
        var released = false
        var releasedWhenHealthAnswered: Bool?
        var entered: [String] = []
    }

    /// A handler that works until it is cancelled (at most 60 s): closing the connection must
    /// cancel it, and nothing is written to the closed connection.
    func testClosingTheConnectionCancelsTheWork() throws {
        let events = Events()
        let server = try HTTPServer(host: "127.0.0.1", port: 0) { _ in
            events.started.signal()
            var check = CancellationCheck(interval: 1)
            let giveUp = Date().addingTimeInterval(60)
            while Date() < giveUp {
                if check.shouldStop() {
                    events.lock.withLock { events.sawCancellation = true }
                    break
                }
                usleep(1000)
            }
            events.finished.signal()
            return .json(.ok, "{}")
        }
        server.start()
        defer { server.stop() }
        do {
            let client = try RawClient(port: server.port)
            client.send(TestBridge.message("POST", "/work", body: Array("{}".utf8)))
            XCTAssertEqual(events.started.wait(timeout: .now() + 30), .success, "the request never started")
        }  // the client closes here
        XCTAssertEqual(events.finished.wait(timeout: .now() + 90), .success, "the handler never ended")
        XCTAssertTrue(events.lock.withLock { events.sawCancellation }, "the work ran on after its client had gone")
        XCTAssertEqual(server.abandonedRequests, 1)
    }

    /// Three requests that keep both cores busy (two computing, one waiting) do not hold up
    /// `GET /health`: it is answered while they still run.
    func testHealthIsAnsweredWhileHeavyRequestsRun() throws {
        let events = Events()
        var configuration = BridgeConfiguration()
        configuration.port = 0
        let bridge = Bridge(configuration: configuration)
        let handler: HTTPServer.Handler = { request in
            guard request.path == "/matrix" else { return bridge.handle(request) }
            events.started.signal()
            // Busy, as a real design request is, until the test releases it (at most 60 s).
            let giveUp = Date().addingTimeInterval(60)
            var spins = 0
            while Date() < giveUp, !events.lock.withLock({ events.released }) { spins &+= 1 }
            return .json(.ok, "{\"spins\":\(spins & 1)}")
        }
        let server = try HTTPServer(host: "127.0.0.1", port: 0, classify: { Bridge.lane(of: $0) }, handler: handler)
        server.start()
        defer { server.stop() }
        let heavy = try (0..<3).map { _ in try RawClient(port: server.port) }
        for client in heavy { client.send(TestBridge.message("POST", "/matrix", body: Array(#"{"classes":"p-4"}"#.utf8))) }
        XCTAssertEqual(events.started.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(events.started.wait(timeout: .now() + 30), .success)
        let health = try RawClient(port: server.port)
        health.send(TestBridge.message("GET", "/health", body: nil))
        let answer = health.readResponse()
        let stillRunning = !events.lock.withLock { events.released }
        events.lock.withLock { events.released = true }
        XCTAssertEqual(answer?.status, 200)
        XCTAssertEqual(try answer?.json()["status"], "ok")
        XCTAssertTrue(stillRunning, "/health waited for the heavy requests")
        for client in heavy { XCTAssertEqual(client.readResponse()?.status, 200) }
    }

    /// With both heavy workers held, a third design request waits; its client closes before a
    /// worker is free, so it is cancelled while it waits and never run. A fourth request, queued
    /// after it, runs: had the third run, it would have been entered first (the lane keeps order).
    func testAQueuedRequestWhoseClientClosedNeverRuns() throws {
        let events = Events()
        let handler: HTTPServer.Handler = { request in
            events.lock.withLock { events.entered.append(request.path) }
            events.started.signal()
            let giveUp = Date().addingTimeInterval(60)
            while Date() < giveUp, !events.lock.withLock({ events.released }) { usleep(1000) }
            return .json(.ok, "{}")
        }
        let server = try HTTPServer(host: "127.0.0.1", port: 0, classify: { Bridge.lane(of: $0) }, handler: handler)
        server.start()
        defer { server.stop() }
        let body = Array(#"{"classes":"p-4"}"#.utf8)
        let held = try (0..<2).map { _ in try RawClient(port: server.port) }
        for client in held { client.send(TestBridge.message("POST", "/matrix", body: body)) }
        XCTAssertEqual(events.started.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(events.started.wait(timeout: .now() + 30), .success)
        do {
            let queued = try RawClient(port: server.port)
            queued.send(TestBridge.message("POST", "/resolve", body: body))
            // Read by the server (so queued) before its client goes.
            let giveUp = Date().addingTimeInterval(30)
            while Date() < giveUp, server.busyRequests < 3 { usleep(1000) }
            XCTAssertEqual(server.busyRequests, 3)
        }  // the queued request's client closes here
        let giveUp = Date().addingTimeInterval(30)
        while Date() < giveUp, server.abandonedRequests < 1 { usleep(1000) }
        XCTAssertEqual(server.abandonedRequests, 1, "the closed connection was not noticed while its request waited")
        let last = try RawClient(port: server.port)
        last.send(TestBridge.message("POST", "/explain", body: body))
        events.lock.withLock { events.released = true }
        for client in held { XCTAssertEqual(client.readResponse()?.status, 200) }
        XCTAssertEqual(last.readResponse()?.status, 200)
        XCTAssertEqual(events.lock.withLock { events.entered.sorted() }, ["/explain", "/matrix", "/matrix"], "the abandoned /resolve ran")
    }

    func testCheapEndpointsAreLightAndDesignMethodsHeavy() {
        func request(_ method: String, _ path: String) -> HTTPRequest {
            HTTPRequest(method: method, path: path, headers: [], body: [])
        }
        for (method, path) in [("GET", "/health"), ("HEAD", "/health"), ("GET", "/"), ("GET", "/theme"), ("OPTIONS", "/matrix")] {
            XCTAssertEqual(Bridge.lane(of: request(method, path)), .light, "\(method) \(path)")
        }
        for (method, path) in [("POST", "/matrix"), ("POST", "/parse"), ("POST", "/theme"), ("GET", "/matrix")] {
            XCTAssertEqual(Bridge.lane(of: request(method, path)), .heavy, "\(method) \(path)")
        }
    }

    /// `/matrix` resolves every class once per platform column, so its share of the budget of
    /// 200,000 class resolutions is 12,500 classes; more is a 413 naming the budget, answered
    /// before any class is resolved. `/resolve` takes 200,000.
    func testRequestsOverTheCostBudgetAre413() throws {
        let bridge = try TestBridge()
        let overMatrix = Array(repeating: "p-4", count: 12_501).joined(separator: " ")
        let refused = try bridge.request("/matrix", body: #"{"classes":""# + overMatrix + #""}"#)
        XCTAssertEqual(refused.status, 413)
        let error = try XCTUnwrap(try refused.json()["error"])
        XCTAssertEqual(error["code"], "over-budget")
        let message = try XCTUnwrap(error["message"]?.stringValue)
        XCTAssertTrue(message.contains("12,500") && message.contains("200,000"), message)
        XCTAssertEqual(refused.headers["access-control-allow-origin"], nil)
        let overResolve = Array(repeating: "a", count: 200_001).joined(separator: " ")
        XCTAssertEqual(try bridge.request("/resolve", body: #"{"classes":""# + overResolve + #""}"#).status, 413)
        XCTAssertEqual(try bridge.request("/matrix", body: #"{"classes":"p-4 glass"}"#).status, 200)
    }
}
