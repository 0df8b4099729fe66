extension DeclarationScanner {
    /// Whether ``declarations(in:)`` may hold a declaration of `name`: some `let` or `var` at a
    /// word boundary, then spaces, then `name` ending the identifier. A quick test before the
    /// whole scan: most interpolated names (a view's state, a parameter) are not declared with
    /// `let`/`var` in the file at all. The scan finds a subset of these places (it skips text it
    /// read as an initializer), so `false` is exact.
    static func mayDeclare(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = name.first, isIdentifierStart(first), name.allSatisfy(isIdentifier), bytes.count > name.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            ByteSearch.anyOccurrence(of: name, in: bytes) { p in
                let end = p + name.count
                guard p >= 4, end == bytes.count || !isIdentifier(bytes[end]), isSpace(bytes[p - 1]) else { return false }
                var q = p - 1
                while q > 0, isSpace(bytes[q - 1]) { q -= 1 }
                // `q` is the first space after the keyword; the keyword is the three bytes before.
                guard q >= 3 else { return false }
                let keyword = (bytes[q - 3], bytes[q - 2], bytes[q - 1])
                guard keyword == (0x6C, 0x65, 0x74) || keyword == (0x76, 0x61, 0x72) else { return false }  // let, var
                return q == 3 || !isWord(bytes[q - 4])
            }
        }
    }
}
