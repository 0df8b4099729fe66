import TWResolve
import TWSyntax

/// Classes swiftcn rejects: one bad class leaves the whole surface undecorated at run time
/// (reference §4.2, §13). Reports `unknown-class`, `invalid-argument`, `unknown-variant`,
/// `whitespace-in-brackets` and `recursive-named-class`, validating exactly as swiftcn does in
/// source: a bracket colour must be a theme token (`glass-tint-[\(Color.red)]` for a native one).
struct ClassValidityRule: SiteRule {
    static let descriptions: [RuleDescription] = [.unknownClass, .invalidArgument, .unknownVariant, .whitespaceInBrackets, .recursiveNamedClass]

    func check(site index: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let site = input.file.sites[index]
        let context = input.context(for: site)
        for (position, index) in site.occurrences.enumerated() {
            let occurrence = input.file.occurrences[index]
            for result in input.validate(occurrence, context: context) {
                for diagnostic in result.diagnostics {
                    let rule = diagnostic.code.isExpansionLimit ? "recursive-named-class" : diagnostic.rule
                    var fix: (ByteRange, String)?
                    if let proposed = diagnostic.fix, !proposed.replacement.contains(where: { $0 == "\\" || $0 == "\"" || $0.isNewline }) {
                        fix = (proposed.range, proposed.replacement)
                    }
                    findings.append(SiteFinding(check: check, occurrence: position, place: .runtime(diagnostic.range), rule: rule,
                                                code: diagnostic.code.rawValue, message: diagnostic.message, fix: fix))
                }
            }
            if !occurrence.value.dynamicRanges.isEmpty {
                // The file's typed names, read once a file and only when an interpolation needs them.
                let values = TypedInterpolationCheck.values(occurrence, input: input)
                findings += TypedInterpolationCheck.findings(occurrence, values: values, position: position, check: check, context: context, input: input)
            }
        }
    }
}
