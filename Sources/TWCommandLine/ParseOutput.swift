import Foundation
import TWEmit
import TWSyntax

/// The two renderings of `tw parse`.
public enum ParseOutput {
    /// The value of a token as `tw parse` shows it. For a bracket value with a recognised hint
    /// (`color:`, `length:`, `size:`), `raw` and `decoded` are the text after the hint; otherwise
    /// they are the whole bracket body. `decoded` applies `\x` -> `x` and `_` -> space.
    struct ValueParts {
        var kind: String
        var raw: String?
        var decoded: String?
        var hint: String?
    }

    static func valueParts(_ token: ClassToken, in list: ClassList) -> ValueParts {
        switch token.value {
        case .none:
            return ValueParts(kind: "none")
        case .named(let range):
            let text = list.text(range)
            return ValueParts(kind: "named", raw: text, decoded: text)
        case .arbitrary(let value):
            let range = value.hint == nil ? value.bodyRange : value.valueRange
            return ValueParts(kind: "arbitrary", raw: list.text(range), decoded: list.decodedText(range), hint: value.hint?.rawValue)
        }
    }

    static func variantText(_ variant: Variant) -> String {
        guard variant.isGroup else { return variant.state.name }
        return "group-\(variant.state.name)" + (variant.groupName.map { "/\($0)" } ?? "")
    }

    // MARK: Readable

    public static func readable(_ list: ClassList, _ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for token in list.tokens {
            let value = valueParts(token, in: list)
            // The token and its root are the user's text: shown with invisible characters escaped.
            var line = "\(token.range) \(EchoedText.visible(list.text(of: token).unicodeScalars))"
            line += "  variants: " + (token.variants.isEmpty ? "-" : token.variants.map(variantText).joined(separator: ","))
            line += "  root: \(EchoedText.visible(list.root(of: token).unicodeScalars))"
            line += "  value: \(value.kind)"
            if let raw = value.raw { line += " raw=\(SwiftSourceText.stringLiteral(raw))" }
            if let decoded = value.decoded, decoded != value.raw { line += " decoded=\(SwiftSourceText.stringLiteral(decoded))" }
            if let hint = value.hint { line += " hint=\(hint)" }
            if token.isDynamic { line += token.isUncheckable ? "  dynamic (uncheckable)" : "  dynamic" }
            out += line + "\n"
        }
        let converter = SourceLocationConverter(utf8: list.utf8)
        for diagnostic in diagnostics {
            let location = converter.location(ofByte: diagnostic.range.start)
            out += "\(location.line):\(location.utf8Column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code) \(diagnostic.rule)]\n"
            if let fix = diagnostic.fix {
                let end = converter.location(ofByte: fix.range.end)
                let start = converter.location(ofByte: fix.range.start)
                out += "  fix: replace \(start.line):\(start.utf8Column)-\(end.line):\(end.utf8Column) with \(SwiftSourceText.stringLiteral(fix.replacement))\n"
            }
        }
        return out
    }

    // MARK: JSON

    /// `{"tokens":[...],"diagnostics":[...]}` with sorted keys; ranges in UTF-8 bytes. The
    /// document is TWEmit's ``ParseJSON`` (the language server's `tw/parse` answers the same).
    public static func json(_ list: ClassList, _ diagnostics: [Diagnostic]) -> String {
        ParseJSON.encode(list, diagnostics)
    }
}
