import TWLint
import TWResolve
import TWSyntax

/// What twlint found in one version of one open document: the scanned file (class strings and
/// facts, for hover, completion, colours and code actions) and the findings, with their byte
/// ranges in the document.
struct DocumentAnalysis {
    /// A finding and where it is in the document's bytes.
    struct Located {
        var finding: Finding
        var range: ByteRange
    }

    var version: Int
    /// The whole document scanned; nil when not scanned yet (large documents are linted in
    /// chunks and scanned whole only when a feature asks) or not valid UTF-8.
    var file: ScannedFile?
    var scanned: Bool
    var findings: [Located]
    /// The named classes the document defines with `TWGlobalRules(named:)`.
    var named: [String: Recipe]
    /// The settings generation it was made with.
    var generation: Int
    /// The ``LanguageServer/namedRevision`` it was made with (named classes and registrations of
    /// other documents and of the workspace's files).
    var namedRevision: Int
}

/// The lint setup of a document: its workspace folder's `.twlint.json` with the client's settings
/// and the `tw/setTheme` theme over it.
struct LintSetup {
    /// The folder whose `.twlint.json` applies ("" when none does).
    var folder: String
    var configuration: LintConfiguration
    var theme: Theme
}

extension LanguageServer {
    /// The analysis of a document's current version, made once per version and settings.
    func analysis(of document: Document) -> DocumentAnalysis {
        if let cached = analyses[document.uri], cached.version == document.version, cached.generation == settingsGeneration,
            cached.namedRevision == namedRevision
        {
            return cached
        }
        // One "did you mean" budget per analysis, shared by its chunks.
        return SuggestionBudget.run { freshAnalysis(of: document) }
    }

    /// The analysis of a document's current version, computed.
    private func freshAnalysis(of document: Document) -> DocumentAnalysis {
        let path = WorkspaceConfiguration.filePath(document.uri) ?? document.uri
        // The document's own registrations first (its buffer wins over the file on disk); a change
        // that other documents can see relints them after this one.
        var own: DiscoveredRegistrations?
        var othersChanged = false
        let scan = usesChunks(document) ? nil : self.linter(for: document.uri).scan(document.utf8)
        if scan != nil { documentScans += 1 }
        // A request cancelled meanwhile may have cut the scan short (``Cancellation``): nothing
        // of it may reach the registrations or the caches. Its answer is dropped anyway.
        if Cancellation.isRequested { return unfinishedAnalysis(document) }
        if case .success(let file)? = scan {
            own = ProjectRegistrations.discover(in: file, path: path, theme: self.linter(for: document.uri).baseTheme)
            if registrations.update(path: path, own!, index: ViewTypeIndex(file)) {
                namedRevision += 1
                othersChanged = true
            }
        }
        let linter = self.linter(for: document.uri)
        var analysis = DocumentAnalysis(
            version: document.version, file: nil, scanned: false, findings: [], named: [:], generation: settingsGeneration, namedRevision: namedRevision)
        // The workspace's registrations (named classes included) are the linter's, each applied in
        // its scope as twlint applies them; other documents' named classes are not added again, so
        // a subtree's named class does not leak.
        let elsewhere: [String: Recipe] = [:]
        if usesChunks(document) {
            var state =
                chunkStates[document.uri].flatMap { $0.generation == settingsGeneration ? $0.state : nil }
                ?? ChunkedLintState(length: document.utf8.count)
            (analysis.findings, analysis.named) = state.update(document.utf8, linter: linter, path: path, elsewhere: elsewhere)
            if Cancellation.isRequested { return unfinishedAnalysis(document, othersChanged: othersChanged) }
            chunkStates[document.uri] = (settingsGeneration, state)
        } else {
            chunkStates[document.uri] = nil
            let result: Linter.FileResult
            analysis.scanned = true
            switch scan ?? linter.scan(document.utf8) {
            case .success(let file):
                analysis.file = file
                analysis.named = Linter.namedClasses(in: file)
                result = linter.lint(file, path: path, named: elsewhere, own: own)
            case .failure:
                result = linter.lint(document.utf8, path: path)
            }
            analysis.findings = result.findings.map { finding in
                DocumentAnalysis.Located(
                    finding: finding,
                    range: document.byteRange(
                        line: finding.line, column: finding.column, endLine: finding.endLine, endColumn: finding.endColumn))
            }
        }
        if Cancellation.isRequested { return unfinishedAnalysis(document, othersChanged: othersChanged) }
        analysis.findings.sort {
            ($0.range.start, $0.range.end, $0.finding.rule, $0.finding.message) < ($1.range.start, $1.range.end, $1.finding.rule, $1.finding.message)
        }
        if othersChanged || analysis.named != (analyses[document.uri]?.named ?? [:]) {
            // Other documents use these named classes: their diagnostics are out of date.
            namedRevision += 1
            analysis.namedRevision = namedRevision
            diagnosticsInvalidated(except: document.uri)
        }
        analyses[document.uri] = analysis
        return analysis
    }

