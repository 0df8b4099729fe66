import TWResolve

/// Reading registered factories as swiftcn runs them (swiftcn `Argument.swift`,
/// `NativeUtility.swift`, reference §3.1 and §12.1): what argument a closure accepts, and the
/// classes a `TWUtility` returns, which swiftcn expands like a named class (cycles and the
/// 32-level limit included, reference §2.6).
extension SinkFinder {
    /// The argument kind of a `TWNativeUtility` value form from its default's type:
    /// `.value(default: 0.0)` reads `value(as: Double.self)`, a plain number (`tilt-[8deg]` is
    /// rejected); `CGFloat(0)` a length in points; `Angle.zero` an angle; `Color.clear` a colour;
    /// `""` text; a value of another type (`true`, `Payload()`) only an interpolated payload.
    /// A type annotation on the closure's value parameter (`{ view, amount: CGFloat in … }`)
    /// decides over the default. Nil when neither says (a constant declared elsewhere).
    func valueKind(default value: Range<Int>, transform: Range<Int>?) -> ArgumentKind? {
        if let transform, let annotated = closureValueType(transform) { return Self.kind(ofType: annotated) }
        guard var p = value.first else { return nil }
        if isOperator(p, "-") || isOperator(p, "+") { p += 1 }
        switch kind(p) {
        case .number?:
            // `0 as CGFloat` is the type named; a bare literal is a Double or an Int, both numbers.
            if p + 3 == value.upperBound, isIdentifier(p + 1, "as"), kind(p + 2) == .identifier { return Self.kind(ofType: text(p + 2)) }
            return p + 1 == value.upperBound ? .number : nil
        case .stringLiteral?:
            return value.count == 1 ? .text : nil
        case .identifier?:
            let name = text(p)
            if name == "true" || name == "false" { return .payload }
            guard name.first?.isUppercase == true else { return nil }
            // `CGFloat(0)`, `CGFloat.zero`, `Angle.degrees(0)`, `Color.clear`, `Payload(amount: 1)`.
            guard p + 1 == value.upperBound || kind(p + 1) == .leftParen || kind(p + 1) == .dot else { return nil }
            return Self.kind(ofType: name)
        default:
            return nil
        }
    }

    /// What `value(as: T.self)` accepts for the Swift type named `type` (reference §3.1, typed
    /// value access): `Double` and `Float` a number, `CGFloat` points, `Int` a number (an
    /// integer, read here as any number), `Angle` degrees, `Color` a colour, `String` text,
    /// another type an interpolated payload of that type.
    static func kind(ofType type: String) -> ArgumentKind {
        switch type {
        case "Double", "Float", "TimeInterval", "Int", "Int32", "Int64": .number
        case "CGFloat": .points
        case "Angle": .degrees
        case "Color": .color
        case "String", "Substring": .text
        default: .payload
        }
    }

    /// The type annotation of a closure's last parameter (`{ view, amount: CGFloat in`,
    /// `{ (view: AnyView, amount: Double) -> some View in`), nil when it has none.
    func closureValueType(_ closure: Range<Int>) -> String? {
        guard let open = closure.first, kind(open) == .leftBrace else { return nil }
        let close = match(open)
        guard close > open, let keyword = (open + 1..<min(close, open + 40)).first(where: { isIdentifier($0, "in") }) else { return nil }
        var header = open + 1..<keyword
        if kind(header.lowerBound) == .leftParen, match(header.lowerBound) > header.lowerBound {
            header = header.lowerBound + 1..<match(header.lowerBound)
        }
        guard let lastComma = header.last(where: { kind($0) == .comma }) ?? header.first.map({ $0 - 1 }) else { return nil }
        let parameter = lastComma + 1..<header.upperBound
        guard let colon = parameter.first(where: { kind($0) == .colon }), kind(colon + 1) == .identifier else { return nil }
        return text(colon + 1)
    }

