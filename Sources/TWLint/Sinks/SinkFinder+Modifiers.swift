import TWSyntax

/// Modifier chains and the facts later rules need: `.twSurfaceID`, `.twGlassRenderer`,
/// `TWSurfaceGroup { … }`.
extension SinkFinder {
    /// True when the `.` at `dot` follows an expression (a modifier), not an opening bracket or a
    /// separator (an implicit member such as `style: .tw(…)`).
    func hasReceiver(dot: Int) -> Bool {
        switch kind(dot - 1) {
        case .identifier:
            // `try .parse(…)`, `return .tw(…)`: a keyword, then an implicit member.
            !(isIdentifier(dot - 1, "try") || isIdentifier(dot - 1, "await") || isIdentifier(dot - 1, "return")
                || isIdentifier(dot - 1, "throw") || isIdentifier(dot - 1, "in") || isIdentifier(dot - 1, "case"))
        case .backtickIdentifier, .rightParen, .rightBracket, .rightBrace, .stringLiteral, .number: true
        case .operator: token(dot - 1).flags.contains(.spaceBefore) == false
        default: false
        }
    }

    /// The chain facts of the modifier whose `.` is at `dot`.
    ///
    /// Walks back over `.name(…)`, `.name`, trailing closures and postfix `?`/`!` to the chain's
    /// base. Results are memoized by dot, so a long chain of modifiers is walked once.
    mutating func modifierPosition(dot: Int) -> ModifierPosition {
        let receiverEnd = dot - 1
        var isText = false
        if kind(receiverEnd) == .rightParen, match(receiverEnd) >= 0 {
            let name = match(receiverEnd) - 1
            isText = isIdentifier(name, "Text") && kind(name - 1) != .dot
        } else if scanningFileLevel, kind(receiverEnd) == .identifier, kind(receiverEnd - 1) != .dot,
            let declaration = constant(named: receiverEnd, qualified: false)
        {
            // `let text = Text(…)` then `text.tw(…)`: the modifier is applied to the Text itself.
            let value = declaration.value
            isText =
                value.count >= 3 && isIdentifier(value.lowerBound, "Text") && kind(value.lowerBound + 1) == .leftParen
                && match(value.lowerBound + 1) == value.upperBound - 1
        }
        var visited: [Int32] = []
        var d = dot
        var base = dot
        var inherited: (start: Int, index: Int)?
        while true {
            if let memo = chainMemo[level.indices[d]] { inherited = memo; break }
            visited.append(level.indices[d])
            var r = d - 1
            while r >= 0, isOperator(r, "?") || isOperator(r, "!"), !token(r).flags.contains(.spaceBefore) { r -= 1 }
            while r >= 0, let k = kind(r), k == .rightParen || k == .rightBracket || k == .rightBrace, match(r) >= 0, match(r) < r {
                r = match(r) - 1
            }
            if r >= 1, kind(r) == .identifier || kind(r) == .backtickIdentifier, kind(r - 1) == .dot {
                if hasReceiver(dot: r - 1) {
                    d = r - 1
                    continue
                }
                // An implicit member (`.twSurfaceID(…).tw(…)` at the start of an expression) is
                // the chain's base: it starts at its dot.
                base = r - 1
                break
            }
            base = r >= 0 ? r : 0
            break
        }
        // visited[k] is the dot of the link k steps back from `dot`.
        let baseStart = inherited?.start ?? range(base).start
        let firstIndex = inherited.map { $0.index + 1 } ?? 0
        for (k, tokenIndex) in visited.reversed().enumerated() {
            chainMemo[tokenIndex] = (baseStart, firstIndex + k)
        }
        let index = chainMemo[level.indices[dot]]!.index
        return ModifierPosition(chainStart: baseStart, index: index, isAppliedToText: isText)
    }

    mutating func addSurfaceID(_ p: Int) {
        surfaceIDs.append(SurfaceIDFact(range: span(p, match(p + 1)), modifier: memberPosition(dot: p - 1)))
    }

    /// ``modifierPosition(dot:)`` for a modifier, or for an implicit member expression that starts
    /// a chain (`.twSurfaceID("tools", in: ns).tw(…)` with nothing before the dot): that one is
    /// the chain's base, at index -1, so the modifiers after it count from 0 as usual.
    mutating func memberPosition(dot: Int) -> ModifierPosition {
        if hasReceiver(dot: dot) { return modifierPosition(dot: dot) }
        return ModifierPosition(chainStart: range(dot).start, index: -1, isAppliedToText: false)
    }

