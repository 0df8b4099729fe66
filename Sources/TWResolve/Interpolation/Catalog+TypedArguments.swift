import TWSyntax

/// Bracket arguments that hold interpolated values (`{name}` placeholders with a value in
/// ``ResolutionContext/interpolations``), read as swiftcn reads a typed token (reference §1.3).
extension Catalog {
    /// The typed argument of a bracket value, or nil when its body has no placeholder with a value.
    ///
    /// The body is read as swiftcn's literal compiler reads it: `\` keeps the next character
    /// without itself, `_` is a space, nested brackets are kept, `{name}` is the payload `name`.
    func typedArgument(_ value: ArbitraryValue, list: ClassList) -> Result<TypedArgument, CatalogError>? {
        let values = context.interpolations
        guard !values.isEmpty else { return nil }
        let body = Array(list.text(value.bodyRange))
        guard body.contains("{") else { return nil }
        var parts: [TypedArgument.Part] = []
        var names: [String] = []
        var literal = ""
        var escaped = false
        var index = 0
        while index < body.count {
            let character = body[index]
            if character == "{", let close = body[index...].firstIndex(of: "}"), close > index + 1,
                let payload = values[String(body[(index + 1)..<close])]
            {
                if escaped {
                    return .failure(CatalogError(.interpolationType, Diagnostic.unsupportedInterpolationText(Diagnostic.escapedArgument)))
                }
                parts.append(.literal(literal))
                literal = ""
                parts.append(.value(payload))
                names.append(String(body[(index + 1)..<close]))
                index = close + 1
                continue
            }
            if escaped {
                literal.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                literal.append(character == "_" ? " " : character)
            }
            index += 1
        }
        guard !names.isEmpty else { return nil }
        parts.append(.literal(literal))
        return .success(TypedArgument(parts: parts, placeholders: names))
    }

    /// A bracket class whose argument holds interpolated values: `shared-[…]`, a registered
    /// modifier or utility, or a built-in utility, in swiftcn's lookup order.
    func interpretTyped(_ token: ClassToken, prefix: String, argument: TypedArgument, list: ClassList) -> Result<[Assignment], CatalogError> {
        if prefix == "shared" {
            guard let id = argument.literalText, Identifier.isValid(id.utf8) else {
                return .failure(CatalogError(.invalidArgument, "the shared-element id must be a String of ASCII letters, digits, `-`, `_` and `.`"))
            }
            var assignments = [Assignment(.sharedID, .keyword(id))]
            assignments.append(token.modifierRange.map { Assignment(.sharedGroup, .keyword(list.text($0))) } ?? Assignment(.sharedGroup, .cleared))
            return .success(assignments)
        }
        if let registration = registeredModifier(prefix) {
            if registration.argument.kind == .none {
                return .failure(CatalogError.exactTagTakesNoArgument(prefix))
            }
            if let problem = argument.problem(against: registration.argument, theme: theme) {
                return .failure(
                    CatalogError(
                        .invalidArgument,
                        "the registered modifier `\(prefix)` rejects \(argument.rawValue): it takes \(registration.argument.summary) (\(problem))"))
            }
            // A value modifier of a number receives the payload itself (swiftcn `TWNativeUtility`
            // value form), so its slot shows the number, `kerning(2)`; other payloads keep the
            // legacy `rawValue` text, `<type name>` (conformance `comp-text-target`). The value
            // itself, as the registration's kind reads it, goes beside the text.
            let typed = ArgumentValue.reading(argument, rule: registration.argument, theme: theme)
            if [.number, .points].contains(registration.argument.kind), argument.single?.numeric != nil,
                let number = argument.scalar(units: ["": 1])
            {
                return .success([Assignment(.nativeModifier, .modifier(name: prefix, argument: BracketUtilities.formatted(number), value: typed))])
            }
            return .success([Assignment(.nativeModifier, .modifier(name: prefix, argument: argument.rawValue, value: typed))])
        }
        if let registration = registeredUtility(prefix) {
            if let problem = argument.problem(against: registration.argument, theme: theme) {
                return .failure(
                    CatalogError(
                        .invalidArgument,
                        "the registered utility `\(prefix)` rejects \(argument.rawValue): it takes \(registration.argument.summary) (\(problem))"))
            }
            if registration.member != nil, !argument.isPayload {
                return .failure(
                    CatalogError(
                        .invalidArgument, "the registered utility `\(prefix)` reads a member of its payload type and returns nil for \(argument.rawValue)"))
            }
            if !registration.output.values.isEmpty, registration.output.values[argument.rawValue] == nil {
                return .failure(CatalogError(.invalidArgument, "the registered utility `\(prefix)` returns nil for \(argument.rawValue)"))
            }
            guard let effect = registration.sets else { return .success([]) }
            // A factory that ignores its argument: the text path reads its fixed one.
            if let fixed = registration.output.fixed {
                let written = ClassParser.parse("\(effect.bracketPrefix)-[\(fixed)]")
                guard let token = written.tokens.first, case .arbitrary(let fixedValue) = token.value else {
                    return .failure(CatalogError.fixedArgumentNotBracket(prefix, fixed: fixed))
                }
                // The fixed argument is not the class's text: nothing of it can be repaired there.
                return BracketUtilities(catalog: self).interpret(prefix: effect.bracketPrefix, value: fixedValue, list: written).mapError { error in
                    var error = error
                    error.correction = nil
                    return error
                }
            }
            let result = TypedBracketUtilities(catalog: self).interpret(prefix: effect.bracketPrefix, argument: argument.reading(registration.member))
            guard let scale = registration.scale, case .success(let assignments) = result else { return result }
            let factor = scale.factor(in: theme)
            return .success(
                assignments.map { assignment in
                    var scaled = assignment
                    switch assignment.value {
                    case .number(let number): scaled.value = .number(number * factor)
                    case .pair(let x, let y): scaled.value = .pair(x * factor, y * factor)
                    case .radius(let radius, _): scaled.value = .radius(radius * factor, token: nil)
                    default: break
                    }
                    return scaled
                })
        }
        if let scope = installingScope(of: prefix) { return .failure(Self.outOfScope(prefix, scope)) }
        return TypedBracketUtilities(catalog: self).interpret(prefix: prefix, argument: argument)
    }
}

