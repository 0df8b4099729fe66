extension ThemeFile {
    /// Argument kinds as data: the enum's names, plus `angle`, `length` and `duration`.
    static let argumentSpellings: [String: ArgumentKind] = {
        var table = Dictionary(uniqueKeysWithValues: ArgumentKind.allCases.map { ($0.rawValue, $0) })
        table["angle"] = .degrees
        table["length"] = .points
        table["duration"] = .seconds
        return table
    }()

    /// The argument keys a utility or modifier shares: `argument`, `minimum`,
    /// `exclusiveMinimum` and `keywords`, over `fallback` for the ones left out.
    static func argumentRule(_ fields: ThemeObject, default fallback: ArgumentRule) throws -> ArgumentRule {
        var rule = fallback
        if let value = try fields.value("argument") {
            guard let text = try? value.singleValueContainer().decode(String.self), let kind = argumentSpellings[text] else {
                throw value.problem("expected one of \(argumentSpellings.keys.sorted().joined(separator: ", "))")
            }
            rule.kind = kind
        }
        if let minimum = try fields.number("minimum") { rule.minimum = minimum }
        if let value = try fields.value("exclusiveMinimum") {
            guard let flag = try? value.singleValueContainer().decode(Bool.self) else { throw value.problem("expected true or false") }
            rule.exclusiveMinimum = flag
        }
        rule.keywords = try fields.strings("keywords")
        return rule
    }

    /// `scale`: a finite number, or `spacingUnit`.
    static func scale(_ fields: ThemeObject) throws -> ArgumentScale? {
        guard let value = try fields.value("scale") else { return nil }
        if (try? value.singleValueContainer().decode(String.self)) == "spacingUnit" { return .spacingUnit }
        guard let number = try? value.singleValueContainer().decode(Double.self), number.isFinite else {
            throw value.problem("expected a number or \"spacingUnit\"")
        }
        return .factor(number)
    }
}
