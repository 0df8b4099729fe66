import TWSyntax

/// Text for one line of a report (the `classes` line of `tw resolve`, `tw explain` and
/// `tw matrix`); the rule itself is TWSyntax's ``EchoedText``.
enum VisibleText {
    /// A class string as a report's `classes` line shows it: escaped, and with each class over 60
    /// characters cut to `… (N bytes)` (``EchoedText/message(_:)``), so a page of one class stays
    /// a line; the JSON documents keep the string whole.
    static func classesLine(_ text: String) -> String { EchoedText.message(text) }
}
