import TWSyntax

/// Text made safe for one line of terminal output (``EchoedText/visible(_:)``): line breaks,
/// tabs and other control characters are shown as escapes (`\n`, `\t`, `\u{1B}`), so a class
/// string read from standard input never breaks a table or moves the cursor.
enum VisibleText {
    static func escaped(_ text: String) -> String { EchoedText.visible(text.unicodeScalars) }

    /// True for what must not appear as itself on a line (``EchoedText/mustEscape(_:)``).
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool { EchoedText.mustEscape(scalar) }
}
