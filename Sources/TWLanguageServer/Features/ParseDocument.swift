import TWJSON
import TWSyntax
import TWResolve

/// `tw/parse`'s result built straight into ``JSON`` values: the same document as
/// `TWEmit.ParseJSON` (`tw parse --json`), without writing it as text and decoding it again, which
/// would take 11 s for a 1 MB request.
enum ParseDocument {
    static func json(_ list: ClassList, _ diagnostics: [Diagnostic]) -> JSON {
        func range(_ r: ByteRange) -> JSON { .object(["start": .int(r.start), "end": .int(r.end)]) }
        var tokens: [JSON] = []
        tokens.reserveCapacity(list.tokens.count)
        // A cancelled request's document is thrown away (``Cancellation``): stop building it.
        var cancellation = CancellationCheck()
        for token in list.tokens {
            if cancellation.shouldStop() { break }
            let value: JSON
            switch token.value {
            case .none:
                value = .object(["kind": "none", "raw": .null, "decoded": .null, "hint": .null])
            case .named(let r):
                let text = JSON.string(list.text(r))
                value = .object(["kind": "named", "raw": text, "decoded": text, "hint": .null])
            case .arbitrary(let v):
                let r = v.hint == nil ? v.bodyRange : v.valueRange
                value = .object([
                    "kind": "arbitrary", "raw": .string(list.text(r)), "decoded": .string(list.decodedText(r)),
                    "hint": v.hint.map { .string($0.rawValue) } ?? .null,
                ])
            }
            let variants: [JSON] = token.variants.map { variant in
                .object([
                    "name": .string(variant.state.name), "group": variant.isGroup ? .string(variant.groupName ?? "") : .null, "range": range(variant.range),
                ])
            }
            tokens.append(
                .object([
                    "text": .string(list.text(of: token)), "range": range(token.range), "variants": .array(variants),
                    "root": .string(list.root(of: token)), "value": value, "dynamic": .bool(token.isDynamic),
                ]))
        }
        let found: [JSON] = diagnostics.prefix(while: { _ in !cancellation.shouldStop() }).map { diagnostic in
            .object([
                "code": .string(diagnostic.code.rawValue), "rule": .string(diagnostic.rule), "severity": .string(diagnostic.severity.rawValue),
                "message": .string(diagnostic.message), "range": range(diagnostic.range),
                "fix": diagnostic.fix.map { .object(["range": range($0.range), "replacement": .string($0.replacement)]) } ?? .null,
            ])
        }
        return .object(["tokens": .array(tokens), "diagnostics": .array(found)])
    }
}
