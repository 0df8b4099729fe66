import TWSyntax

/// Whether a class string is only classes: the canonical rules rewrite a literal only when every
/// use of it in its file is a class sink. A literal held by a `let` or `var` whose name the file
/// also uses elsewhere (`@State var cardClasses = "…"` bound to a `TextEditor(text:
/// $cardClasses)`, shown in `Text(cardClasses)`, handed to `print`) is text the app shows or the
/// user edits: rewriting it would change that text, so it is left as written.
enum LiteralUses {
    /// Why the literal of `occurrence` is not only classes, or nil when it is: it goes straight
    /// to a sink, or the declaration holding it is used only inside sinks.
    static func otherUse(of occurrence: ClassOccurrence, in file: ScannedFile) -> String? {
        guard let declaration = declaration(holding: occurrence, in: file) else { return nil }
        let name = declaration.name
        return use(of: name, in: file, skipping: declaration.tokenIndex).map { line in
            "left as written: `\(name)` is also used outside class sinks (line \(line)), so the string may be text the app shows or the user edits"
        }
    }

    /// The `let` or `var` whose initial value is the literal of an occurrence.
    struct Declaration: Equatable, Sendable {
        /// The declared name, as the file spells it.
        var name: String
        /// The index of the name's token in the file's token stream.
        var tokenIndex: Int
        /// True when `private` or `fileprivate` (not `private(set)`) limits it to its file: no
        /// other file can read it.
        var isFilePrivate: Bool
    }

    /// The declaration `let NAME = "…"` or `var NAME: T = "…"` holding the literal of
    /// `occurrence`, or nil when the literal goes straight to a sink.
    static func declaration(holding occurrence: ClassOccurrence, in file: ScannedFile) -> Declaration? {
        let bytes = file.source.bytes
        let tokens = file.tokens.tokens
        let start = occurrence.sourceRange(ofRuntime: ByteRange(start: 0, end: 0)).start
        // The string literal token around the first byte (tokens are in file order).
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start <= start { low = middle + 1 } else { high = middle }
        }
        guard low > 0, tokens[low - 1].kind == .stringLiteral, start <= tokens[low - 1].range.end else { return nil }
        let literal = low - 1
        func text(_ index: Int) -> String {
            String(decoding: bytes[tokens[index].range.start..<tokens[index].range.end], as: UTF8.self)
        }
        func isOperator(_ index: Int, _ spelling: String) -> Bool {
            index >= 0 && tokens[index].kind == .operator && text(index) == spelling
        }
        // Back over `=` and a type annotation to the name.
        var index = literal - 1
        guard isOperator(index, "=") else { return nil }
        index -= 1
        var steps = 0
        var name: Int?
        while index >= 1, steps < 16 {
            if tokens[index].kind == .identifier, tokens[index - 1].kind == .identifier, ["let", "var"].contains(text(index - 1)) {
                name = index
                break
            }
            if [.semicolon, .leftBrace, .rightBrace].contains(tokens[index].kind) || isOperator(index, "=") { break }
            index -= 1
            steps += 1
        }
        guard let name else { return nil }
        // The modifiers before `let`/`var`: `private static`, `@State private`, `private(set)`.
        var isFilePrivate = false
        var modifier = name - 2
        while modifier >= 0, modifier > name - 16 {
            let kind = tokens[modifier].kind
            if kind == .identifier, ["private", "fileprivate"].contains(text(modifier)),
                !(modifier + 1 < tokens.count && tokens[modifier + 1].kind == .leftParen)
            {
                isFilePrivate = true
            }
            guard [.identifier, .at, .leftParen, .rightParen].contains(kind) else { break }
            modifier -= 1
        }
        return Declaration(name: text(name), tokenIndex: name, isFilePrivate: isFilePrivate)
    }

    /// The line of the first use of `name` outside the file's class sinks (`Text(name)`,
    /// `$name`, `Styles.name` shown), skipping the token at `skipping` (its declaration); nil when
    /// every use is inside a sink.
    static func use(of declared: String, in file: ScannedFile, skipping: Int? = nil) -> Int? {
        let bytes = file.source.bytes
        let tokens = file.tokens.tokens
        func text(_ index: Int) -> String {
            String(decoding: bytes[tokens[index].range.start..<tokens[index].range.end], as: UTF8.self)
        }
        for (position, token) in tokens.enumerated() where position != skipping && token.kind == .identifier {
            let spelling = text(position)
            guard spelling == declared || spelling == "$" + declared else { continue }
            let inSink = file.sites.contains { $0.range.start <= token.range.start && token.range.end <= $0.range.end }
            if !inSink { return file.source.location(ofByte: token.range.start).line }
        }
        return nil
    }
}
