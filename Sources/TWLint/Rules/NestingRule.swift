import TWResolve
import TWSyntax

/// A class expression nested more deeply than the scanner reads: the strings inside it are not
/// checked, and the user should know (reading a 15,000-deep `cn(cn(…))` by recursion would
/// overflow the stack).
struct NestingRule: LintRule {
    static let descriptions: [RuleDescription] = [.nestingTooDeep]

    func check(_ input: LintInput) -> [Diagnostic] {
        input.file.unreadExpressions.map { .nestingTooDeep(levels: SinkFinder.maximumNesting, at: $0) }
            + input.file.unreadInterpolations.map { .interpolationTooDeep(levels: SwiftLexer.maximumInterpolationDepth, at: $0) }
    }
}
