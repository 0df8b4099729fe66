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
}

/// `String`-returning helpers whose returned literals reach a sink in the same file:
///
/// ```swift
/// private var chip: String { selected ? "bg-primary" : "bg-muted" }
/// func tone(_ on: Bool) -> String { on ? "text-primary" : "text-mutedForeground" }
/// Text("a").tw(chip).tw(tone(on))      // both arms of each are read, as alternatives
/// ```
extension SinkFinder {
    /// Every `String` (or `String?`) computed property and function of the file level by name,
    /// built on first use.
    mutating func fileHelpers() -> [String: [StringHelper]] {
        if let helpers { return helpers }
        var found: [String: [StringHelper]] = [:]
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
            let isVar = isIdentifier(p, "var")
            guard isVar || isIdentifier(p, "func"), kind(p + 1) == .identifier || kind(p + 1) == .backtickIdentifier else { continue }
            var type = p + 2
            if isVar {
                guard kind(type) == .colon else { continue }
                type += 1
            } else {
                guard let paren = parameterList(after: p + 1), kind(match(paren) + 1) == .operator, text(match(paren) + 1) == "->" else { continue }
                type = match(paren) + 2
            }
            guard isIdentifier(type, "String") else { continue }
            var brace = type + 1
            if isOperator(brace, "?") { brace += 1 }
            guard kind(brace) == .leftBrace, match(brace) > brace,
                  !(isIdentifier(brace + 1, "willSet") || isIdentifier(brace + 1, "didSet") || isIdentifier(brace + 1, "set")) else { continue }
            found[text(p + 1).trimmingBackticks, default: []].append(StringHelper(position: p + 1, brace: brace, isFunction: !isVar, scope: scope))
        }
        helpers = found
        return found
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
        guard let candidates = fileHelpers()[text(lo).trimmingBackticks]?.filter({ $0.isFunction == isCall }), !candidates.isEmpty else { return nil }
        if qualified { return candidates.count == 1 ? candidates[0].brace : nil }
        let around = candidates.filter { $0.scope.open < range.lowerBound && range.lowerBound < $0.scope.close && !($0.brace...match($0.brace)).contains(range.lowerBound) }
        return around.max { $0.scope.open < $1.scope.open }?.brace
    }
}
