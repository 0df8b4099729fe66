import TWLint
import TWSyntax
import XCTest

/// Run-time values of string literals and their source maps.
final class StringLiteralValueTests: XCTestCase {
    /// The value of the only literal of `text` (the first one when there are several).
    private func value(_ text: String) -> StringLiteralValue {
        let stream = lex(text)
        return StringLiteralValue(literal: stream.literals[0], source: Array(text.utf8))
    }

    private func source(_ text: String, _ range: ByteRange) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    func testEscapesAreDecodedAndMapToTheirSource() {
        let text = #"x = "a\tb\u{1F600}c\\d\"e\0""#
        let v = value(text)
        XCTAssertEqual(v.utf8, Array("a\tb😀c\\d\"e\0".utf8))
        // The four bytes of 😀 map to the whole escape.
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 3, end: 7))), #"\u{1F600}"#)
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 7, end: 8))), "c")
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 0, end: 3))), #"a\tb"#)
    }

    func testRawStringEscapesNeedTheHashes() {
        let text = ##"#"a\nb\#tc"#"##
        let v = value(text)
        XCTAssertEqual(v.string, "a\\nb\tc")
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 4, end: 5))), ##"\#t"##)
    }

    func testMultilineIndentationFollowsTheClosingDelimiter() {
        let text = "let s = \"\"\"\n    p-4\n      bogus\n\n    end\n    \"\"\"\n"
        let v = value(text)
        XCTAssertEqual(v.string, "p-4\n  bogus\n\nend")
        let list = ClassParser.parse(utf8: v.utf8, dynamicRanges: v.dynamicRanges)
        let bogus = list.tokens[1]
        let location = SourceText(text).location(ofByte: v.sourceRange(ofRuntime: bogus.range).start)
        XCTAssertEqual([location.line, location.scalarColumn], [3, 7])
    }

    func testMultilineLineContinuationAndInterpolation() {
        let text = "\"\"\"\n  a \\\n  b\n  \\(x) c\n  \"\"\""
        let v = value(text)
        XCTAssertEqual(v.string, "a b\n<value> c")
        XCTAssertEqual(v.dynamicRanges, [ByteRange(start: 4, end: 11)])
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 4, end: 11))), "\\(x)")
    }

    func testMultilineCRLFBecomesLineFeed() {
        let text = "x(\"\"\"\r\n    p-4\r\n    bogus\r\n    \"\"\")"
        let v = value(text)
        XCTAssertEqual(v.string, "p-4\nbogus")
        let start = v.sourceRange(ofRuntime: ByteRange(start: 4, end: 9)).start
        let location = SourceText(text).location(ofByte: start)
        XCTAssertEqual([location.line, location.scalarColumn], [3, 5])
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 3, end: 4))), "\r\n")
    }

    func testEmptyAndOneLineMultilineLiterals() {
        XCTAssertEqual(value("\"\"\"\n\"\"\"").string, "")
        XCTAssertEqual(value("\"\"\"\n  \"\"\"").string, "")
        XCTAssertEqual(value("\"\"\"\n  x\n  \"\"\"").string, "x")
    }

    func testUnterminatedLiteralKeepsWhatWasRead() {
        let v = value("f(\"p-4 bog\nx")
        XCTAssertFalse(v.isTerminated)
        XCTAssertEqual(v.string, "p-4 bog")
    }

    func testConcatenationMapsAcrossLiterals() {
        let text = #"("px-4" + "\tp-[13]")"#
        let stream = lex(text)
        var v = StringLiteralValue(literal: stream.literals[0], source: Array(text.utf8))
        v.append(StringLiteralValue(literal: stream.literals[1], source: Array(text.utf8)))
        XCTAssertEqual(v.string, "px-4\tp-[13]")
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 5, end: 11))), "p-[13]")
        XCTAssertEqual(source(text, v.sourceRange(ofRuntime: ByteRange(start: 2, end: 6))), #"-4" + "\tp"#)
    }

    func testSourceMapClampsOutOfRangeOffsets() {
        let v = value(#""ab""#)
        XCTAssertEqual(v.sourceRange(ofRuntime: ByteRange(start: 1, end: 99)), ByteRange(start: 2, end: 3))
        XCTAssertEqual(v.sourceRange(ofRuntime: ByteRange(start: 2, end: 2)), ByteRange(start: 3, end: 3))
    }
}