    /// What a cancelled request gets instead of an analysis that may be incomplete: nothing,
    /// and nothing cached. Registrations already updated from a complete scan still reach the
    /// other documents.
    private func unfinishedAnalysis(_ document: Document, othersChanged: Bool = false) -> DocumentAnalysis {
        if othersChanged { diagnosticsInvalidated(except: document.uri) }
        return DocumentAnalysis(
            version: document.version, file: nil, scanned: false, findings: [], named: [:],
            generation: settingsGeneration, namedRevision: namedRevision)
    }

    /// Whether a document is linted in chunks: large, and without region suppressions, which
    /// span declarations.
    func usesChunks(_ document: Document) -> Bool {
        document.utf8.count >= chunkedLintingThreshold && !Self.hasRegionSuppression(document.utf8)
    }

    /// `twlint:disable` not followed by `:` (`:next`, `:this`, `:previous`), or `twlint:enable`.
    static func hasRegionSuppression(_ bytes: [UInt8]) -> Bool {
        let marker = Array("twlint:".utf8)
        var index = 0
        let count = bytes.count
        while index + marker.count <= count {
            if bytes[index] == UInt8(ascii: "t"), bytes[index + 1] == UInt8(ascii: "w"), bytes[(index)..<(index + marker.count)].elementsEqual(marker) {
                let rest = bytes[(index + marker.count)...]
                if rest.starts(with: "enable".utf8) { return true }
                if rest.starts(with: "disable".utf8) {
                    let after = index + marker.count + 7
                    if after >= count || bytes[after] != UInt8(ascii: ":") { return true }
                }
            }
            index += 1
        }
        return false
    }

    /// The scanned file of a document's current version (nil for invalid UTF-8).
    func scannedFile(_ document: Document) -> ScannedFile? {
        var current = analysis(of: document)
        if current.scanned { return current.file }
        current.file = try? linter(for: document.uri).scan(document.utf8).get()
        documentScans += 1
        if Cancellation.isRequested { return nil }
        current.scanned = true
        analyses[document.uri] = current
        return current.file
    }

    /// The class string and token at a position.
    func classString(at position: Position, in document: Document) -> ClassStringAtCursor? {
        scannedFile(document)?.classString(at: document.byteOffset(of: position, encoding: encoding))
    }

    /// The linter of a document's workspace folder, made once per folder and settings.
    /// Never cancelled: the linter and the workspace's registrations outlive the request.
    func linter(for uri: String) -> Linter {
        Cancellation.ignoring { makeLinter(for: uri) }
    }

    private func makeLinter(for uri: String) -> Linter {
        let setup = lintSetup(for: uri)
        if lintersRevision != registrations.revision {
            linters = [:]
            lintersRevision = registrations.revision
        }
        if let linter = linters[setup.folder] { return linter }
        if !registrations.isLoaded {
            registrations.load(folders: workspace.folders, linter: Linter(configuration: setup.configuration, theme: setup.theme))
        }
        let linter = Linter(configuration: setup.configuration, theme: setup.theme, registrations: registrations.merged())
        linters[setup.folder] = linter
        return linter
    }

    /// The theme of a document's features (hover, completion, colours).
    func theme(for uri: String) -> Theme { linter(for: uri).resolver.theme }

    /// Forgets linters and analyses after a change of settings, and has the open documents'
    /// diagnostics delivered again.
    func settingsChanged() {
        settingsGeneration += 1
        linters = [:]
        diagnosticsInvalidated()
    }
}
