import Foundation
import TWJSON
import TWResolve
import XCTest

/// JSON text is read in one pass whatever its nesting, with a nesting limit reported with its
/// place (Docs/Reliability.md, Limits).
final class JSONTextParserTests: XCTestCase {
    private func parse(_ text: String) throws(JSON.ParseError) -> JSON { try JSON.parse(Data(text.utf8)) }

    private func error(_ text: String) -> JSON.ParseError? { error(bytes: Array(text.utf8)) }

    private func error(bytes: [UInt8]) -> JSON.ParseError? {
        do {
            _ = try JSON.parse(Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    private func nested(_ depth: Int) -> String { String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) }

    func testNestingUpToTheLimitIsRead() throws {
        var value = try parse(nested(JSON.maximumDepth))
        var depth = 0
        while case .array(let elements) = value, elements.count == 1 {
            depth += 1
            value = elements[0]
        }
        XCTAssertEqual(depth, 512)
        XCTAssertEqual(value, .int(1))
    }

    func testNestingBeyondTheLimitIsAnErrorWithItsPlace() throws {
        let problem = try XCTUnwrap(error(nested(513)))
        XCTAssertEqual(problem.path, "$")
        XCTAssertEqual(problem.location.offset, 512, "the 513th `[`")
        XCTAssertEqual(problem.description, "invalid JSON: arrays and objects nest deeper than 512 levels at line 1, column 513")
        // A hundred thousand levels: the same error, no stack overflow.
        let objects = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        XCTAssertEqual(error(objects)?.location.offset, 512 * 5)
    }

    /// 400 values nested 500 deep (about 400 KB, a thousand times the 10 KB message that held up
    /// the language server for seconds): read whole, each value once.
    func testManyDeeplyNestedValuesAreRead() throws {
        let member =
            String(repeating: #"{"k":"#, count: 250) + String(repeating: "[", count: 250) + "true" + String(repeating: "]", count: 250)
            + String(repeating: "}", count: 250)
        let text = "{" + (0..<400).map { #""m\#($0)":"# + member }.joined(separator: ",") + "}"
        XCTAssertGreaterThan(text.utf8.count, 400_000)
        let object = try XCTUnwrap(try parse(text).objectValue)
        XCTAssertEqual(object.count, 400)
        var value = try XCTUnwrap(object["m399"])
        for _ in 0..<250 { value = try XCTUnwrap(value["k"]) }
        for _ in 0..<250 { value = try XCTUnwrap(value.arrayValue?.first) }
        XCTAssertEqual(value, .bool(true))
    }

    func testErrorsNameLineAndColumn() {
        XCTAssertEqual(error("{\n  \"a\": tru\n}")?.description, "invalid JSON: unexpected byte 0xA, expected `true` at line 2, column 8")
        XCTAssertEqual(error("[1, 2] x")?.description, "invalid JSON: unexpected `x` after the value at line 1, column 8")
        XCTAssertEqual(error("")?.description, "invalid JSON: no value (the text is empty) at line 1, column 1")
        XCTAssertEqual(error("01")?.location.offset, 0)
        XCTAssertEqual(error("\"a\tb\"")?.location.column, 3, "a raw tab inside a string")
        XCTAssertEqual(error("\"\\x\"")?.location.column, 2, "an unknown escape")
        XCTAssertEqual(error("{\"a\" 1}")?.location.column, 6)
    }

    func testInvalidUTF8IsCalledInvalidUTF8() {
        XCTAssertEqual(
            error(bytes: [0x22, 0x61, 0xFF, 0x22])?.description, "invalid JSON: the text is not valid UTF-8 (first bad byte at offset 2) at line 1, column 3")
    }

    /// Numbers as Foundation's decoder reads them into ``JSON``: whole numbers as `Int`, others as
    /// `Double`, a number no `Double` holds refused at its JSON path.
    func testNumbers() throws {
        XCTAssertEqual(
            try parse("[3.0, 1e2, -0, 12345678901234567890, 0.5, 1E+16]"),
            .array([.int(3), .int(100), .int(0), .double(12_345_678_901_234_567_890), .double(0.5), .int(10_000_000_000_000_000)]))
        XCTAssertEqual(error(#"{"a": [1, 1e400]}"#)?.path, "$.a[1]")
        XCTAssertEqual(error(#"{"a": 1e-400}"#)?.message, "this value cannot be read (a number outside the range of a 64-bit floating-point value?)")
        XCTAssertEqual(try parse("0e-400"), .int(0), "zero is zero at any exponent")
    }

    /// An escaped lone surrogate (what JavaScript writes for one) is U+FFFD, one UTF-16 unit like
    /// the surrogate, so an editor's text keeps its length; a pair is its character.
    func testSurrogateEscapes() throws {
        XCTAssertEqual(try parse(#""\ud800x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try parse(#""\udc00""#), .string("\u{FFFD}"))
        XCTAssertEqual(try parse(#""\ud83d\ude00""#), .string("😀"))
        XCTAssertEqual(try parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"))
        XCTAssertEqual(try parse(#""\u00e9\n\/""#), .string("é\n/"))
    }

    /// What Foundation's reader accepted stays accepted: a byte order mark, a trailing comma, a
    /// scalar at the top; the first of two equal keys wins.
    func testFoundationLeniencies() throws {
        XCTAssertEqual(try JSON.parse(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))), .array([.int(1)]))
        XCTAssertEqual(try parse("[1,]"), .array([.int(1)]))
        XCTAssertEqual(try parse(#"{"a":1,}"#), .object(["a": .int(1)]))
        XCTAssertEqual(try parse(#"{"a":1,"a":2}"#), .object(["a": .int(1)]))
        XCTAssertEqual(try parse(" null "), .null)
    }
}
