/// Parses one token: variants, then the class name (reference §1.4, §1.5, §1.6).
struct TokenParser {
    let reader: TokenReader
    let range: ByteRange
    private var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    private var issues: [SyntaxIssue] = []
    private var variants = VariantList()
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
                addIssue(.emptyName(text(range), at: range))
            }
        } else {
            var nameParser = NameParser(reader: reader, name: name, reportIssues: issues.isEmpty)
            nameParser.parse(into: &token)
            if nameParser.dynamicInside { token.isDynamic = true }
            if nameParser.dynamicOutside { token.isDynamic = true; token.isUncheckable = true }
            // A name with a dynamic part outside its brackets is only known at run time (the
            // interpolation may supply text, spaces or brackets): neither valid nor invalid here.
            if !token.isUncheckable, !nameParser.issues.isEmpty { issues.append(contentsOf: nameParser.issues) }
        }
        token.issues = issues
        return token
    }

    private mutating func addIssue(_ diagnostic: Diagnostic) {
        issues.append(SyntaxIssue(diagnostic, excusedByNamedClass: false))
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
                    addIssue(.danglingEscape(text(range), at: range))
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
                    addIssue(.malformedBracket(text(range), .unmatchedClose, at: range))
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
            addIssue(.malformedBracket(text(range), .neverClosed, at: range))
        }
        return partStart
    }

    private mutating func readVariant(_ part: ByteRange) {
        // A variant that contains or follows a dynamic part is only known at run time.
        if dynamicOutside { return }
        switch VariantReader.read(part, in: bytes) {
        case .variant(let variant): variants.append(variant)
        case .badGroupName: addIssue(.badGroupName(text(part), at: displayRange(part)))
        case .unknown: reportUnknownVariant(part)
        }
    }

    /// The slow path: builds the messages of a variant swiftcn does not know.
    private mutating func reportUnknownVariant(_ part: ByteRange) {
        let text = text(part)
        if text.hasPrefix("!") {
            let fix = Fix(range: ByteRange(start: part.start, end: part.start + 1), replacement: "")
            addIssue(.importantMarker(inVariant: text, at: range, fix: fix))
            return
        }
        let suggestion = VariantSuggestion.closest(to: text)
        addIssue(
            .unknownVariant(
                text, suggestion: suggestion, isTailwindOnly: suggestion == nil && VariantSuggestion.tailwindOnly.contains(text),
                at: displayRange(part)))
    }

    private func text(_ range: ByteRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// An empty variant is shown on its `:`, so that the range is never empty.
    private func displayRange(_ part: ByteRange) -> ByteRange {
        part.isEmpty ? ByteRange(start: part.start, end: min(part.start + 1, range.end)) : part
    }
}
