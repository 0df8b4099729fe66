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
        // `let NAME = "…"`, `var NAME: T = "…"`: back over `=` and a type annotation to the name.
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
        let declared = text(name)
        for (position, token) in tokens.enumerated() where position != name && token.kind == .identifier {
            let spelling = text(position)
            guard spelling == declared || spelling == "$" + declared else { continue }
            let inSink = file.sites.contains { $0.range.start <= token.range.start && token.range.end <= $0.range.end }
            if !inSink {
                let line = file.source.location(ofByte: token.range.start).line
                return
                    "left as written: `\(declared)` is also used outside class sinks (line \(line)), so the string may be text the app shows or the user edits"
            }
        }
        return nil
    }
}
