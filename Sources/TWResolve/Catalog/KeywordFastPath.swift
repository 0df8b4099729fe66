/// The common successes of ``KeywordUtilities`` read from the bytes of an ASCII name:
/// `px-4`, `text-sm`, `bg-surface`, `rounded-lg`, `font-semibold`, `duration-150` without
/// `dropPrefix`, a `String` per tail or a `String` hash. Nil means "not decided here": every
/// rejection, and every name this path does not read, goes to ``KeywordUtilities``, which also
/// builds the messages. Each prefix is tested in ``KeywordUtilities``'s order (reference §2.3
/// items 7–13), and once one matches, this path either returns what ``KeywordUtilities``
/// returns or nil: it never tries a later family.
struct KeywordFastPath {
    let catalog: Catalog
    /// Read through the catalog's storage rather than held: one reference less to retain.
    private var tokens: ThemeTokens { catalog.storage.tokens }

    /// What ``KeywordUtilities/interpret(_:)`` returns for the name of `bytes` when that is a
    /// success this path reads; nil otherwise. `bytes` must be ASCII (then a byte comparison is a
    /// `String` comparison).
    func interpret(_ bytes: UnsafeBufferPointer<UInt8>) -> [Assignment]? {
        guard let first = bytes.first else { return nil }
        switch first {
        case UInt8(ascii: "l"):
            guard let tail = bytes.tail(after: "line-clamp-") else { return nil }
            // `Int(...)` of digits only (a leading `+` is left to the general reading).
            guard tail.count <= 9, let count = DecimalBytes.value(tail), count == count.rounded(), count > 0,
                !tail.contains(UInt8(ascii: "."))
            else { return nil }
            return [Assignment(.lineLimit, .number(count))]
        case UInt8(ascii: "a"):
            guard let tail = bytes.tail(after: "animate-") else { return nil }
            guard let preset = tokens.animations.lookUp(tail) else { return nil }
            return [Assignment(.motionPreset, .keyword(preset.key))]
        case UInt8(ascii: "d"):
            if let tail = bytes.tail(after: "duration-") { return DecimalBytes.value(tail).map { [Assignment(.motionDuration, .number($0 / 1000))] } }
            if let tail = bytes.tail(after: "delay-") { return DecimalBytes.value(tail).map { [Assignment(.motionDelay, .number($0 / 1000))] } }
            return nil
        case UInt8(ascii: "g"):
            return glass(bytes)
        case UInt8(ascii: "t"):
            if let tail = bytes.tail(after: "tint-") { return color(tail).map { [Assignment(.glassTint, .color($0))] } }
            guard let tail = bytes.tail(after: "text-") else { return nil }
            if let size = tokens.typography.lookUp(tail) { return [Assignment(.font, .keyword(size.key))] }
            return color(tail).map { [Assignment(.foreground, .color($0))] }
        case UInt8(ascii: "b"):
            if bytes.equals("border") {
                return [Assignment(.borderColor, .color(.token("border"))), Assignment(.borderWidth, .number(catalog.theme.borderWidth))]
            }
            if let tail = bytes.tail(after: "bg-") { return color(tail).map { [Assignment(.background, .color($0))] } }
            guard let tail = bytes.tail(after: "border-") else { return nil }
            // A tail of digits and dots is a width or no colour: left to the general reading
            // when it is not a plain decimal here.
            if tail.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }) { return DecimalBytes.value(tail).map { [Assignment(.borderWidth, .number($0))] } }
            return color(tail).map { [Assignment(.borderColor, .color($0))] }
        case UInt8(ascii: "r"):
            if bytes.equals("rounded") { return tokens.defaultRadius.map { [Assignment(.radius, .radius($0, token: "md"))] } }
            guard let tail = bytes.tail(after: "rounded-"), let radius = tokens.radii.lookUp(tail) else { return nil }
            return [Assignment(.radius, .radius(radius.value, token: radius.key))]
        case UInt8(ascii: "s"):
            if bytes.equals("shadow") { return tokens.hasDefaultShadow ? [Assignment(.shadow, .keyword("sm"))] : nil }
            guard let tail = bytes.tail(after: "shadow-"), let shadow = tokens.shadows.lookUp(tail) else { return nil }
            return [Assignment(.shadow, .keyword(shadow.key))]
        case UInt8(ascii: "f"):
            guard let tail = bytes.tail(after: "font-") else { return nil }
            return Self.weights.lookUp(tail)?.value
        default:
            return numeric(bytes)
        }
    }

    /// `font-*` weights with what each writes (reference §3.4), made once.
    private static let weights = ByteKeyedTable(CatalogTables.weights.map { word, weight in (word, [Assignment(.weight, .weight(weight))]) })

    /// A keyword colour word with its token (``Catalog/keywordColor(_:in:)``).
    private func color(_ word: UnsafeBufferPointer<UInt8>) -> ColorReference? {
        tokens.keywordColors.lookUp(word).map { .token($0.value) }
    }

    /// `glass-shadow-radius-`, `glass-fallback-tint-`, `glass-fallback-`, `glass-shadow-`,
    /// `glass-tint-`, in ``KeywordUtilities``'s order.
    private func glass(_ bytes: UnsafeBufferPointer<UInt8>) -> [Assignment]? {
        guard let rest = bytes.tail(after: "glass-") else { return nil }
        if rest.starts(with: "shadow-radius-") {
            guard let tail = rest.tail(after: "shadow-radius-"), let radius = DecimalBytes.value(tail) else { return nil }
            return [Assignment(.glassShadowRadius, .number(radius)), Assignment(.glassShadow, .glassShadow(.custom))]
        }
        if rest.starts(with: "fallback-") {
            // `glass-fallback-<material>` is a fixed keyword, read before; the rest but tints fail.
            guard let tail = rest.tail(after: "fallback-tint-") else { return nil }
            return color(tail).map { [Assignment(.glassFallbackTint, .color($0))] }
        }
        if let tail = rest.tail(after: "shadow-") {
            return color(tail).map { [Assignment(.glassShadowColor, .color($0)), Assignment(.glassShadow, .glassShadow(.custom))] }
        }
        if let tail = rest.tail(after: "tint-") { return color(tail).map { [Assignment(.glassTint, .color($0))] } }
        return nil
    }

    /// `min-h-`, `opacity-`, padding, `w-`, `h-` (reference §2.3 item 13): one prefix per first
    /// two bytes, so the first that matches is the only one.
    private func numeric(_ bytes: UnsafeBufferPointer<UInt8>) -> [Assignment]? {
        let tail: UnsafeBufferPointer<UInt8>, meaning: NumericMeaning
        switch bytes.first {
        case UInt8(ascii: "m"):
            guard let rest = bytes.tail(after: "min-h-") else { return nil }
            (tail, meaning) = (rest, .length(.minHeight))
        case UInt8(ascii: "o"):
            guard let rest = bytes.tail(after: "opacity-") else { return nil }
            (tail, meaning) = (rest, .opacity)
        case UInt8(ascii: "w"):
            guard let rest = bytes.tail(after: "w-") else { return nil }
            (tail, meaning) = (rest, .length(.width))
        case UInt8(ascii: "h"):
            guard let rest = bytes.tail(after: "h-") else { return nil }
            (tail, meaning) = (rest, .length(.height))
        case UInt8(ascii: "p"):
            guard bytes.count > 2 else { return nil }
            if bytes[1] == UInt8(ascii: "-") {
                (tail, meaning) = (UnsafeBufferPointer(rebasing: bytes[2...]), .padding(Self.allEdges))
            } else {
                guard bytes.count > 3, bytes[2] == UInt8(ascii: "-"), let edges = Self.paddingEdges[Int(bytes[1])] else { return nil }
                (tail, meaning) = (UnsafeBufferPointer(rebasing: bytes[3...]), .padding(edges))
            }
        default:
            return nil
        }
        guard let number = DecimalBytes.value(tail) else { return nil }
        switch meaning {
        case .opacity:
            return number <= 100 ? [Assignment(.opacity, .number(number / 100))] : nil
        case .length(let field):
            guard let points = catalog.points(fromUnits: number) else { return nil }
            if field == .width { return [Assignment(field, .number(points)), Assignment(.expandsWidth, .flag(false))] }
            return [Assignment(field, .number(points))]
        case .padding(let edges):
            guard catalog.points(fromUnits: number) != nil else { return nil }
            // Array literals: one allocation of the right size.
            switch edges.count {
            case 1: return [Assignment(edges[0], .units(number))]
            case 2: return [Assignment(edges[0], .units(number)), Assignment(edges[1], .units(number))]
            case 4:
                return [
                    Assignment(edges[0], .units(number)), Assignment(edges[1], .units(number)), Assignment(edges[2], .units(number)),
                    Assignment(edges[3], .units(number)),
                ]
            default: return edges.map { Assignment($0, .units(number)) }
            }
        }
    }

    private enum NumericMeaning {
        case opacity
        case length(Field)
        case padding([Field])
    }

    private static let allEdges = CatalogTables.paddingEdges["p"] ?? []

    /// ``CatalogTables/paddingEdges`` of the two-letter prefixes by their second byte (`x` of
    /// `px`), nil for every other byte: an array read, not a hash.
    private static let paddingEdges: [[Field]?] = {
        var table = [[Field]?](repeating: nil, count: 256)
        for (prefix, edges) in CatalogTables.paddingEdges where prefix.utf8.count == 2 { table[Int(prefix.utf8.last!)] = edges }
        return table
    }()
}

extension UnsafeBufferPointer<UInt8> {
    /// True when these bytes begin with `prefix`.
    func starts(with prefix: StaticString) -> Bool {
        let length = prefix.utf8CodeUnitCount
        guard count >= length else { return false }
        let expected = prefix.utf8Start
        var index = 0
        while index < length {
            guard self[index] == expected[index] else { return false }
            index += 1
        }
        return true
    }

    /// True when these bytes are `literal`.
    func equals(_ literal: StaticString) -> Bool { count == literal.utf8CodeUnitCount && starts(with: literal) }

    /// The bytes after `prefix`, when these bytes begin with it and something follows
    /// (`String.dropPrefix(_:)`).
    func tail(after prefix: StaticString) -> UnsafeBufferPointer<UInt8>? {
        guard count > prefix.utf8CodeUnitCount, starts(with: prefix) else { return nil }
        return UnsafeBufferPointer(rebasing: self[prefix.utf8CodeUnitCount...])
    }
}
