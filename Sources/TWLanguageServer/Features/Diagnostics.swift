import TWJSON
import TWLint
import TWSyntax
import TWResolve

/// twlint findings as LSP diagnostics (how they reach the client: DiagnosticDelivery.swift).
extension LanguageServer {
    func diagnostics(of document: Document) -> [LSPDiagnostic] {
        analysis(of: document).findings.map { lspDiagnostic($0, in: document) }
    }

    /// `code` is the rule id, `codeDescription` links to its documentation, `data` keeps the stable
    /// code (`TW101`) and the fix (in the negotiated encoding).
    func lspDiagnostic(_ located: DocumentAnalysis.Located, in document: Document) -> LSPDiagnostic {
        let finding = located.finding
        var data: [String: JSON] = ["code": .string(finding.code)]
        if let fix = finding.fix {
            data["fix"] = [
                "range": document.range(of: fix.range, encoding: encoding).json,
                "newText": .string(fix.replacement),
            ]
        }
        return LSPDiagnostic(
            range: document.range(of: located.range, encoding: encoding),
            severity: Self.severityNumber(finding.severity),
            code: finding.rule,
            codeDescription: client.codeDescription
                ? RuleDocumentation.href(finding.rule, page: settings.ruleDocumentation).map { LSPDiagnostic.CodeDescription(href: $0) } : nil,
            source: "twlint",
            message: finding.message,
            tags: diagnosticTags(finding.rule),
            data: .object(data)
        )
    }

    /// Tags for classes that do nothing, when the client shows tags: an
    /// overridden or repeated class is unnecessary (faded: removing it changes nothing); a class
    /// a native button ignores, or a `bg-*` no fill can show, is deprecated (struck through:
    /// it is written but never drawn). Docs/Decisions.md, "Diagnostic tags".
    func diagnosticTags(_ rule: String) -> [Int]? {
        let tag: Int
        switch rule {
        case "overridden-class", "duplicate-class": tag = 1
        case "ignored-on-native-button", "one-fill": tag = 2
        default: return nil
        }
        return client.diagnosticTags.contains(tag) ? [tag] : nil
    }

    static func severityNumber(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

/// Encodes a result, or fails with -32603.
func encode(_ value: some Encodable) throws(ResponseError) -> JSON {
    do {
        return try JSON(encoding: value)
    } catch {
        throw ResponseError(.internalError, "cannot encode the result: \(error)")
    }
}
