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

/// Scans `text`, failing the test when the scanner rejects it.
func scan(
    _ text: String, configuration: ScannerConfiguration = ScannerConfiguration(),
    file: StaticString = #filePath, line: UInt = #line
) -> ScannedFile {
    scan(bytes: Array(text.utf8), configuration: configuration, file: file, line: line)
}

func scan(
    bytes: [UInt8], configuration: ScannerConfiguration = ScannerConfiguration(),
    file: StaticString = #filePath, line: UInt = #line
) -> ScannedFile {
    switch SwiftSourceScanner.scan(bytes, configuration: configuration) {
    case .success(let scanned): return scanned
    case .failure(let error):
        XCTFail("scanner rejected the text: \(error)", file: file, line: line)
        fatalError()
    }
}

extension ScannedFile {
    /// The run-time values of every class string, in order.
    var values: [String] { occurrences.map(\.value.string) }

    /// Every class token of every string: (its run-time text, `line:column` of its source start,
    /// the occurrence, the token).
    var allTokens: [(text: String, position: String, occurrence: ClassOccurrence, token: ClassToken)] {
        occurrences.flatMap { occurrence in
            occurrence.classList.tokens.map { token in
                let location = occurrence.location(of: token)
                return (occurrence.classList.text(of: token), "\(location.line):\(location.scalarColumn)", occurrence, token)
            }
        }
    }

    /// The `line:column` (scalar column) of the class token with run-time text `text`.
    func position(of text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let matches = allTokens.filter { $0.text == text }
        XCTAssertEqual(matches.count, 1, "tokens named \(text)", file: file, line: line)
        return matches.first?.position
    }

    /// The source text a class token came from.
    func sourceText(of text: String) -> String? {
        allTokens.first { $0.text == text }.map { source.text($0.occurrence.sourceRange(of: $0.token)) }
    }
}
