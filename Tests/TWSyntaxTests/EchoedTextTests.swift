import XCTest
import TWSyntax

/// User text quoted in a message is escaped and bounded (Docs/Reliability.md, "Hostile text").
final class EchoedTextTests: XCTestCase {
    func testAnEscapeSequenceInAClassIsShownAsAnEscape() throws {
        let source = "p-4 bad\u{1B}[31mRED"
        let diagnostic = try XCTUnwrap(ClassParser.parse(source).syntaxDiagnostics.first)
        XCTAssertFalse(diagnostic.message.unicodeScalars.contains("\u{1B}"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains(#"bad\u{1B}[31mRED"#), diagnostic.message)
        // The range still covers the class as written.
        XCTAssertEqual(diagnostic.range, ByteRange(start: 4, end: source.utf8.count))
    }

    func testBidirectionalControlsAndLineBreaksAreEscaped() {
        let message = EchoedText.message("Unknown swiftcn class: a\u{202E}b\nc\u{2066}")
        XCTAssertEqual(message, #"Unknown swiftcn class: a\u{202E}b\nc\u{2066}"#)
    }

    func testJoinersAndOrdinaryTextStay() {
        let text = "Unknown swiftcn class: label-[👩\u{200D}💻] (café)"
        XCTAssertEqual(EchoedText.message(text), text)
    }

    func testALongClassIsCutWithItsLengthInBytes() throws {
        let name = "x" + String(repeating: "q", count: 5_000)
        let diagnostic = try XCTUnwrap(ClassParser.parse("p-4 \(name)!").syntaxDiagnostics.first)
        XCTAssertLessThan(diagnostic.message.unicodeScalars.count, 300, diagnostic.message)
        // The class with its marker is 5,002 bytes; the message says so instead of quoting it.
        XCTAssertTrue(diagnostic.message.contains("… (\(name.utf8.count + 1) bytes)"), diagnostic.message)
        XCTAssertEqual(diagnostic.message.filter { $0 == "`" }.count % 2, 0, "quotes stay paired: \(diagnostic.message)")
    }

    func testTheCutKeepsAtMostTheLimitPerRun() {
        let run = String(repeating: "é", count: 100)  // 2 bytes each
        let message = EchoedText.message("class: \(run) end")
        let cut = message.split(separator: " ")[1]
        XCTAssertEqual(cut.unicodeScalars.count, EchoedText.scalarLimit)
        XCTAssertTrue(cut.hasSuffix("…"))
        XCTAssertTrue(message.hasSuffix("(200 bytes) end"), message)
    }

    func testACutMessagePassesThroughUnchanged() {
        let once = EchoedText.message("class `\(String(repeating: "\u{1}", count: 40))\(String(repeating: "z", count: 80))`")
        XCTAssertEqual(EchoedText.message(once), once)
        XCTAssertTrue(once.hasPrefix(#"class `\u{1}"#), once)
    }

    func testARunAtTheLimitIsKept() {
        let run = String(repeating: "a", count: EchoedText.scalarLimit)
        XCTAssertEqual(EchoedText.message("x \(run)"), "x \(run)")
    }

    func testInvisibleFormatCharactersAreEscapedButJoinersStay() {
        XCTAssertEqual(EchoedText.message("a\u{200B}b\u{2060}c\u{FEFF}d\u{E0041}e"), #"a\u{200B}b\u{2060}c\u{FEFF}d\u{E0041}e"#)
        XCTAssertEqual(EchoedText.message("👩\u{200D}💻 \u{200C}"), "👩\u{200D}💻 \u{200C}")
    }

    func testTerminalLinesKeepLineBreaksAndTabsOnly() {
        XCTAssertEqual(
            EchoedText.terminalLines("twlint: error: cannot read \u{1B}[31mX\u{202E}.swift\n\rtwlint: 1/2\tfiles\n"),
            #"twlint: error: cannot read \u{1B}[31mX\u{202E}.swift"# + "\n\rtwlint: 1/2\tfiles\n")
    }
}
