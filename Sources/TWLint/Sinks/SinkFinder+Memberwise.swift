import TWSyntax

/// The memberwise initialiser Swift synthesizes for a struct that declares no initialiser in its
/// body: one parameter per stored property, in declaration order, labelled with its name.
///
/// ```swift
/// struct Surface<Content: View>: View {
///     var classes: TWClasses = ""            // classes: TWClasses = ""  (takes classes)
///     @ViewBuilder var content: Content      // content: () -> Content   (a trailing closure)
///     var body: some View { … }              // computed: no parameter
/// }
/// Surface(classes: "bg-primary") { Text("x") }   // `classes:` is a sink
/// ```
/// A `let` with a value and `static` properties take no parameter; a `var` with a value, an
/// optional `var` and a property-wrapped one have a default (a wrapper such as `@Environment`
/// is never passed, so reading it as defaulted only lets more calls bind).
extension SinkFinder {
    /// Declaration modifiers that may stand before `let`/`var` in a type's body.
    static let propertyModifiers: Set<String> = [
        "static", "class", "private", "fileprivate", "internal", "public", "open", "package", "lazy", "weak", "unowned",
        "final", "override", "nonisolated", "mutating", "nonmutating", "dynamic", "required", "convenience",
    ]

    /// The memberwise initialiser of the struct `name` whose body's `{` is at `brace`; nil when
    /// its body declares an `init`, or, with `stringsOnly` (the file declares nothing typed
    /// `TWClasses`), when no name of the body reaches a sink.
    func memberwiseInitializer(name: String, brace: Int, stringsOnly: Bool = false) -> SinkSignature? {
        let close = match(brace)
        guard close > brace else { return nil }
        // Without a class-typed declaration in the file only a `String` property can take classes.
        if stringsOnly, !(brace + 1..<close).contains(where: { isIdentifier($0, "String") && kind($0 - 1) == .colon }) { return nil }
        var parameters: [SinkParameter] = []
        // `String` properties, by parameter index: classes when their names reach a sink.
        var strings: [(index: Int, label: String)] = []
        var p = brace + 1
        while p < close {
            if let k = kind(p), k == .leftParen || k == .leftBracket || k == .leftBrace, match(p) > p {
                p = match(p) + 1
                continue
            }
            if kind(p) == .identifier, kind(p - 1) != .dot {
                if isIdentifier(p, "init"), let next = kind(p + 1), next == .leftParen || next == .operator { return nil }
                if isIdentifier(p, "let") || isIdentifier(p, "var"), let (parameter, isString) = storedProperty(at: p, before: close) {
                    if isString, !parameter.takesClasses, let label = parameter.label { strings.append((parameters.count, label)) }
                    parameters.append(parameter)
                }
            }
            p += 1
        }
        if !strings.isEmpty {
            // Read only for a struct with such a property: most have none.
            let classNames = namesReachingSinks(in: brace + 1..<close)
            for (index, label) in strings where classNames.contains(label) { parameters[index].takesClasses = true }
        }
        if stringsOnly, !parameters.contains(where: \.takesClasses) { return nil }
        return SinkSignature(name: name, isInitializer: true, parameters: parameters)
    }

