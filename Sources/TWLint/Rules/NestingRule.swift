import TWResolve
import TWSyntax

/// A class expression nested more deeply than the scanner reads: the strings inside it are not
/// checked, and the user should know (issue 10 item 1: a 15,000-deep `cn(cn(…))` crashed twlint).
struct NestingRule: LintRule {
    static let descriptions: [RuleDescription] = [.nestingTooDeep]

    func check(_ input: LintInput) -> [RuleFinding] {
        input.file.unreadExpressions.map { range in
            RuleFinding(rule: "nesting-too-deep", code: "TW634",
                        message: "this class expression nests more than \(SinkFinder.maximumNesting) levels deep (ternaries, parentheses, cn calls, interpolations); the strings inside it were not checked",
                        range: range)
        }
    }
}
