import TWSyntax

/// The class string and token under a cursor, found with the linter's class-string finder.
struct ClassTokenAtCursor {
    var occurrence: ClassStringOccurrence
    /// The token containing the cursor (`start <= offset < end`), if any.
    var token: ClassToken?
    /// The cursor's offset in the class string (UTF-8 bytes).
    var localOffset: Int
}

extension LanguageServer {
    func classToken(at position: Position, in document: Document) -> ClassTokenAtCursor? {
        let offset = document.byteOffset(of: position, encoding: encoding)
        guard let occurrence = environment.linter.classString(at: offset, in: document.utf8) else { return nil }
        let local = occurrence.localOffset(offset)
        let token = occurrence.list.tokens.first { $0.range.start <= local && local < $0.range.end }
        return ClassTokenAtCursor(occurrence: occurrence, token: token, localOffset: local)
    }
}
