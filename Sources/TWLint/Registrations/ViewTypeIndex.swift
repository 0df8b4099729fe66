import TWResolve

/// The types a file declares and the types it uses, by byte position: what lets a registration
/// made for a subtree (`VStack { Row() }.cnTextUtilities()`) reach the body of `Row`, declared
/// in another file, as it does in SwiftUI.
public struct ViewTypeIndex: Sendable, Hashable {
    /// A `struct`, `class`, `enum`, `actor` or `extension`: its name (the last component of a
    /// qualified one) and its bytes, keyword through closing brace.
    public struct Declaration: Sendable, Hashable {
        /// The type's name, without its module or outer types.
        public var name: String
        /// UTF-8 byte offsets into the file: the keyword's first byte, and just past the `}`.
        public var start: Int
        public var end: Int
        /// True for a `private` or `fileprivate` type: it is seen only in its own file, so two
        /// files may each declare a `private struct Tile` of their own.
        public var isFilePrivate = false

        /// The name that tells this type from the others of the package: a file-private type's
        /// name carries its file's path.
        public func key(in path: String) -> String { isFilePrivate ? ViewTypeIndex.privateKey(name, in: path) : name }
    }

    /// The name under which a view helper (`var header: some View`) is kept: never a type's.
    static func helperName(_ name: String) -> String { "." + name }

    /// The key of a file-private type `name` declared in `path`.
    static func privateKey(_ name: String, in path: String) -> String { name + "\u{1F}" + path }

    /// The key of the type a use of `name` in the file at `path` refers to: the file's own
    /// private type of that name when it declares one.
    public func useKey(_ name: String, in path: String) -> String {
        declarations.contains { $0.isFilePrivate && $0.name == name } ? Self.privateKey(name, in: path) : name
    }

    /// A use of a type: a capitalised name called or given a trailing closure (`Row()`,
    /// `Card { … }`), not after a dot; or of a view helper of the file (`header`, `self.row(x)`);
    /// its first byte.
    public struct Use: Sendable, Hashable {
        /// The UTF-8 byte offset of the name in the file.
        public var start: Int
        /// The name as written.
        public var name: String
        /// The bytes of what the call passes its content in: its trailing closure, else its
        /// arguments (`Box(content: { … })`); empty for a view helper's use.
        public var contentStart = 0
        public var contentEnd = 0
    }

    /// The declarations, in file order.
    public var declarations: [Declaration] = []
    /// The uses, in file order.
    public var uses: [Use] = []

    /// An empty index (a file that declares and uses no type).
    public init() {}

