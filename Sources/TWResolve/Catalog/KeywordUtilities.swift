import TWSyntax

/// Keyword classes without brackets (reference §2.3 items 7–14, §3.4), in swiftcn's order.
struct KeywordUtilities {
    let catalog: Catalog
    private var theme: Theme { catalog.theme }

    func interpret(_ name: String) -> Result<[Assignment], CatalogError> {
        // Each prefix below can only match a name with the same first byte: checking that byte
        // first skips most of the chain without changing its order.
        let first = name.utf8.first ?? 0
        if first == UInt8(ascii: "l"), let tail = name.dropPrefix("line-clamp-") {
            // Swift's Int(...) accepts a leading `+` (a quirk the reference notes).
            guard let count = Int(tail), count > 0 else {
                return .failure(CatalogError(.invalidArgument, "a line clamp is a whole number > 0, got `\(tail)`"))
            }
            return .success([Assignment(.lineLimit, .number(Double(count)))])
        }
        if first == UInt8(ascii: "a"), let preset = name.dropPrefix("animate-") {
            let word = String(preset), context = catalog.context
            // Looked up in each set; their union is built only for the message.
            guard
                CatalogTables.animationPresets.contains(word) || theme.animations.contains(word) || context.animations.contains(word)
                    || context.animationPresets[word] != nil
            else {
                let known = CatalogTables.animationPresets.union(theme.animations).union(context.animations).union(context.animationPresets.keys)
                return .failure(
                    suggestingClass(
                        CatalogError(.unknownValue, "unknown animation preset `\(preset)`; presets: \(known.sorted().joined(separator: ", "))"), for: name))
            }
            return .success([Assignment(.motionPreset, .keyword(String(preset)))])
        }
        if first == UInt8(ascii: "d") {
            for (prefix, field) in [("duration-", Field.motionDuration), ("delay-", Field.motionDelay)] {
                if let tail = name.dropPrefix(prefix) {
                    guard let milliseconds = NumberGrammar.nonNegativeDecimal(tail) else {
                        return .failure(NumberGrammar.keywordNumberProblem(tail))
                    }
                    return .success([Assignment(field, .number(milliseconds / 1000))])
                }
            }
        }
        switch name {
        case "border":
            return .success([Assignment(.borderColor, .color(.token("border"))), Assignment(.borderWidth, .number(theme.borderWidth))])
        case "rounded":
            return radius("md")
        case "shadow":
            return shadow("sm")
        default:
            break
        }
        if first == UInt8(ascii: "g"), let result = glassGroup(name) { return result }
        if first == UInt8(ascii: "t"), let word = name.dropPrefix("tint-") {
            return catalog.keywordColor(String(word), in: name).map { [Assignment(.glassTint, .color($0))] }
        }
        if Self.prefixGroupFirstBytes.contains(first), let result = prefixGroup(name) { return result }
        if Self.numericFirstBytes.contains(first), let result = numericGroup(name) { return result }
        return .failure(unknownClass(name))
    }

    private static let prefixGroupFirstBytes: [UInt8] = Array("tbrsf".utf8)
    private static let numericFirstBytes: [UInt8] = Array("mopwh".utf8)

    /// `glass-shadow-radius-`, `glass-fallback-tint-`, `glass-fallback-`, `glass-shadow-`,
    /// `glass-tint-`, in that order.
    private func glassGroup(_ name: String) -> Result<[Assignment], CatalogError>? {
        if let tail = name.dropPrefix("glass-shadow-radius-") {
            guard let radius = NumberGrammar.nonNegativeDecimal(tail) else { return .failure(NumberGrammar.keywordNumberProblem(tail)) }
            return .success([Assignment(.glassShadowRadius, .number(radius)), Assignment(.glassShadow, .glassShadow(.custom))])
        }
        if let word = name.dropPrefix("glass-fallback-tint-") {
            return catalog.keywordColor(String(word), in: name).map { [Assignment(.glassFallbackTint, .color($0))] }
        }
        if let word = name.dropPrefix("glass-fallback-") {
            let words = (GlassTier.materialWords.keys.sorted() + ["none"]).joined(separator: ", ")
            return .failure(
                suggestingClass(
                    CatalogError(.unknownValue, "unknown fallback material `\(word)`; materials: \(words), or `glass-fallback-tint-*` for the tint"), for: name)
            )
        }
        if let word = name.dropPrefix("glass-shadow-") {
            return catalog.keywordColor(String(word), in: name).map {
                [Assignment(.glassShadowColor, .color($0)), Assignment(.glassShadow, .glassShadow(.custom))]
            }
        }
        if let word = name.dropPrefix("glass-tint-") {
            return catalog.keywordColor(String(word), in: name).map { [Assignment(.glassTint, .color($0))] }
        }
        return nil
    }

