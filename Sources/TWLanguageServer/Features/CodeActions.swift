import TWEmit
import TWLint
import TWResolve
import TWSyntax

/// Code actions for the class strings in the requested range: every twlint fix as a quick fix,
/// "remove overridden class", "explain" (runs the `tw.explain` command) and "Copy as SwiftUI"
/// (the `tw swift --availability` code of the class string).
extension LanguageServer {
    func codeActions(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: CodeActionParams.self)
        let document = try openDocument(params.textDocument.uri)
        let requested = document.byteRange(of: params.range, encoding: encoding)
        func overlaps(_ range: ByteRange) -> Bool { range.start <= requested.end && requested.start <= range.end }
        let uri = document.uri
        let analysis = analysis(of: document)
        var actions: [CodeAction] = []
        for located in analysis.findings where overlaps(located.range) {
            guard let fix = located.finding.fix else { continue }
            let edit = TextEdit(range: document.range(of: fix.range, encoding: encoding), newText: fix.replacement)
            let old = String(decoding: document.utf8[fix.range.range], as: UTF8.self)
            let title = fix.replacement.isEmpty ? "Remove `\(old)`" : "Replace `\(old)` with `\(fix.replacement)`"
            actions.append(CodeAction(title: title, kind: "quickfix", diagnostics: [lspDiagnostic(located, in: document)],
                                      isPreferred: fix.isSafe, edit: WorkspaceEdit(changes: [uri: [edit]])))
        }
        guard let file = analysis.file else { return try encode(actions) }
        let theme = theme(for: uri)
        for occurrence in file.occurrences where overlaps(occurrence.value.sourceRange) {
            let list = occurrence.classList
            for token in Self.overriddenTokens(list, theme: theme) {
                let removal = occurrence.sourceRange(ofRuntime: Self.removalRange(of: token.range, in: list.utf8))
                // Only where the source spells the class as it is (no escapes or line breaks in between).
                guard document.utf8[removal.range].elementsEqual(list.utf8[Self.removalRange(of: token.range, in: list.utf8).range]) else { continue }
                let edit = TextEdit(range: document.range(of: removal, encoding: encoding), newText: "")
                actions.append(CodeAction(title: "Remove overridden class `\(list.text(of: token))`", kind: "refactor.rewrite",
                                          edit: WorkspaceEdit(changes: [uri: [edit]])))
            }
            let text = occurrence.value.string
            guard !text.isEmpty else { continue }
            actions.append(CodeAction(title: "Explain `\(text)`", kind: "source",
                                      command: Command(title: "Explain", command: Self.explainCommand, arguments: [.string(text)])))
            actions.append(copyAsSwiftUI(text, theme: theme))
        }
        return try encode(actions)
    }

    /// "Copy as SwiftUI": the code `tw swift --availability CLASSES` prints (default context, the
    /// document's theme).
    ///
    /// A client that announces `workspace.executeCommand` (LSP 3.17's client capability for that
    /// request) gets the code as the argument of the `tw.copyAsSwiftUI` command, which answers it
    /// back when the action is chosen. Without it, a command would never run, so the action has no
    /// command and carries the code in `data` (`{"swiftUI": CODE, "valid": BOOL}`), which a design
    /// tool reads straight from the `textDocument/codeAction` answer.
    func copyAsSwiftUI(_ classes: String, theme: Theme) -> CodeAction {
        let code = Self.swiftUICode(classes, theme: theme)
        let title = "Copy as SwiftUI"
        guard client.executeCommand else {
            return CodeAction(title: title, kind: "source", data: ["swiftUI": .string(code.text), "valid": .bool(code.valid)])
        }
        return CodeAction(title: title, kind: "source",
                          command: Command(title: title, command: Self.copyAsSwiftUICommand, arguments: [.string(code.text)]))
    }

    static func swiftUICode(_ classes: String, theme: Theme) -> SwiftEmitter.Code {
        SwiftEmitter(resolver: Resolver(theme: theme)).emit(classes, style: .availability, context: ResolutionContext())
    }

    /// Tokens of the class string that some later class overrides and that decide no field
    /// (default context), so removing them changes nothing.
    static func overriddenTokens(_ list: ClassList, theme: Theme) -> [ClassToken] {
        let text = list.text(ByteRange(start: 0, end: list.utf8.count))
        let resolution = Resolver(theme: theme).resolve(text, context: ResolutionContext())
        guard resolution.valid else { return [] }
        let deciding = Set(resolution.provenance.values.map(\.class))
        let overridden = Set(resolution.overridden.filter { $0.source == .local }.map(\.class))
        return list.tokens.filter { token in
            let name = list.text(of: token)
            return overridden.contains(name) && !deciding.contains { $0 == name || $0.hasPrefix(name + " (") }
        }
    }

    /// A token's range plus the whitespace after it (or before it, for the last token).
    static func removalRange(of range: ByteRange, in bytes: [UInt8]) -> ByteRange {
        var end = range.end
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        if end > range.end { return ByteRange(start: range.start, end: end) }
        var start = range.start
        while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
        return ByteRange(start: start, end: range.end)
    }

    /// `workspace/executeCommand`:
    /// - `tw.explain` with the class string: answers the explanation and shows a summary with
    ///   `window/showMessage`;
    /// - `tw.copyAsSwiftUI` with the code of "Copy as SwiftUI": answers the code, a string.
    func executeCommand(_ params: JSON?) throws(ResponseError) -> JSON {
        let argument = params?["arguments"]?.arrayValue?.first?.stringValue
        switch params?["command"]?.stringValue {
        case Self.explainCommand?:
            guard let classes = argument else { throw .invalidParams("`tw.explain` needs the class string") }
            let result = try designTools.explain(["classes": .string(classes)])
            sender.send(.notification(method: "window/showMessage", params: ["type": 3, "message": result["text"] ?? .string(classes)]))
            return result
        case Self.copyAsSwiftUICommand?:
            guard let code = argument else { throw .invalidParams("`tw.copyAsSwiftUI` needs the code") }
            return .string(code)
        default:
            throw .invalidParams("unknown command; known: \(Self.commands.joined(separator: ", "))")
        }
    }
}
