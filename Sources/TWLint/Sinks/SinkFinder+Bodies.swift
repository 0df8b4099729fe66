import TWSyntax

/// The values a computed property or function typed `TWClasses` (or `TWStyle`) returns:
/// `var classes: TWClasses { switch self { case .sm: "px-3" … } }`.
extension SinkFinder {
    /// The body whose `{` is at `brace`, of a declaration starting at `start`: its result
    /// expressions (a lone expression, `return` values, the arms of `if`, `guard` and `switch`
    /// statements, `get` accessors) are one site.
    mutating func addReturnedValues(_ kind: SinkKind, start: Int, brace: Int) {
        let close = match(brace)
        guard close > brace else { return }
        var results: [Range<Int>] = []
        var blocks = [brace + 1..<close]
        while let block = blocks.popLast() {
            var statements: [Range<Int>] = []
            var p = block.lowerBound
            while p < block.upperBound {
                let end = min(max(statementEnd(from: p), p + 1), block.upperBound)
                statements.append(p..<end)
                p = end
                while p < block.upperBound, self.kind(p) == .semicolon { p += 1 }
            }
            for statement in statements {
                let first = statement.lowerBound
                if isIdentifier(first, "return") {
                    results.append(first + 1..<statement.upperBound)
                } else if isIdentifier(first, "switch") {
                    blocks += caseBodies(in: statement)
                } else if isIdentifier(first, "if") || isIdentifier(first, "guard") || isIdentifier(first, "get") || isIdentifier(first, "do") {
                    // Each `{ … }` at the statement's top level: `if c { … } else if d { … } else { … }`.
                    var q = first
                    while q < statement.upperBound {
                        if self.kind(q) == .leftBrace, match(q) > q {
                            blocks.append(q + 1..<match(q))
                            q = match(q)
                        } else if let k = self.kind(q), k == .leftParen || k == .leftBracket, match(q) > q {
                            q = match(q)
                        }
                        q += 1
                    }
                } else if statements.count == 1 {
                    results.append(statement)
                }
            }
        }
        // One evaluation returns one of the results: each is an arm of one choice.
        var pieces: [Piece] = []
        let choice = nextTernary
        nextTernary += 1
        for (arm, result) in results.sorted(by: { $0.lowerBound < $1.lowerBound }).enumerated() {
            readClassExpression(result, results.count > 1 ? [BranchChoice(ternary: choice, arm: arm)] : [], &pieces)
        }
        guard !pieces.isEmpty else { return }
        addSite(ClassSite(kind: kind, range: span(start, close), occurrences: 0..<0, modifier: nil, namedKey: nil, calleeName: nil), pieces)
    }

    /// The bodies of the `case …:` and `default:` clauses of a `switch` statement.
    func caseBodies(in statement: Range<Int>) -> [Range<Int>] {
        guard let brace = statement.first(where: { kind($0) == .leftBrace }), match(brace) > brace else { return [] }
        let close = match(brace)
        var labels: [Int] = []
        var p = brace + 1
        while p < close {
            if (isIdentifier(p, "case") || isIdentifier(p, "default")) && (p == brace + 1 || token(p).flags.contains(.newlineBefore) || kind(p - 1) == .semicolon) {
                labels.append(p)
            }
            if let k = kind(p), k == .leftParen || k == .leftBracket || k == .leftBrace, match(p) > p { p = match(p) }
            p += 1
        }
        var bodies: [Range<Int>] = []
        for (index, label) in labels.enumerated() {
            let end = index + 1 < labels.count ? labels[index + 1] : close
            // The clause's `:` is the first at its top level (patterns hold no bare colon).
            var q = label + 1
            while q < end, kind(q) != .colon {
                if let k = kind(q), k == .leftParen || k == .leftBracket || k == .leftBrace, match(q) > q { q = match(q) }
                q += 1
            }
            if q + 1 < end { bodies.append(q + 1..<end) }
        }
        return bodies
    }
}
