import TWSyntax

/// A class string read from an expression, with the ternary arms it depends on.
struct Piece {
    var value: StringLiteralValue
    var branches: [BranchChoice]
}

/// Reading class expressions: literals, `+` concatenations of literals, `cn(…)`, `cn { … }`, ternaries,
/// parentheses, `nil`, and class expressions interpolated as whole classes.
extension SinkFinder {
    /// How deeply ternaries, parentheses, `cn(…)` calls and interpolations may nest in one class
    /// expression. Far beyond any hand-written class expression; small enough that reading stays
    /// linear in the expression's tokens (a ternary's arms are searched once per level). A deeper expression is reported (``ScannedFile/unreadExpressions``) and not read
    /// further.
    static let maximumNesting = 128

    /// One part of a class expression still to read: its tokens in ``SinkFinder/level`` number
    /// `level` of the walk, the ternary arms it depends on, and how deeply it is nested.
    private struct PendingExpression {
        var range: Range<Int>
        var branches: [BranchChoice]
        var depth: Int
        var level: Int
        /// True when the value is iterated (a loop's sequence): an array's elements are then
        /// alternatives rather than joined.
        var iterates = false
        /// True for one element of an iterated array: a tuple there (`@Test(arguments:
        /// [("button-primary", TWColor.primary)])`) gives its first element to the name.
        var isIteratedElement = false
        /// A part of a string already read, to add as a piece when its turn comes (the range is
        /// then empty).
        var literal: StringLiteralValue?
        /// True inside the value of a constant or helper of the file that the sink reads: what
        /// that value calls in turn is not known to reach a sink (``foreignHelperCalls``).
        var viaDeclaration = false
    }

