/// An LSP diagnostic. `code` is the twlint rule id (`unknown-class`); `data.code` keeps the
/// stable `TW101`-style code and `data.fix` the twlint fix, for code actions.
public struct LSPDiagnostic: Hashable, Sendable, Codable {
    public struct CodeDescription: Hashable, Sendable, Codable {
        /// An absolute URI of the rule's documentation.
        public var href: String
    }
    public var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    public var code: String
    public var codeDescription: CodeDescription?
    public var source: String
    public var message: String
    public var data: JSON?
}

public struct PublishDiagnosticsParams: Hashable, Sendable, Codable {
    public var uri: String
    public var version: Int?
    public var diagnostics: [LSPDiagnostic]
}

/// The result of `textDocument/diagnostic`: always a full report.
public struct FullDocumentDiagnosticReport: Hashable, Sendable, Codable {
    public var kind = "full"
    public var resultId: String?
    public var items: [LSPDiagnostic]
}
