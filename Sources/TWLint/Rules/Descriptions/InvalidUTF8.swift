import TWSyntax

extension RuleDescription {
    /// `invalid-utf8`, reported by ``Linter`` itself.
    public static let invalidUTF8 = RuleDescription(
        id: "invalid-utf8", code: "TW691", defaultSeverity: .warning,
        summary: "A Swift file that is not valid UTF-8",
        documentation: "Swift source must be UTF-8. twlint reports a file with invalid UTF-8 once, at the first bad byte, and skips it.",
        triggeringExample: "(a file with the byte 0xFF)",
        triggeringExamples: [],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("p-4")"#)
        ])
}

extension Diagnostic {
    /// `invalid-utf8`, on the first bad byte (at `offset`).
    static func invalidUTF8(offset: Int, at range: ByteRange) -> Diagnostic {
        Diagnostic(.invalidUTF8, message: "the file is not valid UTF-8 (first bad byte at offset \(offset)); it was not linted", range: range)
    }
}
