import TWSyntax

extension RuleDescription {
    /// `class-string-too-large`, reported by ``Linter`` itself.
    public static let classStringTooLarge = RuleDescription(
        id: "class-string-too-large", code: "TW692", defaultSeverity: .warning,
        summary: "A class string over the size limit, not checked",
        documentation: """
            A class string longer than \(InputLimits.classStringDescription) of UTF-8 (the limit of `tw parse` and the \
            other commands that take a class string) is not parsed or resolved: twlint reports it once, at its literal, and \
            lints the rest of the file.
            """,
        triggeringExample: "(a string literal of more than 4 MiB passed to .tw)",
        triggeringExamples: [],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("p-4")"#)
        ])
}

extension Diagnostic {
    /// `class-string-too-large`, on the literal of a class string of `bytes` bytes.
    static func classStringTooLarge(bytes: Int, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .classStringTooLarge,
            message: "the class string (\(bytes) bytes) is larger than the limit of \(InputLimits.classStringDescription); it was not checked",
            range: range)
    }
}