    /// The argument kind a closure reads through `TWArgument`'s accessors: `number`, `points`,
    /// `degrees`, `seconds`, `hexColor`, `value(as: T.self)` (reference §3.1). One kind gives
    /// it; none, several, or `rawValue`/`components` give any argument. A member called with
    /// arguments (`.degrees(x)`, `Angle.degrees(x)`) builds a value and reads nothing.
    func accessorKind(in value: Range<Int>) -> ArgumentKind {
        var kinds: Set<ArgumentKind> = []
        var p = value.lowerBound
        while p < value.upperBound {
            defer { p += 1 }
            guard kind(p) == .dot, kind(p + 1) == .identifier else { continue }
            let member = text(p + 1)
            if member != "value", kind(p + 2) == .leftParen { continue }
            switch member {
            case "degrees": kinds.insert(.degrees)
            case "points": kinds.insert(.points)
            case "seconds": kinds.insert(.seconds)
            case "number": kinds.insert(.number)
            case "hexColor": kinds.insert(.color)
            case "rawValue", "components": kinds.insert(.any)
            case "value":
                // `value(as: Double.self)`; `value()` with the type left to inference says nothing.
                guard kind(p + 2) == .leftParen else { continue }
                let first = arguments(p + 2).first
                guard let first, first.label.map({ text($0) == "as" }) ?? true, first.value.count == 3,
                    kind(first.value.lowerBound) == .identifier, isIdentifier(first.value.lowerBound + 2, "self")
                else {
                    kinds.insert(.any)
                    continue
                }
                let kind = Self.kind(ofType: text(first.value.lowerBound))
                kinds.insert(kind == .payload ? .any : kind)
            default: break
            }
        }
        return kinds.count == 1 ? kinds.first! : .any
    }

    /// The classes a `TWUtility { argument, theme in … }` returns for every argument it accepts,
    /// when the source states them: each `return` (or the single expression) is `nil`, a string
    /// literal, `.classes("…")`, or `TWStyle(…)` of string literals and typed pieces, and the
    /// non-nil ones give the same classes. `TWUtility { _, _ in .classes("loop-[1]") }` returns
    /// `loop-[1]`, so `loop-[1]` re-enters itself (swiftcn: `recursiveClass("loop-[1]")`).
    /// Nil when any return is something else (a variable, an interpolation, a call): then the
    /// factory's output is not known and nothing is expanded.
    func returnedClasses(ofUtility value: Range<Int>) -> String? {
        guard let open = value.first(where: { kind($0) == .leftBrace }), match(open) > open, match(open) < value.upperBound else { return nil }
        let close = match(open)
        var body = open + 1
        if let keyword = (open + 1..<min(close, open + 24)).first(where: { isIdentifier($0, "in") }) { body = keyword + 1 }
        var returned: [Range<Int>] = []
        var p = body
        while p < close {
            if isIdentifier(p, "return") {
                let end = statementEnd(from: p + 1)
                returned.append(p + 1..<end)
                p = max(end, p + 1)
                continue
            }
            p += 1
        }
        if returned.isEmpty {
            // A single-expression body.
            let end = statementEnd(from: body)
            guard end == close, end > body else { return nil }
            returned = [body..<end]
        }
        var found: String?
        for expression in returned {
            guard let classes = staticStyleClasses(expression) else { return nil }
            if classes == "\u{0}" { continue }  // `nil`
            if let found, found != classes { return nil }
            found = classes
        }
        return found.flatMap { $0.contains(where: { !$0.isWhitespace }) ? $0 : nil }
    }

    /// The closure body of a `TWUtility { argument, theme in … }`: the tokens after `in`.
    private func utilityBody(_ value: Range<Int>) -> Range<Int>? {
        guard let open = value.first(where: { kind($0) == .leftBrace }), match(open) > open, match(open) < value.upperBound else { return nil }
        let close = match(open)
        var body = open + 1
        if let keyword = (open + 1..<min(close, open + 24)).first(where: { isIdentifier($0, "in") }) { body = keyword + 1 }
        return body..<close
    }

    /// An enumerated factory (swiftcn `ArgumentTests.colonsUnderscoresAndEscapedUnderscoresReachTheFactory`):
    /// a body that is one `switch argument.rawValue { case "label:Hello world": return .opacity(0.4) … default: return nil }`
    /// returns a style only for the cases' texts, each with the classes it returns ("" for typed
    /// pieces). Nil unless every case is string literals returning a style the source states and
    /// `default` returns nil.
    func enumeratedReturns(ofUtility value: Range<Int>) -> [String: String]? {
        guard let body = utilityBody(value) else { return nil }
        let statements = self.statements(in: body)
        guard statements.count == 1, let statement = statements.first, isIdentifier(statement.lowerBound, "switch"),
            let brace = statement.first(where: { kind($0) == .leftBrace }), brace >= statement.lowerBound + 3,
            isIdentifier(brace - 1, "rawValue"), kind(brace - 2) == .dot
        else { return nil }
        var values: [String: String] = [:]
        var sawDefault = false
        var p = brace + 1
        let close = match(brace)
        guard close > brace else { return nil }
        for caseBody in caseBodies(in: statement) {
            // The label before the body: `case "a", "b":` or `default:`.
            let colon = caseBody.lowerBound - 1
            guard kind(colon) == .colon else { return nil }
            var label = colon - 1
            while label > p, !(isIdentifier(label, "case") || isIdentifier(label, "default")) { label -= 1 }
            p = caseBody.upperBound
            let statements = self.statements(in: caseBody)
            guard statements.count == 1, var result = statements.first else { return nil }
            if isIdentifier(result.lowerBound, "return") { result = result.lowerBound + 1..<result.upperBound }
            guard let classes = staticStyleClasses(result) else { return nil }
            if isIdentifier(label, "default") {
                guard classes == "\u{0}" else { return nil }
                sawDefault = true
                continue
            }
            guard isIdentifier(label, "case") else { return nil }
            var texts: [String] = []
            var q = label + 1
            while q < colon {
                guard kind(q) == .stringLiteral, let literal = concatenation(q..<q + 1), literal.dynamicRanges.isEmpty else { return nil }
                texts.append(literal.string)
                q += 1
                if q < colon {
                    guard kind(q) == .comma else { return nil }
                    q += 1
                }
            }
            guard !texts.isEmpty else { return nil }
            if classes == "\u{0}" { continue }
            for text in texts where values[text] == nil { values[text] = classes }
        }
        return sawDefault && !values.isEmpty ? values : nil
    }

