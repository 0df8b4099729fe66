import TWSyntax

/// The built-in bracket utilities, `prefix-[argument]` (reference §3.2), in swiftcn's order.
struct BracketUtilities {
    let catalog: Catalog

    func interpret(prefix: String, value: ArbitraryValue, list: ClassList) -> Result<[Assignment], CatalogError> {
        let hintText = value.hintRange.map { list.decodedText($0) }
        let text = list.decodedText(value.valueRange)

        // 1. animate takes only an interpolated Animation or TWAnimation.
        if prefix == "animate" {
            if value.isDynamic { return .success([Assignment(.motionPreset, .dynamic)]) }
            return .failure(
                CatalogError(
                    .invalidArgument,
                    "`animate-[…]` takes an interpolated Animation or TWAnimation; for a named preset write `animate-\(list.decodedText(value.bodyRange))`"))
        }

        // 2. Colour prefixes, with no hint or `color:`.
        // Why the value is not a colour is made only when it is reported: `text-[18]` tries the
        // colour first and its message lists the theme's tokens with suggestions.
        let meaning = Self.meaning(of: prefix)
        var colorFailed = false
        if let field = meaning.colorField, hintText == nil || value.hint == .color {
            if let reference = colorReference(text, isDynamic: value.isDynamic) {
                return .success([Assignment(field, .color(reference))] + (CatalogTables.colorCompanions[prefix] ?? []))
            }
            if value.hint == .color { return .failure(colorProblem(text, value: value, list: list)) }
            colorFailed = true
        }

        // 3. Any other hint than absent, length or size.
        if let hintText, value.hint != .length, value.hint != .size {
            if value.hint == .color {
                return .failure(CatalogError(.badTypeHint, "`\(prefix)-[…]` is not a colour utility, so it takes no `color:` hint"))
            }
            return .failure(CatalogError(.badTypeHint, "unknown type hint `\(hintText):`; hints are `color:`, `length:` and `size:`"))
        }
        if hintText != nil, !Self.pointsPrefixes.contains(prefix) {
            return .failure(CatalogError(.badTypeHint, "`\(prefix)-[…]` takes no `length:` or `size:` hint; only lengths in points do (`w-[length:12]`)"))
        }

        // 4 and 5. Scalars.
        guard let scalar = meaning.scalar else {
            if colorFailed { return .failure(colorProblem(text, value: value, list: list)) }
            return .failure(CatalogError.notBracketUtility(prefix))
        }
        if value.isDynamic { return .success(scalar.fields.map { Assignment($0, .dynamic) }) }
        let result = scalar.read(text, catalog)
        if case .failure = result, colorFailed, text.hasPrefix("#") || text.first.map({ $0.isLetter }) == true {
            return .failure(colorProblem(text, value: value, list: list))
        }
        return result
    }

    /// What a bracket prefix is: the colour field it writes and its scalar reading, either or
    /// both nil (``CatalogTables/colorFields``, ``scalarUtilities``).
    struct PrefixMeaning: Sendable {
        var colorField: Field?
        var scalar: Scalar?
    }

    /// Every prefix of ``CatalogTables/colorFields`` and ``scalarUtilities`` with its meaning, by
    /// bytes: one lookup instead of hashing the prefix twice.
    static let prefixMeanings = ByteKeyedTable(
        Set(CatalogTables.colorFields.keys).union(scalarUtilities.keys).map { prefix in
            (prefix, PrefixMeaning(colorField: CatalogTables.colorFields[prefix], scalar: scalarUtilities[prefix]))
        })

