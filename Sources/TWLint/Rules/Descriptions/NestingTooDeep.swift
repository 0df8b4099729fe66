import TWSyntax

extension RuleDescription {
    /// `nesting-too-deep`, reported by ``NestingRule``.
    public static let nestingTooDeep = RuleDescription(
        id: "nesting-too-deep", code: "TW634", defaultSeverity: .warning,
        summary: "A class expression nested too deeply to check",
        documentation:
            "twlint reads class expressions (ternaries, parentheses, `cn(…)` calls and interpolations) up to \(SinkFinder.maximumNesting) levels deep, and string literals inside interpolations up to \(SwiftLexer.maximumInterpolationDepth) levels. The strings of a deeper expression are not checked. Flatten the expression, for example into `cn(…)` with one argument per condition.",
        triggeringExample: #".tw(cn(cn(cn(cn(…)))))   (more than 128 levels)"#,
        correctedExample: #".tw(cn("px-4", isOn ? "bg-primary" : nil))"#,
        triggeringExamples: [
            // 200 parentheses: the finding is at the first one past the limit of 128.
            RuleExample(
                #"Text("a").tw("# + String(repeating: "(", count: 128) + "↓" + String(repeating: "(", count: 72) + #""p-4""#
                    + String(repeating: ")", count: 200) + ")")
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw(cn("px-4", isOn ? "bg-primary" : nil))"#)
        ])
}

extension Diagnostic {
    /// `nesting-too-deep`: a class expression nested more than `levels` deep.
    static func nestingTooDeep(levels: Int, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .nestingTooDeep,
            message:
                "this class expression nests more than \(levels) levels deep (ternaries, parentheses, cn calls, interpolations); the strings inside it were not checked",
            range: range)
    }

    /// `nesting-too-deep`: a string interpolation nested more than `levels` deep, read as text.
    static func interpolationTooDeep(levels: Int, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .nestingTooDeep,
            message: "string interpolations nest more than \(levels) levels deep here; the strings inside were not checked",
            range: range)
    }
}