    /// `text-`, `bg-`, `border-`, `rounded-`, `shadow-`, `font-`: the first matching prefix decides.
    private func prefixGroup(_ name: String) -> Result<[Assignment], CatalogError>? {
        // Each prefix has its own first byte (`bg-` and `border-` share theirs, in this order).
        let first = name.utf8.first ?? 0
        if first == UInt8(ascii: "t"), let word = name.dropPrefix("text-").map(String.init) {
            if theme.typography[word] != nil { return .success([Assignment(.font, .keyword(word))]) }
            if case .success(let color) = catalog.keywordColor(word, in: name) { return .success([Assignment(.foreground, .color(color))]) }
            let sizes = theme.typography.keys.sorted().joined(separator: ", ")
            return .failure(suggestingClass(CatalogError(.unknownColor, "`\(word)` is neither a font size (\(sizes)) nor a colour in the theme"), for: name))
        }
        if first == UInt8(ascii: "b"), let word = name.dropPrefix("bg-").map(String.init) {
            return catalog.keywordColor(word, in: name).map { [Assignment(.background, .color($0))] }
        }
        if first == UInt8(ascii: "b"), let word = name.dropPrefix("border-") {
            if let width = NumberGrammar.nonNegativeDecimal(word) { return .success([Assignment(.borderWidth, .number(width))]) }
            return catalog.keywordColor(String(word), in: name).map { [Assignment(.borderColor, .color($0))] }
        }
        if first == UInt8(ascii: "r"), let word = name.dropPrefix("rounded-") { return radius(String(word)).mapError { suggestingClass($0, for: name) } }
        if first == UInt8(ascii: "s"), let word = name.dropPrefix("shadow-") { return shadow(String(word)).mapError { suggestingClass($0, for: name) } }
        if first == UInt8(ascii: "f"), let word = name.dropPrefix("font-") {
            guard let weight = CatalogTables.weights[String(word)] else {
                return .failure(
                    suggestingClass(CatalogError(.unknownValue, "unknown weight `\(word)`; weights: regular, normal, medium, semibold, bold, light"), for: name)
                )
            }
            return .success([Assignment(.weight, .weight(weight))])
        }
        return nil
    }

    private func radius(_ token: String) -> Result<[Assignment], CatalogError> {
        guard let points = theme.radii[token] else {
            return .failure(
                CatalogError(
                    .unknownValue, "unknown radius `\(token)`; radii: \(theme.radii.keys.sorted().joined(separator: ", ")), or `rounded-[14]` in points"))
        }
        return .success([Assignment(.radius, .radius(points, token: token))])
    }

    private func shadow(_ token: String) -> Result<[Assignment], CatalogError> {
        guard theme.shadows[token] != nil else {
            return .failure(CatalogError(.unknownValue, "unknown shadow `\(token)`; shadows: \(theme.shadows.keys.sorted().joined(separator: ", "))"))
        }
        return .success([Assignment(.shadow, .keyword(token))])
    }

    /// What a numeric prefix writes.
    private enum NumericMeaning {
        case opacity
        case length(Field)
        case padding([Field])
    }

    /// `min-h-`, `opacity-`, padding, `w-`, `h-` in swiftcn's order, as bytes, with what each writes
    /// (the padding edges of ``CatalogTables/paddingEdges``), so that a match needs no lookup.
    private static let numericPrefixes: [(bytes: [UInt8], meaning: NumericMeaning)] = {
        let lengths: [String: Field] = ["min-h": .minHeight, "w": .width, "h": .height]
        return ["min-h-", "opacity-", "px-", "py-", "pt-", "pb-", "ps-", "pe-", "pl-", "pr-", "p-", "w-", "h-"].map { prefix in
            let root = String(prefix.dropLast())
            let meaning: NumericMeaning = root == "opacity" ? .opacity : lengths[root].map { .length($0) } ?? .padding(CatalogTables.paddingEdges[root] ?? [])
            return (Array(prefix.utf8), meaning)
        }
    }()

