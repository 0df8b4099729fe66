import TWResolve
import TWSyntax

/// PROVISIONAL: lints the class strings ``ClassStringFinder`` finds with ``ClassValidator``
/// (source mode: bracket colours must be theme tokens or hex). twlint replaces it.
public struct ProvisionalLinter: DocumentLinter {
    public init() {}

    public func classStrings(in text: [UInt8]) -> [ClassStringOccurrence] {
        ClassStringFinder.find(in: text)
    }

    public func lint(text: [UInt8], uri: String, settings: LintSettings) -> [LintDiagnostic] {
        var context = ResolutionContext()
        context.nativeColorNames = false
        let validator = ClassValidator(theme: settings.theme, context: context)
        var findings: [LintDiagnostic] = []
        for occurrence in classStrings(in: text) {
            for diagnostic in validator.diagnostics(occurrence.list) {
                let rule = diagnostic.rule
                if settings.disabledRules.contains(rule) || settings.disabledRules.contains("all") { continue }
                findings.append(LintDiagnostic(
                    range: occurrence.documentRange(diagnostic.range), rule: rule, code: diagnostic.code.rawValue,
                    severity: settings.severities[rule] ?? diagnostic.severity, message: diagnostic.message,
                    fix: diagnostic.fix.map { Fix(range: occurrence.documentRange($0.range), replacement: $0.replacement) }
                ))
            }
        }
        return findings
    }
}

extension DocumentLinter {
    /// The class string whose contents contain (or end at) a document byte offset.
    public func classString(at offset: Int, in text: [UInt8]) -> ClassStringOccurrence? {
        classStrings(in: text).first { $0.range.touches(offset) }
    }
}
