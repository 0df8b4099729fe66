import Foundation
import TWEmit
import TWSyntax
import XCTest

/// ``ParseJSON`` writes its document directly; the bytes must be those of the Codable
/// ``ParseDocumentV1`` encoded with sorted keys, which are those of `JSONSerialization` (the
/// shape and bytes of `tw parse --json`).
final class ParseJSONWriterTests: XCTestCase {
    func testBytesEqualTheEncodedDocument() throws {
        let inputs = [
            "",
            "px-4 hover:focus:bg-[#fff] group-hover/card:p-[13] shared-[a] ",
            #"bg-[color:red] p-[length:4] text-["quoted"\path/x] w-[a_b\_c] 日本-[🙄] \u{1}"#,
            "hover: p-[ bad-[x]] -x !p-4 p-4\t\n\r px-\u{7}",
            "p-[a\u{2028}b] bg-[\u{7f}] \u{1f}",
        ]
        for input in inputs {
            let list = ClassParser.parse(input)
            let diagnostics = list.syntaxDiagnostics
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let document = ParseDocumentV1(list, diagnostics)
            let written = ParseJSON.encode(list, diagnostics)
            XCTAssertEqual(written, String(decoding: try encoder.encode(document), as: UTF8.self), input)
            let reserialised = try JSONSerialization.data(
                withJSONObject: try JSONSerialization.jsonObject(with: Data(written.utf8)),
                options: [.sortedKeys, .withoutEscapingSlashes])
            XCTAssertEqual(written, String(decoding: reserialised, as: UTF8.self), input)
            XCTAssertEqual(try JSONDecoder().decode(ParseDocumentV1.self, from: Data(written.utf8)), document, input)
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
