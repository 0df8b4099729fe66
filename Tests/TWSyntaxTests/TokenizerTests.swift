import XCTest
import TWSyntax

/// Splitting a class string into tokens (reference §1.2).
final class TokenizerTests: XCTestCase {
    func testFirstAndLastTokensAreKept() {
        let list = ClassParser.parse("py-[20.125] px-4")
        XCTAssertEqual(list.tokenTexts, ["py-[20.125]", "px-4"])
        XCTAssertEqual(ClassParser.parse("p-[13]").tokenTexts, ["p-[13]"])
    }

    func testLeadingTrailingAndRunsOfWhitespace() {
        let list = ClassParser.parse("  px-4 \n\t  text-[18]   ")
        XCTAssertEqual(list.tokenTexts, ["px-4", "text-[18]"])
        XCTAssertEqual(list.tokens[0].range, ByteRange(start: 2, end: 6))
        XCTAssertEqual(list.tokens[1].range, ByteRange(start: 11, end: 20))  // 2 spaces, "px-4", " \n\t  "
    }

    /// swiftcn splits with `classes.split(whereSeparator: { $0.isWhitespace })` on `Character`s
    /// (Sources/SwiftCN/ClassParser.swift): a combining mark after a space joins the space's
    /// character and is part of the separator; after a tab or a newline (control characters, which
    /// never join) it starts the next token; a mark before the space stays on its token; a
    /// prepended concatenation mark (U+0600) before a space takes the space into its character,
    /// which then does not split. The expected tokens are Swift's own split of each string.
    func testMarksNextToWhitespaceSplitAsSwiftCharactersDo() {
        let strings = [
            "p-4 \u{301}bg-primary", "p-4 \u{301}\u{302}bg-primary", "p-4\u{3000}\u{301}bg-primary", "p-4\t\u{301}bg-primary",
            "p-4\n\u{301}bg-primary", "p-4\u{301} bg-primary", "p-4\u{600} bg-primary", "p-4 \u{200D}bg-primary", "p-4 \u{1F3FB}bg",
            "p-4 \u{301}", "\u{301} p-4", " \u{301} p-4",
        ]
        for text in strings {
            let swiftcn = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            XCTAssertEqual(ClassParser.parse(text).tokenTexts, swiftcn, text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
    }

    func testEmptyAndBlankStringsHaveNoTokens() {
        XCTAssertTrue(ClassParser.parse("").tokens.isEmpty)
        XCTAssertTrue(ClassParser.parse(" \n\t\r\u{3000} ").tokens.isEmpty)
    }

    static let unicodeWhitespace: [Unicode.Scalar] =
        [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680]
        .map { Unicode.Scalar($0)! }
        + (0x2000...0x200A).map { Unicode.Scalar($0)! }
        + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000].map { Unicode.Scalar($0)! }

    func testWhitespaceBytesThatAreNotCharactersDoNotSplit() {
        // Truncated or invalid sequences that start like whitespace.
        for bytes: [UInt8] in [[0xC2], [0xE2, 0x80], [0xE3, 0x80], [0xE2, 0x80, 0x8B], [0xE1, 0x9A]] {
            let list = ClassParser.parse(utf8: Array("p-4".utf8) + bytes)
            XCTAssertEqual(list.tokens.count, 1, "\(bytes) must not split")
            XCTAssertEqual(list.tokens.first?.range.end, 3 + bytes.count)
        }
    }
}
