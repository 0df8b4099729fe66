import TWSyntax

/// Finding the initialisers and functions of a file whose parameters take class strings, so that
/// their call sites are sinks: found by type where the source allows it.
extension SinkFinder {
    /// Names the built-in sinks read already; a declaration with such a name adds nothing.
    static let builtInCallees: Set<String> = ["tw", "cn", "classes", "parse", "twAnimation", "TWStyle", "TWClasses", "TWGlobalRules"]

    /// Every `init(…)` and `func name(…)` of the file, for the types and names that have at least
    /// one declaration taking class strings; `publicOnly` keeps `public` and `open` ones (for the
    /// table of a library's API).
    mutating func findSignatures(publicOnly: Bool = false) -> [SinkSignature] {
        // Without a class-typed declaration only a memberwise initialiser whose `String`
        // property reaches a sink can take classes: the other declarations are not read.
        let declaresClasses = mayDeclareClassParameters()
        guard declaresClasses || (!publicOnly && mayPassStringsToSinks()) else { return [] }
        level = fileLevel ?? TokenLevel(stream: stream, range: 0..<stream.tokens.count)
        fileLevel = level
        if !declaresClasses { return stringMemberwiseInitializers() }
        var found: [SinkSignature] = []
        // Enclosing type declarations: (name, closing brace); nil names a protocol's body.
        var types: [(name: String?, end: Int)] = []
        var p = 0
        while p < level.count {
            while let last = types.last, p > last.end { types.removeLast() }
            defer { p += 1 }
            guard kind(p) == .identifier, kind(p - 1) != .dot else { continue }
            // Words tested here, inlined: a call out of this mutating method copies the finder.
            let isStruct = isIdentifier(p, "struct")
            let isTypeKeyword =
                isStruct || isIdentifier(p, "class") || isIdentifier(p, "enum") || isIdentifier(p, "actor")
                || isIdentifier(p, "extension") || isIdentifier(p, "protocol")
            if isTypeKeyword, let (name, end) = typeDeclaration(at: p) {
                types.append((name, end))
                // A struct's own memberwise initialiser (internal, so never a library's API).
                if !publicOnly, isStruct, let name,
                    let memberwise = memberwiseInitializer(name: name, brace: match(end))
                {
                    found.append(memberwise)
                }
                continue
            }
            let isInit = isIdentifier(p, "init")
            guard declaresClasses, isInit || isIdentifier(p, "func") else { continue }
            if publicOnly, !hasPublicModifier(before: p) { continue }
            if isInit {
                guard let typeName = types.last?.name, let paren = parameterList(after: p) else { continue }
                found.append(SinkSignature(name: typeName, isInitializer: true, parameters: parameters(paren)))
            } else {
                guard kind(p + 1) == .identifier || kind(p + 1) == .backtickIdentifier, let paren = parameterList(after: p + 1) else { continue }
                if types.last.map({ $0.name == nil }) == true { continue }
                found.append(SinkSignature(name: text(p + 1), isInitializer: false, parameters: parameters(paren)))
            }
        }
        let keep = Set(found.filter(\.takesClasses).map { SignatureKey(name: $0.name, isInitializer: $0.isInitializer) })
        return found.filter { keep.contains(SignatureKey(name: $0.name, isInitializer: $0.isInitializer)) && !Self.builtInCallees.contains($0.name) }
    }

