import TWSyntax

/// The values a computed property or function typed `TWClasses` (or `TWStyle`) returns:
/// `var classes: TWClasses { switch self { case .sm: "px-3" … } }`.
extension SinkFinder {
    /// The body whose `{` is at `brace`, of a declaration starting at `start`: its result
    /// expressions (a lone expression, `return` values, the arms of `if`, `guard` and `switch`
    /// statements, `get` accessors, every arm of an `#if` block) are one site.
    mutating func addReturnedValues(_ kind: SinkKind, start: Int, brace: Int) {
        let close = match(brace)
        guard close > brace else { return }
        let results = returnedExpressions(brace: brace)
        // One evaluation returns one of the results: each is an arm of one choice.
        var pieces: [Piece] = []
        let choice = nextTernary
        nextTernary += 1
        for (arm, result) in results.enumerated() {
            readClassExpression(result, results.count > 1 ? [BranchChoice(ternary: choice, arm: arm)] : [], &pieces)
        }
        guard !pieces.isEmpty else { return }
        addSite(ClassSite(kind: kind, range: span(start, close), occurrences: 0..<0, modifier: nil, namedKey: nil, calleeName: nil), pieces)
    }

    /// The result expressions of the body whose `{` is at `brace`, in source order: a lone
    /// expression, `return` values, the arms of `if`, `guard` and `switch` statements, `get`
    /// accessors, every arm of an `#if` block.
    func returnedExpressions(brace: Int) -> [Range<Int>] {
        let close = match(brace)
        guard close > brace else { return [] }
        var results: [Range<Int>] = []
        // Blocks still to read, and whether a lone expression in one is its value (a body of one
        // expression; not when statements stand beside an `#if` block that holds it).
        var blocks = [(range: brace + 1..<close, loneIsValue: true)]
        while let (block, loneIsValue) = blocks.popLast() {
            var statements: [Range<Int>] = []
            var lone = loneIsValue
            if let split = conditionalSplit(block) {
                // `#if os(iOS) "a" #else "b" #endif`: one arm is compiled, so each arm is read as
                // the block it stands for.
                statements = split.outside.flatMap { self.statements(in: $0) }
                for arm in split.blocks.joined() { blocks.append((arm, loneIsValue && statements.isEmpty)) }
                lone = false
            } else {
                statements = self.statements(in: block)
            }
            for statement in statements {
                let first = statement.lowerBound
                if isIdentifier(first, "return") {
                    results.append(first + 1..<statement.upperBound)
                } else if isIdentifier(first, "switch") {
                    blocks += caseBodies(in: statement).map { ($0, true) }
                } else if isIdentifier(first, "if") || isIdentifier(first, "guard") || isIdentifier(first, "get") || isIdentifier(first, "do") {
                    // Each `{ … }` at the statement's top level: `if c { … } else if d { … } else { … }`.
                    blocks += topLevelBraces(in: statement).map { ($0, true) }
                } else if statements.count == 1, lone {
                    results.append(statement)
                }
            }
        }
        return results.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The bodies of the `case …:` and `default:` clauses of a `switch` statement.
    func caseBodies(in statement: Range<Int>) -> [Range<Int>] {
        guard let brace = statement.first(where: { kind($0) == .leftBrace }), match(brace) > brace else { return [] }
        let close = match(brace)
        var labels: [Int] = []
        var p = brace + 1
        while p < close {
            if (isIdentifier(p, "case") || isIdentifier(p, "default"))
                && (p == brace + 1 || token(p).flags.contains(.newlineBefore) || kind(p - 1) == .semicolon)
            {
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
