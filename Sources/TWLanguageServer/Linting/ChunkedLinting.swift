import TWLint
import TWResolve
import TWSyntax

/// Incremental twlint for large documents.
///
/// The document is cut into *chunks* at top-level declarations: a chunk ends at a line break
/// after a `}` that closes the outermost brace, where the lexer is in no literal or comment, so
/// lexing a chunk on its own gives the same tokens as lexing it in the file. Each chunk keeps its
/// findings (byte ranges relative to its start). An edit marks the chunks it touches dirty and
/// shifts the later ones; before the next publish, only dirty chunks are scanned and linted again.
/// A dirty region that no longer ends cleanly (an opened `"""`, `/*` or brace) swallows the next
/// chunk until it does, up to the end of the document.
///
/// Every twlint rule works on one site, one modifier chain or one declaration, so linting
/// declarations apart finds what linting the file does. The exceptions are handled: named classes
/// (`TWGlobalRules(named:)`) of every chunk are passed to every chunk, and a change in them relints
/// all; region suppressions (`twlint:disable` … `twlint:enable`) span declarations, so a document
/// with one is linted whole (see ``LanguageServer/usesChunks(_:)``). Small documents are always
/// linted whole.
struct ChunkedLintState {
    struct Chunk {
        var start: Int
        var end: Int
        var dirty: Bool
        /// Findings with ranges (and fix ranges) relative to `start`.
        var findings: [DocumentAnalysis.Located] = []
        var named: [String: Recipe] = [:]
    }

    var chunks: [Chunk]
    /// The named classes the clean chunks were linted with.
    var namedUsed: [String: Recipe] = [:]

    /// One dirty chunk covering a document of `length` bytes.
    init(length: Int) {
        chunks = [Chunk(start: 0, end: length, dirty: true)]
    }

    /// Records that the bytes `replaced` were replaced by `insertedLength` bytes.
    mutating func edit(replaced: ByteRange, insertedLength: Int) {
        let delta = insertedLength - (replaced.end - replaced.start)
        guard let first = chunks.firstIndex(where: { $0.end >= replaced.start }) else {
            chunks[chunks.count - 1].end += delta
            chunks[chunks.count - 1].dirty = true
            return
        }
        var last = first
        while last + 1 < chunks.count, chunks[last + 1].start <= replaced.end { last += 1 }
        let merged = Chunk(start: chunks[first].start, end: chunks[last].end + delta, dirty: true)
        chunks.replaceSubrange(first...last, with: [merged])
        for index in (first + 1)..<chunks.count {
            chunks[index].start += delta
            chunks[index].end += delta
        }
    }

    /// Lints the dirty chunks of `bytes` (re-cutting them) and returns every finding, in document
    /// bytes and report order.
    mutating func update(_ bytes: [UInt8], linter: Linter, path: String, elsewhere: [String: Recipe]) -> (
        findings: [DocumentAnalysis.Located], named: [String: Recipe]
    ) {
        relint(bytes, linter: linter, path: path, named: namedUsed)
        // Named classes decide validity everywhere: if they changed, lint every chunk with the new set.
        let named = currentNamed(elsewhere)
        if named != namedUsed {
            namedUsed = named
            for index in chunks.indices { chunks[index].dirty = true }
            relint(bytes, linter: linter, path: path, named: named)
        }
        var findings: [DocumentAnalysis.Located] = []
        for chunk in chunks {
            for located in chunk.findings {
                var shifted = located
                shifted.range = located.range.shifted(by: chunk.start)
                shifted.finding.diagnostic.range = located.finding.diagnostic.range.shifted(by: chunk.start)
                if let fix = located.finding.fix { shifted.finding.fix?.range = fix.range.shifted(by: chunk.start) }
                findings.append(shifted)
            }
        }
        var own: [String: Recipe] = [:]
        for chunk in chunks { own.merge(chunk.named) { first, _ in first } }
        return (findings, own)
    }

    private func currentNamed(_ elsewhere: [String: Recipe]) -> [String: Recipe] {
        var named = elsewhere
        for chunk in chunks { named.merge(chunk.named) { _, own in own } }
        return named
    }

    private mutating func relint(_ bytes: [UInt8], linter: Linter, path: String, named: [String: Recipe]) {
        var index = 0
        while index < chunks.count {
            guard chunks[index].dirty else { index += 1; continue }
            // Grow the region until it lexes cleanly on its own, then cut it into chunks.
            var last = index
            var pieces: [ByteRange]?
            while true {
                let region = ByteRange(start: chunks[index].start, end: chunks[last].end)
                pieces = Self.cut(Array(bytes[region.start..<region.end]), linter: linter)?.map { $0.shifted(by: region.start) }
                if pieces != nil || last == chunks.count - 1 { break }
                last += 1
            }
            let region = ByteRange(start: chunks[index].start, end: chunks[last].end)
            let fresh = (pieces ?? [region]).map { range in
                Self.lint(Array(bytes[range.start..<range.end]), start: range.start, linter: linter, path: path, named: named)
            }
            chunks.replaceSubrange(index...last, with: fresh)
            index += fresh.count
        }
    }

    /// Lints one chunk's bytes.
    static func lint(_ bytes: [UInt8], start: Int, linter: Linter, path: String, named: [String: Recipe]) -> Chunk {
        var chunk = Chunk(start: start, end: start + bytes.count, dirty: false)
        let lines = Document(uri: "", version: 0, utf8: bytes)
        let result: Linter.FileResult
        switch linter.scan(bytes) {
        case .success(let file):
            chunk.named = Linter.namedClasses(in: file)
            // The chunk's own scopes, with spans in the chunk's bytes.
            result = linter.lint(file, path: path, named: named, own: ProjectRegistrations.discover(in: file, path: path, theme: linter.baseTheme))
        case .failure:
            result = linter.lint(bytes, path: path, named: named)
        }
        chunk.findings = result.findings.map { finding in
            DocumentAnalysis.Located(
                finding: finding,
                range: lines.byteRange(
                    line: finding.line, column: finding.column, endLine: finding.endLine, endColumn: finding.endColumn))
        }
        return chunk
    }

    /// The chunks of a region lexed on its own, or nil when it does not end cleanly (an open
    /// literal, comment or bracket at its end).
    static func cut(_ bytes: [UInt8], linter: Linter) -> [ByteRange]? {
        guard case .success(let file) = linter.scan(bytes) else { return nil }
        let tokens = file.tokens.tokens
        guard file.tokens.literals.allSatisfy(\.isTerminated) else { return nil }
        if let last = tokens.last, last.kind == .blockComment || last.kind == .docBlockComment {
            let end = last.range.end
            guard end - last.range.start >= 4, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") else { return nil }
        }
        var depth = 0, braceClosed = false
        var cuts: [Int] = []
        for token in tokens {
            if braceClosed, depth == 0, token.flags.contains(.newlineBefore) {
                var lineStart = token.range.start
                while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
                if lineStart > (cuts.last ?? 0) { cuts.append(lineStart) }
            }
            braceClosed = false
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace:
                depth -= 1
                braceClosed = depth == 0
            case .rightParen, .rightBracket: depth -= 1
            default: break
            }
        }
        guard depth == 0 else { return nil }
        var ranges: [ByteRange] = []
        var start = 0
        for cut in cuts {
            ranges.append(ByteRange(start: start, end: cut))
            start = cut
        }
        ranges.append(ByteRange(start: start, end: bytes.count))
        return ranges
    }
}

extension ByteRange {
    func shifted(by delta: Int) -> ByteRange { ByteRange(start: start + delta, end: end + delta) }
}
