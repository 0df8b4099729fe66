import TWSyntax

/// `TWClasses` declarations interpolated inside a class. swiftcn appends such a value's text to
/// the class being built (`TWClassCompiler.fragment(_:)`), so the joined class is what counts:
///
/// ```swift
/// let tone: TWClasses = "primary"
/// Text("a").tw("bg-\(tone)")      // read as "bg-primary"; `primary` alone is no class here
/// ```
/// A declaration whose every use in the file is such a fragment is not read on its own; where
/// its values are string literals, each is joined into the string that uses it, as alternatives.
extension SinkFinder {
    /// Most joined strings one literal is read as; past that its fragments stay dynamic parts.
    static let maximumFragmentAlternatives = 16

    /// Stream indices of the names interpolated inside a class of some string of the file:
    /// `tone` in `"bg-\(tone)"` (also `self.tone`, `Self.tone`), `edge` in `"p\(edge())-2"`.
    mutating func classFragmentNames() -> Set<Int> {
        if let fragmentNames { return fragmentNames }
        var found: Set<Int> = []
        for literal in stream.literals where !literal.interpolations.isEmpty {
            let value = StringLiteralValue(literal: literal, source: bytes)
            guard value.dynamicRanges.count == literal.interpolations.count else { continue }
            let whole = Set(wholeClassIndices(value, literal.interpolations))
            for (index, interpolation) in literal.interpolations.enumerated() where !whole.contains(index) {
                if let name = fragmentName(interpolation) { found.insert(name.index) }
            }
        }
        fragmentNames = found
        return found
    }