extension TypedArgument {
    /// Why the argument does not fit a registration's rule, or nil when it does: the reading the
    /// registered closure uses (`value(as:)`, `degrees`, `points`, …) must give a value.
    func problem(against rule: ArgumentRule, theme: Theme) -> String? {
        if let text = literalText, rule.keywords.contains(text) { return nil }
        let number: Double?
        switch rule.kind {
        case .none: return "a tag takes no argument"
        case .any: return nil
        case .text: return literalText == nil ? "the value is not a String" : nil
        case .payload: return isPayload ? nil : "the value is not of the registration's own type"
        case .color:
            if color != nil || theme.colors[rawValue] != nil { return nil }
            return "the value is not a Color, a hex colour or a theme token"
        case .number: number = double
        case .points: number = points
        case .degrees: number = degrees
        case .seconds: number = seconds
        }
        guard let number else { return "the value is not a finite \(rule.kind.rawValue)" }
        if let minimum = rule.minimum, rule.exclusiveMinimum ? number <= minimum : number < minimum {
            return rule.exclusiveMinimum ? "it must be above \(BracketUtilities.formatted(minimum))" : "it must be ≥ \(BracketUtilities.formatted(minimum))"
        }
        return nil
    }

    /// The argument a utility's effect reads: a member of a custom payload (`payload.amount`)
    /// when the registration names one, else the argument itself.
    var isPayload: Bool {
        if case .payload? = single { return true }
        return false
    }

    func reading(_ member: String?) -> TypedArgument {
        guard let member, case .payload(_, let fields)? = single, let value = fields.objectValue?[member] else { return self }
        switch value {
        case .int, .double: return TypedArgument(parts: [.value(.double(value.doubleValue!))], placeholders: placeholders)
        case .string(let text): return TypedArgument(parts: [.value(.string(text))], placeholders: placeholders)
        default: return TypedArgument(parts: [.value(.payload(type: "member \(member)", fields: value))], placeholders: placeholders)
        }
    }
}