    /// The memberwise initialisers of a file that declares nothing typed `TWClasses`: only the
    /// `struct`s are visited (found in the raw tokens, then in the level, whose indices ascend).
    mutating func stringMemberwiseInitializers() -> [SinkSignature] {
        // A struct's `String` property takes classes only when its name reaches a sink in the
        // struct's body, so in the file: without a `name: String` whose name some sink of the
        // file reads, no struct is visited (most SwiftUI files, whose `String`s are titles).
        let labels = stringPropertyLabels()
        guard !labels.isEmpty, !labels.isDisjoint(with: namesReachingSinks(in: 0..<level.count)) else { return [] }
        var found: [SinkSignature] = []
        let tokens = stream.tokens
        var position = 0
        for index in tokens.indices
        where tokens[index].kind == .identifier && tokens[index].range.count == 6
            && bytes[tokens[index].range.start..<tokens[index].range.end].elementsEqual("struct".utf8)
        {
            while position < level.count, Int(level.indices[position]) < index { position += 1 }
            guard position < level.count, Int(level.indices[position]) == index, kind(position - 1) != .dot,
                let (name, end) = typeDeclaration(at: position), let name,
                let memberwise = memberwiseInitializer(name: name, brace: match(end), stringsOnly: true)
            else { continue }
            found.append(memberwise)
        }
        return found.filter { !Self.builtInCallees.contains($0.name) }
    }

    /// The names of the level's `name: String` pairs, without backticks: every `String` stored
    /// property's label is among them (``storedProperty(at:before:)`` reads the type right
    /// after the colon).
    func stringPropertyLabels() -> Set<String> {
        var labels: Set<String> = []
        var p = 0
        while p + 2 < level.count {
            defer { p += 1 }
            guard kind(p + 1) == .colon, isIdentifier(p + 2, "String"), let k = kind(p), k == .identifier || k == .backtickIdentifier else { continue }
            labels.insert(text(p).trimmingBackticks)
        }
        return labels
    }

    /// A quick test before building the file's level: some identifier is `TWClasses` or
    /// `TWStyle`, or ends in `lasses` (a `String` parameter named `classes`).
    func mayDeclareClassParameters() -> Bool {
        let suffix = Array("lasses".utf8)
        for token in stream.tokens where token.kind == .identifier && token.range.count >= 6 {
            let end = token.range.end
            if bytes[end - 6..<end].elementsEqual(suffix) { return true }
            if token.range.count == 7, bytes[token.range.start..<end].elementsEqual("TWStyle".utf8) { return true }
        }
        return false
    }

    /// A quick test for a `String` stored property that may reach a sink: some identifier is
    /// `String`, and some is `tw` or `cn`.
    func mayPassStringsToSinks() -> Bool {
        var hasString = false, hasSink = false
        for token in stream.tokens where token.kind == .identifier && (token.range.count == 2 || token.range.count == 6) {
            let start = token.range.start
            if token.range.count == 6 {
                if !hasString, bytes[start..<start + 6].elementsEqual("String".utf8) { hasString = true }
            } else if !hasSink,
                (bytes[start] == UInt8(ascii: "t") && bytes[start + 1] == UInt8(ascii: "w"))
                    || (bytes[start] == UInt8(ascii: "c") && bytes[start + 1] == UInt8(ascii: "n"))
            {
                hasSink = true
            }
            if hasString && hasSink { return true }
        }
        return false
    }

    struct SignatureKey: Hashable {
        var name: String
        var isInitializer: Bool
    }

    /// `struct Name … {`, `class`, `enum`, `actor`, `extension Module.Name where … {`, `protocol`:
    /// the name (nil for a protocol) and the body's closing brace.
    func typeDeclaration(at p: Int) -> (String?, Int)? {
        let keywords: [StaticString] = ["struct", "class", "enum", "actor", "extension", "protocol"]
        guard keywords.contains(where: { isIdentifier(p, $0) }), kind(p + 1) == .identifier else { return nil }
        if isIdentifier(p, "class"), ["func", "var", "let", "subscript", "init"].contains(text(p + 1)) { return nil }
        var name = p + 1
        while kind(name + 1) == .dot, kind(name + 2) == .identifier { name += 2 }
        var q = name + 1
        while q < level.count, q - name < 200 {
            switch kind(q) {
            case .leftBrace:
                guard match(q) > q else { return nil }
                return (isIdentifier(p, "protocol") ? nil : text(name), match(q))
            case .semicolon, .rightBrace: return nil
            case .leftParen, .leftBracket: if match(q) > q { q = match(q) }
            default: break
            }
            q += 1
        }
        return nil
    }

