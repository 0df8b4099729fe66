import TWResolve
import TWSyntax

/// A class expression nested more deeply than the scanner reads: the strings inside it are not
/// checked, and the user should know (issue 10 item 1: a 15,000-deep `cn(cn(…))` crashed twlint).
struct NestingRule: LintRule {
    static let descriptions: [RuleDescription] = [
        RuleDescription(
            id: "nesting-too-deep", defaultSeverity: .warning,
            summary: "A class expression nested too deeply to check",
            documentation: "twlint reads class expressions (ternaries, parentheses, `cn(…)` calls and interpolations) up to \(SinkFinder.maximumNesting) levels deep. The strings of a deeper expression are not checked. Flatten the expression, for example into `cn(…)` with one argument per condition.",
            triggeringExample: #".tw(cn(cn(cn(cn(…)))))   (more than 128 levels)"#,
            correctedExample: #".tw(cn("px-4", isOn ? "bg-primary" : nil))"#),
    ]

    func check(_ input: LintInput) -> [RuleFinding] {
        input.file.unreadExpressions.map { range in
            RuleFinding(rule: "nesting-too-deep", code: "TW634",
                        message: "this class expression nests more than \(SinkFinder.maximumNesting) levels deep (ternaries, parentheses, cn calls, interpolations); the strings inside it were not checked",
                        range: range)
        }
    }
}
