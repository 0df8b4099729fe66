import Foundation
import TWBridge
import TWCommandLine
import XCTest

/// The bridge refuses the OS versions `tw --os` refuses, with the command's words.
final class BridgeContextTests: XCTestCase {
    /// swiftcn's deployment targets are iOS 17 and macOS 14 (reference §15; `tw --help`: "iOS 17+,
    /// macOS 14+"): iOS 1 and macOS 13 are refused, 17 and 14 are not.
    func testOSVersionsTheCommandRefusesAreRefused() throws {
        let bridge = try TestBridge()
        let cases: [(platform: String, os: String, reason: String)] = [
            ("ios", "1", "swiftcn runs on iOS 17 and later"), ("macos", "13", "swiftcn runs on macOS 14 and later"),
            ("ios", "16.4", "swiftcn runs on iOS 17 and later"), ("ios", "180", "swiftcn runs on iOS 17 and later"),
        ]
        for (platform, os, reason) in cases {
            for method in ["resolve", "explain", "swift", "render", "codegen"] {
                let response = try bridge.request("/\(method)", body: #"{"classes":"p-4","context":{"platform":"\#(platform)","os":"\#(os)"}}"#)
                XCTAssertEqual(response.status, 400, "\(method) \(platform) \(os)")
                let message = try XCTUnwrap(try response.json()["error"]?["message"]?.stringValue)
                XCTAssertEqual(message, "`context.os`: invalid value '\(os)'; \(reason)")
            }
            // The command's message ends with the same reason.
            let command = commandError("resolve", "--platform", platform, "--os", os, "p-4")
            XCTAssertEqual(command.status, 2)
            XCTAssertTrue(command.error.contains("invalid value '\(os)' for --os; \(reason)"), command.error)
        }
        for (platform, os) in [("ios", "17"), ("macos", "14"), ("ios", "26.1"), ("tvos", "1")] {
            let response = try bridge.request("/resolve", body: #"{"classes":"p-4","context":{"platform":"\#(platform)","os":"\#(os)"}}"#)
            XCTAssertEqual(response.status, 200, "\(platform) \(os): \(response.text.prefix(200))")
        }
    }

    private func commandError(_ arguments: String...) -> (status: Int32, error: String) {
        final class Output: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let output = Output()
        let io = CommandIO(write: { _ in }, writeError: { text in output.lock.withLock { output.text += text } }, readInput: { [] })
        let status = TWCommandLine.main(["tw"] + arguments, io: io)
        return (status, output.lock.withLock { output.text })
    }
}
