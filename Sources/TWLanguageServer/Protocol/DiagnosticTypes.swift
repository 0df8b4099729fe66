import TWJSON
import TWResolve

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
    /// LSP `DiagnosticTag`s: 1 unnecessary (editors fade the class), 2 deprecated (struck through).
    public var tags: [Int]? = nil
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

extension Position {
    var json: JSON { ["line": .int(line), "character": .int(character)] }
}

extension LSPRange {
    var json: JSON { ["start": start.json, "end": end.json] }
}

extension LSPDiagnostic {
    /// The same value as encoding it, built directly (diagnostics are sent after every change).
    var json: JSON {
        var object: [String: JSON] = [
            "range": range.json, "severity": .int(severity), "code": .string(code),
            "source": .string(source), "message": .string(message),
        ]
        if let codeDescription { object["codeDescription"] = ["href": .string(codeDescription.href)] }
        if let tags { object["tags"] = .array(tags.map(JSON.int)) }
        if let data { object["data"] = data }
        return .object(object)
    }
}
