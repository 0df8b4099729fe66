import TWSyntax

/// The registration keys of a theme file (issue 9, item 2): `utilities`, `modifiers`, `scopes`,
/// `components`, and `animations` as an object of presets. Each is what a swiftcn project
/// registers in Swift, written as data so that `tw`, the language server and design tools use it.
extension ThemeLoader {
    typealias Fail = (String, String) -> ThemeError

    static func decodeRegistrations(_ object: [String: JSONValue], source: String, into theme: inout Theme, _ fail: Fail) throws(ThemeError) {
        if let value = object["utilities"] {
            for (name, entry) in try members(value, "$.utilities", fail) {
                let path = "$.utilities.\(name)"
                try checkToken(name, path, fail)
                let fields = try members(entry, path, fail)
                try allow(fields, ["argument", "minimum", "exclusiveMinimum", "keywords", "sets", "scale", "classes", "values", "fixed", "member", "description"], path, fail)
                var sets: UtilityEffect?
                if let effect = fields["sets"] {
                    guard let text = effect.stringValue, let known = UtilityEffect(rawValue: text) else {
                        throw fail("\(path).sets", "expected one of \(UtilityEffect.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    sets = known
                }
                var output = UtilityOutput()
                if let value = fields["classes"] { output.classes = try string(value, "\(path).classes", fail) }
                if let value = fields["fixed"] {
                    guard sets != nil else { throw fail("\(path).fixed", "a fixed argument needs `sets`, the field it writes") }
                    output.fixed = try string(value, "\(path).fixed", fail)
                }
                if let value = fields["values"] {
                    for (argument, classes) in try members(value, "\(path).values", fail) {
                        output.values[argument] = try string(classes, "\(path).values[\(quoted(argument))]", fail)
                    }
                }
                theme.utilities[name] = UtilityRegistration(
                    name: name, argument: try argumentRule(fields, path, default: .any, fail), sets: sets,
                    scale: try scale(fields["scale"], "\(path).scale", fail), output: output,
                    scope: .global, origin: .theme(file: source, path: path),
                    member: try fields["member"].map { (value) throws(ThemeError) in try string(value, "\(path).member", fail) })
            }
        }
        if let value = object["modifiers"] {
            for (name, entry) in try members(value, "$.modifiers", fail) {
                theme.modifiers[name] = try modifier(name, entry, "$.modifiers.\(name)", source: source, scope: .global, fail)
            }
        }
        if let value = object["scopes"] {
            for (name, entry) in try members(value, "$.scopes", fail) {
                let path = "$.scopes.\(name)"
                try checkToken(name, path, fail)
                let fields = try members(entry, path, fail)
                try allow(fields, ["modifiers", "description"], path, fail)
                var installed: [ModifierRegistration] = []
                if let list = fields["modifiers"] {
                    for (modifierName, modifierEntry) in try members(list, "\(path).modifiers", fail).sorted(by: { $0.key < $1.key }) {
                        installed.append(try modifier(modifierName, modifierEntry, "\(path).modifiers.\(modifierName)", source: source,
                                                      scope: .component(scope: name, span: nil), fail))
                    }
                }
                theme.scopes[name] = ComponentScope(name: name, modifiers: installed)
            }
        }
        if let value = object["components"] {
            for (name, entry) in try members(value, "$.components", fail) {
                let path = "$.components.\(name)"
                try checkToken(name, path, fail)
                let fields = try members(entry, path, fail)
                try allow(fields, ["scopes", "types", "description"], path, fail)
                let scopes = try strings(fields["scopes"], "\(path).scopes", fail)
                for (index, scope) in scopes.enumerated() where theme.scopes[scope] == nil {
                    throw fail("\(path).scopes[\(index)]", "unknown scope `\(scope)`; scopes: \(theme.scopes.keys.sorted().joined(separator: ", "))")
                }
                theme.components[name] = ComponentDeclaration(name: name, scopes: scopes, types: try strings(fields["types"], "\(path).types", fail))
            }
        }
    }

    /// `animations`: an array of preset names, or an object `{"settle": {"kind": "factory"}}`.
    static func animationNames(_ value: JSONValue, _ fail: Fail) throws(ThemeError) -> Set<String> {
        var names: Set<String> = []
        if let object = value.objectValue {
            for (name, entry) in object {
                let path = "$.animations.\(name)"
                try checkToken(name, path, fail)
                let fields = try members(entry, path, fail)
                try allow(fields, ["kind", "animation", "delay", "description"], path, fail)
                if let kind = fields["kind"], kind.stringValue.flatMap(AnimationRegistration.Kind.init(rawValue:)) == nil {
                    throw fail("\(path).kind", "expected factory or fixed")
                }
                names.insert(name)
            }
            return names
        }
        guard let list = value.arrayValue else { throw fail("$.animations", "expected an array of preset names or an object of presets, got \(value.kindName)") }
        for (index, entry) in list.enumerated() {
            guard let preset = entry.stringValue, Identifier.isValid(preset.utf8) else {
                throw fail("$.animations[\(index)]", "expected a preset name of ASCII letters, digits, -, _ and .")
            }
            names.insert(preset)
        }
        return names
    }

    private static func modifier(_ name: String, _ entry: JSONValue, _ path: String, source: String, scope: RegistrationScope,
                                 _ fail: Fail) throws(ThemeError) -> ModifierRegistration {
        try checkToken(name, path, fail)
        let fields = try members(entry, path, fail)
        try allow(fields, ["argument", "minimum", "exclusiveMinimum", "keywords", "target", "default", "order", "phase", "conflictKey",
                           "applies", "scale", "description"], path, fail)
        let target = try enumeration(fields["target"], "\(path).target", ModifierTarget.self, fail) ?? .view
        let phase = try enumeration(fields["phase"], "\(path).phase", ModifierPhase.self, fail) ?? .effects
        var order = 0
        if let value = fields["order"] {
            guard let number = value.numberValue, number == number.rounded(), abs(number) < 1e9 else { throw fail("\(path).order", "expected a whole number") }
            order = Int(number)
        }
        var registration = ModifierRegistration(
            name: name, argument: try argumentRule(fields, path, default: .tag, fail), target: target,
            defaultArgument: try fields["default"].map { (value) throws(ThemeError) in try string(value, "\(path).default", fail) },
            order: order, phase: phase,
            conflictKey: try fields["conflictKey"].map { (value) throws(ThemeError) in try string(value, "\(path).conflictKey", fail) },
            scope: scope, origin: .theme(file: source, path: path))
        if let value = fields["applies"] {
            let call = try string(value, "\(path).applies", fail)
            guard NativeModifierCall(template: call) != nil else {
                throw fail("\(path).applies", "expected a native modifier call such as `padding(7)` or `offset(x: {argument})`")
            }
            registration.applies = call
        }
        registration.scale = try scale(fields["scale"], "\(path).scale", fail)
        return registration
    }

    /// Argument kinds as data: the enum's names, plus `angle`, `length` and `duration`.
    static let argumentSpellings: [String: ArgumentKind] = {
        var table = Dictionary(uniqueKeysWithValues: ArgumentKind.allCases.map { ($0.rawValue, $0) })
        table["angle"] = .degrees
        table["length"] = .points
        table["duration"] = .seconds
        return table
    }()

    private static func argumentRule(_ fields: [String: JSONValue], _ path: String, default fallback: ArgumentRule, _ fail: Fail) throws(ThemeError) -> ArgumentRule {
        var rule = fallback
        if let value = fields["argument"] {
            guard let text = value.stringValue, let kind = argumentSpellings[text] else {
                throw fail("\(path).argument", "expected one of \(argumentSpellings.keys.sorted().joined(separator: ", "))")
            }
            rule.kind = kind
        }
        if let value = fields["minimum"] { rule.minimum = try number(value, "\(path).minimum", fail) }
        if let value = fields["exclusiveMinimum"] {
            guard case .bool(let flag) = value else { throw fail("\(path).exclusiveMinimum", "expected true or false") }
            rule.exclusiveMinimum = flag
        }
        rule.keywords = try strings(fields["keywords"], "\(path).keywords", fail)
        return rule
    }

    /// `scale`: a finite number, or `spacingUnit`.
    private static func scale(_ value: JSONValue?, _ path: String, _ fail: Fail) throws(ThemeError) -> ArgumentScale? {
        guard let value else { return nil }
        if value.stringValue == "spacingUnit" { return .spacingUnit }
        guard let number = value.numberValue, number.isFinite else { throw fail(path, "expected a number or \"spacingUnit\"") }
        return .factor(number)
    }

    private static func allow(_ fields: [String: JSONValue], _ keys: Set<String>, _ path: String, _ fail: Fail) throws(ThemeError) {
        for key in fields.keys.sorted() where !keys.contains(key) {
            throw fail("\(path).\(key)", "unknown key; expected one of \(keys.sorted().joined(separator: ", "))")
        }
    }

    private static func strings(_ value: JSONValue?, _ path: String, _ fail: Fail) throws(ThemeError) -> [String] {
        guard let value else { return [] }
        guard let list = value.arrayValue else { throw fail(path, "expected an array of strings, got \(value.kindName)") }
        var result: [String] = []
        for (index, entry) in list.enumerated() {
            guard let text = entry.stringValue else { throw fail("\(path)[\(index)]", "expected a string, got \(entry.kindName)") }
            result.append(text)
        }
        return result
    }

    private static func enumeration<E: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ path: String, _ type: E.Type, _ fail: Fail) throws(ThemeError) -> E? where E.RawValue == String {
        guard let value else { return nil }
        guard let text = value.stringValue, let result = E(rawValue: text) else {
            throw fail(path, "expected one of \(E.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return result
    }
}
