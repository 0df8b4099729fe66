import Foundation
import XCTest
@testable import TWLanguageServer

/// Two frames back to back, the first announcing fewer bytes than its body has: the framer
/// finds the second frame's `Content-Length` wherever the first body's leftover ends, so the
/// second message is read.
final class BackToBackFrameTests: XCTestCase {
    private static let first =
        #"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a.swift"},"position":{"line":0,"character":3}}}"#
    private static let second = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#

    private func read(_ stream: [UInt8], chunked: Bool) -> (bodies: [String], problems: Int) {
        var framer = MessageFramer()
        var bodies: [String] = [], problems = 0
        for chunk in chunked ? stream.map { [$0] } : [stream] {
            let fed = framer.feed(chunk)
            bodies += fed.bodies.map { String(decoding: $0, as: UTF8.self) }
            problems += fed.problems.count
        }
        return (bodies, problems)
    }

    func testEveryShortLengthStillDeliversTheSecondMessage() {
        let length = Self.first.utf8.count
        for announced in 1..<length {
            for header in ["Content-Length: %d\r\n\r\n", "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: %d\r\n\r\n"] {
                let stream =
                    Array(String(format: header, announced).utf8) + Array(Self.first.utf8)
                    + Array(String(format: header, Self.second.utf8.count).utf8) + Array(Self.second.utf8)
                for chunked in [false, true] {
                    let result = read(stream, chunked: chunked)
                    XCTAssertEqual(result.bodies.last, Self.second, "announced \(announced) of \(length), chunked: \(chunked), header: \(header)")
                    XCTAssertEqual(result.bodies.first, String(Self.first.prefix(announced)), "the first body, cut where announced")
                    XCTAssertLessThanOrEqual(result.problems, 1)
                }
            }
        }
    }
}
