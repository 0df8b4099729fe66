import TWSyntax

/// The one place that turns outside text (class strings, theme token names, diagnostics that quote
/// them, registration arguments) into Swift source, so generated code never runs what it quotes.
///
/// Swift's lexer (The Swift Programming Language, "Lexical Structure") ends a `//` comment at a
/// line break (CR or LF) and stops at NUL; it nests `/* */` comments, so a `/*` inside one opens
/// another and a `*/` closes it early; a single-line string literal ends at an unescaped `"` or a
/// line break, and `\` starts an escape or an interpolation `\(…)`. Editors also break lines at
/// NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), and bidirectional
/// controls reorder what a reader sees (CVE-2021-42574), so the comment text escapes those too.
package enum SwiftSourceText {
    /// `text` for the inside of a comment, `//` or `/* */`, on one line: line breaks, tabs,
    /// control characters (NUL, U+0085 included), line and paragraph separators and bidirectional
    /// controls are shown as escapes (`\r`, `\u{2028}`), and `*/` and `/*` are written `*\/` and
    /// `/\*`, so nothing in it ends the comment, opens a nested one or starts a new line.
    package static func comment(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in EchoedText.visible(text.unicodeScalars).unicodeScalars {
            if scalar == "/", previous == "*" {
                result += "\\/"
            } else if scalar == "*", previous == "/" {
                result += "\\*"
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// `text` as a single-line Swift string literal, quotes included: `"`, `\` (so `\(` is
    /// never an interpolation), tab, CR, LF and NUL by their short escapes, every other control
    /// character, line and paragraph separator and bidirectional control as `\u{…}`.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case _ where EchoedText.mustEscape(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
