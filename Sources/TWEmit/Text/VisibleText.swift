/// Text made safe for one line of terminal output: line breaks, tabs and other control characters
/// are shown as escapes (`\n`, `\t`, `\u{1B}`), so a class string read from standard input never
/// breaks a table or moves the cursor. Line and paragraph separators and bidirectional controls
/// are escaped too, so the line reads in the order it is stored (CVE-2021-42574).
enum VisibleText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if mustEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// True for what must not appear as itself on a line: control characters (C0, DEL, C1 with
    /// NEL), format characters below U+2000 (the soft hyphen, Arabic letter mark), LINE SEPARATOR,
    /// PARAGRAPH SEPARATOR and the bidirectional marks, embeddings, overrides and isolates
    /// (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Joiners (U+200C, U+200D) stay: emoji and
    /// scripts need them.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format:
            return scalar.value < 0x2000 || scalar.value == 0x200E || scalar.value == 0x200F
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        default: return false
        }
    }
}