    /// The name an interpolation reads or calls: `tone`, `self.tone`, `Self.tone`, `edge()`,
    /// `tone(on)`; its stream index, whether another name qualifies it, and whether it is called.
    func fragmentName(_ interpolation: SwiftInterpolation) -> (index: Int, qualified: Bool, isCall: Bool)? {
        let tokens = interpolation.tokens.filter { !stream.tokens[$0].kind.isComment }
        guard let first = tokens.first, stream.tokens[first].kind == .identifier else { return nil }
        var name = 0
        var qualified = false
        if tokens.count >= 3, stream.tokens[tokens[1]].kind == .dot, stream.tokens[tokens[2]].kind == .identifier {
            let r = stream.tokens[first].range
            qualified = !bytes[r.start..<r.end].elementsEqual("self".utf8)
            name = 2
        }
        if name + 1 == tokens.count { return (tokens[name], qualified, false) }
        // `name(…)`: the parentheses close at the end of the interpolation and nowhere before.
        guard stream.tokens[tokens[name + 1]].kind == .leftParen, stream.tokens[tokens[tokens.count - 1]].kind == .rightParen else { return nil }
        var depth = 0
        for (offset, token) in tokens[(name + 1)...].enumerated() {
            switch stream.tokens[token].kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0, name + 1 + offset != tokens.count - 1 { return nil }
            default: break
            }
        }
        return (tokens[name], qualified, true)
    }

    /// True when the declaration whose name is at `name` in the file level is used in the file,
    /// and every use is interpolated inside a class.
    mutating func isUsedOnlyAsFragment(name: Int) -> Bool {
        guard scanningFileLevel, kind(name) == .identifier else { return false }
        let declared = Int(level.indices[name])
        let word = Array(text(name).utf8)
        let fragments = classFragmentNames()
        var used = false
        for index in stream.tokens.indices where index != declared && stream.tokens[index].kind == .identifier {
            let r = stream.tokens[index].range
            guard r.count == word.count, bytes[r.start..<r.end].elementsEqual(word) else { continue }
            guard fragments.contains(index) else { return false }
            used = true
        }
        return used
    }

    /// The strings `value` is read as once each interpolation inside a class that names a
    /// `TWClasses` declaration of string literals is replaced by each of its values: one per
    /// combination, with the choices it takes. Nil when no interpolation is replaced or the
    /// combinations pass ``maximumFragmentAlternatives``. `use` is the literal's position in the
    /// file level.
    mutating func joiningClassFragments(
        _ value: StringLiteralValue, _ interpolations: [SwiftInterpolation], use: Int
    ) -> [(value: StringLiteralValue, interpolations: [SwiftInterpolation], branches: [BranchChoice])]? {
        // Only a declaration typed `TWClasses` gives values (``fragmentValues(_:use:)``): in a
        // file that never names the type, the file's constants are not searched.
        guard interpolations.count == value.dynamicRanges.count, namesClassesType() else { return nil }
        let whole = Set(wholeClassIndices(value, interpolations))
        var results = [(value: value, interpolations: interpolations, branches: [BranchChoice]())]
        var replaced = false
        for index in interpolations.indices.reversed() where !whole.contains(index) {
            guard let known = fragmentValues(interpolations[index], use: use), !known.isEmpty else { continue }
            guard results.count * known.count <= Self.maximumFragmentAlternatives else { return nil }
            replaced = true
            let choice = nextTernary
            if known.count > 1 { nextTernary += 1 }
            results = results.flatMap { result in
                known.enumerated().map { arm, part in
                    var remaining = result.interpolations
                    remaining.remove(at: index)
                    let branches = known.count > 1 ? result.branches + [BranchChoice(ternary: choice, arm: arm)] : result.branches
                    return (result.value.replacingInterpolation(index, with: part), remaining, branches)
                }
            }
        }
        return replaced ? results : nil
    }

    /// Whether some identifier of the file is `TWClasses`, found once per file.
    mutating func namesClassesType() -> Bool {
        if let namesTWClasses { return namesTWClasses }
        let word = Array("TWClasses".utf8)
        let found = stream.tokens.contains { token in
            token.kind == .identifier && token.range.count == word.count && bytes[token.range.start..<token.range.end].elementsEqual(word)
        }
        namesTWClasses = found
        return found
    }

    /// The values of the `TWClasses` declaration an interpolation names, when they are string
    /// literals (ternaries of them are alternatives): a `let`/`var` with a value, a computed
    /// property, a function.
    mutating func fragmentValues(_ interpolation: SwiftInterpolation, use: Int) -> [StringLiteralValue]? {
        guard let (index, qualified, isCall) = fragmentName(interpolation) else { return nil }
        let r = stream.tokens[index].range
        let name = String(decoding: bytes[r.start..<r.end], as: UTF8.self)
        if let helpers = fileHelpers()[name]?.filter({ $0.isClasses && $0.isFunction == isCall }), !helpers.isEmpty {
            let around = helpers.filter { $0.scope.open < use && use < $0.scope.close }
            let helper = qualified ? (helpers.count == 1 ? helpers[0] : nil) : around.max { $0.scope.open < $1.scope.open }
            guard let helper else { return nil }
            var values: [StringLiteralValue] = []
            for result in returnedExpressions(brace: helper.brace) {
                guard let known = literalAlternatives(result) else { return nil }
                values += known
            }
            return values
        }
        guard !isCall, let declaration = constant(name, usedAt: use, qualified: qualified), !declaration.iterates,
            kind(declaration.position + 1) == .colon, isIdentifier(declaration.position + 2, "TWClasses")
        else { return nil }
        return literalAlternatives(declaration.value)
    }

    /// The values of an expression of string literals without interpolations: a literal, a `+`
    /// concatenation, parentheses, the arms of a ternary.
    mutating func literalAlternatives(_ range: Range<Int>, depth: Int = 0) -> [StringLiteralValue]? {
        guard depth < 8, !range.isEmpty else { return nil }
        if let known = concatenation(range) { return known.dynamicRanges.isEmpty ? [known] : nil }
        if kind(range.lowerBound) == .leftParen, match(range.lowerBound) == range.upperBound - 1 {
            return literalAlternatives(range.lowerBound + 1..<range.upperBound - 1, depth: depth + 1)
        }
        guard let (question, colon) = ternary(in: range),
            let first = literalAlternatives(question + 1..<colon, depth: depth + 1),
            let second = literalAlternatives(colon + 1..<range.upperBound, depth: depth + 1)
        else { return nil }
        return first + second
    }
}
