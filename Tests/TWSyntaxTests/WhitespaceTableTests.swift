import Testing
import TWSyntax

/// Which scalars split a class string, one case per scalar (reference §1.2: every
/// whitespace character Swift's `Character.isWhitespace` accepts splits).
@Suite("Whitespace tables")
struct WhitespaceTableTests {
    @Test("Every Unicode whitespace scalar splits", arguments: TokenizerTests.unicodeWhitespace)
    func splits(_ scalar: Unicode.Scalar) {
        let list = ClassParser.parse("p-4\(Character(scalar))w-[2]")
        #expect(list.tokenTexts == ["p-4", "w-[2]"], "U+\(String(scalar.value, radix: 16, uppercase: true)) should split")
        #expect(Character(scalar).isWhitespace, "Swift agrees U+\(String(scalar.value, radix: 16)) is whitespace")
    }

    // U+200B ZERO WIDTH SPACE, U+180E, U+FEFF and U+2060 are format characters, not White_Space.
    @Test("Format characters that are not whitespace do not split", arguments: ["\u{200B}", "\u{180E}", "\u{FEFF}", "\u{2060}"] as [Unicode.Scalar])
    func doesNotSplit(_ scalar: Unicode.Scalar) {
        #expect(ClassParser.parse("p-4\(Character(scalar))w-2").tokens.count == 1, "U+\(String(scalar.value, radix: 16, uppercase: true)) must not split")
    }
}