    /// The parameter a stored property declared by the `let`/`var` at `p` adds, and whether it
    /// is typed `String`; nil for a computed or `static` property, a `let` with a value, or a
    /// pattern (`let (a, b)`).
    func storedProperty(at p: Int, before close: Int) -> (SinkParameter, isString: Bool)? {
        let isLet = isIdentifier(p, "let")
        // Modifiers and attributes before the keyword, nearest first.
        var attributes: [String] = []
        var q = p - 1
        while q > 0 {
            if kind(q) == .identifier, kind(q - 1) == .at {
                attributes.append(text(q))
                q -= 2
            } else if kind(q) == .rightParen, match(q) > 0, match(q) < q, kind(match(q) - 1) == .identifier {
                // `@Environment(\.colorScheme)`, `private(set)`: the name before the parentheses.
                q = match(q) - 1
            } else if kind(q) == .identifier, Self.propertyModifiers.contains(text(q)) {
                if isIdentifier(q, "static") || isIdentifier(q, "class") { return nil }
                q -= 1
            } else {
                break
            }
        }
        let name = p + 1
        guard kind(name) == .identifier || kind(name) == .backtickIdentifier else { return nil }
        // The type annotation runs to `=`, `{` or the end of the statement.
        var typeRange = name + 1..<name + 1
        var equals: Int?
        var accessors: Int?
        if kind(name + 1) == .colon {
            var e = name + 2
            while e < close {
                if isOperator(e, "=") { equals = e; break }
                if kind(e) == .leftBrace { accessors = e; break }
                if let k = kind(e), k == .semicolon || k == .comma || k == .rightBrace { break }
                if e > name + 2, token(e).flags.contains(.newlineBefore), !Self.continuesExpression(kind(e)!), !Self.continuesExpression(kind(e - 1)!) { break }
                if let k = kind(e), k == .leftParen || k == .leftBracket, match(e) > e { e = match(e) }
                e += 1
            }
            typeRange = name + 2..<(equals ?? accessors ?? e)
        } else if isOperator(name + 1, "=") {
            equals = name + 1
        } else {
            return nil
        }
        if let accessors, !(isIdentifier(accessors + 1, "willSet") || isIdentifier(accessors + 1, "didSet")) { return nil }
        if isLet, equals != nil { return nil }
        let label = text(name).trimmingBackticks
        let typeName = typeRange.isEmpty ? nil : text(typeRange.lowerBound)
        let takesClasses =
            typeName == "TWClasses" || typeName == "TWStyle"
            || (typeName == "String" && label.lowercased().hasSuffix("classes"))
        let isBuilder = attributes.contains { $0.hasSuffix("Builder") }
        let isFunction = typeRange.contains { kind($0) == .operator && text($0) == "->" }
        let isOptional = typeRange.count >= 2 && isOperator(typeRange.upperBound - 1, "?")
        let isWrapped = attributes.contains { !$0.hasSuffix("Builder") }
        var defaultClasses: String?
        if takesClasses, let equals, equals + 2 == statementEnd(from: equals + 1), let value = concatenation(equals + 1..<equals + 2),
            value.dynamicRanges.isEmpty
        {
            defaultClasses = value.string
        }
        let parameter = SinkParameter(
            label: label, takesClasses: takesClasses && !isBuilder,
            hasDefault: equals != nil || (isOptional && !isLet) || isWrapped,
            defaultClasses: defaultClasses, isClosure: isBuilder || isFunction)
        return (parameter, typeName == "String" && !isBuilder)
    }

    /// The names used directly as class expressions in `body`: an argument (or a whole-class
    /// interpolation) of `.tw(…)`, `cn(…)`, `TWClasses(…)`, `.classes(…)` or `.twAnimation(…)`,
    /// or a value of a `TWClasses` body, as `tint` in `content.tw(cn("p-4", tint))` or
    /// `.tw("p-4 \(tint)")`. A name after a dot counts only as `self.name`.
    func namesReachingSinks(in body: Range<Int>) -> Set<String> {
        var names: Set<String> = []
        var p = body.lowerBound
        while p < body.upperBound {
            defer { p += 1 }
            guard kind(p) == .identifier else { continue }
            var values: Range<Int>?
            if kind(p + 1) == .leftParen, match(p + 1) > p + 1 {
                let afterDot = kind(p - 1) == .dot
                let isSink =
                    afterDot
                    ? (isIdentifier(p, "tw") || isIdentifier(p, "classes") || isIdentifier(p, "twAnimation"))
                    : (isIdentifier(p, "cn") || isIdentifier(p, "TWClasses"))
                if isSink { values = p + 2..<match(p + 1) }
            } else if isIdentifier(p, "cn"), kind(p + 1) == .leftBrace, match(p + 1) > p + 1 {
                values = p + 2..<match(p + 1)
            } else if isIdentifier(p, "TWClasses"), kind(p - 1) == .colon || (kind(p - 1) == .operator && text(p - 1) == "->"),
                kind(p + 1) == .leftBrace, match(p + 1) > p + 1
            {
                values = p + 2..<match(p + 1)
            }
            guard let values else { continue }
            for q in values {
                if kind(q) == .identifier, kind(q + 1) != .leftParen, kind(q - 1) != .dot || isIdentifier(q - 2, "self") {
                    names.insert(text(q))
                } else if kind(q) == .stringLiteral, let literal = stream.literal(of: token(q)) {
                    for interpolation in literal.interpolations where interpolation.tokens.count == 1 || interpolation.tokens.count == 3 {
                        let last = stream.tokens[interpolation.tokens.upperBound - 1]
                        guard last.kind == .identifier else { continue }
                        if interpolation.tokens.count == 3 {
                            let first = stream.tokens[interpolation.tokens.lowerBound]
                            guard bytes[first.range.start..<first.range.end].elementsEqual("self".utf8) else { continue }
                        }
                        names.insert(String(decoding: bytes[last.range.start..<last.range.end], as: UTF8.self))
                    }
                }
            }
        }
        return names
    }
}
