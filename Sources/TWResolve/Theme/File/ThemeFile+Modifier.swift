extension ThemeFile {
    /// A registered native modifier (`"modifiers": {"cn-row": {"argument": "number", "phase": "layout"}}`),
    /// global or installed by a component scope.
    struct Modifier: Decodable {
        static let keys: Set<String> = [
            "argument", "minimum", "exclusiveMinimum", "keywords", "target", "default", "order", "phase", "conflictKey",
            "applies", "scale", "description",
        ]
        /// With the global scope; a scope's modifiers get their scope from ``Scope``.
        var registration: ModifierRegistration

        init(from decoder: Decoder) throws {
            let fields = try decoder.themeObject()
            try fields.rejectUnknownKeys(Self.keys)
            let target = try fields.word("target", ModifierTarget.self) ?? .view
            let phase = try fields.word("phase", ModifierPhase.self) ?? .effects
            var order = 0
            if let value = try fields.value("order") {
                guard let number = try? value.singleValueContainer().decode(Double.self), number == number.rounded(), abs(number) < 1e9 else {
                    throw value.problem("expected a whole number")
                }
                order = Int(number)
            }
            registration = ModifierRegistration(
                name: decoder.keyName, argument: try ThemeFile.argumentRule(fields, default: .tag), target: target,
                defaultArgument: try fields.string("default"), order: order, phase: phase, conflictKey: try fields.string("conflictKey"),
                scope: .global, origin: decoder.themeOrigin)
            if let value = try fields.value("applies") {
                let call = try value.themeString()
                guard NativeModifierCall(template: call) != nil else {
                    throw value.problem("expected a native modifier call such as `padding(7)` or `offset(x: {argument})`")
                }
                registration.applies = call
            }
            registration.scale = try ThemeFile.scale(fields)
            try fields.skip("description")
        }
    }
}
