import TWLint
import TWSyntax

/// The class string and token under a cursor, found with twlint's scanner, so multi-line and raw
/// literals, `cn(…)` arguments and ternary arms all count.
///
/// Offsets of the class string (``runtimeOffset``, token ranges) are run-time bytes of the
/// literal's value; ``ClassOccurrence/sourceRange(ofRuntime:)`` maps them back to the document.
struct ClassStringAtCursor {
    var file: ScannedFile
    /// Index in ``ScannedFile/occurrences``.
    var index: Int
    /// The token whose source range contains the cursor (`start <= offset < end`), if any.
    var token: ClassToken?
    /// The cursor as a run-time offset of the class string.
    var runtimeOffset: Int

    var occurrence: ClassOccurrence { file.occurrences[index] }
    var list: ClassList { occurrence.classList }

    /// The whole run-time text of the class string.
    var text: String { occurrence.value.string }

    /// The class strings that are present together with this one at its site, joined: for an arm
    /// of `cn("glass", on ? "px-4" : "px-2")` on `px-4`, `glass px-4`.
    var siteText: String {
        let site = occurrence.siteIndex
        let members =
            file.alternatives(ofSite: site)?.first { $0.contains(index) }
            ?? file.sites[site].occurrences.filter { file.occurrences[$0].canCoOccur(with: occurrence) }
        let joined = members.map { file.occurrences[$0].value.string }.filter { !$0.isEmpty }.joined(separator: " ")
        return joined.isEmpty ? text : joined
    }
}

extension ClassOccurrence {
    /// The run-time offset of a document byte offset, if the offset is inside the literal's text
    /// (from the first to just after the last content byte; an empty literal counts just after
    /// its opening quote). A cursor inside an escape or interpolation counts as its start; one in
    /// a multi-line literal's indentation is outside.
    func runtimeOffset(ofSource offset: Int) -> Int? {
        let segments = value.sourceMap.segments
        var best: Int?
        for segment in segments where segment.source.start <= offset && offset <= segment.source.end {
            if segment.isVerbatim {
                return segment.runtimeStart + (offset - segment.source.start)
            }
            // An atomic piece (an escape, `\(…)`): its start, or its end when the cursor is right after it.
            best = offset == segment.source.end ? segment.runtimeStart + segment.runtimeLength : segment.runtimeStart
        }
        if let best { return best }
        if segments.isEmpty, offset == Self.contentStart(of: value.sourceRange, in: source.bytes) { return 0 }
        return nil
    }

    /// Just after a literal's opening delimiter (`"`, `#"`, `"""` and its line break).
    static func contentStart(of literal: ByteRange, in bytes: [UInt8]) -> Int {
        var index = literal.start
        while index < literal.end, bytes[index] == UInt8(ascii: "#") { index += 1 }
        var quotes = 0
        while index < literal.end, bytes[index] == UInt8(ascii: "\""), quotes < 3 { index += 1; quotes += 1 }
        if quotes == 3 {
            while index < literal.end, bytes[index] != 0x0A { index += 1 }
            index = min(index + 1, literal.end)
        }
        return index
    }
}

extension ScannedFile {
    /// The class string (and token) at a document byte offset. When literals nest (a sink inside
    /// an interpolation), the innermost wins.
    func classString(at offset: Int) -> ClassStringAtCursor? {
        var found: ClassStringAtCursor?
        var foundSpan = Int.max
        for (index, occurrence) in occurrences.enumerated() {
            let literal = occurrence.value.sourceRange
            guard literal.start <= offset, offset <= literal.end, literal.end - literal.start < foundSpan,
                let runtime = occurrence.runtimeOffset(ofSource: offset)
            else { continue }
            let token = occurrence.classList.tokens.first { token in
                let range = occurrence.sourceRange(of: token)
                return range.start <= offset && offset < range.end
            }
            found = ClassStringAtCursor(file: self, index: index, token: token, runtimeOffset: runtime)
            foundSpan = literal.end - literal.start
        }
        return found
    }
}
