import TWResolve
import TWSyntax

/// The class strings of one site that are present together, joined as `cn` joins them (one
/// space between fragments), with a way back from the joined string to each fragment.
///
/// `Text("a").tw(cn(a, c ? b : d))` has two such sets, `a b` and `a d`; conflict rules resolve each
/// set and compare only classes that can be present together.
struct SiteClasses {
    /// Indices into ``ScannedFile/occurrences``.
    let members: [Int]
    /// The joined class string.
    let text: String
    /// The byte offset of each member's value in ``text``.
    let offsets: [Int]
    /// The interpolations of every member, shifted into ``text``.
    let dynamicRanges: [ByteRange]
    /// ``text`` parsed (the member's own list when there is one member).
    let classList: ClassList

    init(members: [Int], file: ScannedFile) {
        self.members = members
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var dynamic: [ByteRange] = []
        for index in members {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
            let value = file.occurrences[index].value
            offsets.append(bytes.count)
            dynamic += value.dynamicRanges.map { ByteRange(start: $0.start + bytes.count, end: $0.end + bytes.count) }
            bytes += value.utf8
        }
        self.offsets = offsets
        self.dynamicRanges = dynamic
        text = String(decoding: bytes, as: UTF8.self)
        classList = members.count == 1 ? file.occurrences[members[0]].classList : ClassParser.parse(utf8: bytes, dynamicRanges: dynamic)
    }

    /// The member and the range within its value of a range of ``text``.
    func locate(_ range: ByteRange) -> (occurrence: Int, range: ByteRange)? {
        guard let position = offsets.lastIndex(where: { $0 <= range.start }) else { return nil }
        let base = offsets[position]
        return (members[position], ByteRange(start: range.start - base, end: range.end - base))
    }

    /// Every set of a site (or, past the ternary limit, each string alone).
    static func sets(ofSite site: Int, in file: ScannedFile) -> [SiteClasses] {
        let groups = file.alternatives(ofSite: site) ?? file.sites[site].occurrences.map { [$0] }
        return groups.filter { !$0.isEmpty }.map { SiteClasses(members: $0, file: file) }
    }
}

extension ClassOccurrence {
    /// The source range of a run-time range when it maps byte for byte onto one contiguous run of
    /// source bytes with no escape and no interpolation: only such text may be edited by a fix
    /// without moving text across an interpolation.
    package func verbatimSourceRange(ofRuntime range: ByteRange) -> ByteRange? {
        guard range.end <= value.utf8.count, !value.dynamicRanges.contains(where: { $0.start < range.end && range.start < $0.end }) else { return nil }
        var expected: Int?
        var covered = range.start
        for segment in value.sourceMap.segments where segment.runtimeStart < range.end && range.start < segment.runtimeStart + segment.runtimeLength {
            guard segment.isVerbatim else { return nil }
            let from = max(range.start, segment.runtimeStart)
            let sourceStart = segment.source.start + (from - segment.runtimeStart)
            if let expected, expected != sourceStart { return nil }
            let to = min(range.end, segment.runtimeStart + segment.runtimeLength)
            expected = sourceStart + (to - from)
            covered = to
        }
        guard covered == range.end, let end = expected else { return nil }
        return ByteRange(start: end - range.count, end: end)
    }

    /// The range that removing a token takes out: the token and the whitespace after it, or
    /// before it when it is the last token.
    func removalRange(of token: ClassToken) -> ByteRange {
        let bytes = value.utf8
        var end = token.range.end
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end > token.range.end { return ByteRange(start: token.range.start, end: end) }
        var start = token.range.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return ByteRange(start: start, end: token.range.end)
    }

    /// A safe fix that removes a token, when its text maps verbatim to the source.
    func removalFix(of token: ClassToken) -> SourceFix? {
        verbatimSourceRange(ofRuntime: removalRange(of: token)).map { SourceFix(range: $0, replacement: "") }
    }

    /// The token of ``classList`` that covers a run-time range.
    func token(covering range: ByteRange) -> ClassToken? {
        classList.tokens.first { $0.range.start <= range.start && range.end <= $0.range.end }
    }
}
