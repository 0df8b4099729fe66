import Foundation
import TWCommandLine
import TWSyntax
import XCTest

/// Every command that reads CLASSES applies one
/// policy to its input (UTF-8 only, at most ``InputLimits/classStringBytes``), and `tw parse
/// --json` streams a megabyte of classes.
final class StandardInputPolicyTests: XCTestCase {
    private func run(_ arguments: [String], bytes: [UInt8]) -> (status: Int32, output: String, error: String) {
        let capture = Capture(inputBytes: bytes)
        let status = TWCommandLine.main(["tw"] + arguments, io: capture.io)
        return (status, capture.output, capture.error)
    }

    func testInvalidUTF8IsRejectedByEveryCommandAlike() {
        // `tw parse -` must not accept bytes that `tw resolve -` rejects.
        let bytes = Array("p-4 ".utf8) + [0xFF] + Array(" px-2".utf8)
        for command in ["parse", "resolve", "explain", "matrix", "swift"] {
            let result = run([command, "-"], bytes: bytes)
            XCTAssertEqual(result.status, 2, "\(command): \(result.output)\(result.error)")
            XCTAssertTrue(result.error.contains("not valid UTF-8 (first bad byte at offset 4)"), "\(command): \(result.error)")
        }
    }

    func testInputOverTheLimitIsRefusedWithoutReadingIt() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: InputLimits.classStringBytes + 1)
        for command in ["parse", "resolve"] {
            let result = run([command, "-"], bytes: bytes)
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.error.contains("larger than the limit of 4 MiB"), "\(command): \(result.error)")
        }
        let atLimit = run(["parse", "-"], bytes: [UInt8](repeating: UInt8(ascii: " "), count: InputLimits.classStringBytes))
        XCTAssertEqual(atLimit.status, 0, atLimit.error)
    }

    func testParseJSONOfAMegabyteOfClasses() {
        // As python3 -c 'print("p-4 "*262144)' writes it.
        let bytes = Array(String(repeating: "p-4 ", count: 262_144).utf8) + [0x0A]
        let result = run(["parse", "--json", "-"], bytes: bytes)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(
            result.output.hasPrefix(#"{"diagnostics":[],"tokens":[{"dynamic":false,"range":{"end":3,"start":0},"root":"p","text":"p-4""#),
            String(result.output.prefix(200)))
        // The last token is bytes 1,048,572..<1,048,575; the newline is whitespace.
        XCTAssertTrue(
            result.output.hasSuffix(
                #"{"end":1048575,"start":1048572},"root":"p","text":"p-4","value":{"decoded":"4","hint":null,"kind":"named","raw":"4"},"variants":[]}]}"# + "\n"
            ),
            String(result.output.suffix(200)))
        XCTAssertEqual(result.output.components(separatedBy: #""text":"p-4""#).count - 1, 262_144, "every token written once")
    }
}
