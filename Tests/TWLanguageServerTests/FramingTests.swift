import Foundation
import XCTest
import TWJSON
@testable import TWLanguageServer
import TWResolve

/// The `Content-Length` state machine, fed chunks split at awkward points.
final class FramingTests: XCTestCase {
    private func framed(_ body: String) -> [UInt8] { Array(MessageFramer.frame(Data(body.utf8))) }

    func testSeveralMessagesInOneChunk() {
        var framer = MessageFramer()
        let (bodies, problems) = framer.feed(framed(#"{"a":1}"#) + framed(#"{"b":"日本"}"#) + framed("{}"))
        XCTAssertEqual(bodies.map { String(decoding: $0, as: UTF8.self) }, [#"{"a":1}"#, #"{"b":"日本"}"#, "{}"])
        XCTAssertTrue(problems.isEmpty)
        XCTAssertEqual(framer.pendingByteCount, 0)
    }

    func testEverySplitPointOfTwoMessagesWithMultiByteCharacters() {
        let first = #"{"text":"Text(\"😀\").tw(\"🙄 日本\")"}"#, second = #"{"id":2}"#
        let stream = framed(first) + framed(second)
        for split in 0...stream.count {
            var framer = MessageFramer()
            var bodies = framer.feed(stream[0..<split]).bodies
            bodies += framer.feed(stream[split...]).bodies
            XCTAssertEqual(bodies.map { String(decoding: $0, as: UTF8.self) }, [first, second], "split at \(split)")
        }
    }

    func testOneByteAtATime() {
        let body = #"{"emoji":"🙄"}"#
        var framer = MessageFramer()
        var bodies: [Data] = []
        for byte in framed(body) + framed(body) { bodies += framer.feed([byte]).bodies }
        XCTAssertEqual(bodies.count, 2)
        XCTAssertEqual(String(decoding: bodies[0], as: UTF8.self), body)
    }

    func testLengthIsCountedInBytesNotCharacters() {
        let frame = MessageFramer.frame(Data(#"{"x":"🙄"}"#.utf8))
        XCTAssertTrue(String(decoding: frame, as: UTF8.self).hasPrefix("Content-Length: 12\r\n\r\n"))
    }

    func testOtherHeadersAndCaseAreAccepted() {
        var framer = MessageFramer()
        let stream = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        XCTAssertEqual(framer.feed(stream).bodies, [Data("{}".utf8)])
    }

    func testHeaderWithoutLengthIsSkippedAndReadingGoesOn() {
        var framer = MessageFramer()
        let (bodies, problems) = framer.feed(Array("X-Nothing: 1\r\n\r\n".utf8) + framed("{}"))
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(bodies, [Data("{}".utf8)])
    }

    /// Through real pipes: the outgoing header equals the UTF-8 byte length of the body.
    func testTransportOverPipesWritesByteLengths() throws {
        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&toServer), 0)
        XCTAssertEqual(pipe(&fromServer), 0)
        let transport = FileDescriptorTransport(input: toServer[0], output: fromServer[1], log: { _ in })
        let exited = expectation(description: "exit")
        var environment = LanguageServer.Environment()
        environment.exit = { _ in exited.fulfill() }
        let server = LanguageServer(sender: transport, environment: environment)
        transport.start(receiver: server)
        let requests =
            framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + framed(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x.swift","version":1,"text":"Text(\"日本\").tw(\"🙄\")"}}}"#
            )
            + framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)
        // The second half starts in the middle of the 4-byte emoji.
        let emoji = requests.firstIndex(of: 0xF0)! + 2
        _ = requests[..<emoji].withUnsafeBytes { write(toServer[1], $0.baseAddress, $0.count) }
        usleep(20_000)
        _ = requests[emoji...].withUnsafeBytes { write(toServer[1], $0.baseAddress, $0.count) }
        close(toServer[1])
        wait(for: [exited], timeout: 5)
        close(fromServer[1])
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fromServer[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        var framer = MessageFramer()
        let bodies = framer.feed(output).bodies
        XCTAssertEqual(bodies.count, 3, String(decoding: output, as: UTF8.self))
        XCTAssertEqual(framer.pendingByteCount, 0)
        let diagnostics = try JSON.parse(bodies[1])["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("🙄") == true)
        XCTAssertEqual(try JSON.parse(bodies[2])["result"], .null)
    }
}
