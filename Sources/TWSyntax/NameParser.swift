/// Parses a class name into its utility root, value and modifier (reference §1.5, §2.3).
///
/// Problems found here are excused when the exact name is a named class (reference §2.2), so they
/// are recorded with `excusedByNamedClass`.
struct NameParser {
    let reader: TokenReader
    let name: ByteRange
    /// False when the variant split already rejected the token: the name is still shaped for
    /// completion and hover, but one issue per token is enough.
    let reportIssues: Bool

    private(set) var issues: [SyntaxIssue] = []
    private(set) var dynamicInside = false
    private(set) var dynamicOutside = false

    private var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    init(reader: TokenReader, name: ByteRange, reportIssues: Bool) {
        self.reader = reader
        self.name = name
        self.reportIssues = reportIssues
    }

    private mutating func addIssue(_ diagnostic: Diagnostic) {
        guard reportIssues, issues.isEmpty else { return }
        issues.append(SyntaxIssue(diagnostic, excusedByNamedClass: true))
    }

    /// ``Diagnostic/malformedBracket(_:_:at:)`` on the whole name.
    private mutating func addBracketIssue(_ problem: BracketProblem) {
        addIssue(.malformedBracket(text(name), problem, at: name))
    }

    private func text(_ range: ByteRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    mutating func parse(into token: inout ClassToken) {
        var body = name
        // Tailwind markers swiftcn does not have (reference §1.4). Report them, then shape the rest.
        if bytes[body.start] == UInt8(ascii: "!") || bytes[body.end - 1] == UInt8(ascii: "!") {
            let markerAtStart = bytes[body.start] == UInt8(ascii: "!")
            let marker = markerAtStart ? ByteRange(start: body.start, end: body.start + 1) : ByteRange(start: body.end - 1, end: body.end)
            // Shown on the whole token, variants included, as for `!hover:p-2`: the marker belongs
            // to the token (`hover:!opacity-[0.5]` is reported at column 1).
            addIssue(.importantMarker(inClass: text(name), at: token.range, fix: Fix(range: marker, replacement: "")))
            body = markerAtStart ? ByteRange(start: body.start + 1, end: body.end) : ByteRange(start: body.start, end: body.end - 1)
        } else if body.count > 1, bytes[body.start] == UInt8(ascii: "-"), bytes[body.start + 1] != UInt8(ascii: "[") {
            body = ByteRange(start: body.start + 1, end: body.end)
            addIssue(.negativeMarker(text(name), advice: negativeAdvice(body), at: name, fix: negativeFix(body)))
        }
        guard !body.isEmpty else {
            token.rootRange = name
            return
        }
        shape(body, into: &token)
    }

    /// Splits a name (without markers) into root, value and modifier.
    private mutating func shape(_ body: ByteRange, into token: inout ClassToken) {
        if startsWith("shared-[", at: body.start, end: body.end) {
            shapeShared(body, into: &token)
        } else if let dash = firstBracketOpening(in: body) {
            shapeBracket(body, dash: dash, into: &token)
        } else if let bracket = firstByte(in: body, where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) {
            token.rootRange = body
            addBracketIssue(bytes[bracket] == UInt8(ascii: "[") ? .openWithoutDash : .unmatchedClose)
        } else {
            shapeKeyword(body, into: &token)
        }
    }

    private mutating func shapeKeyword(_ body: ByteRange, into token: inout ClassToken) {
        var base = body
        if let escape = firstByte(in: body, where: { $0 == UInt8(ascii: "\\") }) {
            _ = escape
            addIssue(.strayEscape(text(name), at: name))
        }
        if let slash = firstByte(in: body, where: { $0 == UInt8(ascii: "/") }) {
            base = ByteRange(start: body.start, end: slash)
            token.modifierRange = ByteRange(start: slash + 1, end: body.end)
        }
        (token.rootRange, token.value) = UtilityRoots.split(base, in: bytes)
        if containsDynamic(body) { dynamicOutside = true }
    }

    /// `shared-[id]` and `shared-[id]/group` (reference §2.3 item 3).
    private mutating func shapeShared(_ body: ByteRange, into token: inout ClassToken) {
        let open = body.start + "shared-".utf8.count
        token.rootRange = ByteRange(start: body.start, end: open - 1)
        guard let close = matchingClose(of: open, before: body.end) else {
            addBracketIssue(.neverClosed)
            return
        }
        let id = ByteRange(start: open + 1, end: close)
        if containsDynamic(id) { dynamicInside = true }
        token.value = .arbitrary(ArbitraryValue(bodyRange: id, hintRange: nil, hint: nil, valueRange: id, isDynamic: containsDynamic(id)))
        let rest = ByteRange(start: close + 1, end: body.end)
        if id.isEmpty {
            addBracketIssue(.emptySharedID)
        } else if !rest.isEmpty {
            guard bytes[rest.start] == UInt8(ascii: "/") else {
                addBracketIssue(.textAfterSharedID)
                return
            }
            let group = ByteRange(start: rest.start + 1, end: rest.end)
            token.modifierRange = group
            // An interpolated id (`shared-[\(id)]/hero`) is checked at run time.
            if !Identifier.isValid(bytes[group.start..<group.end]) || (!containsDynamic(id) && !Identifier.isValid(bytes[id.start..<id.end])) {
                addBracketIssue(.sharedIdentifier)
            }
        }
    }

    /// `prefix-[body]` (reference §1.5).
    private mutating func shapeBracket(_ body: ByteRange, dash: Int, into token: inout ClassToken) {
        let prefix = ByteRange(start: body.start, end: dash)
        token.rootRange = prefix
        let bodyStart = dash + 2
        guard bytes[body.end - 1] == UInt8(ascii: "]"), body.end - 1 >= bodyStart else {
            addBracketIssue(.textAfterClose)
            return
        }
        let inner = ByteRange(start: bodyStart, end: body.end - 1)
        if prefix.isEmpty || !Identifier.isValid(bytes[prefix.start..<prefix.end]) {
            addBracketIssue(.badPrefix)
            return
        }
        if inner.isEmpty {
            addBracketIssue(.emptyArgument)
            return
        }
        // Decode the body: depth starts at 1 and must never reach 0 before the end.
        var depth = 1
        var firstColon: Int?
        var isDynamic = false
        var index = inner.start
        while index < inner.end {
            if let skip = reader.dynamicEnd(at: index) {
                isDynamic = true
                index = skip
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                if firstColon == nil, index + 1 < inner.end, bytes[index + 1] == UInt8(ascii: ":") { firstColon = index + 1 }
                index += 2
                continue
            case UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    addBracketIssue(.secondArgument)
                    return
                }
            case UInt8(ascii: ":"):
                if firstColon == nil { firstColon = index }
            default:
                break
            }
            index += 1
        }
        if depth != 1 {
            addBracketIssue(.unbalancedInside)
            return
        }
        if isDynamic { dynamicInside = true }
        var value = ArbitraryValue(bodyRange: inner, hintRange: nil, hint: nil, valueRange: inner, isDynamic: isDynamic)
        if let colon = firstColon {
            let hintEnd = bytes[colon - 1] == UInt8(ascii: "\\") && colon - 1 >= inner.start ? colon - 1 : colon
            let hintRange = ByteRange(start: inner.start, end: hintEnd)
            value.hintRange = hintRange
            value.hint = Self.typeHint(bytes[hintRange.start..<hintRange.end])
            value.valueRange = ByteRange(start: colon + 1, end: inner.end)
        }
        token.value = .arbitrary(value)
        if containsDynamic(prefix) { dynamicOutside = true }
    }

