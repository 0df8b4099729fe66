/// Comments and regex literals: everything that starts with `/`.
extension SwiftLexerCore {
    mutating func lexSlash() {
        let next = byte(pos + 1)
        if next == UInt8(ascii: "/") {
            var i = pos + 2
            while i < end, !Self.isLineBreak(base[i]) { i += 1 }
            let isDoc = byte(pos + 2) == UInt8(ascii: "/") && byte(pos + 3) != UInt8(ascii: "/")
            emit(isDoc ? .docLineComment : .lineComment, pos, i)
        } else if next == UInt8(ascii: "*") {
            lexBlockComment()
        } else if regexMayStart(), let stop = scanBareRegex() {
            emit(.regexLiteral, pos, stop)
        } else {
            lexOperator()
        }
    }

    /// `/* … */` with nesting; unterminated comments end at the end of the file.
    mutating func lexBlockComment() {
        var depth = 1
        var i = pos + 2
        while i < end {
            let c = base[i]
            if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if c == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { break }
            } else {
                i += 1
            }
        }
        let isDoc = byte(pos + 2) == UInt8(ascii: "*") && byte(pos + 3) != UInt8(ascii: "/")
        emit(isDoc ? .docBlockComment : .blockComment, pos, min(i, end))
    }

    /// Whether a bare `/` here can open a regex literal: an expression must be able to start
    /// (after an operator, an opening bracket, a separator, an expression keyword, or at the start
    /// of a line), and the next byte must not be whitespace.
    func regexMayStart() -> Bool {
        let next = byte(pos + 1)
        if pos + 1 >= end || next == 0x20 || next == 0x09 || Self.isLineBreak(next) { return false }
        if pos < regexFailureEnd { return false }
        if pendingFlags & SwiftToken.Flags.newlineBefore.rawValue != 0 { return true }
        switch lastSignificant {
        case nil, .operator, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon: return true
        case .identifier: return lastIsExpressionKeyword
        default: return false
        }
    }

    /// The end of a bare regex literal opened at `pos`, or nil when no unescaped `/` closes it on
    /// the same line.
    mutating func scanBareRegex() -> Int? {
        var i = pos + 1
        while i < end {
            let c = base[i]
            if Self.isLineBreak(c) { break }
            if c == UInt8(ascii: "\\") {
                i += 1
                if i < end, !Self.isLineBreak(base[i]) { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/") { return i + 1 }
            i += 1
        }
        regexFailureEnd = i
        return nil
    }

    /// `#/…/#` with `hashes` `#`s, opened at `pos` (the first `#`); `slash` is the offset of the
    /// `/`. When the rest of the opening line is blank the literal may span lines (extended
    /// syntax); otherwise it ends on its line.
    mutating func lexExtendedRegex(hashes: Int, slash: Int) {
        var i = slash + 1
        var lineEnd = i
        while lineEnd < end, base[lineEnd] == 0x20 || base[lineEnd] == 0x09 { lineEnd += 1 }
        let multiline = lineEnd >= end || Self.isLineBreak(base[lineEnd])
        while i < end {
            let c = base[i]
            if !multiline, Self.isLineBreak(c) { break }
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == UInt8(ascii: "/") {
                var j = i + 1
                var count = 0
                while count < hashes, j < end, base[j] == UInt8(ascii: "#") { count += 1; j += 1 }
                if count == hashes {
                    emit(.regexLiteral, pos, j)
                    return
                }
            }
            i += 1
        }
        emit(.regexLiteral, pos, min(i, end))
    }
}
