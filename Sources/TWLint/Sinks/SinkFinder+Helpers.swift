import TWSyntax

/// A computed property or function of the file typed `String` (`var chip: String { … }`,
/// `func tone(_ selected: Bool) -> String { … }`): where its value reaches a sink, the values it
/// returns are class strings.
struct StringHelper {
    /// The name's position in the file level.
    var position: Int
    /// The body's `{`.
    var brace: Int
    /// True for a `func` (used as `name(…)`), false for a property (used as `name`).
    var isFunction: Bool
    /// The braces of the innermost block holding the declaration (-1 and the level's end at the
    /// top of the file): an unqualified use must stand between them.
    var scope: (open: Int, close: Int)
    /// True when the declared type is `TWClasses`: such a declaration is a sink of its own, and
    /// its values are followed only where it is interpolated inside a class.
    var isClasses = false
}

/// `String`-returning helpers whose returned literals reach a sink in the same file:
///
/// ```swift
/// private var chip: String { selected ? "bg-primary" : "bg-muted" }
/// func tone(_ on: Bool) -> String { on ? "text-primary" : "text-mutedForeground" }
/// Text("a").tw(chip).tw(tone(on))      // both arms of each are read, as alternatives
/// ```
extension SinkFinder {
    /// Every `String` or `TWClasses` (or optional) computed property and function of the file level by name,
    /// built on first use: each `String` type followed by a body (`var name: String {`,
    /// `) -> String {`), its declaration read backwards from there.
    mutating func fileHelpers() -> [String: [StringHelper]] {
        if let helpers { return helpers }
        var found: [String: [StringHelper]] = [:]
        // One pass over the raw tokens for `String {`, `TWClasses {` and their optionals; only those are then found
        // in the level (its indices ascend), so most files cost no level walk.
        let tokens = stream.tokens
        var candidates: [Int] = []
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && (tokens[index].range.count == 6 || tokens[index].range.count == 9) {
            let next = tokens[index + 1]
            guard next.kind == .leftBrace || (next.kind == .operator && next.range.count == 1 && bytes[next.range.start] == UInt8(ascii: "?")) else { continue }
            let word = bytes[tokens[index].range.start..<tokens[index].range.end]
            if word.elementsEqual("String".utf8) || word.elementsEqual("TWClasses".utf8) { candidates.append(index) }
        }
        for candidate in candidates {
            var lo = 0, hi = level.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if Int(level.indices[mid]) < candidate { lo = mid + 1 } else { hi = mid }
            }
            guard lo < level.count, Int(level.indices[lo]) == candidate else { continue }
            let type = lo
            var brace = type + 1
            if isOperator(brace, "?") { brace += 1 }
            guard kind(brace) == .leftBrace, match(brace) > brace,
                !(isIdentifier(brace + 1, "willSet") || isIdentifier(brace + 1, "didSet") || isIdentifier(brace + 1, "set"))
            else { continue }
            var name: Int
            let isFunction: Bool
            if kind(type - 1) == .colon, isIdentifier(type - 3, "var") {
                name = type - 2
                isFunction = false
            } else if kind(type - 1) == .operator, text(type - 1) == "->" {
                // `func name(…) -> String`, `func name<T>(…) async throws -> String`.
                var close = type - 2
                while isIdentifier(close, "throws") || isIdentifier(close, "async") || isIdentifier(close, "rethrows") { close -= 1 }
                guard kind(close) == .rightParen, match(close) >= 0, match(close) < close else { continue }
                name = match(close) - 1
                if kind(name) == .operator, name > 0 {
                    while name > 0, !(kind(name) == .identifier && isIdentifier(name - 1, "func")) { name -= 1; if type - name > 64 { break } }
                }
                guard isIdentifier(name - 1, "func") else { continue }
                isFunction = true
            } else {
                continue
            }
            guard kind(name) == .identifier || kind(name) == .backtickIdentifier else { continue }
            found[text(name).trimmingBackticks, default: []].append(
                StringHelper(
                    position: name, brace: brace, isFunction: isFunction,
                    scope: enclosingBlock(of: name), isClasses: isIdentifier(type, "TWClasses")))
        }
        helpers = found
        return found
    }

    /// The braces of the innermost block around the token at `p` (-1 and the level's end at
    /// the top of the file), found backwards past whole blocks.
    func enclosingBlock(of p: Int) -> (open: Int, close: Int) {
        var q = p - 1
        while q >= 0 {
            switch kind(q) {
            case .rightBrace?, .rightParen?, .rightBracket?:
                let open = match(q)
                q = open >= 0 && open < q ? open - 1 : q - 1
            case .leftBrace?:
                if match(q) > p { return (q, match(q)) }
                q -= 1
            default:
                q -= 1
            }
        }
        return (-1, level.count)
    }

    /// The body's `{` of the helper the expression at `range` reads or calls: `chip`,
    /// `self.chip`, `tone(on)`, `Self.tone(on)`, `Style.tone(on)`. An unqualified use needs the
    /// helper's block around it (the innermost such); a qualified one the only helper of its name.
    mutating func helperBody(_ range: Range<Int>) -> Int? {
        var lo = range.lowerBound
        let hi = range.upperBound
        var qualified = false
        if hi - lo >= 3, kind(lo) == .identifier, kind(lo + 1) == .dot {
            qualified = !isIdentifier(lo, "self")
            lo += 2
        }
        guard kind(lo) == .identifier || kind(lo) == .backtickIdentifier else { return nil }
        let isCall = kind(lo + 1) == .leftParen && match(lo + 1) == hi - 1
        guard isCall || lo + 1 == hi else { return nil }
        guard let candidates = fileHelpers()[text(lo).trimmingBackticks]?.filter({ $0.isFunction == isCall && !$0.isClasses }), !candidates.isEmpty else {
            return nil
        }
        if qualified { return candidates.count == 1 ? candidates[0].brace : nil }
        let around = candidates.filter {
            $0.scope.open < range.lowerBound && range.lowerBound < $0.scope.close && !($0.brace...match($0.brace)).contains(range.lowerBound)
        }
        return around.max { $0.scope.open < $1.scope.open }?.brace
    }

    /// `Type.member(…)` or `Type.member` (a capitalised type other than `Self`) covering
    /// `range`, as `Type.member`, when the file declares no helper of that name.
    func foreignHelper(_ range: Range<Int>) -> String? {
        let lo = range.lowerBound, hi = range.upperBound
        guard hi - lo >= 3, kind(lo) == .identifier, kind(lo + 1) == .dot, kind(lo + 2) == .identifier, !isIdentifier(lo, "Self") else { return nil }
        guard let first = text(lo).utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        guard lo + 3 == hi || (kind(lo + 3) == .leftParen && match(lo + 3) == hi - 1) else { return nil }
        return text(lo) + "." + text(lo + 2)
    }

    /// Sites for the helpers of ``sharedHelpers`` this file declares: each value a helper
    /// returns is a class string of the file, read where it is written, as alternatives. The
    /// views it reaches are in other files, so the site travels (every scope applies).
    mutating func addSharedHelperSites() {
        let members = Set(sharedHelpers.compactMap { $0.split(separator: ".").last.map(String.init) })
        for (name, helpers) in fileHelpers() where members.contains(name) {
            for helper in helpers where !helper.isClasses {
                guard let type = enclosingTypeName(brace: helper.scope.open), sharedHelpers.contains(type + "." + name) else { continue }
                let results = returnedExpressions(brace: helper.brace)
                guard !results.isEmpty else { continue }
                var pieces: [Piece] = []
                let choice = nextTernary
                if results.count > 1 { nextTernary += 1 }
                for (arm, result) in results.enumerated() {
                    readClassExpression(result, results.count > 1 ? [BranchChoice(ternary: choice, arm: arm)] : [], &pieces)
                }
                addSite(
                    ClassSite(
                        kind: .cn, range: span(helper.position, match(helper.brace)), occurrences: 0..<0, modifier: nil, namedKey: nil,
                        calleeName: nil), pieces)
            }
        }
    }

    /// The name of the type (`struct`, `enum`, `class`, `extension`, …) whose body opens at
    /// `brace`.
    private func enclosingTypeName(brace: Int) -> String? {
        guard brace >= 0 else { return nil }
        var q = brace - 1
        while q >= 0, brace - q < 64 {
            if let (name, body) = typeDeclaration(at: q), body == match(brace) { return name }
            q -= 1
        }
        return nil
    }
}
