import TWLint
import TWSyntax
import XCTest

/// The Swift lexer: comments, literals, regexes, line endings, encodings, robustness.
final class SwiftLexerTests: XCTestCase {
    func testNestedBlockCommentIsOneToken() {
        let text = "a /* x /* y */ \"z */ b"
        XCTAssertEqual(tokenSummary(text), ["identifier:a", "blockComment:/* x /* y */ \"z */", "identifier:b"])
    }

    func testCommentKinds() {
        let text = "/// doc\n// line\n//// four\n/** d */ /**/ x"
        XCTAssertEqual(lex(text).tokens.map(\.kind), [.docLineComment, .lineComment, .lineComment, .docBlockComment, .blockComment, .identifier])
    }

    func testStringInsideCommentIsNotALiteral() {
        let stream = lex("// .tw(\"bogus\")\n/* \"x\" */")
        XCTAssertTrue(stream.literals.isEmpty)
    }

    func testRawStringInterpolationNeedsTheHashes() {
        let text = ##"x(#"a \(no) \#(yes) b"#)"##
        let stream = lex(text)
        XCTAssertEqual(stream.literals.count, 1)
        let literal = stream.literals[0]
        XCTAssertEqual(literal.hashCount, 1)
        XCTAssertTrue(literal.isTerminated)
        XCTAssertEqual(literal.interpolations.map(\.range), [byteRange(of: ##"\#(yes)"##, in: text)])
        XCTAssertEqual(literal.contentRange, byteRange(of: ##"a \(no) \#(yes) b"##, in: text))
    }

    func testInterpolationWithNestedParenthesesAndLiterals() {
        let text = #"f("a \(g(h(1), "x)\(y)") + ")") b")"#
        let stream = lex(text)
        XCTAssertEqual(stream.literals.count, 3)
        let outer = stream.literals[0]
        XCTAssertTrue(outer.isTerminated)
        XCTAssertEqual(outer.range, byteRange(of: #""a \(g(h(1), "x)\(y)") + ")") b""#, in: text))
        XCTAssertEqual(outer.interpolations.count, 1)
        XCTAssertEqual(outer.tokenEnd, stream.literals[2].tokenEnd)
        // The token after the outer literal is the call's closing parenthesis.
        XCTAssertEqual(stream.tokens[outer.tokenEnd].kind, .rightParen)
        XCTAssertEqual(stream.tokens.last?.range, ByteRange(start: text.utf8.count - 1, end: text.utf8.count))
    }

    func testMultilineLiteral() {
        let text = "let s = \"\"\"\n    a \"quote\" \"\"\n    \"\"\"\nx"
        let stream = lex(text)
        XCTAssertEqual(stream.literals.count, 1)
        XCTAssertTrue(stream.literals[0].isMultiline)
        XCTAssertTrue(stream.literals[0].isTerminated)
        XCTAssertEqual(tokenSummary(text).last, "identifier:x")
    }

    func testRawMultilineLiteral() {
        let text = "#\"\"\"\n  a \"\"\" b\n  \"\"\"#"
        let stream = lex(text)
        XCTAssertEqual(stream.literals.count, 1)
        XCTAssertTrue(stream.literals[0].isMultiline)
        XCTAssertEqual(stream.literals[0].range, ByteRange(start: 0, end: text.utf8.count))
    }

    func testRegexLiterals() {
        XCTAssertEqual(tokenSummary("let r = /a\\/b\"/"), ["identifier:let", "identifier:r", "operator:=", "regexLiteral:/a\\/b\"/"])
        XCTAssertEqual(
            tokenSummary("f(/\"x/, #/a/b\"/#)"),
            ["identifier:f", "leftParen:(", "regexLiteral:/\"x/", "comma:,", "regexLiteral:#/a/b\"/#", "rightParen:)"])
        // Division, not a regex: after an identifier, or followed by a space.
        XCTAssertEqual(tokenSummary("a / b / \"c\""), ["identifier:a", "operator:/", "identifier:b", "operator:/", "stringLiteral:\"c\""])
        XCTAssertEqual(
            tokenSummary("x = a/2 + \"/\""), ["identifier:x", "operator:=", "identifier:a", "operator:/", "number:2", "operator:+", "stringLiteral:\"/\""])
        XCTAssertEqual(tokenSummary("return /\"/"), ["identifier:return", "regexLiteral:/\"/"])
    }

    func testExtendedMultilineRegex() {
        let text = "let r = #/\n  a \" / b\n/#\nx"
        XCTAssertEqual(tokenSummary(text), ["identifier:let", "identifier:r", "operator:=", "regexLiteral:#/\n  a \" / b\n/#", "identifier:x"])
    }

    func testCRLFLineEndings() {
        let stream = lex("a\r\n\"x\"\r\n// c\r\nb")
        XCTAssertEqual(stream.tokens.map(\.kind), [.identifier, .stringLiteral, .lineComment, .identifier])
        XCTAssertTrue(stream.tokens[1].flags.contains(.newlineBefore))
        XCTAssertEqual(stream.tokens[2].range, ByteRange(start: 8, end: 12))
    }

    func testByteOrderMarkIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("x".utf8)
        let stream = try! SwiftLexer.tokenize(bytes).get()
        XCTAssertEqual(stream.contentStart, 3)
        XCTAssertEqual(stream.tokens.map(\.kind), [.identifier])
        XCTAssertEqual(stream.tokens[0].range, ByteRange(start: 3, end: 4))
    }

    func testInvalidUTF8IsAnErrorValue() {
        for bytes: [UInt8] in [[0x61, 0xFF, 0x62], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x61, 0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] {
            guard case .failure(.invalidUTF8) = SwiftLexer.tokenize(bytes) else {
                return XCTFail("accepted \(bytes)")
            }
        }
        XCTAssertEqual(try? SwiftLexer.tokenize([0x61, 0xFF]).get().tokens.count, nil)
        if case .failure(.invalidUTF8(let offset)) = SwiftLexer.tokenize([0x61, 0x62, 0xFF]) {
            XCTAssertEqual(offset, 2)
        }
        XCTAssertNotNil(try? SwiftLexer.tokenize(Array("é🙄\u{10FFFF}".utf8)).get())
    }

    func testUnterminatedLiteralsAndCommentsEndCleanly() {
        let single = lex("a(\"abc\nb)")
        XCTAssertFalse(single.literals[0].isTerminated)
        XCTAssertEqual(single.literals[0].range, ByteRange(start: 2, end: 6))
        XCTAssertEqual(single.tokens.last?.kind, .rightParen)

        for text in ["\"\"\"\nabc", "#\"abc", "/* /* */", "\"a \\(b(", "\"a \\(\"b \\(", "`x", "#", "\"\\"] {
            let stream = lex(text)
            XCTAssertLessThanOrEqual(stream.tokens.last?.range.end ?? 0, text.utf8.count, text)
        }
        let atEOF = lex("x = \"\"\"\n  abc")
        XCTAssertFalse(atEOF.literals[0].isTerminated)
        XCTAssertEqual(atEOF.literals[0].range.end, 13)
    }

    func testEmptyFile() {
        XCTAssertEqual(lex("").tokens.count, 0)
    }

    /// One megabyte of quotes and parentheses must lex in linear time (no timing assertion: a
    /// quadratic lexer would not finish in any reasonable test time).
    func testPathologicalInputFinishes() {
        let patterns = ["\"(", "\"\\(", "(/", "/* ", "#\"\\#(", "\"\"\"\\("]
        for pattern in patterns {
            let text = String(repeating: pattern, count: 1_000_000 / pattern.utf8.count)
            let stream = lex(text)
            XCTAssertGreaterThan(stream.tokens.count, 0, pattern)
        }
    }
}
