import TWSyntax

/// `cn { … }`: swiftcn's `TWClassBuilder` (`ClassComposition.swift`) joins the values of the
/// closure's expressions, as `cn(…)` joins its arguments.
///
/// ```swift
/// cn {
///     "card"                       // always
///     if selected { "ring-2" }     // arm 0 of a choice whose other arm adds nothing
///     else { "ring-0" }            // arm 1
///     for tone in tones { tone }   // the body, once
/// }
/// ```
/// `if`/`else`, `switch` and `#if` arms are alternatives (`buildEither`, `buildOptional`,
/// `buildLimitedAvailability`); a `for` body is read once (`buildArray`); declarations add
/// nothing.
extension SinkFinder {
    /// The `{` of the builder closure when `lo..<hi` is exactly `cn { … }` or `cn() { … }`.
    func builderBrace(_ lo: Int, _ hi: Int) -> Int? {
        guard isIdentifier(lo, "cn") else { return nil }
        var brace = lo + 1
        if kind(brace) == .leftParen, match(brace) == brace + 1 { brace += 2 }
        guard kind(brace) == .leftBrace, match(brace) == hi - 1 else { return nil }
        return brace
    }

    /// The position just past a builder call `cn { … }` or `cn() { … }` at `p`; nil when the
    /// identifier at `p` is not one.
    func builderCallEnd(_ p: Int) -> Int? {
        var brace = p + 1
        if kind(brace) == .leftParen, match(brace) == brace + 1 { brace += 2 }
        guard kind(brace) == .leftBrace, match(brace) > brace else { return nil }
        return match(brace) + 1
    }

    /// The expressions of the builder closure whose `{` is at `brace`, each with the arms it
    /// depends on (added to `branches`), in source order.
    mutating func builderExpressions(_ brace: Int, _ branches: [BranchChoice]) -> [(range: Range<Int>, branches: [BranchChoice])] {
        var found: [(range: Range<Int>, branches: [BranchChoice])] = []
        var blocks = [(range: brace + 1..<match(brace), branches: branches)]
        while let (block, branches) = blocks.popLast() {
            var ranges = [block]
            if let split = conditionalSplit(block) {
                ranges = split.outside
                for arms in split.blocks { blocks += alternatives(arms, branches) }
            }
            for statement in ranges.flatMap({ statements(in: $0) }) {
                let first = statement.lowerBound
                if Self.builderDeclarationKeywords.contains(where: { isIdentifier(first, $0) }) || kind(first) == .at {
                    continue
                } else if isIdentifier(first, "return") {
                    // An explicit `return` turns the builder off: the closure returns its value.
                    found.append((first + 1..<statement.upperBound, branches))
                } else if isIdentifier(first, "if") {
                    blocks += alternatives(topLevelBraces(in: statement), branches)
                } else if isIdentifier(first, "switch") {
                    blocks += alternatives(caseBodies(in: statement), branches)
                } else if isIdentifier(first, "for") {
                    // The loop's body: the last top-level `{ … }` of the statement.
                    if let body = topLevelBraces(in: statement).last { blocks.append((body, branches)) }
                } else {
                    found.append((statement, branches))
                }
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Blocks that exclude each other, as arms of one new choice (a lone block is the arm taken
    /// or the empty one).
    private mutating func alternatives(_ arms: [Range<Int>], _ branches: [BranchChoice]) -> [(range: Range<Int>, branches: [BranchChoice])] {
        guard !arms.isEmpty else { return [] }
        let choice = nextTernary
        nextTernary += 1
        return arms.enumerated().map { arm, range in (range, branches + [BranchChoice(ternary: choice, arm: arm)]) }
    }

    /// Statements of a builder closure that declare rather than produce a value.
    static let builderDeclarationKeywords: [StaticString] = ["let", "var", "func", "struct", "enum", "class", "typealias"]
}