    /// The index of a scanned file: one pass over its tokens, reading bytes directly (it runs on
    /// every file of a package whose subtrees reach view types).
    public init(_ file: ScannedFile) {
        let level = TokenLevel(stream: file.tokens, range: 0..<file.tokens.tokens.count)
        let tokens = file.tokens.tokens
        let bytes = file.source.bytes
        let count = level.indices.count
        func token(_ p: Int) -> SwiftToken { tokens[Int(level.indices[p])] }
        func kind(_ p: Int) -> SwiftTokenKind? { p >= 0 && p < count ? token(p).kind : nil }
        func text(_ p: Int) -> String {
            let range = token(p).range
            return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
        }
        func isWord(_ p: Int, _ word: StaticString) -> Bool {
            let range = token(p).range
            guard range.count == word.utf8CodeUnitCount else { return false }
            return word.withUTF8Buffer { buffer in
                for offset in 0..<buffer.count where bytes[range.start + offset] != buffer[offset] { return false }
                return true
            }
        }
        func isDeclarationKeyword(_ p: Int) -> Bool {
            kind(p) == .identifier && (isWord(p, "struct") || isWord(p, "class") || isWord(p, "enum") || isWord(p, "actor") || isWord(p, "extension"))
        }
        /// The `{` of a view helper's body when the declaration whose name is at `name` is typed
        /// `some View` (`: some View {`, or `(…) -> some View {`).
        func helperBrace(after name: Int) -> Int? {
            var q = name + 1
            if kind(q) == .leftParen, level.match[q] > q { q = Int(level.match[q]) + 1 }
            guard kind(q) == .colon || (kind(q) == .operator && text(q) == "->"), isWord(q + 1, "some"), kind(q + 2) == .identifier,
                isWord(q + 2, "View"), kind(q + 3) == .leftBrace, level.match[q + 3] > q + 3
            else { return nil }
            return q + 3
        }
        var helpers: Set<String> = []
        var p = 0
        while p < count {
            defer { p += 1 }
            guard token(p).kind == .identifier else { continue }
            if isDeclarationKeyword(p), kind(p + 1) == .identifier, !(isWord(p, "class") && ["func", "var", "let", "subscript", "init"].contains(text(p + 1))) {
                var name = p + 1
                while kind(name + 1) == .dot, kind(name + 2) == .identifier { name += 2 }
                var q = name + 1
                while q < count, q - name < 200 {
                    let k = token(q).kind
                    if k == .leftBrace || k == .semicolon || k == .rightBrace { break }
                    if k == .leftParen || k == .leftBracket, level.match[q] > q { q = Int(level.match[q]) }
                    q += 1
                }
                if q < count, token(q).kind == .leftBrace, level.match[q] > q {
                    // `private struct`, `fileprivate final class`, `@MainActor private struct`.
                    var modifier = p - 1
                    var isFilePrivate = false
                    while modifier >= 0, p - modifier <= 4, kind(modifier) == .identifier {
                        if isWord(modifier, "private") || isWord(modifier, "fileprivate") { isFilePrivate = true }
                        modifier -= 1
                    }
                    declarations.append(
                        Declaration(
                            name: text(name), start: token(p).range.start, end: token(Int(level.match[q])).range.end,
                            isFilePrivate: isFilePrivate && !isWord(p, "extension")))
                }
                continue
            }
            // `var header: some View { … }`, `func row(_ item: Item) -> some View { … }`: a view
            // helper of the type around it, reached where the type's body uses it.
            if isWord(p, "var") || isWord(p, "func"), kind(p + 1) == .identifier, !isWord(p + 1, "body"),
                let brace = helperBrace(after: p + 1)
            {
                helpers.insert(text(p + 1))
                declarations.append(
                    Declaration(
                        name: Self.helperName(text(p + 1)), start: token(p).range.start, end: token(Int(level.match[brace])).range.end,
                        isFilePrivate: true))
                continue
            }
            guard let next = kind(p + 1), next == .leftParen || next == .leftBrace, kind(p - 1) != .dot else { continue }
            let first = bytes[token(p).range.start]
            guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { continue }
            if p > 0, isDeclarationKeyword(p - 1) || (kind(p - 1) == .identifier && isWord(p - 1, "protocol")) { continue }
            var open = p + 1
            let close = Int(level.match[open])
            if next == .leftParen, close > open, kind(close + 1) == .leftBrace, level.match[close + 1] > close + 1 { open = close + 1 }
            var use = Use(start: token(p).range.start, name: text(p))
            if level.match[open] > open { (use.contentStart, use.contentEnd) = (token(open).range.start, token(Int(level.match[open])).range.end) }
            uses.append(use)
        }
        // Uses of the helpers: their names, alone or after `self.`, outside their declarations.
        guard !helpers.isEmpty else { return }
        let lengths = Set(helpers.map(\.utf8.count))
        for q in 0..<count where token(q).kind == .identifier && lengths.contains(token(q).range.count) {
            guard kind(q - 1) != .dot || (q >= 2 && isWord(q - 2, "self")), !(q > 0 && (isWord(q - 1, "var") || isWord(q - 1, "func"))) else { continue }
            let name = text(q)
            if helpers.contains(name) { uses.append(Use(start: token(q).range.start, name: Self.helperName(name))) }
        }
        uses.sort { $0.start < $1.start }
    }

    /// The names of the types used between UTF-8 byte offsets `start` (inclusive) and `end`.
    public func uses(from start: Int, to end: Int) -> Set<String> {
        var lo = 0, hi = uses.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if uses[mid].start < start { lo = mid + 1 } else { hi = mid }
        }
        var names: Set<String> = []
        while lo < uses.count, uses[lo].start < end {
            names.insert(uses[lo].name)
            lo += 1
        }
        return names
    }

    /// The keys (``Declaration/key(in:)``) of the declarations around byte range `start..<end`
    /// of the file at `path`.
    func declarations(around start: Int, _ end: Int, in path: String) -> [String] {
        declarations.filter { $0.start <= start && end <= $0.end }.map { $0.key(in: path) }
    }
}
