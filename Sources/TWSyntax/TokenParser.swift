/// Parses one token: variants, then the class name (reference §1.4, §1.5, §1.6).
struct TokenParser {
    let reader: TokenReader
    let range: ByteRange
    private var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    private var issues: [SyntaxIssue] = []
    private var variants: [Variant] = []
    private var dynamicInside = false
    private var dynamicOutside = false

    init(reader: TokenReader, range: ByteRange) {
        self.reader = reader
        self.range = range
    }

    mutating func parse() -> ClassToken {
        let nameStart = splitVariants()
        let name = ByteRange(start: nameStart, end: range.end)
        var token = ClassToken(
            range: range, variants: variants, nameRange: name, rootRange: name, value: .none,
            modifierRange: nil, isDynamic: dynamicInside || dynamicOutside, isUncheckable: dynamicOutside,
            issues: []
        )
        if name.isEmpty {
            if issues.isEmpty, !dynamicOutside {
                addIssue(.emptyName, "Unknown swiftcn class: the class name after the last `:` is empty", range)
            }
        } else {
            var nameParser = NameParser(reader: reader, name: name, reportIssues: issues.isEmpty)
            nameParser.parse(into: &token)
            if nameParser.dynamicInside { token.isDynamic = true }
            if nameParser.dynamicOutside { token.isDynamic = true; token.isUncheckable = true }
            // A name with a dynamic part outside its brackets is only known at run time (the
            // interpolation may supply text, spaces or brackets): neither valid nor invalid here.
            if !token.isUncheckable { issues.append(contentsOf: nameParser.issues) }
        }
        token.issues = issues
        return token
    }

    private mutating func addIssue(_ code: DiagnosticCode, _ message: String, _ where: ByteRange, fix: Fix? = nil) {
        issues.append(SyntaxIssue(code: code, message: message, range: `where`, fix: fix, excusedByNamedClass: false))
    }

    /// Splits on `:` at bracket depth 0 and records the variants; returns where the name starts.
    /// A stray `]`, an unclosed `[` or a dangling `\` rejects the whole token, as in swiftcn.
    private mutating func splitVariants() -> Int {
        var depth = 0
        var partStart = range.start
        var index = range.start
        while index < range.end {
            if let skip = reader.dynamicEnd(at: index) {
                if depth > 0 { dynamicInside = true } else { dynamicOutside = true }
                index = skip
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                if index + 1 >= range.end {
                    if dynamicOutside { return partStart }
                    addIssue(.danglingEscape, "Unknown swiftcn class: `\\` at the end of the class escapes nothing", range)
                    return partStart
                }
                index += 2
                continue
            case UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 {
                    if dynamicOutside { return partStart }
                    addIssue(.malformedBracket, "Unknown swiftcn class: `]` has no matching `[`", range)
                    return partStart
                }
            case UInt8(ascii: ":") where depth == 0:
                readVariant(ByteRange(start: partStart, end: index))
                partStart = index + 1
            default:
                break
            }
            index += 1
        }
        if depth > 0, issues.isEmpty, !dynamicOutside {
            addIssue(.malformedBracket, "Unknown swiftcn class: `[` is never closed", range)
        }
        return partStart
    }

    private static let plainVariants: [(String, InteractionState)] = [
        ("hover", .hover), ("focus", .focus), ("active", .pressed), ("pressed", .pressed), ("disabled", .disabled),
    ]

    private mutating func readVariant(_ part: ByteRange) {
        // A variant that contains or follows a dynamic part is only known at run time.
        if dynamicOutside { return }
        let text = String(decoding: bytes[part.start..<part.end], as: UTF8.self)
        if let state = Self.plainVariants.first(where: { $0.0 == text })?.1 {
            variants.append(Variant(state: state, isGroup: false, groupName: nil, range: part))
            return
        }
        if text.hasPrefix("group-") {
            let pieces = text.dropFirst("group-".count).split(separator: "/", omittingEmptySubsequences: false)
            if let state = Self.plainVariants.first(where: { $0.0 == pieces[0] })?.1 {
                if pieces.count == 1 {
                    variants.append(Variant(state: state, isGroup: true, groupName: nil, range: part))
                    return
                }
                if pieces.count == 2, Identifier.isValid(pieces[1].utf8) {
                    variants.append(Variant(state: state, isGroup: true, groupName: String(pieces[1]), range: part))
                    return
                }
                addIssue(.unknownVariant, "Unknown swiftcn variant: \(text) (a group name is one identifier of ASCII letters, digits, `-`, `_` and `.`)", displayRange(part))
                return
            }
        }
        if text.hasPrefix("!") {
            let fix = Fix(range: ByteRange(start: part.start, end: part.start + 1), replacement: "")
            addIssue(.importantMarker, "Unknown swiftcn variant: \(text) (swiftcn has no `!important` marker)", range, fix: fix)
            return
        }
        var message = "Unknown swiftcn variant: \(text.isEmpty ? "\"\"" : text)"
        if let suggestion = VariantSuggestion.closest(to: text) { message += "; did you mean `\(suggestion)`?" }
        else if VariantSuggestion.tailwindOnly.contains(text) { message += " (swiftcn has no dark-mode, breakpoint or platform variants)" }
        addIssue(.unknownVariant, message, displayRange(part))
    }

    /// An empty variant is shown on its `:`, so that the range is never empty.
    private func displayRange(_ part: ByteRange) -> ByteRange {
        part.isEmpty ? ByteRange(start: part.start, end: min(part.start + 1, range.end)) : part
    }
}