    /// `min-h-`, `opacity-`, padding, `w-`, `h-` with a non-negative decimal (reference §2.3 item 13).
    private func numericGroup(_ name: String) -> Result<[Assignment], CatalogError>? {
        var match: (length: Int, meaning: NumericMeaning)?
        var name = name
        name.withUTF8 { bytes in
            for prefix in Self.numericPrefixes where bytes.count >= prefix.bytes.count {
                if prefix.bytes.withUnsafeBufferPointer({ bytes.starts(withBytes: $0) }) {
                    match = (prefix.bytes.count, prefix.meaning)
                    return
                }
            }
        }
        guard let (length, meaning) = match else { return nil }
        let tail = name.utf8.count > length ? name[name.utf8.index(name.startIndex, offsetBy: length)...] : ""
        guard let number = NumberGrammar.nonNegativeDecimal(tail) else { return .failure(NumberGrammar.keywordNumberProblem(tail)) }
        switch meaning {
        case .opacity:
            guard number <= 100 else { return .failure(CatalogError(.outOfRange, "opacity runs from 0 to 100, got \(tail)")) }
            return .success([Assignment(.opacity, .number(number / 100))])
        case .length(let field):
            guard let points = catalog.points(fromUnits: number) else { return .failure(CatalogError.notFiniteUnits(tail)) }
            if field == .width { return .success([Assignment(field, .number(points)), Assignment(.expandsWidth, .flag(false))]) }
            return .success([Assignment(field, .number(points))])
        case .padding(let edges):
            guard catalog.points(fromUnits: number) != nil else { return .failure(CatalogError.notFiniteUnits(tail)) }
            return .success(edges.map { Assignment($0, .units(number)) })
        }
    }

    /// Utilities that exist only with a bracket value (reference §3.2, §3.4).
    private static let bracketOnlyRoots = ["line-spacing", "tracking", "offset", "rotate", "scale", "blur", "size", "min-w", "max-w", "max-h"]

    private func unknownClass(_ name: String) -> CatalogError {
        if let root = Self.bracketOnlyRoots.first(where: { name.hasPrefix($0 + "-") }) {
            return CatalogError(.unknownClass, "`\(root)` takes a bracket value only, such as `\(root)-[…]`; there are no keyword values like `\(name)`")
        }
        return suggestingClass(CatalogError(.unknownClass, "no utility, recipe or named class is called `\(name)`"), for: name)
    }

    /// A rejection of the class `name` (an unknown class, or a family's unknown value such as
    /// `rounded-hug`) with "did you mean" among every class, and the whole name as its repair.
    private func suggestingClass(_ error: CatalogError, for name: String) -> CatalogError {
        let answer = SuggestionMemo.answer(for: name, theme: theme, context: catalog.context)
        return error.suggesting(answer.suggestion) { .init(replacement: $0) }.noting(answer.note)
    }
}

extension String {
    /// The rest of the string after `prefix`, when it starts with it and something follows.
    /// Compares UTF-8 bytes: class names are ASCII in practice, and byte comparison avoids
    /// Unicode-aware prefix matching on the hot path.
    func dropPrefix(_ prefix: String) -> Substring? {
        let bytes = utf8, prefixBytes = prefix.utf8
        guard bytes.count > prefixBytes.count else { return nil }
        // Compare the contiguous UTF-8 buffers directly (native strings); the generic
        // `starts(with:)` walks the views one index at a time.
        let fast = bytes.withContiguousStorageIfAvailable { whole in
            prefixBytes.withContiguousStorageIfAvailable { part in whole.starts(withBytes: part) }
        }
        switch fast {
        case .some(.some(let matches)): guard matches else { return nil }
        default: guard bytes.starts(with: prefixBytes) else { return nil }
        }
        let index = bytes.index(bytes.startIndex, offsetBy: prefixBytes.count)
        return self[index...]
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when these bytes begin with `prefix`: a plain loop, where the generic
    /// `elementsEqual` costs several times as much on the few bytes of a class prefix.
    func starts(withBytes prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count >= prefix.count else { return false }
        var index = 0
        while index < prefix.count {
            guard self[index] == prefix[index] else { return false }
            index += 1
        }
        return true
    }
}