    /// Reads the expression at `range`; anything else (an identifier, a call) is not checkable
    /// and adds nothing. The walk keeps its own stack, so no nesting can overflow the thread's
    /// stack; pieces come out in source order.
    ///
    /// ```
    /// cn(base, "px-4", isOn ? "rounded-[14]" : nil)
    ///    ^^^^ skipped  ^^^^ arm 0 of a ternary ^^^ absent in arm 1
    /// ```
    mutating func readClassExpression(_ range: Range<Int>, _ branches: [BranchChoice], _ pieces: inout [Piece]) {
        // Most class expressions are one string literal without an interpolation that is a whole
        // class: the walk below would read just that, after setting up its work lists.
        if range.count == 1, kind(range.lowerBound) == .stringLiteral, let (value, interpolations) = concatenationWithInterpolations(range),
            wholeClassInterpolations(value, interpolations).isEmpty,
            !scanningFileLevel || !interpolations.contains(where: { fragmentName($0) != nil })
        {
            pieces.append(Piece(value: value, branches: branches))
            return
        }
        // Level 0 is the level being scanned; interpolations read as class expressions add more.
        var levels = [level]
        var current = 0
        var pending = [PendingExpression(range: range, branches: branches, depth: 0, level: 0)]
        // Constants already followed in this walk (`let a = b; let b = a` ends).
        var followed: Set<Int> = []
        while let next = pending.popLast() {
            if next.level != current {
                levels[current] = level
                level = levels[next.level]
                current = next.level
            }
            if let literal = next.literal {
                if !literal.utf8.isEmpty { pieces.append(Piece(value: literal, branches: next.branches)) }
                continue
            }
            // What this expression adds is read as it is: inside a followed declaration or not.
            let before = pending.count
            defer { if next.viaDeclaration { for index in before..<pending.count { pending[index].viaDeclaration = true } } }
            let lo = next.range.lowerBound, hi = next.range.upperBound
            guard lo < hi else { continue }
            let depth = next.depth + 1
            // A literal is read at any depth; what nests further is not, past the limit.
            if next.depth >= Self.maximumNesting, concatenation(next.range) == nil {
                markUnread(next.range)
            } else if let (question, colon) = ternary(in: next.range) {
                let id = nextTernary
                nextTernary += 1
                pending.append(
                    PendingExpression(
                        range: colon + 1..<hi, branches: next.branches + [BranchChoice(ternary: id, arm: 1)],
                        depth: depth, level: current))
                pending.append(
                    PendingExpression(
                        range: question + 1..<colon, branches: next.branches + [BranchChoice(ternary: id, arm: 0)],
                        depth: depth, level: current))
            } else if let coalescing = nilCoalescing(in: next.range) {
                // `custom ?? "p-4"`: either side may be the value, as the arms of a ternary.
                let id = nextTernary
                nextTernary += 1
                pending.append(
                    PendingExpression(
                        range: coalescing + 1..<hi, branches: next.branches + [BranchChoice(ternary: id, arm: 1)],
                        depth: depth, level: current))
                pending.append(
                    PendingExpression(
                        range: lo..<coalescing, branches: next.branches + [BranchChoice(ternary: id, arm: 0)],
                        depth: depth, level: current))
            } else if next.isIteratedElement, kind(lo) == .leftParen, match(lo) == hi - 1, let first = arguments(lo).first,
                arguments(lo).count > 1
            {
                // A tuple: its first element is the first parameter's value.
                pending.append(PendingExpression(range: first.value, branches: next.branches, depth: depth, level: current))
            } else if kind(lo) == .leftParen, match(lo) == hi - 1 {
                pending.append(
                    PendingExpression(
                        range: lo + 1..<hi - 1, branches: next.branches, depth: depth, level: current,
                        iterates: next.iterates))
            } else if let brace = builderBrace(lo, hi) {
                consumedCalls.insert(level.indices[lo])
                for expression in builderExpressions(brace, next.branches).reversed() {
                    pending.append(PendingExpression(range: expression.range, branches: expression.branches, depth: depth, level: current))
                }
            } else if isIdentifier(lo, "cn"), kind(lo + 1) == .leftParen, match(lo + 1) == hi - 1 {
                consumedCalls.insert(level.indices[lo])
                for argument in arguments(lo + 1).reversed() {
                    pending.append(PendingExpression(range: argument.value, branches: next.branches, depth: depth, level: current))
                }
            } else if kind(lo) == .leftBracket, match(lo) == hi - 1 {
                // `["a", "b"]`: joined as `cn` joins them, or one at a time when iterated.
                let elements = arguments(lo).map(\.value).filter { element in !element.contains { kind($0) == .colon } }
                let choice = nextTernary
                if next.iterates, elements.count > 1 { nextTernary += 1 }
                for (arm, element) in elements.enumerated().reversed() {
                    let branches = next.iterates && elements.count > 1 ? next.branches + [BranchChoice(ternary: choice, arm: arm)] : next.branches
                    pending.append(
                        PendingExpression(range: element, branches: branches, depth: depth, level: current, isIteratedElement: next.iterates))
                }
            } else if current == 0, scanningFileLevel, let (name, qualified) = referencedName(next.range),
                let declaration = constant(named: name, qualified: qualified), followed.insert(declaration.position).inserted
            {
                // A constant of the file: its value reaches this sink.
                pending.append(
                    PendingExpression(
                        range: declaration.value, branches: next.branches, depth: depth, level: current,
                        iterates: next.iterates || declaration.iterates, viaDeclaration: true))
            } else if current == 0, scanningFileLevel, let brace = helperBody(next.range), followed.insert(-1 - brace).inserted {
                // A `String` helper of the file: each value it returns is an alternative.
                let results = returnedExpressions(brace: brace)
                let choice = nextTernary
                if results.count > 1 { nextTernary += 1 }
                for (arm, result) in results.enumerated().reversed() {
                    let branches = results.count > 1 ? next.branches + [BranchChoice(ternary: choice, arm: arm)] : next.branches
                    pending.append(PendingExpression(range: result, branches: branches, depth: depth, level: current, viaDeclaration: true))
                }
            } else if current == 0, scanningFileLevel, !next.viaDeclaration, let helper = foreignHelper(next.range) {
                // `MotionSurface.classes(expanded: x)`, declared in another file: read there.
                foreignHelperCalls.insert(helper)
            } else if var (value, interpolations) = concatenationWithInterpolations(next.range) {
                var joined: [(value: StringLiteralValue, interpolations: [SwiftInterpolation], branches: [BranchChoice])]?
                if current == 0, scanningFileLevel, !interpolations.isEmpty {
                    spliceConstants(&value, &interpolations, use: lo)
                    // `"bg-\(tone)"` with `let tone: TWClasses = "primary"`: one string per value.
                    joined = joiningClassFragments(value, interpolations, use: lo)
                    if let only = joined, only.count == 1 {
                        value = only[0].value
                        interpolations = only[0].interpolations
                        joined = nil
                    }
                }
                // Only a string literal in an interpolation can add a class (constants are followed
                // at the file level alone), so the others stay one dynamic part of the piece.
                let whole = wholeClassIndices(value, interpolations).filter { index in
                    interpolations[index].tokens.contains { stream.tokens[$0].kind == .stringLiteral }
                }
                guard !whole.isEmpty else {
                    for alternative in joined ?? [(value, interpolations, [])] {
                        pieces.append(Piece(value: alternative.value, branches: next.branches + alternative.branches))
                    }
                    continue
                }
                // `"p-2 \(flag ? "p-4" : "p-6") m-1"`: the text up to each whole-class placeholder,
                // then what the interpolation reads, in source order (later classes win).
                let cuts = [0] + whole.map { value.dynamicRanges[$0].end } + [value.utf8.count]
                pending.append(
                    PendingExpression(
                        range: 0..<0, branches: next.branches, depth: depth, level: current,
                        literal: value.slice(ByteRange(start: cuts[cuts.count - 2], end: cuts[cuts.count - 1]))))
                for (k, index) in whole.enumerated().reversed() {
                    levels.append(TokenLevel(stream: stream, range: interpolations[index].tokens))
                    pending.append(
                        PendingExpression(
                            range: 0..<levels[levels.count - 1].count, branches: next.branches,
                            depth: depth, level: levels.count - 1))
                    pending.append(
                        PendingExpression(
                            range: 0..<0, branches: next.branches, depth: depth, level: current,
                            literal: value.slice(ByteRange(start: cuts[k], end: cuts[k + 1]))))
                }
            }
        }
        // Back to the scanned level, keeping the ternary table it may have built.
        levels[current] = level
        level = levels[0]
    }

