import TWSyntax

/// Text made safe for one line of terminal output (``EchoedText/visible(_:)``): line breaks,
/// tabs and other control characters are shown as escapes (`\n`, `\t`, `\u{1B}`), so a class
/// string read from standard input never breaks a table or moves the cursor.
enum VisibleText {
    static func escaped(_ text: String) -> String { EchoedText.visible(text.unicodeScalars) }

    /// A class string as a report's `classes` line shows it: escaped, and with each class over 60
    /// characters cut to `… (N bytes)` (``EchoedText/message(_:)``), so a page of one class stays
    /// a line; the JSON documents keep the string whole.
    static func classesLine(_ text: String) -> String { EchoedText.message(text) }

    /// True for what must not appear as itself on a line (``EchoedText/mustEscape(_:)``).
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool { EchoedText.mustEscape(scalar) }
}
