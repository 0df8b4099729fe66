import TWJSON
import TWEmit
import TWLint
import TWResolve
import TWSyntax

/// Code actions for the class strings in the requested range, one entry per fix: every twlint fix
/// and "did you mean" fix as a quick fix, "remove overridden class", "explain" (the `tw.explain`
/// command), "Copy as SwiftUI" (the `tw swift --availability` code of the class string) and
/// "Show the matrix" (`tw matrix` as Markdown, shown in a document).
extension LanguageServer {
    func codeActions(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: CodeActionParams.self)
        let document = try openDocument(params.textDocument.uri)
        let requested = document.byteRange(of: params.range, encoding: encoding)
        func overlaps(_ range: ByteRange) -> Bool { range.start <= requested.end && requested.start <= range.end }
        let uri = document.uri
        let analysis = analysis(of: document)
        var actions: [CodeAction] = []
        // One entry per fix: two findings with the same edit (or a did-you-mean equal to
        // twlint's own fix) give one action.
        var offered: Set<[String]> = []
        func offer(_ action: CodeAction) {
            // An edit is keyed by what it does (two titles for one edit are one fix); a command by its title.
            let edits = action.edit?.changes.sorted { $0.key < $1.key }.flatMap { uri, edits in edits.map { "\(uri) \($0.range) \($0.newText)" } }
            let key = edits ?? [action.title]
            if offered.insert(key).inserted { actions.append(action) }
        }
        let vocabulary = ClassVocabulary(theme: theme(for: uri))
        for located in analysis.findings where overlaps(located.range) {
            let diagnostic = lspDiagnostic(located, in: document)
            if let fix = located.finding.fix {
                let edit = TextEdit(range: document.range(of: fix.range, encoding: encoding), newText: fix.replacement)
                let old = String(decoding: document.utf8[fix.range.range], as: UTF8.self)
                let title = fix.replacement.isEmpty ? "Remove `\(old)`" : "Replace `\(old)` with `\(fix.replacement)`"
                // A "did you mean" fix is the one closest name: preferred, though not safe to apply unasked.
                offer(
                    CodeAction(
                        title: title, kind: "quickfix", diagnostics: [diagnostic],
                        isPreferred: fix.isSafe || DidYouMean.rules.contains(located.finding.rule), edit: WorkspaceEdit(changes: [uri: [edit]])))
            }
            for replacement in DidYouMean.replacements(for: located, in: document, vocabulary: vocabulary) {
                let edit = TextEdit(range: document.range(of: located.range, encoding: encoding), newText: replacement)
                let old = String(decoding: document.utf8[located.range.range], as: UTF8.self)
                // The finding's own fix is the one closest candidate; these alternatives are never preferred.
                offer(
                    CodeAction(
                        title: "Replace `\(old)` with `\(replacement)`", kind: "quickfix", diagnostics: [diagnostic],
                        edit: WorkspaceEdit(changes: [uri: [edit]])))
            }
        }
        // `source.fixAll.twlint`: every safe fix of the document at once, for a client that asks
        // for that kind (editors do on save: `only: ["source.fixAll"]`), so the light bulb on a
        // class keeps only the actions for it.
        let safe = analysis.findings.compactMap { $0.finding.fix }.filter(\.isSafe)
        let asksForFixAll = params.context.only?.contains { Self.fixAllKind == $0 || Self.fixAllKind.hasPrefix($0 + ".") } ?? false
        if asksForFixAll, !safe.isEmpty {
            let edits = Linter.nonOverlapping(safe).map { TextEdit(range: document.range(of: $0.range, encoding: encoding), newText: $0.replacement) }
            offer(CodeAction(title: "Fix all twlint findings", kind: Self.fixAllKind, edit: WorkspaceEdit(changes: [uri: edits])))
        }
        guard let file = analysis.file else { return try encode(Self.filter(actions, only: params.context.only)) }
        let theme = theme(for: uri)
        let linter = linter(for: uri)
        for (index, occurrence) in file.occurrences.enumerated() where overlaps(occurrence.value.sourceRange) {
            let list = occurrence.classList
            for token in Self.overriddenTokens(list, theme: theme) where overlaps(occurrence.sourceRange(of: token)) {
                let removal = occurrence.sourceRange(ofRuntime: Self.removalRange(of: token.range, in: list.utf8))
                // Only where the source spells the class as it is (no escapes or line breaks in between).
                guard document.utf8[removal.range].elementsEqual(list.utf8[Self.removalRange(of: token.range, in: list.utf8).range]) else { continue }
                let edit = TextEdit(range: document.range(of: removal, encoding: encoding), newText: "")
                offer(
                    CodeAction(
                        title: "Remove overridden class `\(list.text(of: token))`", kind: "refactor.rewrite",
                        edit: WorkspaceEdit(changes: [uri: [edit]])))
            }
            let text = occurrence.value.string
            guard !text.isEmpty else { continue }
            if let sort = sortClasses(occurrence, in: file, linter: linter, document: document) { offer(sort) }
            offer(
                CodeAction(
                    title: "Explain `\(text)`", kind: "source",
                    command: Command(title: "Explain", command: Self.explainCommand, arguments: [.string(text)])))
            offer(copyAsSwiftUI(text, theme: theme))
            // The matrix on request (hovers stay short): the classes present together at the site.
            let site = ClassStringAtCursor(file: file, index: index, token: nil, runtimeOffset: 0).siteText
            let target = occurrence.kind == .buttonStyle || occurrence.kind == .globalButton ? "button" : "view"
            offer(
                CodeAction(
                    title: "Show the matrix of `\(site)`", kind: "source",
                    command: Command(title: "Show matrix", command: Self.showMatrixCommand, arguments: [.string(site), .string(target), .string(uri)])))
        }
        return try encode(Self.filter(actions, only: params.context.only))
    }

    /// The kind of the action that applies every safe fix of a document.
    static let fixAllKind = "source.fixAll.twlint"

    /// The actions of the kinds a client asked for (`only`: a kind and its sub-kinds).
    static func filter(_ actions: [CodeAction], only: [String]?) -> [CodeAction] {
        guard let only, !only.isEmpty else { return actions }
        return actions.filter { action in only.contains { action.kind == $0 || action.kind.hasPrefix($0 + ".") } }
    }

    /// "Sort classes": the string in `class-order`'s canonical order, offered only when the
    /// resolver shows that it draws the same in every cell of the matrix and the literal spells
    /// the classes byte for byte.
    func sortClasses(_ occurrence: ClassOccurrence, in file: ScannedFile, linter: Linter, document: Document) -> CodeAction? {
        let site = file.sites[occurrence.siteIndex]
        guard site.occurrences.count == 1, occurrence.value.dynamicRanges.isEmpty,
            file.alternatives(ofSite: occurrence.siteIndex).map({ $0.count <= 1 }) ?? true
        else { return nil }
        let input = LintInput(file: file, configuration: linter.configuration, resolver: linter.resolver, named: Linter.namedClasses(in: file))
        let canonical = CanonicalClasses(resolver: linter.resolver, context: input.context(for: site))
        guard let sorted = canonical.rewrites(occurrence.value.string, rules: [.classOrder]).first(where: \.isProved),
            let range = occurrence.verbatimSourceRange(ofRuntime: sorted.range)
        else { return nil }
        let edit = TextEdit(range: document.range(of: range, encoding: encoding), newText: sorted.replacement)
        return CodeAction(title: "Sort classes", kind: "refactor.rewrite", edit: WorkspaceEdit(changes: [document.uri: [edit]]))
    }

    /// "Copy as SwiftUI": the code `tw swift --availability CLASSES` prints (default context, the
    /// document's theme).
    ///
    /// The action always has the `tw.copyAsSwiftUI` command, with the code as its argument: every
    /// client runs a code action's command with `workspace/executeCommand` (Neovim 0.11 does so
    /// without announcing `workspace.executeCommand`), and the server then shows the code
    /// (``showCode(_:)``) and answers it. `data` carries the code too (`{"swiftUI": CODE, "valid":
    /// BOOL}`), which a design tool reads straight from the `textDocument/codeAction` answer.
    func copyAsSwiftUI(_ classes: String, theme: Theme) -> CodeAction {
        let code = Self.swiftUICode(classes, theme: theme)
        let title = "Copy as SwiftUI"
        return CodeAction(
            title: title, kind: "source",
            command: Command(title: title, command: Self.copyAsSwiftUICommand, arguments: [.string(code.text)]),
            data: ["swiftUI": .string(code.text), "valid": .bool(code.valid)])
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
    /// - `tw.copyAsSwiftUI` with the code of "Copy as SwiftUI": answers the code, a string, and
    ///   shows it (see ``showCode(_:)``), since most clients drop a command's result.
    func executeCommand(_ params: JSON?) throws(ResponseError) -> JSON {
        let argument = params?["arguments"]?.arrayValue?.first?.stringValue
        switch params?["command"]?.stringValue {
        case Self.explainCommand?:
            guard let classes = argument else { throw .invalidParams("`tw.explain` needs the class string") }
            let result = try designTools.explain(["classes": .string(classes)])
            sender.send(.notification(method: "window/showMessage", params: ["type": 3, "message": result["text"] ?? .string(classes)]))
            return result
        case Self.showMatrixCommand?:
            guard let classes = argument else { throw .invalidParams("`tw.showMatrix` needs the class string") }
            var base = ResolutionContext()
            if params?["arguments"]?.arrayValue?.dropFirst().first?.stringValue == "button" { base.target = .button }
            let arguments = params?["arguments"]?.arrayValue ?? []
            let theme = arguments.count > 2 ? arguments[2].stringValue.map { self.theme(for: $0) } : nil
            let resolver = Resolver(theme: theme ?? sessionTheme ?? settings.theme ?? .builtIn)
            let markdown = "# `tw matrix \(classes)`\n\n" + MatrixRenderer.markdown(Matrix(classes: classes, base: base, resolver: resolver))
            show(markdown, named: "Matrix", extension: "md")
            return .string(markdown)
        case Self.copyAsSwiftUICommand?:
            guard let code = argument else { throw .invalidParams("`tw.copyAsSwiftUI` needs the code") }
            showCode(code)
            return .string(code)
        default:
            throw .invalidParams("unknown command; known: \(Self.commands.joined(separator: ", "))")
        }
    }
}