    /// The `(` of a declaration's parameters after its name at `p`, past generic parameters and
    /// a failable `?`/`!`.
    func parameterList(after p: Int) -> Int? {
        var q = p + 1
        if isOperator(q, "?") || isOperator(q, "!") { q += 1 }
        if kind(q) == .operator, bytes[range(q).start] == UInt8(ascii: "<") {
            while q < level.count, q - p < 64, kind(q) != .leftParen { q += 1 }
        }
        return kind(q) == .leftParen && match(q) > q ? q : nil
    }

    /// True when `public` or `open` is among the modifiers before the declaration keyword at `p`
    /// (on its line; attributes such as `@MainActor` may stand on the lines above).
    func hasPublicModifier(before p: Int) -> Bool {
        var q = p - 1
        var crossesLine = token(p).flags.contains(.newlineBefore)
        while q >= 0 {
            let isAttribute = kind(q) == .identifier && kind(q - 1) == .at
            if crossesLine, !isAttribute, kind(q) != .rightParen { return false }
            switch kind(q) {
            case .identifier:
                if isIdentifier(q, "public") || isIdentifier(q, "open") { return true }
            case .at:
                break
            case .rightParen:
                guard match(q) >= 0, match(q) < q else { return false }
                q = match(q)
            default:
                return false
            }
            crossesLine = token(q).flags.contains(.newlineBefore)
            q -= 1
        }
        return false
    }

    /// The parameters of the list whose `(` is at `paren`.
    func parameters(_ paren: Int) -> [SinkParameter] {
        var result: [SinkParameter] = []
        for segment in arguments(paren).map({ ($0.label ?? $0.value.lowerBound)..<$0.value.upperBound }) {
            guard let colon = segment.first(where: { kind($0) == .colon }) else { continue }
            // Attributes before the name (`@ViewBuilder content:`) are not names.
            let names = (segment.lowerBound..<colon).filter { (kind($0) == .identifier || kind($0) == .backtickIdentifier) && kind($0 - 1) != .at }
            guard !names.isEmpty else { continue }
            let label = text(names[0]) == "_" ? nil : text(names[0]).trimmingBackticks
            let internalName = text(names[names.count - 1])
            let equals = (colon + 1..<segment.upperBound).first { isOperator($0, "=") } ?? segment.upperBound
            let typeRange = colon + 1..<equals
            var typeStart = typeRange.lowerBound
            while typeStart < equals {
                if kind(typeStart) == .at { typeStart += 2; continue }
                if kind(typeStart) == .identifier, ["inout", "borrowing", "consuming", "sending", "__owned", "isolated"].contains(text(typeStart)) {
                    typeStart += 1
                    continue
                }
                break
            }
            let isClosure = typeRange.contains { kind($0) == .operator && text($0) == "->" }
            let isVariadic = equals > typeStart && kind(equals - 1) == .operator && text(equals - 1) == "..."
            var takesClasses = false
            if !isClosure, kind(typeStart) == .identifier {
                let typeName = text(typeStart)
                takesClasses =
                    typeName == "TWClasses" || typeName == "TWStyle"
                    || (typeName == "String" && internalName.lowercased().hasSuffix("classes"))
            }
            var defaultClasses: String?
            if takesClasses, equals + 2 == segment.upperBound, kind(equals + 1) == .stringLiteral,
                let value = concatenation(equals + 1..<equals + 2), value.dynamicRanges.isEmpty
            {
                defaultClasses = value.string
            }
            result.append(
                SinkParameter(
                    label: label, takesClasses: takesClasses, hasDefault: equals < segment.upperBound,
                    defaultClasses: defaultClasses, isClosure: isClosure, isVariadic: isVariadic))
        }
        return result
    }
}

extension String {
    /// `` `default` `` without its backticks.
    var trimmingBackticks: String { hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self }
}
