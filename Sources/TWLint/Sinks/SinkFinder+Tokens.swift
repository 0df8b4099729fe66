import TWSyntax

/// Reading tokens of the current level: kinds, texts, ranges, arguments, statement ends.
///
/// The helpers are inlined: called out of line from a mutating method, each call copied the whole
/// finder to pass it (1.3 million copies for a 200-file tree in callgrind).
extension SinkFinder {
    @inline(__always)
    func kind(_ p: Int) -> SwiftTokenKind? {
        p >= 0 && p < level.count ? stream.tokens[Int(level.indices[p])].kind : nil
    }

    @inline(__always)
    func token(_ p: Int) -> SwiftToken { stream.tokens[Int(level.indices[p])] }

    @inline(__always)
    func match(_ p: Int) -> Int { p >= 0 && p < level.count ? Int(level.match[p]) : -1 }

    /// The source range of the token at `p`.
    @inline(__always)
    func range(_ p: Int) -> ByteRange { token(p).range }

    /// From the start of the token at `a` to the end of the token at `b`.
    func span(_ a: Int, _ b: Int) -> ByteRange { ByteRange(start: range(a).start, end: range(max(a, b)).end) }

    func text(_ p: Int) -> String {
        let r = range(p)
        return String(decoding: bytes[r.start..<r.end], as: UTF8.self)
    }

    /// True when the token at `p` is the one-byte operator `ascii` (`+`, `=`, `?`, `!`).
    @inline(__always)
    func isOperator(_ p: Int, _ ascii: Unicode.Scalar) -> Bool {
        guard kind(p) == .operator else { return false }
        let r = range(p)
        return r.count == 1 && bytes[r.start] == UInt8(ascii: ascii)
    }

    @inline(__always)
    func isIdentifier(_ p: Int, _ name: StaticString) -> Bool {
        guard kind(p) == .identifier else { return false }
        let r = range(p)
        guard r.count == name.utf8CodeUnitCount else { return false }
        let word = name.utf8Start
        for k in 0..<r.count where bytes[r.start + k] != word[k] { return false }
        return true
    }

    @inline(__always)
    func identifierEquals(_ p: Int, _ name: [UInt8]) -> Bool {
        guard kind(p) == .identifier else { return false }
        let r = range(p)
        guard r.count == name.count else { return false }
        for k in 0..<r.count where bytes[r.start + k] != name[k] { return false }
        return true
    }

    /// True for a `?` that starts a ternary: the operator `?` alone, with whitespace before it
    /// (a `?` right after an expression is optional chaining).
    func isTernaryQuestion(_ p: Int) -> Bool {
        isOperator(p, "?") && token(p).flags.contains(.spaceBefore)
    }

    /// One argument of a call: its label position (if any) and the positions of its value.
    struct Argument {
        var label: Int?
        var value: Range<Int>
    }

    /// The arguments of the call whose `(` is at `paren`, split at commas outside brackets.
    func arguments(_ paren: Int) -> [Argument] {
        let close = match(paren)
        guard close > paren else { return [] }
        var result: [Argument] = []
        var start = paren + 1
        var p = start
        while p <= close {
            if p == close || kind(p) == .comma {
                if p > start {
                    let labeled = p - start >= 2 && (kind(start) == .identifier || kind(start) == .backtickIdentifier) && kind(start + 1) == .colon
                    result.append(Argument(label: labeled ? start : nil, value: (labeled ? start + 2 : start)..<p))
                }
                start = p + 1
                p += 1
                continue
            }
            if let kind = kind(p), kind == .leftParen || kind == .leftBracket || kind == .leftBrace, match(p) > p {
                p = match(p)
            }
            p += 1
        }
        return result
    }

    /// The position just past the expression that starts at `lo`: it ends at `;`, `,`, an
    /// unmatched closer, or a line break that neither follows nor precedes an operator.
    func statementEnd(from lo: Int) -> Int {
        var p = lo
        while p < level.count {
            let kind = self.kind(p)!
            if p > lo, token(p).flags.contains(.newlineBefore),
                !Self.continuesExpression(kind), !Self.continuesExpression(self.kind(p - 1)!)
            {
                break
            }
            switch kind {
            case .semicolon, .comma, .rightParen, .rightBracket, .rightBrace: return p
            case .leftParen, .leftBracket, .leftBrace:
                guard match(p) > p else { return p }
                p = match(p) + 1
            default:
                p += 1
            }
        }
        return p
    }

    static func continuesExpression(_ kind: SwiftTokenKind) -> Bool {
        kind == .operator || kind == .colon || kind == .dot
    }
}
