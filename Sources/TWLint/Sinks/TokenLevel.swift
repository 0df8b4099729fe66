/// The significant tokens of one nesting level (the file, or one interpolation), with matching
/// brackets.
///
/// Comments are dropped, and a string literal counts as one token: the tokens of its
/// interpolations form levels of their own. Positions are indices into ``indices``.
struct TokenLevel {
    /// Indices into the token array.
    var indices: [Int32] = []
    /// For `(`, `[`, `{` and their closers: the position of the partner; -1 otherwise or when
    /// unbalanced.
    var match: [Int32] = []
    /// For a ternary's `?`: the position of its `:`; -1 for a `?` without one. Built on first use
    /// (``SinkFinder/ternary(in:)``), nil until then.
    var ternaryColons: [Int32]?

    init(stream: SwiftTokenStream, range: Range<Int>) {
        let tokens = stream.tokens
        indices.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            let token = tokens[i]
            if !token.kind.isComment { indices.append(Int32(i)) }
            if let literal = token.literalIndex { i = max(stream.literals[literal].tokenEnd, i + 1) } else { i += 1 }
        }
        match = Array(repeating: -1, count: indices.count)
        var stack: [Int32] = []
        for position in indices.indices {
            let kind = tokens[Int(indices[position])].kind
            switch kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(Int32(position))
            case .rightParen, .rightBracket, .rightBrace:
                let opener: SwiftTokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                if let top = stack.last, tokens[Int(indices[Int(top)])].kind == opener {
                    stack.removeLast()
                    match[Int(top)] = Int32(position)
                    match[position] = top
                }
            default:
                break
            }
        }
    }

    var count: Int { indices.count }
}
