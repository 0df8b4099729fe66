import TWLint
import TWSyntax
import XCTest

/// Tokenizes `text`, failing the test when the lexer rejects it.
func lex(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> SwiftTokenStream {
    switch SwiftLexer.tokenize(Array(text.utf8)) {
    case .success(let stream): return stream
    case .failure(let error):
        XCTFail("lexer rejected the text: \(error)", file: file, line: line)
        return SwiftTokenStream(tokens: [], literals: [], contentStart: 0)
    }
}

/// The kinds and texts of the tokens of `text`, for compact assertions.
func tokenSummary(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return lex(text).tokens.map { "\($0.kind):\(String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self))" }
}

/// The byte range of the `occurrence`-th (0-based) occurrence of `needle` in `haystack`,
/// computed from the UTF-8 bytes independently of the code under test.
func byteRange(of needle: String, in haystack: String, occurrence: Int = 0) -> ByteRange {
    let h = Array(haystack.utf8), n = Array(needle.utf8)
    var seen = 0
    var i = 0
    while i + n.count <= h.count {
        if Array(h[i..<i + n.count]) == n {
            if seen == occurrence { return ByteRange(start: i, end: i + n.count) }
            seen += 1
        }
        i += 1
    }
    fatalError("\(needle) not found in \(haystack)")
}
