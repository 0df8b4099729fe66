extension DeclarationScanner {
    /// Whether ``declarations(in:)`` may hold a declaration of `name`: some `let` or `var` at a
    /// word boundary, then spaces, then `name` ending the identifier. A quick test before the
    /// whole scan: most interpolated names (a view's state, a parameter) are not declared with
    /// `let`/`var` in the file at all. The scan finds a subset of these places (it skips text it
    /// read as an initializer), so `false` is exact.
    static func mayDeclare(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = name.first, isIdentifierStart(first), name.allSatisfy(isIdentifier), bytes.count > name.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            name.withUnsafeBufferPointer { name in
                let count = bytes.count, length = name.count
                var p = 4  // room for `let ` before the name
                while p + length <= count {
                    defer { p += 1 }
                    guard bytes[p] == first else { continue }
                    guard p + length == count || !isIdentifier(bytes[p + length]) else { continue }
                    var matches = true
                    for offset in 1..<length where bytes[p + offset] != name[offset] {
                        matches = false
                        break
                    }
                    guard matches, isSpace(bytes[p - 1]) else { continue }
                    var q = p - 1
                    while q > 0, isSpace(bytes[q - 1]) { q -= 1 }
                    // `q` is the first space after the keyword; the keyword is the three bytes before.
                    guard q >= 3 else { continue }
                    let keyword = (bytes[q - 3], bytes[q - 2], bytes[q - 1])
                    guard keyword == (0x6C, 0x65, 0x74) || keyword == (0x76, 0x61, 0x72) else { continue }  // let, var
                    if q == 3 || !isWord(bytes[q - 4]) { return true }
                }
                return false
            }
        }
    }
}
