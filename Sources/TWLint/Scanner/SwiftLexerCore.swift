import TWSyntax

/// An interpolation whose closing parenthesis has not been read yet.
struct OpenInterpolation {
    /// Index of the literal it belongs to.
    var literal: Int
    /// Offset of its backslash.
    var start: Int
    /// Parentheses opened inside it and not yet closed.
    var parenDepth: Int
    /// Index of its first token.
    var firstToken: Int
}

/// The state machine behind ``SwiftLexer``: a code loop plus a string-body loop, with an explicit
/// stack of open interpolations instead of recursion.
struct SwiftLexerCore {
    let base: UnsafePointer<UInt8>
    let end: Int
    var pos: Int
    let contentStart: Int
    var tokens: [SwiftToken] = []
    var literals: [SwiftStringLiteral] = []
    var stack: [OpenInterpolation] = []
    /// Each `\(` read as text because interpolations already nest
    /// ``SwiftLexer/maximumInterpolationDepth`` deep: the first in each outermost literal, from
    /// `\` to `(`.
    var tooDeepInterpolations: [Range<Int>] = []
    var tooDeepOutermostLiteral: Int?
    /// Flags for the next token.
    var pendingFlags: UInt8 = SwiftToken.Flags([.newlineBefore, .spaceBefore]).rawValue
    /// The kind of the last token that was not a comment (nil at the start of a level).
    var lastSignificant: SwiftTokenKind?
    /// True when the last significant token is a keyword after which an expression starts.
    var lastIsExpressionKeyword = false
    /// A bare `/` before this offset was already tried as a regex and has no closing `/` on its
    /// line: later tries on the same line fail at once (keeps regex scanning linear).
    var regexFailureEnd = -1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        // Callers never pass an empty buffer (``SwiftLexer`` answers it without a lexer).
        base = bytes.baseAddress!
        end = bytes.count
        let hasBOM = end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
        contentStart = hasBOM ? 3 : 0
        pos = contentStart
        tokens.reserveCapacity(end / 5 + 16)
        literals.reserveCapacity(end / 64 + 4)
    }

    @inline(__always) func byte(_ offset: Int) -> UInt8 { offset < end ? base[offset] : 0 }

    mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ stop: Int, payload: Int32 = -1) {
        tokens.append(SwiftToken(kind: kind, flagBits: pendingFlags, range: ByteRange(start: start, end: stop), payload: payload))
        if kind.isComment {
            pendingFlags = SwiftToken.Flags.spaceBefore.rawValue
        } else {
            pendingFlags = 0
            lastSignificant = kind
            lastIsExpressionKeyword = kind == .identifier && Self.isExpressionKeyword(base + start, stop - start)
        }
        pos = stop
    }

    mutating func run() {
        while pos < end {
            let b = base[pos]
            switch b {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                pendingFlags |= SwiftToken.Flags.spaceBefore.rawValue
                pos += 1
            case 0x0A, 0x0D:
                pendingFlags |= SwiftToken.Flags([.spaceBefore, .newlineBefore]).rawValue
                pos += 1
            case UInt8(ascii: "/"): lexSlash()
            case UInt8(ascii: "\""): lexString(start: pos, hashes: 0, quote: pos)
            case UInt8(ascii: "#"): lexPound()
            case UInt8(ascii: "("):
                if !stack.isEmpty { stack[stack.count - 1].parenDepth += 1 }
                emit(.leftParen, pos, pos + 1)
            case UInt8(ascii: ")"):
                if let top = stack.last {
                    if top.parenDepth == 0 { closeInterpolation(); continue }
                    stack[stack.count - 1].parenDepth -= 1
                }
                emit(.rightParen, pos, pos + 1)
            case UInt8(ascii: "{"): emit(.leftBrace, pos, pos + 1)
            case UInt8(ascii: "}"): emit(.rightBrace, pos, pos + 1)
            case UInt8(ascii: "["): emit(.leftBracket, pos, pos + 1)
            case UInt8(ascii: "]"): emit(.rightBracket, pos, pos + 1)
            case UInt8(ascii: ","): emit(.comma, pos, pos + 1)
            case UInt8(ascii: ":"): emit(.colon, pos, pos + 1)
            case UInt8(ascii: ";"): emit(.semicolon, pos, pos + 1)
            case UInt8(ascii: "@"): emit(.at, pos, pos + 1)
            case UInt8(ascii: "\\"): emit(.backslash, pos, pos + 1)
            case UInt8(ascii: "`"): lexBacktick()
            case UInt8(ascii: "0")...UInt8(ascii: "9"): lexNumber()
            case UInt8(ascii: "."): lexOperator()
            default:
                if Self.isOperatorByte(b) {
                    lexOperator()
                } else if Self.isIdentifierByte(b) {
                    var i = pos + 1
                    while i < end, Self.isIdentifierByte(base[i]) { i += 1 }
                    emit(.identifier, pos, i)
                } else {
                    emit(.unknown, pos, pos + 1)
                }
            }
        }
        finishAtEndOfFile()
    }

    // MARK: Small tokens

    mutating func lexBacktick() {
        var i = pos + 1
        while i < end, base[i] != UInt8(ascii: "`"), base[i] != 0x0A, base[i] != 0x0D { i += 1 }
        if i < end, base[i] == UInt8(ascii: "`"), i > pos + 1 {
            emit(.backtickIdentifier, pos, i + 1)
        } else {
            emit(.unknown, pos, pos + 1)
        }
    }

    mutating func lexNumber() {
        var i = pos + 1
        while i < end {
            let c = base[i]
            if Self.isIdentifierByte(c) && c < 0x80 {
                i += 1
            } else if c == UInt8(ascii: "."), i + 1 < end, Self.isDigit(base[i + 1]) {
                i += 2
            } else if c == UInt8(ascii: "+") || c == UInt8(ascii: "-"),
                Self.isExponentMarker(base[i - 1]), i + 1 < end, Self.isDigit(base[i + 1])
            {
                i += 2
            } else {
                break
            }
        }
        emit(.number, pos, i)
    }

    /// A run of operator characters. A run that starts with `.` may contain more dots (`...`,
    /// `..<`); other runs may not (`?.` is `?` then `.`). `//` and `/*` end a run.
    mutating func lexOperator() {
        let startsWithDot = base[pos] == UInt8(ascii: ".")
        var i = pos + 1
        while i < end {
            let c = base[i]
            if c == UInt8(ascii: "/"), i + 1 < end, base[i + 1] == UInt8(ascii: "/") || base[i + 1] == UInt8(ascii: "*") { break }
            if Self.isOperatorByte(c) || (startsWithDot && c == UInt8(ascii: ".")) { i += 1 } else { break }
        }
        emit(startsWithDot && i == pos + 1 ? .dot : .operator, pos, i)
    }

    // MARK: Byte classes

    @inline(__always) static func isIdentifierByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default: false
        }
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    @inline(__always) static func isExponentMarker(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "p") || c == UInt8(ascii: "P")
    }

    @inline(__always) static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default: false
        }
    }

    @inline(__always) static func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }

    /// Keywords after which an expression (and so a bare regex literal) may start.
    static func isExpressionKeyword(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == count else { return false }
            let bytes = word.utf8Start
            for index in 0..<count where start[index] != bytes[index] { return false }
            return true
        }
        switch count {
        case 2: return equals("in") || equals("if")
        case 3: return equals("try")
        case 4: return equals("case")
        case 5: return equals("await") || equals("throw") || equals("guard") || equals("while") || equals("where")
        case 6: return equals("return")
        default: return false
        }
    }
}
