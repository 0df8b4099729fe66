import TWSyntax

/// A class string read from an expression, with the ternary arms it depends on.
struct Piece {
    var value: StringLiteralValue
    var branches: [BranchChoice]
}

/// Reading class expressions: literals, `+` concatenations of literals, `cn(…)`, ternaries,
/// parentheses and `nil`.
extension SinkFinder {
    /// Reads the expression at `range`; anything else (an identifier, a call) is not checkable
    /// and adds nothing.
    ///
    /// ```
    /// cn(base, "px-4", isOn ? "rounded-[14]" : nil)
    ///    ^^^^ skipped  ^^^^ arm 0 of a ternary ^^^ absent in arm 1
    /// ```
    mutating func readClassExpression(_ range: Range<Int>, _ branches: [BranchChoice], _ pieces: inout [Piece]) {
        let lo = range.lowerBound, hi = range.upperBound
        guard lo < hi else { return }
        if let (question, colon) = ternary(in: range) {
            let id = nextTernary
            nextTernary += 1
            readClassExpression(question + 1..<colon, branches + [BranchChoice(ternary: id, arm: 0)], &pieces)
            readClassExpression(colon + 1..<hi, branches + [BranchChoice(ternary: id, arm: 1)], &pieces)
            return
        }
        if kind(lo) == .leftParen, match(lo) == hi - 1 {
            return readClassExpression(lo + 1..<hi - 1, branches, &pieces)
        }
        if isIdentifier(lo, "cn"), kind(lo + 1) == .leftParen, match(lo + 1) == hi - 1 {
            consumedCalls.insert(level.indices[lo])
            for argument in arguments(lo + 1) { readClassExpression(argument.value, branches, &pieces) }
            return
        }
        if let value = concatenation(range) {
            pieces.append(Piece(value: value, branches: branches))
        }
    }

    /// The `?` and `:` of a ternary at the top of `range`; the first `?` starts it (the ternary
    /// binds loosest), and its `:` is the first one not claimed by a nested ternary.
    func ternary(in range: Range<Int>) -> (Int, Int)? {
        var p = range.lowerBound
        var question: Int?
        var depth = 0
        while p < range.upperBound {
            switch kind(p) {
            case .leftParen, .leftBracket, .leftBrace:
                if match(p) > p { p = match(p) }
            case .operator where isTernaryQuestion(p):
                if question == nil { question = p } else { depth += 1 }
            case .colon where question != nil:
                if depth == 0 { return (question!, p) }
                depth -= 1
            default:
                break
            }
            p += 1
        }
        return nil
    }

    /// `"a"`, or `"a" + "b" + …` with only string literals: the joined run-time value.
    func concatenation(_ range: Range<Int>) -> StringLiteralValue? {
        var value: StringLiteralValue?
        var p = range.lowerBound
        while p < range.upperBound {
            guard let literal = token(p).literalIndex, kind(p) == .stringLiteral else { return nil }
            let part = StringLiteralValue(literal: stream.literals[literal], source: bytes)
            if value == nil { value = part } else { value!.append(part) }
            p += 1
            if p == range.upperBound { break }
            guard isOperator(p, "+"), p + 1 < range.upperBound else { return nil }
            p += 1
        }
        return value
    }
}
