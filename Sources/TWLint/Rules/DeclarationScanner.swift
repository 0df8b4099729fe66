/// The `let`/`var` declarations of a Swift file as ``InterpolationTypes/names(in:)`` reads them:
/// a name, an optional type annotation and the initializer's text up to the end of the line,
/// a `;` or a `{`. One pass over the bytes: a regular expression over every file made twlint
/// several times slower (`tw-bench lint`).
struct DeclarationScanner {
    struct Declaration {
        var name: String
        var type: String?
        /// The initializer's text, trimmed of spaces and tabs; nil without `=`.
        var initializer: String?
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Every declaration, in source order (keywords inside strings and comments included, as a
    /// text search finds them: a wrong guess only adds a name no interpolation uses).
    static func declarations(in bytes: [UInt8]) -> [Declaration] {
        var scanner = DeclarationScanner(bytes)
        var found: [Declaration] = []
        while let declaration = scanner.next() { found.append(declaration) }
        return found
    }

    static func isWord(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    private mutating func run(while predicate: (UInt8) -> Bool) -> String {
        let start = index
        while index < bytes.count, predicate(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The next `let NAME` or `var NAME` at a word boundary, with what follows it.
    private mutating func next() -> Declaration? {
        while index + 3 < bytes.count {
            let start = index
            index += 1
            let first = bytes[start]
            guard first == 0x6C || first == 0x76 else { continue }  // l, v
            let keyword = (bytes[start], bytes[start + 1], bytes[start + 2])
            guard keyword == (0x6C, 0x65, 0x74) || keyword == (0x76, 0x61, 0x72) else { continue }  // let, var
            guard start == 0 || !Self.isWord(bytes[start - 1]), Self.isSpace(bytes[start + 3]) else { continue }
            index = start + 3
            skipSpaces()
            guard index < bytes.count, Self.isIdentifierStart(bytes[index]) else { continue }
            var declaration = Declaration(name: run(while: Self.isIdentifier))
            let afterName = index
            skipSpaces()
            if index < bytes.count, bytes[index] == 0x3A {  // :
                index += 1
                skipSpaces()
                if index < bytes.count, Self.isIdentifierStart(bytes[index]) {
                    declaration.type = run(while: { Self.isIdentifier($0) || $0 == 0x2E || $0 == 0x3F })  // . ?
                } else {
                    index = afterName
                    return declaration
                }
            }
            let afterType = index
            skipSpaces()
            if index < bytes.count, bytes[index] == 0x3D {  // =
                index += 1
                skipSpaces()
                let text = run(while: { $0 != 0x0A && $0 != 0x3B && $0 != 0x7B })  // \n ; {
                if text.isEmpty {
                    index = afterType
                } else {
                    declaration.initializer = Self.trimmed(text)
                }
            } else {
                index = afterType
            }
            return declaration
        }
        return nil
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        return String(scalars)
    }
}
