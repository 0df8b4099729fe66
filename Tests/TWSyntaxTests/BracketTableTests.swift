import Testing
import TWSyntax

/// Bracket arguments as tables, one case per row (reference §1.5).
@Suite("Bracket tables")
struct BracketTableTests {
    @Test("A malformed bracket is one token with a syntax error", arguments: ["w-[]", "w-[2", "w-[2]]", "w-[2][3]", "w-[2]suffix"])
    func malformed(_ token: String) {
        let list = ClassParser.parse(token)
        #expect(list.tokens.count == 1)
        #expect(!list.grammaticalIssues.isEmpty, "`\(token)` should be a syntax error")
    }

    @Test(
        "Decoding a bracket body: `_` is a space, `\\` escapes",
        arguments: [
            ("label-[Hello_world]", "Hello world"),
            (#"w-[\_]"#, "_"),
            (#"w-[a\]b]"#, "a]b"),
            (#"w-[a\[b]"#, "a[b"),
            ("text-[length:18px]", "length:18px"),
        ])
    func decoded(_ token: String, _ decoded: String) throws {
        let list = ClassParser.parse(token)
        #expect(list.grammaticalIssues.isEmpty)
        let value = try #require(list.tokens.first?.arbitraryValue)
        #expect(list.decodedText(value.bodyRange) == decoded)
    }
}
