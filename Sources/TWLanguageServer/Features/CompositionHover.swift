import TWLint
import TWResolve
import TWSyntax

/// The hover section of a `cn(…)` call: the class string swiftcn composes from
/// its fragments (``ClassComposition``), read from the file's tokens, so a `cn(` inside a comment
/// or a string is not a call and a raw string (`#"…"#`) is one fragment.
///
/// Fragments are string literals (interpolations kept as written), `nil`, array literals and
/// other expressions, whose classes are known only at run time and are shown as
/// `\(expression)`. Both call forms are read: `cn("a", nil, ["b"])` and the builder
/// `cn { "a"; "b" }`, whose fragments are separated by semicolons or line breaks.
enum CompositionHover {
    /// One `cn` call: its bytes (from `cn` to the closing bracket) and its fragments.
    struct Call {
        var range: ByteRange
        var fragments: [ClassFragment]
        /// True when a fragment is a run-time value.
        var runTime: Bool
    }

    /// The innermost call around byte `offset`; nil outside any call.
    static func call(in file: ScannedFile, at offset: Int) -> Call? {
        var reader = TokenReader(file: file)
        var best: Call?
        for (position, index) in reader.significant.enumerated() where reader.isWord(index, "cn") {
            let start = reader.tokens[index].range.start
            guard start <= offset else { break }
            guard position + 1 < reader.significant.count else { continue }
            let open = reader.significant[position + 1]
            guard [.leftParen, .leftBrace].contains(reader.tokens[open].kind),
                position == 0 || !reader.isDeclarationOrMember(reader.significant[position - 1]),
                let close = reader.match[open], offset <= reader.tokens[close].range.end
            else { continue }
            let fragments = reader.fragments(from: open + 1, to: close, byLines: reader.tokens[open].kind == .leftBrace)
            // Calls are visited in source order: a later one that contains the offset is inside.
            best = Call(range: ByteRange(start: start, end: reader.tokens[close].range.end), fragments: fragments, runTime: reader.runTime)
            reader.runTime = false
        }
        return best
    }

    /// Markdown for the hover, or nil outside a call.
    static func section(in file: ScannedFile, at offset: Int) -> (range: ByteRange, markdown: String)? {
        guard let call = call(in: file, at: offset) else { return nil }
        let composed = ClassComposition.compose(call.fragments)
        var text =
            "**cn(…)** composes `\(composed.isEmpty ? " " : composed)`\n\nswiftcn keeps the non-nil fragments in their order, joined by one space; it removes no conflict or duplicate."
        if call.runTime { text += " Fragments written `\\(…)` are values known only when the app runs." }
        return (call.range, text)
    }
}

/// The tokens of a file without comments, with each bracket's partner, read once per hover.
private struct TokenReader {
    let file: ScannedFile
    let tokens: [SwiftToken]
    /// Indices of the tokens that are not comments, in order.
    let significant: [Int]
    /// Each opening bracket's closing partner (and back), found with one stack.
    let match: [Int: Int]
    var runTime = false

    init(file: ScannedFile) {
        self.file = file
        let tokens = file.tokens.tokens
        let significant = tokens.indices.filter { !tokens[$0].kind.isComment }
        self.tokens = tokens
        self.significant = significant
        var match: [Int: Int] = [:]
        var open: [Int] = []
        for index in significant {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: open.append(index)
            case .rightParen, .rightBracket, .rightBrace:
                if let partner = open.popLast() {
                    match[partner] = index
                    match[index] = partner
                }
            default: break
            }
        }
        self.match = match
    }

    func text(_ index: Int) -> String {
        let range = tokens[index].range
        return String(decoding: file.source.bytes[range.start..<range.end], as: UTF8.self)
    }

    func isWord(_ index: Int, _ word: String) -> Bool { tokens[index].kind == .identifier && text(index) == word }

    /// `func cn(`, `x.cn(`: a declaration or another type's member, not swiftcn's `cn`.
    func isDeclarationOrMember(_ index: Int) -> Bool { tokens[index].kind == .dot || isWord(index, "func") }

    /// The fragments between token `start` and the closing bracket at `end`, separated by commas
    /// (and, with `byLines`, by semicolons and line breaks) at depth 0.
    mutating func fragments(from start: Int, to end: Int, byLines: Bool) -> [ClassFragment] {
        var fragments: [ClassFragment] = []
        var piece: [Int] = []
        var index = start
        func flush(_ reader: inout TokenReader) {
            if !piece.isEmpty { fragments.append(reader.fragment(piece)) }
            piece = []
        }
        while index < end {
            let kind = tokens[index].kind
            if kind.isComment {
                index += 1
                continue
            }
            if kind == .comma || (byLines && kind == .semicolon) {
                flush(&self)
                index += 1
                continue
            }
            if byLines, let last = piece.last, file.source.bytes[tokens[last].range.end..<tokens[index].range.start].contains(0x0A) {
                flush(&self)
            }
            piece.append(index)
            // A bracket or a literal is one step: what is inside belongs to this piece.
            if [.leftParen, .leftBracket, .leftBrace].contains(kind), let close = match[index], close < end {
                piece.append(close)
                index = close + 1
            } else if kind == .stringLiteral, let literal = file.tokens.literal(of: tokens[index]) {
                index = max(literal.tokenEnd, index + 1)
            } else {
                index += 1
            }
        }
        flush(&self)
        return fragments
    }

    /// One fragment: the first and (for a bracket) the closing token index of each step.
    private mutating func fragment(_ piece: [Int]) -> ClassFragment {
        let first = piece[0]
        if piece.count == 1, tokens[first].kind == .stringLiteral, let literal = file.tokens.literal(of: tokens[first]) {
            return .classes(written(literal))
        }
        if piece.count == 2, tokens[first].kind == .leftBracket, match[first] == piece[1] {
            return .array(fragments(from: first + 1, to: piece[1], byLines: false))
        }
        if piece.count == 1, isWord(first, "nil") { return .none }
        runTime = true
        let range = ByteRange(start: tokens[first].range.start, end: tokens[piece[piece.count - 1]].range.end)
        return .classes("\\(" + String(decoding: file.source.bytes[range.start..<range.end], as: UTF8.self) + ")")
    }

    /// A literal's value with its escapes decoded and its interpolations as written.
    private mutating func written(_ literal: SwiftStringLiteral) -> String {
        let value = StringLiteralValue(literal: literal, source: file.source.bytes)
        if !value.dynamicRanges.isEmpty { runTime = true }
        var bytes: [UInt8] = []
        for segment in value.sourceMap.segments {
            let runtime = ByteRange(start: segment.runtimeStart, end: segment.runtimeStart + segment.runtimeLength)
            if value.dynamicRanges.contains(runtime) {
                bytes += file.source.bytes[segment.source.start..<segment.source.end]
            } else {
                bytes += value.utf8[runtime.start..<runtime.end]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
