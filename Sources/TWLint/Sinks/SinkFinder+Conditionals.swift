import TWSyntax

/// The tokens of a block outside its `#if` blocks, and the arms of those blocks.
///
/// ```swift
/// var height: TWClasses {
///     #if os(iOS)
///     "h-[44] rounded-md"     // arm 0
///     #else
///     "h-9 rounded-md"        // arm 1
///     #endif
/// }
/// ```
/// Only one arm is compiled, so the arms are alternatives; directive lines belong to no range.
struct ConditionalSplit {
    /// Token ranges outside every top-level `#if … #endif`, in source order.
    var outside: [Range<Int>]
    /// Each top-level `#if` block's arms, in source order; an arm may hold nested `#if` blocks.
    var blocks: [[Range<Int>]]
}

/// Reading compile-time conditionals and statement lists of a block.
extension SinkFinder {
    /// The top-level `#if` blocks of `block`; nil when it has none.
    func conditionalSplit(_ block: Range<Int>) -> ConditionalSplit? {
        var split = ConditionalSplit(outside: [], blocks: [])
        var depth = 0
        var segmentStart = block.lowerBound
        var p = block.lowerBound
        while p < block.upperBound {
            if kind(p) == .poundKeyword, let directive = conditionalDirective(p) {
                let end = directiveLineEnd(p, limit: block.upperBound)
                switch directive {
                case "#if":
                    if depth == 0 {
                        if p > segmentStart { split.outside.append(segmentStart..<p) }
                        split.blocks.append([])
                        segmentStart = end
                    }
                    depth += 1
                case "#elseif", "#else":
                    if depth == 1 {
                        split.blocks[split.blocks.count - 1].append(segmentStart..<p)
                        segmentStart = end
                    }
                default:  // #endif
                    if depth == 1 {
                        split.blocks[split.blocks.count - 1].append(segmentStart..<p)
                        segmentStart = end
                    }
                    if depth > 0 { depth -= 1 }
                }
                p = end
                continue
            }
            if let k = kind(p), k == .leftParen || k == .leftBracket || k == .leftBrace, match(p) > p { p = match(p) }
            p += 1
        }
        guard !split.blocks.isEmpty else { return nil }
        if segmentStart < block.upperBound {
            // An unterminated `#if` keeps its last arm.
            if depth > 0 {
                split.blocks[split.blocks.count - 1].append(segmentStart..<block.upperBound)
            } else {
                split.outside.append(segmentStart..<block.upperBound)
            }
        }
        return split
    }

    /// `#if`, `#elseif`, `#else` or `#endif` for a pound keyword at `p` that is one; nil for
    /// `#available`, `#selector` and the others.
    func conditionalDirective(_ p: Int) -> String? {
        let word = text(p)
        return word == "#if" || word == "#elseif" || word == "#else" || word == "#endif" ? word : nil
    }

    /// The position after a directive's line: the first token on a later line (brackets of a
    /// condition such as `os(iOS)` are skipped whole).
    func directiveLineEnd(_ p: Int, limit: Int) -> Int {
        var q = p + 1
        while q < limit, !token(q).flags.contains(.newlineBefore) {
            if let k = kind(q), k == .leftParen || k == .leftBracket, match(q) > q { q = match(q) }
            q += 1
        }
        return min(q, limit)
    }

    /// The statements of `range`: each runs to ``statementEnd(from:)``; semicolons separate; a
    /// statement that starts with `else` continues the `if` before it (`}` and `else` on
    /// separate lines).
    func statements(in range: Range<Int>) -> [Range<Int>] {
        var statements: [Range<Int>] = []
        var p = range.lowerBound
        while p < range.upperBound {
            let end = min(max(statementEnd(from: p), p + 1), range.upperBound)
            if isIdentifier(p, "else"), let last = statements.last {
                statements[statements.count - 1] = last.lowerBound..<end
            } else {
                statements.append(p..<end)
            }
            p = end
            while p < range.upperBound, kind(p) == .semicolon { p += 1 }
        }
        return statements
    }

    /// The `{ … }` bodies at the top level of an `if`/`guard`/`do`/`get` statement, in order:
    /// `if c { … } else if d { … } else { … }` has three.
    func topLevelBraces(in statement: Range<Int>) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        var q = statement.lowerBound
        while q < statement.upperBound {
            if kind(q) == .leftBrace, match(q) > q {
                bodies.append(q + 1..<match(q))
                q = match(q)
            } else if let k = kind(q), k == .leftParen || k == .leftBracket, match(q) > q {
                q = match(q)
            }
            q += 1
        }
        return bodies
    }
}
