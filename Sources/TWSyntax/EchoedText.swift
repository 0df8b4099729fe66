/// User text as a message may quote it: a class string read from a file or standard input is
/// hostile until shown otherwise, and a diagnostic's message goes to terminals, CI logs and
/// editors. Every ``Diagnostic`` message passes through ``message(_:)``, so no reporter has to
/// remember it.
///
/// - Invisible characters are shown as escapes (`\n`, `\t`, `\u{1B}`): an escape sequence in a
///   class string cannot recolour a terminal or rewrite a log line, and a bidirectional control
///   cannot reorder what a reviewer reads (CVE-2021-42574).
/// - A run of more than ``scalarLimit`` Unicode scalars without whitespace or a backtick (a
///   class quoted in the message) keeps what fits before `…`, then ` (N bytes)` with the run's
///   UTF-8 length, so one 4 MiB class makes a short message. The diagnostic's range still
///   covers the whole class, and a message passes through a second time unchanged.
public enum EchoedText {
    /// The most Unicode scalars of one whitespace-free run a message shows.
    public static let scalarLimit = 60

    /// `message` with invisible characters escaped and every over-long run cut (see the type).
    public static func message(_ message: String) -> String {
        // The fast path: nothing to escape and no run long enough to cut.
        var run = 0
        var clean = true
        for scalar in message.unicodeScalars {
            if mustEscape(scalar) { clean = false; break }
            run = isSeparator(scalar) ? 0 : run + 1
            if run > scalarLimit { clean = false; break }
        }
        if clean { return message }

        var result = ""
        var runStart = message.unicodeScalars.startIndex
        var index = runStart
        let scalars = message.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if isSeparator(scalar) {
                result += bounded(scalars[runStart..<index])
                result.unicodeScalars.append(scalar)
                runStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        result += bounded(scalars[runStart..<scalars.endIndex])
        return result
    }

    /// `text` with every invisible scalar written as an escape, and nothing cut.
    public static func visible<S: Sequence<Unicode.Scalar>>(_ text: S) -> String {
        var result = ""
        for scalar in text { append(scalar, to: &result) }
        return result
    }

    /// True for what must not appear as itself on a line: control characters (C0, DEL, C1 with
    /// NEL), LINE SEPARATOR, PARAGRAPH SEPARATOR, and every format character but the joiners:
    /// the bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069), the soft hyphen, zero-width space (U+200B), word joiner
    /// (U+2060), U+FEFF and the tag characters (U+E0000–U+E007F), each invisible or reordering.
    /// Joiners (U+200C, U+200D) stay: emoji and scripts need them.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        default: return false
        }
    }

    /// `text` for a terminal's error stream: invisible scalars escaped as in ``visible(_:)``,
    /// except the line feed, carriage return and tab that the tools' own messages and progress
    /// lines use. Nothing is cut.
    public static func terminalLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { mustEscape($0) && $0 != "\n" && $0 != "\r" && $0 != "\t" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else {
                append(scalar, to: &result)
            }
        }
        return result
    }

    /// The run, escaped; when that is longer than ``scalarLimit`` scalars, the escaped scalars
    /// that fit before `…`, then ` (N bytes)`. A cut message passes through unchanged again.
    /// Whitespace and the backticks that quote code end a run, so a cut class keeps its quotes.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "`" || (scalar.properties.isWhitespace && !mustEscape(scalar))
    }

    private static func bounded(_ run: Substring.UnicodeScalarView) -> String {
        let shown = visible(run)
        guard shown.unicodeScalars.count > scalarLimit else { return shown }
        var kept = ""
        var keptCount = 0
        for scalar in run {
            var piece = ""
            append(scalar, to: &piece)
            let count = piece.unicodeScalars.count
            if keptCount + count > scalarLimit - 1 { break }
            kept += piece
            keptCount += count
        }
        let bytes = run.reduce(0) { $0 + UTF8.width($1) }
        return kept + "… (\(bytes) bytes)"
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
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
}
