import TWSyntax

/// Collection literals typed with class elements: `let components: [String: TWClasses] = ["card":
/// "p-4 …", …]` (swiftcn's recipe table in `Recipes.swift`) and `let steps: [TWClasses] = ["p-2",
/// "p-4"]`. Each value is a class string of its own: a site per element, so two entries never
/// meet in one class list (an entry's `p-2` does not override another's `p-4`).
extension SinkFinder {
    /// `TWClasses` (or `TWStyle`) at `p` closes a collection type whose `]` is at `close`:
    /// `[K: TWClasses]` or `[TWClasses]`, written after `:` (a declaration or a parameter) and
    /// initialised with a literal (`= [ … ]`). Other shapes add nothing.
    mutating func addTypedCollection(_ kind: SinkKind, _ p: Int, close: Int) {
        let open = match(close)
        guard open >= 0, open < p, self.kind(open) == .leftBracket, self.kind(open - 1) == .colon else { return }
        let isDictionary = self.kind(p - 1) == .colon && p - 1 > open
        guard isDictionary || p - 1 == open else { return }
        var e = close + 1
        if isOperator(e, "?") || isOperator(e, "!") { e += 1 }
        guard isOperator(e, "="), self.kind(e + 1) == .leftBracket, match(e + 1) > e + 1 else { return }
        for argument in arguments(e + 1) {
            let element = (argument.label ?? argument.value.lowerBound)..<argument.value.upperBound
            var value = argument.value
            if isDictionary, argument.label == nil {
                // `"key": value`: the value follows the key's colon.
                guard let colon = keyColon(in: value) else { continue }
                value = colon + 1..<value.upperBound
            }
            guard !value.isEmpty else { continue }
            var pieces: [Piece] = []
            readClassExpression(value, [], &pieces)
            guard !pieces.isEmpty else { continue }
            addSite(
                ClassSite(
                    kind: kind, range: span(element.lowerBound, element.upperBound - 1), occurrences: 0..<0, modifier: nil, namedKey: nil, calleeName: nil),
                pieces)
        }
    }

    /// The colon that ends a dictionary entry's key: the first one outside brackets.
    func keyColon(in entry: Range<Int>) -> Int? {
        var q = entry.lowerBound
        while q < entry.upperBound {
            if kind(q) == .colon { return q }
            if let k = kind(q), k == .leftParen || k == .leftBracket || k == .leftBrace, match(q) > q { q = match(q) }
            q += 1
        }
        return nil
    }
}
