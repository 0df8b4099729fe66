import XCTest
import TWSyntax

/// The defining inputs that TWSyntax decides on its own.
final class DiagnosticTests: XCTestCase {
    func testWhitespaceInBracketsIsOneDiagnosticWithAFix() throws {
        let source = "offset-[12, -4] px-4"
        let list = ClassParser.parse(source)
        XCTAssertEqual(list.tokenTexts, ["offset-[12, -4]", "px-4"])
        let diagnostics = list.syntaxDiagnostics
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic.code, .whitespaceInBrackets)
        XCTAssertEqual(diagnostic.code.rawValue, "TW401")
        XCTAssertEqual(diagnostic.rule, "whitespace-in-brackets")
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.range, ByteRange(start: 0, end: 15))  // columns 1-15
        XCTAssertEqual(diagnostic.fix, Fix(range: ByteRange(start: 0, end: 15), replacement: "offset-[12,-4]"))
        XCTAssertTrue(list.tokens[1].issues.isEmpty)
        XCTAssertEqual(list.root(of: list.tokens[1]), "px")
    }

    func testWhitespaceInsideWordsBecomesUnderscore() {
        let list = ClassParser.parse("label-[Hello world]")
        XCTAssertEqual(list.syntaxDiagnostics.map(\.fix?.replacement), ["label-[Hello_world]"])
    }

    func testUnknownVariants() throws {
        let source = "p-[13] md:p-[24] hovr:scale-[1.02]"
        let diagnostics = ClassParser.parse(source).syntaxDiagnostics
        XCTAssertEqual(diagnostics.map(\.code), [.unknownVariant, .unknownVariant])
        XCTAssertEqual(diagnostics.map(\.rule), ["unknown-variant", "unknown-variant"])
        XCTAssertEqual(diagnostics.map(\.range.start).map(column), [8, 18])
        XCTAssertEqual(diagnostics[0].range, byteRange(of: "md", in: source))
        XCTAssertEqual(diagnostics[1].range, byteRange(of: "hovr", in: source))
        XCTAssertTrue(diagnostics[0].message.hasPrefix("Unknown swiftcn variant: md"), diagnostics[0].message)
        XCTAssertTrue(diagnostics[1].message.hasPrefix("Unknown swiftcn variant: hovr"), diagnostics[1].message)
        XCTAssertTrue(diagnostics[1].message.contains("`hover`"), diagnostics[1].message)
        XCTAssertFalse(diagnostics[0].message.contains("did you mean"), diagnostics[0].message)
    }

    func testImportantMarkers() {
        let source = "hover:!opacity-[0.5] !hover:opacity-[0.5] opacity-[0.5]!"
        let list = ClassParser.parse(source)
        XCTAssertEqual(list.tokens.count, 3)
        let diagnostics = list.syntaxDiagnostics
        XCTAssertEqual(diagnostics.map(\.code), [.importantMarker, .importantMarker, .importantMarker])
        XCTAssertEqual(diagnostics.map(\.range.start).map(column), [1, 22, 43])
        let bangs = [
            byteRange(of: "!", in: source, occurrence: 0),
            byteRange(of: "!", in: source, occurrence: 1),
            byteRange(of: "!", in: source, occurrence: 2),
        ]
        for (diagnostic, bang) in zip(diagnostics, bangs) {
            XCTAssertEqual(diagnostic.fix, Fix(range: bang, replacement: ""), diagnostic.message)
        }
    }

    func testNegativeMarkers() {
        let source = "tracking-[-0.5] -tracking-[0.5] -tracking-[-0.5] p-[-4] -p-[4]"
        let list = ClassParser.parse(source)
        XCTAssertEqual(list.tokens.count, 5)
        XCTAssertTrue(list.tokens[0].issues.isEmpty)
        XCTAssertTrue(list.tokens[3].issues.isEmpty, "p-[-4] is the catalog's to reject")
        let diagnostics = list.syntaxDiagnostics
        XCTAssertEqual(diagnostics.map(\.code), [.negativeMarker, .negativeMarker, .negativeMarker])
        XCTAssertEqual(diagnostics.map(\.range.start).map(column), [17, 33, 57])
        XCTAssertEqual(diagnostics[0].fix, Fix(range: byteRange(of: "-tracking-[0.5]", in: source), replacement: "tracking-[-0.5]"))
        XCTAssertEqual(diagnostics[1].fix, Fix(range: byteRange(of: "-tracking-[-0.5]", in: source), replacement: "tracking-[0.5]"))
        XCTAssertNil(diagnostics[2].fix, "padding is never negative")
        XCTAssertFalse(DiagnosticCode.negativeMarker.isGrammatical)
    }

    func testEmptyNameAndEmptyVariant() {
        XCTAssertEqual(ClassParser.parse("hover:").syntaxDiagnostics.map(\.code), [.emptyName])
        let empty = ClassParser.parse("hover::p-2").syntaxDiagnostics
        XCTAssertEqual(empty.map(\.code), [.unknownVariant])
        XCTAssertEqual(empty.first?.range, ByteRange(start: 6, end: 7), "an empty variant is shown on its colon")
    }

    func testOneBrokenTokenNeverHidesTheNext() {
        let list = ClassParser.parse("w-[2 md:p-4 ]x p-4")
        XCTAssertEqual(list.tokens.last.map { list.text(of: $0) }, "p-4")
        XCTAssertTrue(list.tokens.last?.issues.isEmpty ?? false)
    }
}
