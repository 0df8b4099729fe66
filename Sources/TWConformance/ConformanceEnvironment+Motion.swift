import TWJSON
import TWSyntax
import TWResolve

/// The context keys of motion, typed values and composition (conformance README, "Context
/// keys"): `transaction`, `animationScope`, `interpolations` and `compose`.
extension ConformanceEnvironment {
    /// Reads `transaction` and `animationScope` into the context, and `interpolations` into rows
    /// of typed values: one row, or one per entry of a value's `values` list (the same class
    /// string resolved again with each value). `translate` turns an English `TWAnimation` value
    /// into a registration, as the phrase tables do for `global.animations`.
    static func applyMotionAndValues(
        _ values: [String: JSON], to context: inout ResolutionContext,
        translate: (String) -> AnimationRegistration? = { _ in nil }
    ) throws(ConformanceSetupError) -> [[String: InterpolatedValue]] {
        if let value = values["transaction"] {
            guard let fields = value.objectValue else { throw .invalid("context `transaction`: expected an object") }
            var transaction = CallerTransaction()
            switch fields["caller"] {
            case nil, .null?: transaction.animation = nil
            case .string(let text)?: transaction.animation = text
            case let other?: throw .invalid("context `transaction.caller`: expected an animation or null, got \(other.kindPhrase)")
            }
            if let flag = fields["disablesAnimations"] {
                guard let flag = flag.boolValue else { throw .invalid("context `transaction.disablesAnimations`: expected true or false") }
                transaction.disablesAnimations = flag
            }
            if let flag = fields["reduceMotion"] {
                guard let flag = flag.boolValue else { throw .invalid("context `transaction.reduceMotion`: expected true or false") }
                context.reduceMotion = flag
            }
            context.transaction = transaction
        }
        if let value = values["animationScope"] {
            guard let name = value.stringValue, let scope = AnimationScope(rawValue: name) else {
                throw .invalid("context `animationScope`: expected all, surface, layout or content")
            }
            context.motionChange = MotionChange(scope: scope)
        }
        guard let interpolations = values["interpolations"] else { return [[:]] }
        guard let entries = interpolations.objectValue else { throw .invalid("context `interpolations`: expected an object") }
        var rows: [[String: InterpolatedValue]] = [[:]]
        for name in entries.keys.sorted() {
            let entry = entries[name]!
            guard var fields = entry.objectValue else { throw .invalid("context `interpolations.\(name)`: expected {type, value}") }
            if let list = fields["values"]?.arrayValue {
                var expanded: [[String: InterpolatedValue]] = []
                for (index, item) in list.enumerated() {
                    fields["value"] = item
                    let value = try read(.object(fields), name: "\(name).values[\(index)]", translate: translate)
                    for row in rows { expanded.append(row.merging([name: value]) { $1 }) }
                }
                rows = expanded
                continue
            }
            let value = try read(entry, name: name, translate: translate)
            rows = rows.map { $0.merging([name: value]) { $1 } }
        }
        return rows
    }

    private static func read(_ entry: JSON, name: String, translate: (String) -> AnimationRegistration?) throws(ConformanceSetupError) -> InterpolatedValue {
        let fields = entry.objectValue ?? [:]
        if fields["type"]?.stringValue == "TWAnimation", let phrase = fields["value"]?.stringValue {
            guard let registration = translate(phrase), let animation = registration.animation else {
                throw .unsupported("context `interpolations.\(name)`: no reviewed translation for the TWAnimation phrase \"\(phrase)\"")
            }
            return registration.kind == .fixed ? .animation(animation) : .animationPreset(animation)
        }
        do {
            return try InterpolatedValue(json: entry)
        } catch {
            if let prose = fields["value"]?.stringValue {
                throw .unsupported(
                    "context `interpolations.\(name)`: the case describes the \(fields["type"]?.stringValue ?? "") value in prose (\"\(prose)\"), not as a value"
                )
            }
            throw .unsupported("context `interpolations.\(name)`: \(error.message)")
        }
    }

    /// A `TWAnimation` value phrase read through the reviewed `animations` translations.
    static func translation(_ phrases: PhraseTable) -> (String) -> AnimationRegistration? {
        { phrase in
            guard let fields = phrases.entry(.animations, phrase)?.registration.objectValue else { return nil }
            var registration = AnimationRegistration(name: "value")
            if fields["kind"]?.stringValue == "fixed" { registration.kind = .fixed }
            registration.animation = fields["animation"]?.stringValue
            return registration
        }
    }

    /// `compose`: the arguments of `cn(…)`.
    static func composeFragments(_ values: [String: JSON]) throws(ConformanceSetupError) -> [ClassFragment]? {
        guard let value = values["compose"] else { return nil }
        guard let list = value.arrayValue else { throw .invalid("context `compose`: expected an array of fragments") }
        var fragments: [ClassFragment] = []
        for (index, item) in list.enumerated() {
            do {
                fragments.append(try ClassFragment(json: item, path: "compose[\(index)]"))
            } catch {
                throw .invalid("context `\(error.message)")
            }
        }
        return fragments
    }

    /// One environment per row of typed values (labelled `row N` when there are several).
    static func expandRows(_ environments: [ConformanceEnvironment], rows: [[String: InterpolatedValue]]) -> [ConformanceEnvironment] {
        guard rows.count > 1 || rows.first?.isEmpty == false else { return environments }
        var result: [ConformanceEnvironment] = []
        for environment in environments {
            for (index, row) in rows.enumerated() {
                var copy = environment
                copy.context.interpolations = row
                if rows.count > 1 { copy.label = [environment.label, "row \(index + 1)"].compactMap { $0 }.joined(separator: " ") }
                result.append(copy)
            }
        }
        return result
    }
}