    // MARK: Byte helpers

    /// `color`, `length` or `size`, read from bytes without building a String.
    static func typeHint(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> TypeHint? {
        switch word.count {
        case 4: word.elementsEqual("size".utf8) ? .size : nil
        case 5: word.elementsEqual("color".utf8) ? .color : nil
        case 6: word.elementsEqual("length".utf8) ? .length : nil
        default: nil
        }
    }

    /// The index of the `-` of the first `-[` in the name.
    private func firstBracketOpening(in body: ByteRange) -> Int? {
        var index = body.start
        while index + 1 < body.end {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "[") { return index }
            index += 1
        }
        return nil
    }

    /// The `]` that closes the `[` at `open`, matching brackets by depth (so the id of
    /// `shared-[a[1]]` is `a[1]`) and skipping escapes and interpolations.
    private func matchingClose(of open: Int, before end: Int) -> Int? {
        var depth = 0
        var index = open
        while index < end {
            if let skip = reader.dynamicEnd(at: index) {
                index = skip
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private func firstByte(in range: ByteRange, where predicate: (UInt8) -> Bool) -> Int? {
        var index = range.start
        while index < range.end {
            if let skip = reader.dynamicEnd(at: index) {
                index = skip
                continue
            }
            if predicate(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    private func startsWith(_ prefix: StaticString, at start: Int, end: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard end - start >= count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    private func containsDynamic(_ range: ByteRange) -> Bool {
        !reader.dynamic.isEmpty && reader.dynamic.contains { $0.start < range.end && range.start < $0.end }
    }

    // MARK: Negative marker advice

    /// Utilities whose bracket value may be negative (reference §3.2): the sign goes inside.
    private static let signedRoots: Set<String> = ["tracking", "rotate"]

    private func negativeAdvice(_ body: ByteRange) -> String {
        guard let dash = firstBracketOpening(in: body) else { return "; values are never negative" }
        let root = text(ByteRange(start: body.start, end: dash))
        if Self.signedRoots.contains(root) { return "; put the sign inside the brackets" }
        if root == "offset" { return "; give signed components inside the brackets: offset-[x,y]" }
        return "; \(root) is never negative"
    }

    private func negativeFix(_ body: ByteRange) -> Fix? {
        guard let dash = firstBracketOpening(in: body), bytes[body.end - 1] == UInt8(ascii: "]") else { return nil }
        let root = text(ByteRange(start: body.start, end: dash))
        guard Self.signedRoots.contains(root) else { return nil }
        var argument = text(ByteRange(start: dash + 2, end: body.end - 1))
        if argument.hasPrefix("-") {
            argument.removeFirst()
        } else if argument.hasPrefix("+") {
            argument = "-" + argument.dropFirst()
        } else {
            argument = "-" + argument
        }
        return Fix(range: name, replacement: "\(root)-[\(argument)]")
    }
}
