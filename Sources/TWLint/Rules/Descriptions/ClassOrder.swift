import TWSyntax

extension RuleDescription {
    /// `class-order`, reported by ``CanonicalRules``; off unless enabled.
    public static let classOrder = RuleDescription(
        id: "class-order", code: "TW641", defaultSeverity: .warning,
        summary: "Classes not in the canonical order",
        documentation:
            "Off by default; a team turns it on with `\"enabled\": [\"class-order\"]`. The canonical order is: named classes (recipes such as `card`) and registered or other classes first, then layout (`group`, `shared-*`), spacing (`p-*`), size (`w-*`, `h-*`, `size-*`, `min-*`, `max-*`, `control-*`), type (`text-lg`, `text-center`, `font-*`, `tracking-*`, `line-spacing-*`, `line-clamp-*`), colour (`text-<colour>`, `bg-*`, `tint-*`, `glass-tint-*`), surface (`surface-*`, `glass` and the other `glass-*` classes, `bezel-*`), edge (`border*`), shape (`rounded*`), effects (`shadow*`, `opacity-*`, `blur-*`, `scale-*`, `rotate-*`, `offset-*`) and motion (`animate-*`, `duration-*`, `delay-*`); classes without variants come first, then those with one variant in the order hover, focus, pressed, disabled (each before its `group-` form), then those with more. Classes of one category keep their written order, and two classes that write the same field in the same state never change places: in swiftcn the later one wins. The fix (`twlint --fix`, `tw format`) is offered only when the resolver shows that the sorted string draws the same on every system, state, scheme and accessibility setting of the matrix.",
        triggeringExample: #"Text("a").tw("rounded-lg p-4 bg-primary")"#, correctedExample: #"Text("a").tw("p-4 bg-primary rounded-lg")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓rounded-lg p-4 bg-primary")"#, configuration: #"{"enabled": ["class-order"]}"#),
            RuleExample(#"Text("a").tw("↓hover:bg-accent bg-primary")"#, configuration: #"{"enabled": ["class-order"]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("rounded-lg p-4 bg-primary")"#),
            RuleExample(#"Text("a").tw("p-4 bg-primary rounded-lg")"#, configuration: #"{"enabled": ["class-order"]}"#),
            RuleExample(#"Text("a").tw("card p-8")"#, configuration: #"{"enabled": ["class-order"]}"#),
        ],
        isOptIn: true)
}

extension Diagnostic {
    /// `class-order`: the classes are not in the canonical order; the fix writes `sorted`.
    static func classOrder(sorted: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        Diagnostic(.classOrder, message: "classes are not in the canonical order; sorted they draw the same: `\(sorted)`", range: range, fix: fix)
    }
}
