import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// After a bad frame the server skips to the next valid `Content-Length`
/// header, answers -32700 with a null id once, and keeps serving. Eight framing faults, each
/// followed by a good message.
final class ResynchronisationTests: XCTestCase {
    private static let body = #"{"jsonrpc":"2.0","id":1,"method":"x"}"#
    private static func framed(_ body: String) -> [UInt8] { Array(MessageFramer.frame(Data(body.utf8))) }

    /// Each fault, and how many framing problems the framer reports for it (the short length
    /// is answered by the receiver instead, which gets a body that is not JSON).
    static let faults: [(name: String, bytes: [UInt8], problems: Int)] = [
        ("length too large", Array("Content-Length: \(body.utf8.count + 10)\r\n\r\n\(body)".utf8), 1),
        ("length too small", Array("Content-Length: \(body.utf8.count - 3)\r\n\r\n\(body)".utf8), 0),
        ("body without a header", Array(body.utf8), 1),
        ("LF-only header", Array("Content-Length: \(body.utf8.count)\n\n\(body)".utf8), 1),
        ("length not a number", Array("Content-Length: abc\r\n\r\n\(body)".utf8), 1),
        ("negative length", Array("Content-Length: -5\r\n\r\n\(body)".utf8), 1),
        ("no Content-Length", Array("Content-Type: application/vscode-jsonrpc\r\n\r\n\(body)".utf8), 1),
        ("length over the maximum", Array("Content-Length: 999999999999\r\n\r\n\(body)".utf8), 1),
    ]

    func testEachFaultIsReportedOnceAndTheNextMessageIsRead() {
        let good = #"{"jsonrpc":"2.0","id":2,"method":"y"}"#
        for fault in Self.faults {
            // Whole, and one byte at a time (a fault must be found without waiting for more input).
            for chunked in [false, true] {
                var framer = MessageFramer()
                var bodies: [Data] = [], problems: [MessageFramer.HeaderProblem] = []
                let stream = fault.bytes + Self.framed(good)
                for chunk in chunked ? stream.map { [$0] } : [stream] {
                    let fed = framer.feed(chunk)
                    bodies += fed.bodies
                    problems += fed.problems
                }
                XCTAssertEqual(problems.count, fault.problems, "\(fault.name), chunked: \(chunked)")
                XCTAssertEqual(bodies.last.map { String(decoding: $0, as: UTF8.self) }, good, "\(fault.name), chunked: \(chunked)")
                XCTAssertEqual(framer.pendingByteCount, 0, fault.name)
            }
        }
    }

    func testABodyWithoutAHeaderIsReportedBeforeTheNextMessageArrives() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.feed(Array(Self.body.utf8)).problems.count, 1)
        var lfOnly = MessageFramer()
        XCTAssertEqual(lfOnly.feed(Array("Content-Length: 2\n\n{}".utf8)).problems.count, 1)
    }

    func testBlankLinesBetweenMessagesAreTolerated() {
        var framer = MessageFramer()
        let (bodies, problems) = framer.feed(Self.framed("{}") + Array("\r\n".utf8) + Self.framed("[]"))
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(bodies.count, 2)
    }

    func testHeaderTextInsideAGoodBodyIsNotAHeader() {
        // Raw CR LF cannot occur in a JSON string, so escaped header text stays part of the body.
        let body = #"{"text":"Content-Length: 5\r\n\r\nabc"}"#
        var framer = MessageFramer()
        let (bodies, problems) = framer.feed(Self.framed(body) + Self.framed("{}"))
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(bodies.map { String(decoding: $0, as: UTF8.self) }, [body, "{}"])
    }

    /// Through real pipes: each fault gets one -32700 with `id: null`, and every good request
    /// after a fault is answered.
    func testTheServerAnswersEveryRequestAfterEachFault() throws {
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&toServer), 0)
        XCTAssertEqual(pipe(&fromServer), 0)
        let transport = FileDescriptorTransport(input: toServer[0], output: fromServer[1], log: { _ in })
        let exited = expectation(description: "exit")
        var environment = LanguageServer.Environment()
        environment.exit = { _ in exited.fulfill() }
        let server = LanguageServer(sender: transport, environment: environment)
        transport.start(receiver: server)
        var stream = Self.framed(#"{"jsonrpc":"2.0","id":100,"method":"initialize","params":{"capabilities":{}}}"#)
        for (index, fault) in Self.faults.enumerated() {
            stream += fault.bytes + Self.framed(#"{"jsonrpc":"2.0","id":\#(200 + index),"method":"tw/noSuchMethod"}"#)
        }
        stream += Self.framed(#"{"jsonrpc":"2.0","id":300,"method":"shutdown"}"#) + Self.framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        _ = stream.withUnsafeBytes { write(toServer[1], $0.baseAddress, $0.count) }
        close(toServer[1])
        wait(for: [exited], timeout: 10)
        close(fromServer[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fromServer[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(fromServer[0])
        close(toServer[0])
        var framer = MessageFramer()
        let replies = try framer.feed(output).bodies.map { try JSON.parse($0) }
        let parseErrors = replies.filter { $0["error"]?["code"] == .int(-32700) }
        XCTAssertEqual(parseErrors.count, Self.faults.count, "one -32700 per fault: \(replies)")
        XCTAssertTrue(parseErrors.allSatisfy { $0["id"] == .null })
        let answered = Set(replies.compactMap { $0["id"]?.intValue })
        for index in Self.faults.indices { XCTAssertTrue(answered.contains(200 + index), "request after fault \(Self.faults[index].name)") }
        XCTAssertTrue(answered.contains(300))
    }
}
