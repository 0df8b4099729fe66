import Foundation
import TWEmit
import TWSyntax
import XCTest

/// Issue 10 item 4: ``ParseJSON`` writes its document directly; the bytes must stay those of
/// `JSONSerialization` with sorted keys over ``ParseJSON/object(_:_:)`` (the shape `tw parse
/// --json` always had).
final class ParseJSONWriterTests: XCTestCase {
    func testBytesEqualJSONSerializationOfTheObject() throws {
        let inputs = [
            "",
            "px-4 hover:focus:bg-[#fff] group-hover/card:p-[13] shared-[a] ",
            #"bg-[color:red] p-[length:4] text-["quoted"\path/x] w-[a_b\_c] 日本-[🙄] \u{1}"#,
            "hover: p-[ bad-[x]] -x !p-4 p-4\t\n\r px-\u{7}",
        ]
        for input in inputs {
            let list = ClassParser.parse(input)
            let diagnostics = list.syntaxDiagnostics
            let expected = try JSONSerialization.data(withJSONObject: ParseJSON.object(list, diagnostics), options: [.sortedKeys, .withoutEscapingSlashes])
            XCTAssertEqual(ParseJSON.encode(list, diagnostics), String(decoding: expected, as: UTF8.self), input)
        }
    }

    func testChunksEndAfterWholeTokens() {
        let list = ClassParser.parse(String(repeating: "p-[日本] ", count: 20_000))
        var chunks: [[UInt8]] = []
        ParseJSON.write(list, []) { chunks.append($0) }
        XCTAssertGreaterThan(chunks.count, 1)
        for chunk in chunks { XCTAssertNotNil(String(validatingUTF8: chunk.map { CChar(bitPattern: $0) } + [0]), "a chunk ends inside a UTF-8 sequence") }
    }
}
