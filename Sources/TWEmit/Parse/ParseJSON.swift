import Foundation
import TWSyntax

/// The `{"tokens":[...],"diagnostics":[...]}` document of `tw parse --json`, for callers outside
/// the command line (the language server's `tw/parse`). Same shape and bytes as the command's
/// output: sorted keys, ranges in UTF-8 bytes of the class string.
///
/// For a bracket value with a recognised hint (`color:`, `length:`, `size:`), `raw` and `decoded`
/// are the text after the hint; otherwise the whole bracket body. `decoded` applies `\x` -> `x`
/// and `_` -> space. A variant's `group` is null for a plain variant and "" for an unnamed group.
public enum ParseJSON {
    /// The document as a JSON object (Foundation values), ready for `JSONSerialization`.
    public static func object(_ list: ClassList, _ diagnostics: [Diagnostic]) -> [String: Any] {
        func range(_ r: ByteRange) -> [String: Any] { ["start": r.start, "end": r.end] }
        func orNull(_ value: String?) -> Any { value.map { $0 as Any } ?? NSNull() }
        let tokens: [[String: Any]] = list.tokens.map { token in
            var value: [String: Any] = ["kind": "none", "raw": NSNull(), "decoded": NSNull(), "hint": NSNull()]
            switch token.value {
            case .none:
                break
            case .named(let r):
                let text = list.text(r)
                value = ["kind": "named", "raw": text, "decoded": text, "hint": NSNull()]
            case .arbitrary(let v):
                let r = v.hint == nil ? v.bodyRange : v.valueRange
                value = ["kind": "arbitrary", "raw": list.text(r), "decoded": list.decodedText(r), "hint": orNull(v.hint?.rawValue)]
            }
            return [
                "text": list.text(of: token),
                "range": range(token.range),
                "variants": token.variants.map { variant -> [String: Any] in
                    ["name": variant.state.name, "group": variant.isGroup ? (variant.groupName ?? "") as Any : NSNull(), "range": range(variant.range)]
                },
                "root": list.root(of: token),
                "value": value,
                "dynamic": token.isDynamic,
            ]
        }
        let found: [[String: Any]] = diagnostics.map { diagnostic in
            [
                "code": diagnostic.code.rawValue,
                "rule": diagnostic.rule,
                "severity": diagnostic.severity.rawValue,
                "message": diagnostic.message,
                "range": range(diagnostic.range),
                "fix": diagnostic.fix.map { ["range": range($0.range), "replacement": $0.replacement] as [String: Any] } ?? NSNull(),
            ]
        }
        return ["tokens": tokens, "diagnostics": found]
    }

    /// The document as one line of JSON text with sorted keys (the bytes `JSONSerialization`
    /// gives for ``object(_:_:)`` with `.sortedKeys` and `.withoutEscapingSlashes`).
    public static func encode(_ list: ClassList, _ diagnostics: [Diagnostic]) -> String {
        var text = ""
        write(list, diagnostics) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Streams the document as in ``encode(_:_:)``, in chunks of about 64 KiB that each end
    /// after a whole token or diagnostic (so never inside a UTF-8 sequence).
    public static func write(_ list: ClassList, _ diagnostics: [Diagnostic], to output: ([UInt8]) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = ParseJSONWriter(flush: output)
            writer.write(list, diagnostics)
        }
    }
}
