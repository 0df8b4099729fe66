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
    /// Nil when the document is not valid UTF-8 (its only finding then says so).
    var file: ScannedFile?
    var findings: [Located]
    /// The named classes the document defines with `TWGlobalRules(named:)`.
    var named: [String: Recipe]
    /// The settings generation it was made with.
    var generation: Int
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
        if let cached = analyses[document.uri], cached.version == document.version, cached.generation == settingsGeneration {
            return cached
        }
        let linter = self.linter(for: document.uri)
        var analysis = DocumentAnalysis(version: document.version, file: nil, findings: [], named: [:], generation: settingsGeneration)
        let path = WorkspaceConfiguration.filePath(document.uri) ?? document.uri
        let result: Linter.FileResult
        switch linter.scan(document.utf8) {
        case .success(let file):
            analysis.file = file
            analysis.named = Linter.namedClasses(in: file)
            var elsewhere: [String: Recipe] = [:]
            for (uri, other) in analyses where uri != document.uri {
                elsewhere.merge(other.named) { first, _ in first }
            }
            result = linter.lint(file, path: path, named: elsewhere)
        case .failure:
            result = linter.lint(document.utf8, path: path)
        }
        analysis.findings = result.findings.map { finding in
            DocumentAnalysis.Located(finding: finding, range: document.byteRange(
                line: finding.line, column: finding.column, endLine: finding.endLine, endColumn: finding.endColumn))
        }
        analyses[document.uri] = analysis
        return analysis
    }

    /// The scanned file of a document's current version (nil for invalid UTF-8).
    func scannedFile(_ document: Document) -> ScannedFile? { analysis(of: document).file }

    /// The class string and token at a position.
    func classString(at position: Position, in document: Document) -> ClassStringAtCursor? {
        scannedFile(document)?.classString(at: document.byteOffset(of: position, encoding: encoding))
    }

    /// The linter of a document's workspace folder, made once per folder and settings.
    func linter(for uri: String) -> Linter {
        let setup = lintSetup(for: uri)
        if let linter = linters[setup.folder] { return linter }
        let linter = Linter(configuration: setup.configuration, theme: setup.theme)
        linters[setup.folder] = linter
        return linter
    }

    /// The theme of a document's features (hover, completion, colours).
    func theme(for uri: String) -> Theme { linter(for: uri).resolver.theme }

    /// Forgets linters and analyses after a change of settings, and lints open documents again.
    func settingsChanged() {
        settingsGeneration += 1
        linters = [:]
        relintOpenDocuments()
    }
}
