// libFuzzer harness: the class parser (TWSyntax) on arbitrary bytes. Besides "no crash", it
// checks what every caller relies on: token ranges lie inside the input, in order, without
// overlap, and every diagnostic range lies inside the input; and that the fast path for plain
// tokens gives exactly the tokens of the general parser.
@testable import TWSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func classParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let list = ClassParser.parse(utf8: bytes)
    let general = ClassParser.parse(utf8: bytes, dynamicRanges: [], readsPlainTokensFast: false)
    precondition(list.tokens == general.tokens, "the plain-token fast path and the general parser disagree")
    var previousEnd = 0
    for token in list.tokens {
        precondition(
            token.range.start >= previousEnd && token.range.start < token.range.end && token.range.end <= size,
            "token range \(token.range) out of order or outside \(size) bytes")
        previousEnd = token.range.end
        _ = list.text(of: token)
        _ = list.root(of: token)
    }
    for diagnostic in list.syntaxDiagnostics {
        precondition(diagnostic.range.start >= 0 && diagnostic.range.end <= size, "diagnostic range \(diagnostic.range) outside the input")
    }
    let converter = SourceLocationConverter(utf8: bytes)
    _ = converter.location(ofByte: size / 2)
    return 0
}
