import TWResolve
import TWSyntax

/// Classes swiftcn rejects: one bad class leaves the whole surface undecorated at run time
/// (reference §4.2, §13). Reports `unknown-class`, `invalid-argument`, `unknown-variant`,
/// `whitespace-in-brackets` and `recursive-named-class`, validating exactly as swiftcn does in
/// source: a bracket colour must be a theme token (`glass-tint-[\(Color.red)]` for a native one).
struct ClassValidityRule: SiteRule {
    static let descriptions: [RuleDescription] = [
        RuleDescription(
            id: "unknown-class", defaultSeverity: .error,
            summary: "A class swiftcn does not know",
            documentation: "swiftcn rejects a class string that contains a class it does not know, and then draws the whole surface undecorated, global defaults included. Typos, Tailwind-only utilities (`m-4`, `flex`, `space-x-2`), `!important` and `-` markers and malformed brackets are all unknown classes.",
            triggeringExample: #"Text("a").tw("p-4 bogus")"#, correctedExample: #"Text("a").tw("p-4")"#),
        RuleDescription(
            id: "invalid-argument", defaultSeverity: .error,
            summary: "A known utility with a value it does not accept",
            documentation: "The utility exists but rejects its value: units other than points (`%`, `rem`, `calc()`), values out of range (negative padding, opacity above 1), non-finite numbers, a wrong number of components, bad hex colours, or a colour the theme does not register. swiftcn reports these as unknown classes and leaves the surface undecorated; twlint names the reason.",
            triggeringExample: #"Text("a").tw("w-[50%]")"#, correctedExample: #"Text("a").tw("w-full")"#),
        RuleDescription(
            id: "unknown-variant", defaultSeverity: .error,
            summary: "A variant swiftcn does not know",
            documentation: "swiftcn knows `hover`, `focus`, `active`/`pressed`, `disabled` and their `group-*` forms (optionally `/name`). Dark-mode, breakpoint and platform variants do not exist: colours adapt through the theme. An unknown variant rejects the whole class string.",
            triggeringExample: #"Text("a").tw("dark:bg-primary")"#, correctedExample: #"Text("a").tw("bg-primary")"#),
        RuleDescription(
            id: "whitespace-in-brackets", defaultSeverity: .error,
            summary: "Whitespace splits a bracket argument",
            documentation: "swiftcn splits class strings on every whitespace character, even inside brackets, so `offset-[12, -4]` becomes two unknown classes. Remove the space, or write `_` where a space is meant.",
            triggeringExample: #"Text("a").tw("offset-[12, -4]")"#, correctedExample: #"Text("a").tw("offset-[12,-4]")"#),
        RuleDescription(
            id: "recursive-named-class", defaultSeverity: .error,
            summary: "A named class that expands into itself",
            documentation: "A named class (from `TWGlobalRules(named:)` or the theme) that re-enters its own expansion, or nests deeper than 32 levels, makes swiftcn reject every string that uses it.",
            triggeringExample: #"TWGlobalRules(named: ["a": "b", "b": "a"])"#),
    ]

    func check(site index: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let site = input.file.sites[index]
        let context = input.context(for: site)
        for (position, index) in site.occurrences.enumerated() {
            let occurrence = input.file.occurrences[index]
            for result in input.validate(occurrence, context: context) {
                for diagnostic in result.diagnostics {
                    let rule = diagnostic.rule == "expansion-limit" ? "recursive-named-class" : diagnostic.rule
                    var fix: (ByteRange, String)?
                    if let proposed = diagnostic.fix, !proposed.replacement.contains(where: { $0 == "\\" || $0 == "\"" || $0.isNewline }) {
                        fix = (proposed.range, proposed.replacement)
                    }
                    findings.append(SiteFinding(check: check, occurrence: position, place: .runtime(diagnostic.range), rule: rule,
                                                code: diagnostic.code.rawValue, message: diagnostic.message, fix: fix))
                }
            }
        }
    }
}
