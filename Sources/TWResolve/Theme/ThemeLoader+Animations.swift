/// The `animations` object of a theme file with what each preset animates (issue 13 item 1):
///
/// ```json
/// "animations": {"settle": {"kind": "factory", "animation": "spring(bounce: 0.15)"},
///                "pop": {"kind": "fixed", "animation": "interactiveSpring(response: 0.4, dampingFraction: 0.8)", "delay": 0.05}}
/// ```
extension ThemeLoader {
    /// The presets of an `animations` object; empty for the older array of names.
    static func animationPresets(_ value: JSONValue, source: String, _ fail: Fail) throws(ThemeError) -> [String: AnimationRegistration] {
        guard let object = value.objectValue else { return [:] }
        var presets: [String: AnimationRegistration] = [:]
        for (name, entry) in object {
            let path = "$.animations.\(name)"
            guard let fields = entry.objectValue else { throw fail(path, "expected an object") }
            var preset = AnimationRegistration(name: name, scope: .global, origin: .theme(file: source, path: path))
            if let kind = fields["kind"]?.stringValue.flatMap(AnimationRegistration.Kind.init(rawValue:)) { preset.kind = kind }
            if let animation = fields["animation"] {
                guard let text = animation.stringValue, !text.isEmpty else { throw fail("\(path).animation", "expected the animation as Swift spells it, e.g. spring(bounce: 0.15)") }
                preset.animation = text
            }
            if let delay = fields["delay"] {
                guard let seconds = delay.numberValue, seconds.isFinite, seconds >= 0 else { throw fail("\(path).delay", "expected seconds >= 0") }
                preset.delay = seconds
            }
            presets[name] = preset
        }
        return presets
    }
}