    /// The interpolations of `value` that stand as whole classes: in
    /// `"px-4 \(flag ? "bogus-x" : "bogus-y")"` each arm is a class string of its own. An
    /// interpolation inside a class (`"bg-\(tone)"`, `"p-\(flag ? "2" : "4")"`)
    /// holds fragments, not classes, and stays a dynamic part.
    func wholeClassInterpolations(_ value: StringLiteralValue, _ interpolations: [SwiftInterpolation]) -> [SwiftInterpolation] {
        wholeClassIndices(value, interpolations).map { interpolations[$0] }
    }

    /// The indices (in `interpolations`, one per dynamic range of `value`) of
    /// ``wholeClassInterpolations(_:_:)``.
    func wholeClassIndices(_ value: StringLiteralValue, _ interpolations: [SwiftInterpolation]) -> [Int] {
        guard !interpolations.isEmpty, interpolations.count == value.dynamicRanges.count else { return [] }
        func separates(_ offset: Int) -> Bool {
            guard offset >= 0, offset < value.utf8.count else { return true }
            let byte = value.utf8[offset]
            return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
        return zip(interpolations, value.dynamicRanges).enumerated().compactMap { index, pair in
            !pair.0.tokens.isEmpty && separates(pair.1.start - 1) && separates(pair.1.end) ? index : nil
        }
    }

    /// Records an expression nested too deeply to read, and marks the `cn` calls in it as read,
    /// so that the level scan does not start a site at each of them.
    mutating func markUnread(_ range: Range<Int>) {
        unreadExpressions.append(span(range.lowerBound, range.upperBound - 1))
        for p in range where isIdentifier(p, "cn") && kind(p + 1) == .leftParen {
            consumedCalls.insert(level.indices[p])
        }
    }

    /// The `?` and `:` of a ternary at the top of `range`; the first `?` starts it (the ternary
    /// binds loosest), and its `:` is the first one not claimed by a nested ternary.
    ///
    /// Finding the `?` reads only the tokens before it (brackets are skipped whole); its `:` comes
    /// from a table of the level built once, so a ternary nested in the first arm of another
    /// (`c ? c ? … : b : b`) costs no rescan of the whole expression.
    mutating func ternary(in range: Range<Int>) -> (Int, Int)? {
        var p = range.lowerBound
        while p < range.upperBound {
            switch kind(p) {
            case .leftParen, .leftBracket, .leftBrace:
                if match(p) > p { p = match(p) }
            case .operator where isTernaryQuestion(p):
                return ternaryColon(of: p, before: range.upperBound).map { (p, $0) }
            default:
                break
            }
            p += 1
        }
        return nil
    }

    /// The first `??` at the top of `range` (brackets are skipped whole): `a ?? b ?? c` is
    /// `a ?? (b ?? c)`.
    func nilCoalescing(in range: Range<Int>) -> Int? {
        var p = range.lowerBound
        while p < range.upperBound {
            switch kind(p) {
            case .leftParen, .leftBracket, .leftBrace:
                if match(p) > p { p = match(p) }
            case .operator:
                let r = self.range(p)
                if r.count == 2, bytes[r.start] == UInt8(ascii: "?"), bytes[r.start + 1] == UInt8(ascii: "?"), p > range.lowerBound { return p }
            default:
                break
            }
            p += 1
        }
        return nil
    }

    /// The `:` of the ternary `?` at `question` when it comes before `end`: what
    /// ``ternaryColonTable()`` says, read forward from the `?` through its bracket group (nested
    /// brackets skipped whole) for up to ``forwardColonLimit`` tokens, and from the table past
    /// that. Building the table reads the whole level, which for one short `cond ? a : b` in a
    /// file was most of the cost of reading its class expressions; the limit keeps ternaries
    /// nested in first arms (`c ? c ? … : b : b`) linear.
    mutating func ternaryColon(of question: Int, before end: Int) -> Int? {
        if level.ternaryColons == nil {
            var p = question + 1
            var later = 0  // `?`s after `question` in its group still open
            var steps = 0
            while p < end, steps < Self.forwardColonLimit {
                switch kind(p) {
                case .leftParen, .leftBracket, .leftBrace:
                    if match(p) > p { p = match(p) }
                case .rightParen, .rightBracket, .rightBrace:
                    // The group ends: its open `?`s never get a `:`.
                    if match(p) >= 0, match(p) < p { return nil }
                case .comma, .semicolon:
                    return nil
                case .colon:
                    if later == 0 { return p }
                    later -= 1
                case .operator where isTernaryQuestion(p):
                    later += 1
                default:
                    break
                }
                p += 1
                steps += 1
            }
            if p >= end { return nil }
            level.ternaryColons = ternaryColonTable()
        }
        let colon = Int(level.ternaryColons![question])
        return colon > question && colon < end ? colon : nil
    }

    /// Tokens ``ternaryColon(of:before:)`` reads forward before it builds the level's table.
    static let forwardColonLimit = 256

    /// ``TokenLevel/ternaryColons`` of the current level: each `:` closes the latest open `?` of its
    /// bracket group; a `,` or `;` ends the group's open ternaries.
    func ternaryColonTable() -> [Int32] {
        var colons = [Int32](repeating: -1, count: level.count)
        // One list of open `?` positions per open bracket; the first is the level's own.
        var groups: [[Int32]] = [[]]
        for p in 0..<level.count {
            switch kind(p) {
            case .leftParen, .leftBracket, .leftBrace:
                if match(p) > p { groups.append([]) }
            case .rightParen, .rightBracket, .rightBrace:
                if match(p) >= 0, match(p) < p { groups.removeLast() }
            case .comma, .semicolon:
                groups[groups.count - 1].removeAll()
            case .colon:
                if let question = groups[groups.count - 1].popLast() { colons[Int(question)] = Int32(p) }
            case .operator where isTernaryQuestion(p):
                groups[groups.count - 1].append(Int32(p))
            default:
                break
            }
        }
        return colons
    }

    /// `"a"`, or `"a" + "b" + …` with only string literals: the joined run-time value.
    func concatenation(_ range: Range<Int>) -> StringLiteralValue? { concatenationWithInterpolations(range)?.0 }

    /// ``concatenation(_:)`` and the interpolations of its literals in order (one per dynamic
    /// range of the value).
    func concatenationWithInterpolations(_ range: Range<Int>) -> (StringLiteralValue, [SwiftInterpolation])? {
        var value: StringLiteralValue?
        var interpolations: [SwiftInterpolation] = []
        var p = range.lowerBound
        while p < range.upperBound {
            guard let literal = token(p).literalIndex, kind(p) == .stringLiteral else { return nil }
            let part = StringLiteralValue(literal: stream.literals[literal], source: bytes)
            interpolations += stream.literals[literal].interpolations
            if value == nil { value = part } else { value!.append(part) }
            p += 1
            if p == range.upperBound { break }
            guard isOperator(p, "+"), p + 1 < range.upperBound else { return nil }
            p += 1
        }
        return value.map { ($0, interpolations) }
    }
}