    mutating func addGlassRenderer(_ p: Int) {
        let argument = arguments(p + 1).first?.value ?? 0..<0
        var isLiteral = false
        if argument.count == 2 {
            isLiteral = kind(argument.lowerBound) == .dot && kind(argument.lowerBound + 1) == .identifier
        } else if argument.count == 3 {
            isLiteral =
                isIdentifier(argument.lowerBound, "TWGlassRenderer") && kind(argument.lowerBound + 1) == .dot
                && kind(argument.lowerBound + 2) == .identifier
        }
        glassRenderers.append(
            GlassRendererFact(
                range: span(p, match(p + 1)), modifier: memberPosition(dot: p - 1),
                isLiteralArgument: isLiteral))
    }

    /// `TWSurfaceGroup { … }` or `TWSurfaceGroup(…) { … }`.
    mutating func addSurfaceGroup(_ p: Int) {
        var brace = p + 1
        if kind(brace) == .leftParen, match(brace) > brace { brace = match(brace) + 1 }
        guard kind(brace) == .leftBrace, match(brace) > brace else { return }
        surfaceGroups.append(SurfaceGroupFact(range: span(p, match(brace)), scrollContainers: []))
        openGroups.append((end: match(brace), fact: surfaceGroups.count - 1))
    }

    /// `TWGlobalRules(view: …, button: …, named: ["key": …, …])`.
    mutating func addGlobalRules(_ p: Int) {
        for argument in arguments(p + 1) {
            guard let label = argument.label else { continue }
            if isIdentifier(label, "view") || isIdentifier(label, "button") {
                var pieces: [Piece] = []
                readClassExpression(argument.value, [], &pieces)
                let kind: SinkKind = isIdentifier(label, "view") ? .globalView : .globalButton
                addSite(
                    ClassSite(
                        kind: kind, range: span(label, argument.value.upperBound - 1), occurrences: 0..<0,
                        modifier: nil, namedKey: nil, calleeName: nil), pieces)
            } else if isIdentifier(label, "named") {
                addNamedClasses(argument.value)
            }
        }
    }

    /// The entries of a dictionary literal `["key": value, …]`.
    mutating func addNamedClasses(_ value: Range<Int>) {
        let open = value.lowerBound
        guard kind(open) == .leftBracket, match(open) == value.upperBound - 1 else { return }
        var start = open + 1
        var p = start
        let close = value.upperBound - 1
        var entries: [Range<Int>] = []
        while p <= close {
            if p == close || kind(p) == .comma {
                if p > start { entries.append(start..<p) }
                start = p + 1
            } else if let k = kind(p), k == .leftParen || k == .leftBracket || k == .leftBrace, match(p) > p {
                p = match(p)
            }
            p += 1
        }
        for entry in entries {
            guard kind(entry.lowerBound) == .stringLiteral, kind(entry.lowerBound + 1) == .colon,
                let key = concatenation(entry.lowerBound..<entry.lowerBound + 1)
            else { continue }
            var pieces: [Piece] = []
            let valueRange = entry.lowerBound + 2..<entry.upperBound
            readClassExpression(valueRange, [], &pieces)
            var siteIndex: Int?
            if !pieces.isEmpty {
                siteIndex = addSite(
                    ClassSite(
                        kind: .globalNamed, range: span(entry.lowerBound, entry.upperBound - 1),
                        occurrences: 0..<0, modifier: nil, namedKey: key.string, calleeName: nil), pieces)
            }
            namedClasses.append(NamedClassDefinition(name: key.string, keyRange: key.sourceRange, siteIndex: siteIndex))
        }
    }

    /// `rules.named["key"] = …` and `$0.named["key"] = …` (in `.twRules { … }`): the value is a
    /// class string of a named class.
    mutating func addNamedAssignment(_ p: Int) {
        let close = match(p + 1)
        guard close > p + 1, isOperator(close + 1, "=") else { return }
        let hi = statementEnd(from: close + 2)
        guard hi > close + 2 else { return }
        var pieces: [Piece] = []
        readClassExpression(close + 2..<hi, [], &pieces)
        guard !pieces.isEmpty else { return }
        let key = close == p + 3 ? concatenation(p + 2..<p + 3)?.string : nil
        addSite(ClassSite(kind: .globalNamed, range: span(p, hi - 1), occurrences: 0..<0, modifier: nil, namedKey: key, calleeName: nil), pieces)
    }
}