    /// The class strings of a style expression whose classes are all written in it: `"…"`,
    /// `.classes("…")`, `TWStyle("…", .p(3))`, a typed alias (`.card`); `"\u{0}"` for `nil`;
    /// "" for typed pieces only (`.w(21)`, which set fields and re-enter no class); nil when
    /// the expression is something else.
    private func staticStyleClasses(_ expression: Range<Int>) -> String? {
        guard var lo = expression.first else { return nil }
        if expression.count == 1, isIdentifier(lo, "nil") { return "\u{0}" }
        if let literal = concatenation(expression) { return literal.dynamicRanges.isEmpty ? literal.string : nil }
        if isIdentifier(lo, "TWStyle"), kind(lo + 1) == .dot { lo += 1 }
        if kind(lo) == .dot, kind(lo + 1) == .identifier {
            let member = text(lo + 1)
            if lo + 2 == expression.upperBound { return TypedStyleReader.aliases[member] ?? (TypedStyleReader.numberFactories[member] == nil ? nil : "") }
            guard kind(lo + 2) == .leftParen, match(lo + 2) == expression.upperBound - 1 else { return nil }
            let arguments = self.arguments(lo + 2)
            if member == "classes" {
                guard arguments.count == 1, let literal = concatenation(arguments[0].value), literal.dynamicRanges.isEmpty else { return nil }
                return literal.string
            }
            // A typed factory (`.rotate(degrees * 2)`, `.w(21)`) sets a field; it names no class.
            return TypedStyleReader.numberFactories[member] != nil || TypedStyleReader.tokenFactories[member] != nil ? "" : nil
        }
        if isIdentifier(lo, "TWStyle"), kind(lo + 1) == .leftParen, match(lo + 1) == expression.upperBound - 1 {
            var parts: [String] = []
            for argument in arguments(lo + 1) {
                guard argument.label == nil, let classes = staticStyleClasses(argument.value), classes != "\u{0}" else { return nil }
                if !classes.isEmpty { parts.append(classes) }
            }
            return parts.joined(separator: " ")
        }
        return nil
    }
}

extension SinkFinder {
    /// The argument kind of the `TWNativeUtility` form `form` whose call's `(` is at `paren` (nil
    /// without one) in the registration `value` (reference §12.1): a value form by its default's
    /// type (``valueKind(default:transform:)``), `.argument(default:parse:)` by what `parse`
    /// reads, `.argument(default: "0") { argument, theme in … }` by what its factory reads.
    func modifierArgumentKind(form: String, paren: Int?, value: Range<Int>) -> ArgumentKind {
        guard let paren, match(paren) > paren else { return accessorKind(in: value) }
        let arguments = self.arguments(paren)
        let labelled = { (name: String) in arguments.first { $0.label.map { self.text($0) == name } ?? false } }
        switch form {
        case "value", "textValue", "imageValue", "shapeValue":
            guard let defaultValue = labelled("default") else { return .any }
            let close = match(paren)
            let trailing = kind(close + 1) == .leftBrace && match(close + 1) > close + 1 ? close + 1..<match(close + 1) + 1 : nil
            let transform = trailing ?? arguments.last { $0.label == nil && kind($0.value.lowerBound) == .leftBrace }?.value
            return valueKind(default: defaultValue.value, transform: transform) ?? .any
        case "argument":
            if let parse = labelled("parse") { return accessorKind(in: parse.value) }
            return accessorKind(in: value)
        default:
            return accessorKind(in: value)
        }
    }
}