    /// The meaning of `prefix`: by bytes for an ASCII prefix (then a byte comparison is the
    /// `String` comparison), from the dictionaries otherwise.
    static func meaning(of prefix: String) -> PrefixMeaning {
        let byBytes = prefix.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy({ $0 < 0x80 }) ? prefixMeanings.lookUp(bytes)?.value ?? PrefixMeaning() : nil
        }
        if let byBytes, let meaning = byBytes { return meaning }
        return PrefixMeaning(colorField: CatalogTables.colorFields[prefix], scalar: scalarUtilities[prefix])
    }

    /// A bracket colour: hex, a theme token by its raw name (no aliases), or in design-tool mode a
    /// SwiftUI system colour name.
    private func colorReference(_ text: String, isDynamic: Bool) -> ColorReference? {
        if isDynamic { return .dynamic }
        if text.hasPrefix("#") { return RGBA(hex: text).map { .literal($0, text: text) } }
        if catalog.theme.colors[text] != nil { return .token(text) }
        if catalog.context.nativeColorNames, NativeColor.bracketNames.contains(text) { return .native(text) }
        return nil
    }

    /// Why literal `text` is not a bracket colour, when ``colorReference(_:isDynamic:)`` is nil.
    private func colorProblem(_ text: String, value: ArbitraryValue, list: ClassList) -> CatalogError {
        if text.hasPrefix("#") {
            return CatalogError(.badHexColor, "`\(text)` is not a hex colour: use `#` and 3, 4, 6 or 8 hex digits")
        }
        if NativeColor.bracketNames.contains(text) {
            let swiftName = text == "gray" ? "gray" : text
            return CatalogError(
                .unknownColor, "colour `\(text)` is not in the theme; in Swift source interpolate the native colour: `[\\(Color.\(swiftName))]`")
        }
        if let alias = CatalogTables.colorAliases[text] {
            return CatalogError(.unknownColor, "colour `\(text)` is not in the theme; inside brackets aliases do not apply, write `\(alias)`")
        }
        // The value is repaired in place only where it is written as it reads (no escapes).
        return catalog.unknownColor(text, at: list.text(value.valueRange) == text ? value.valueRange : nil)
    }

    /// The bracket utilities whose argument is a length in points, which alone take a `length:` or
    /// `size:` hint: swiftcn's `TWArgumentUtilities.resolve` lets those hints through to every
    /// prefix and refuses them only for `duration`, `delay`, `opacity`, `rotate`, `scale`,
    /// `offset` and `line-clamp` (reference §3.2, rules 3 to 5).
    static let pointsPrefixes: Set<String> = [
        "p", "px", "py", "pt", "pb", "ps", "pe", "pl", "pr", "w", "h", "size", "min-w", "max-w", "min-h", "max-h",
        "rounded", "border", "text", "tracking", "line-spacing", "blur",
    ]

    /// A scalar bracket utility: the fields it writes and how it reads its argument.
    struct Scalar: Sendable {
        let fields: [Field]
        let read: @Sendable (String, Catalog) -> Result<[Assignment], CatalogError>
    }

    static func points(_ text: String, minimum: Double? = 0) -> Result<Double, CatalogError> {
        NumberGrammar.bracketScalar(text, .points).flatMap { value in
            if let minimum, value < minimum {
                return .failure(CatalogError(.outOfRange, "`\(text)` is negative; this value must be >= \(formatted(minimum))"))
            }
            return .success(value)
        }
    }

    /// `text.split(separator: ",", omittingEmptySubsequences: false)`, by bytes for ASCII text:
    /// there every `,` byte is a `,` character.
    static func commaSeparated(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(separator: ",", omittingEmptySubsequences: false) }
        var parts: [Substring] = []
        var start = utf8.startIndex
        while let comma = utf8[start...].firstIndex(of: UInt8(ascii: ",")) {
            parts.append(text[start..<comma])
            start = utf8.index(after: comma)
        }
        parts.append(text[start...])
        return parts
    }

    static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func lengths(_ fields: [Field], clearsExpansion: Bool = false) -> Scalar {
        Scalar(fields: fields) { text, _ in
            points(text).map { value in
                var assignments = fields.map { Assignment($0, .number(value)) }
                if clearsExpansion { assignments.append(Assignment(.expandsWidth, .flag(false))) }
                return assignments
            }
        }
    }

    static let scalarUtilities: [String: Scalar] = {
        var table: [String: Scalar] = [:]
        for (prefix, edges) in CatalogTables.paddingEdges { table[prefix] = lengths(edges) }
        table["w"] = lengths([.width], clearsExpansion: true)
        table["h"] = lengths([.height])
        table["size"] = lengths([.width, .height], clearsExpansion: true)
        table["min-w"] = lengths([.minWidth])
        table["max-w"] = lengths([.maxWidth])
        table["min-h"] = lengths([.minHeight])
        table["max-h"] = lengths([.maxHeight])
        table["line-spacing"] = lengths([.lineSpacing])
        table["blur"] = lengths([.blur])
        table["border"] = lengths([.borderWidth])
        table["glass-shadow-radius"] = Scalar(fields: [.glassShadowRadius, .glassShadow]) { text, _ in
            points(text).map { [Assignment(.glassShadowRadius, .number($0)), Assignment(.glassShadow, .glassShadow(.custom))] }
        }
        table["rounded"] = Scalar(fields: [.radius]) { text, _ in
            points(text).map { [Assignment(.radius, .radius($0, token: nil))] }
        }
        table["text"] = Scalar(fields: [.font]) { text, _ in
            points(text, minimum: nil).flatMap { value in
                guard value > 0 else { return .failure(CatalogError.nonPositiveFontSize) }
                return .success([Assignment(.font, .fontSize(value))])
            }
        }
        table["tracking"] = Scalar(fields: [.tracking]) { text, _ in
            points(text, minimum: nil).map { [Assignment(.tracking, .number($0))] }
        }
        table["opacity"] = Scalar(fields: [.opacity]) { text, _ in
            NumberGrammar.bracketScalar(text, .number).flatMap { value in
                guard (0...1).contains(value) else {
                    return .failure(CatalogError(.outOfRange, "bracket opacity runs from 0 to 1 (`opacity-[0.5]`); `opacity-50` is the keyword form"))
                }
                return .success([Assignment(.opacity, .number(value))])
            }
        }
        table["rotate"] = Scalar(fields: [.rotation]) { text, _ in
            NumberGrammar.bracketScalar(text, .degrees).map { [Assignment(.rotation, .number($0))] }
        }
        table["scale"] = Scalar(fields: [.scale]) { text, _ in
            let parts = commaSeparated(text)
            guard parts.count == 1 || parts.count == 2 else {
                return .failure(CatalogError(.componentCount, "scale takes one number or two (`scale-[1.1,0.9]`), got \(parts.count)"))
            }
            var values: [Double] = []
            for part in parts {
                switch NumberGrammar.bracketScalar(String(part), .number) {
                case .success(let value):
                    guard value >= 0 else { return .failure(CatalogError(.outOfRange, "a scale must be >= 0")) }
                    values.append(value)
                case .failure(let error):
                    return .failure(error)
                }
            }
            return .success([Assignment(.scale, .pair(values[0], values.count == 2 ? values[1] : values[0]))])
        }
        table["offset"] = Scalar(fields: [.offset]) { text, _ in
            let parts = commaSeparated(text)
            guard parts.count == 2 else {
                return .failure(CatalogError(.componentCount, "offset takes exactly two components, x and y (`offset-[12,-4]`), got \(parts.count)"))
            }
            var values: [Double] = []
            for part in parts {
                switch points(String(part), minimum: nil) {
                case .success(let value): values.append(value)
                case .failure(let error): return .failure(error)
                }
            }
            return .success([Assignment(.offset, .pair(values[0], values[1]))])
        }
        table["line-clamp"] = Scalar(fields: [.lineLimit]) { text, _ in
            guard let count = Int(text), count > 0 else {
                return .failure(CatalogError(.invalidArgument, "a line clamp is a whole number > 0, got `\(text)`"))
            }
            return .success([Assignment(.lineLimit, .number(Double(count)))])
        }
        for (prefix, field) in [("duration", Field.motionDuration), ("delay", Field.motionDelay)] {
            table[prefix] = Scalar(fields: [field]) { text, _ in
                NumberGrammar.bracketScalar(text, .seconds).flatMap { value in
                    guard value >= 0 else { return .failure(CatalogError.negative(prefix)) }
                    return .success([Assignment(field, .number(value))])
                }
            }
        }
        return table
    }()
}
