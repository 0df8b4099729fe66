import TWSyntax

/// String literals and their interpolations.
extension SwiftLexerCore {
    /// `#` starts a raw string (`#"`, `##"""`), an extended regex (`#/`) or a pound keyword
    /// (`#if`).
    mutating func lexPound() {
        var i = pos
        while i < end, base[i] == UInt8(ascii: "#") { i += 1 }
        let hashes = i - pos
        let next = byte(i)
        if next == UInt8(ascii: "\"") {
            lexString(start: pos, hashes: hashes, quote: i)
        } else if next == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes, slash: i)
        } else if hashes == 1, Self.isIdentifierByte(next), !Self.isDigit(next) {
            var j = i + 1
            while j < end, Self.isIdentifierByte(base[j]) { j += 1 }
            emit(.poundKeyword, pos, j)
        } else {
            emit(.unknown, pos, pos + 1)
        }
    }

    /// Opens a literal whose first `#` (or `"`) is at `start` and whose first `"` is at `quote`.
    mutating func lexString(start: Int, hashes: Int, quote: Int) {
        let multiline = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
        let contentStart = quote + (multiline ? 3 : 1)
        let literalIndex = literals.count
        let tokenIndex = tokens.count
        emit(.stringLiteral, start, contentStart, payload: Int32(literalIndex))
        literals.append(
            SwiftStringLiteral(
                range: ByteRange(start: start, end: contentStart),
                contentRange: ByteRange(start: contentStart, end: contentStart),
                hashCount: hashes, isMultiline: multiline, isTerminated: false,
                interpolations: [], tokenIndex: tokenIndex, tokenEnd: tokenIndex + 1))
        pos = contentStart
        scanStringBody(literalIndex)
    }

    /// Reads literal text from `pos` until the closing delimiter (finishing the literal) or an
    /// interpolation (pushing it and returning to the code loop).
    mutating func scanStringBody(_ literalIndex: Int) {
        let hashes = literals[literalIndex].hashCount
        let multiline = literals[literalIndex].isMultiline
        var i = pos
        while i < end {
            let c = base[i]
            if c == UInt8(ascii: "\\") {
                var j = i + 1
                var count = 0
                while count < hashes, j < end, base[j] == UInt8(ascii: "#") { count += 1; j += 1 }
                guard count == hashes, j < end else { i = j; continue }
                let escaped = base[j]
                if escaped == UInt8(ascii: "("), stack.count < SwiftLexer.maximumInterpolationDepth {
                    stack.append(OpenInterpolation(literal: literalIndex, start: i, parenDepth: 0, firstToken: tokens.count))
                    pos = j + 1
                    pendingFlags = 0
                    lastSignificant = .leftParen
                    return
                }
                // Past the limit the rest of the outermost literal reads as text and code by turns:
                // one report for that literal.
                if escaped == UInt8(ascii: "("), let outermost = stack.first?.literal, outermost != tooDeepOutermostLiteral {
                    tooDeepInterpolations.append(i..<j + 1)
                    tooDeepOutermostLiteral = outermost
                }
                // A line break after `\` ends a single-line literal; in a multi-line one it is a
                // line continuation, which the value decoder handles.
                i = Self.isLineBreak(escaped) ? j : j + 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                if let stop = closingDelimiterEnd(at: i, hashes: hashes, multiline: multiline) {
                    finishLiteral(literalIndex, contentEnd: i, end: stop, terminated: true)
                    return
                }
                i += 1
                continue
            }
            if !multiline, Self.isLineBreak(c) {
                finishLiteral(literalIndex, contentEnd: i, end: i, terminated: false)
                return
            }
            i += 1
        }
        finishLiteral(literalIndex, contentEnd: end, end: end, terminated: false)
    }

    /// The end of the closing delimiter starting at the `"` at `offset`, or nil when it is only a
    /// quote of the text.
    func closingDelimiterEnd(at offset: Int, hashes: Int, multiline: Bool) -> Int? {
        var j = offset + 1
        if multiline {
            guard byte(j) == UInt8(ascii: "\""), byte(j + 1) == UInt8(ascii: "\"") else { return nil }
            j += 2
        }
        for _ in 0..<hashes {
            guard byte(j) == UInt8(ascii: "#") else { return nil }
            j += 1
        }
        return j
    }

    mutating func finishLiteral(_ literalIndex: Int, contentEnd: Int, end stop: Int, terminated: Bool) {
        let start = literals[literalIndex].range.start
        let range = ByteRange(start: start, end: stop)
        literals[literalIndex].range = range
        literals[literalIndex].contentRange.end = contentEnd
        literals[literalIndex].isTerminated = terminated
        literals[literalIndex].tokenEnd = tokens.count
        tokens[literals[literalIndex].tokenIndex].range = range
        pos = stop
        pendingFlags = 0
        lastSignificant = .stringLiteral
        lastIsExpressionKeyword = false
    }

    /// The `)` at `pos` closes the innermost open interpolation: record it and go on reading its
    /// literal.
    mutating func closeInterpolation() {
        let open = stack.removeLast()
        literals[open.literal].interpolations.append(
            SwiftInterpolation(
                range: ByteRange(start: open.start, end: pos + 1), tokens: open.firstToken..<tokens.count))
        pos += 1
        scanStringBody(open.literal)
    }

    /// Unterminated interpolations and their literals end at the end of the file.
    mutating func finishAtEndOfFile() {
        while let open = stack.popLast() {
            literals[open.literal].interpolations.append(
                SwiftInterpolation(
                    range: ByteRange(start: open.start, end: end), tokens: open.firstToken..<tokens.count))
            finishLiteral(open.literal, contentEnd: end, end: end, terminated: false)
        }
    }
}
