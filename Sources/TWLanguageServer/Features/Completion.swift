import Foundation
import TWJSON
import TWResolve
import TWSyntax

/// Completion inside class strings. Every item replaces the segment being typed: from after the
/// last variant colon before the cursor (or the token start) to the end of the token, so
/// `start <= cursor <= end` on the current version of the document. Once something is typed,
/// only the words starting with it are listed and the list is marked `isIncomplete`.
extension LanguageServer {
    func completion(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        let cursor = document.byteOffset(of: params.position, encoding: encoding)
        guard let found = classString(at: params.position, in: document) ?? unterminatedClassString(at: cursor, in: document) else { return .null }
        let bytes = found.list.utf8
        let segment = Self.segment(in: bytes, cursor: found.runtimeOffset)
        let typed = String(decoding: bytes[segment.start..<max(segment.start, found.runtimeOffset)], as: UTF8.self)
        // In the document the segment runs from its source start to at least the cursor.
        var source = found.occurrence.sourceRange(ofRuntime: segment)
        source = ByteRange(start: min(source.start, cursor), end: max(source.end, cursor))
        let range = document.range(of: source, encoding: encoding)
        let vocabulary = ClassVocabulary(theme: theme(for: document.uri))
        var words = CompletionVocabulary.words(for: typed, vocabulary: vocabulary)
        if typed.contains("[") && !typed.contains("]") {
            words.insert(.init(text: typed + "]", kind: .keyword), at: 0)
        }
        // The server narrows to the typed prefix itself: some clients (eglot) do not filter by
        // the text edit's range. The list then depends on what is typed, so it is incomplete:
        // deleting a character must ask again.
        let narrowed = !typed.isEmpty
        if narrowed { words = words.filter { $0.text.hasPrefix(typed) } }
        let items = words.enumerated().map { index, word in
            // A colour's documentation is its bare light hex, which VS Code draws as a swatch;
            // both schemes are in `detail`. Resolving keeps it (see resolveCompletion).
            CompletionItem(
                label: word.text, kind: word.kind.lspKind,
                detail: word.detail.isEmpty ? word.kind.rawValue : word.detail,
                documentation: word.hex.map(Documentation.plain),
                sortText: String(format: "%04d", index), filterText: word.text,
                textEdit: TextEdit(range: range, newText: word.text),
                data: ["kind": .string(word.kind.rawValue), "uri": .string(document.uri)])
        }
        return try encode(CompletionList(isIncomplete: narrowed, items: items))
    }

    /// The class string being typed when its literal is not closed yet (`.tw("glass-` with no
    /// editor pairing the quotes): the document is scanned as if `")` followed the cursor. Only
    /// bytes before the cursor are used, so ranges stay those of the real document.
    func unterminatedClassString(at cursor: Int, in document: Document) -> ClassStringAtCursor? {
        let bytes = document.utf8
        guard cursor > 0, cursor <= bytes.count else { return nil }
        var lineEnd = cursor
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        guard !bytes[cursor..<lineEnd].contains(UInt8(ascii: "\"")) else { return nil }
        var patched = bytes
        patched.insert(contentsOf: Array("\")".utf8), at: cursor)
        guard case .success(let file) = linter(for: document.uri).scan(patched),
            let found = file.classString(at: cursor), found.occurrence.value.sourceRange.end <= cursor + 1
        else { return nil }
        return found
    }

    /// Adds documentation; everything else, the text edit included, comes back unchanged.
    func resolveCompletion(_ params: JSON?) throws(ResponseError) -> JSON {
        var item = try decodeParams(params, as: CompletionItem.self)
        let uri = item.data?["uri"]?.stringValue
        let theme = uri.map { self.theme(for: $0) } ?? sessionTheme ?? settings.theme ?? .builtIn
        let kind = item.data?["kind"]?.stringValue.flatMap(CompletionVocabulary.Kind.init(rawValue:))
        switch kind {
        case .variant?:
            let applies = ClassParser.parse(item.label + "p-0").tokens.first?.variants.first.map(ClassVocabulary.applies)
            item.documentation = documentation("Variant **`\(item.label)`**: the class after it applies \(applies ?? "in that state").")
        case .prefix?:
            item.documentation = documentation("Utility prefix **`\(item.label)`**: follow it with a value or a `[bracket]` argument.")
        case .color?:
            break  // the bare hex stays: it is the swatch
        default:
            item.documentation = documentation(HoverText.token(item.label, theme: theme))
        }
        return try encode(item)
    }

    /// The byte range of the segment around `cursor` in a class string: back to whitespace or the
    /// last `:` outside brackets, forward to whitespace.
    static func segment(in bytes: [UInt8], cursor: Int) -> ByteRange {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var tokenStart = min(max(cursor, 0), bytes.count)
        while tokenStart > 0, !isSpace(bytes[tokenStart - 1]) { tokenStart -= 1 }
        var end = min(max(cursor, 0), bytes.count)
        while end < bytes.count, !isSpace(bytes[end]) { end += 1 }
        var start = tokenStart, depth = 0
        for index in tokenStart..<min(max(cursor, 0), bytes.count) {
            switch bytes[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ":") where depth == 0: start = index + 1
            default: break
            }
        }
        return ByteRange(start: start, end: end)
    }
}
