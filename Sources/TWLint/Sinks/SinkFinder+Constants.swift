import TWSyntax

/// A name bound to a value in the file: `let base = "px-4"`, `static let card: … = …`,
/// `@State var classes = "p-4"`, `for s in ["a", "b"]`, `@Test(arguments: […]) func f(s: String)`.
struct ConstantDeclaration {
    /// The name's position in the file level.
    var position: Int
    /// The value's tokens.
    var value: Range<Int>
    /// The braces of the innermost block holding the declaration (-1 and the level's end at the
    /// top of the file): the name is visible between them.
    var scope: (open: Int, close: Int)
    /// True when the name takes each element of the value in turn (a loop variable, a test
    /// argument): the elements are alternatives, not joined.
    var iterates: Bool
    /// True for `let`: the value is the only one the name ever has.
    var isLet = false
}

/// Constants whose values reach a sink in the same file.
extension SinkFinder {
    /// Every declaration of the file level by name, built on first use.
    mutating func fileConstants() -> [String: [ConstantDeclaration]] {
        if let constants { return constants }
        var found: [String: [ConstantDeclaration]] = [:]
        var braces: [Int] = []
        var p = 0
        while p < level.count {
            defer { p += 1 }
            switch kind(p) {
            case .leftBrace where match(p) > p: braces.append(p); continue
            case .rightBrace: if let open = braces.last, match(open) == p { braces.removeLast() }; continue
            case .identifier: break
            default: continue
            }
            let scope = braces.last.map { ($0, match($0)) } ?? (-1, level.count)
            if isIdentifier(p, "let") || isIdentifier(p, "var"), kind(p + 1) == .identifier, let equals = initializerEquals(after: p + 1) {
                let end = statementEnd(from: equals + 1)
                if end > equals + 1 {
                    found[text(p + 1), default: []].append(
                        ConstantDeclaration(
                            position: p + 1, value: equals + 1..<end, scope: scope, iterates: false,
                            isLet: isIdentifier(p, "let")))
                }
            } else if isIdentifier(p, "for"), kind(p + 1) == .identifier, isIdentifier(p + 2, "in"),
                let body = (p + 3..<min(level.count, p + 4000)).first(where: { kind($0) == .leftBrace }), match(body) > body, body > p + 3
            {
                found[text(p + 1), default: []].append(ConstantDeclaration(position: p + 1, value: p + 3..<body, scope: (body, match(body)), iterates: true))
            } else if isIdentifier(p, "Test"), kind(p - 1) == .at, kind(p + 1) == .leftParen, match(p + 1) > p + 1,
                let values = arguments(p + 1).first(where: { $0.label.map { isIdentifier($0, "arguments") } ?? false })
            {
                addTestArgument(values.value, after: match(p + 1), into: &found)
            }
        }
        constants = found
        return found
    }

    /// The `=` of `let name = …` or `let name: Type = …` (none for a computed `var name: T { … }`).
    func initializerEquals(after name: Int) -> Int? {
        if isOperator(name + 1, "=") { return name + 1 }
        guard kind(name + 1) == .colon else { return nil }
        var q = name + 2
        while q < level.count, q < name + 32 {
            if isOperator(q, "=") { return q }
            if let k = kind(q), k == .leftBrace || k == .semicolon || k == .comma || k == .rightBrace { return nil }
            if q > name + 2, token(q).flags.contains(.newlineBefore) { return nil }
            if let k = kind(q), k == .leftParen || k == .leftBracket, match(q) > q { q = match(q) }
            q += 1
        }
        return nil
    }

    /// `@Test(arguments: values) func name(first: Type)`: the first parameter takes each value.
    func addTestArgument(_ values: Range<Int>, after close: Int, into found: inout [String: [ConstantDeclaration]]) {
        guard let function = (close + 1..<min(level.count, close + 24)).first(where: { isIdentifier($0, "func") }),
            let paren = parameterList(after: function + 1)
        else { return }
        let first = arguments(paren).first.map { ($0.label ?? $0.value.lowerBound)..<$0.value.upperBound }
        guard let first, let colon = first.first(where: { kind($0) == .colon }), colon > first.lowerBound,
            let body = (match(paren) + 1..<min(level.count, match(paren) + 16)).first(where: { kind($0) == .leftBrace }), match(body) > body
        else { return }
        let name = colon - 1
        found[text(name), default: []].append(ConstantDeclaration(position: name, value: values, scope: (body, match(body)), iterates: true))
    }

    /// The declaration a name at `use` refers to: the one in the innermost block around the use
    /// (the last before it when the block has several); for a qualified name (`Self.card`,
    /// `Theme.card`), else the only one of that name in the file.
    mutating func constant(named use: Int, qualified: Bool) -> ConstantDeclaration? {
        constant(text(use), usedAt: use, qualified: qualified)
    }

    /// The declaration `name` refers to where the file level's token at `use` stands (a string
    /// literal whose interpolation names it), by the rules of ``constant(named:qualified:)``.
    mutating func constant(_ name: String, usedAt use: Int, qualified: Bool) -> ConstantDeclaration? {
        guard let candidates = fileConstants()[name] else { return nil }
        var best: ConstantDeclaration?
        for candidate in candidates where candidate.position != use && candidate.scope.open < use && use < candidate.scope.close {
            guard let current = best else { best = candidate; continue }
            if candidate.scope.open > current.scope.open {
                best = candidate
            } else if candidate.scope.open == current.scope.open, candidate.position < use, current.position > use || candidate.position > current.position {
                best = candidate
            }
        }
        if best == nil, qualified, candidates.count == 1 { best = candidates[0] }
        return best
    }

    /// The name an expression is when it is one: `base`, `self.base`, `Self.card`, `Theme.card`.
    func referencedName(_ range: Range<Int>) -> (position: Int, qualified: Bool)? {
        if range.count == 1, kind(range.lowerBound) == .identifier {
            let p = range.lowerBound
            if isIdentifier(p, "nil") || isIdentifier(p, "true") || isIdentifier(p, "false") || isIdentifier(p, "self") { return nil }
            return (p, false)
        }
        if range.count == 3, kind(range.lowerBound) == .identifier, kind(range.lowerBound + 1) == .dot, kind(range.lowerBound + 2) == .identifier {
            return (range.lowerBound + 2, true)
        }
        return nil
    }
}
