import Foundation
import TWResolve
import TWSyntax

/// `tw/parse`, `tw/resolve`, `tw/matrix`, `tw/explain` and `tw/setTheme`: the resolver as a
/// service for design tools, on the same connection. Ranges in results are UTF-8 byte offsets
/// into `classes`, as in the `tw` commands' JSON.
extension LanguageServer {
    /// The theme of a design request: its own `theme`, else `tw/setTheme`'s, else the settings'.
    private func theme(_ params: DesignParams) -> Theme {
        params.theme ?? sessionTheme ?? settings.theme ?? .builtIn
    }

    func designParse(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        let list = ClassParser.parse(params.classes)
        let diagnostics = ClassValidator(theme: theme(params), context: params.context).diagnostics(list)
        return ParseJSON.make(list, diagnostics)
    }

    func designResolve(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        return try encode(Resolver(theme: theme(params)).resolve(params.classes, context: params.context, lenient: params.lenient))
    }

    /// PROVISIONAL shape until TWEmit's matrix JSON: `{"classes", "contexts": {"ios-18": resolution, ...}}`
    /// over iOS 18, 26, 27 and macOS 15, 26, each starting from the given `context`.
    func designMatrix(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        let resolver = Resolver(theme: theme(params))
        var contexts: [String: JSON] = [:]
        for (key, _, context) in ContextMatrix.contexts(base: params.context) {
            contexts[key] = try encode(resolver.resolve(params.classes, context: context, lenient: params.lenient))
        }
        return ["classes": .string(params.classes), "contexts": .object(contexts)]
    }

    /// PROVISIONAL until `tw explain`: which class decided each field, what was overridden or
    /// ignored, and the diagnostics.
    func designExplain(_ json: JSON?) throws(ResponseError) -> JSON {
        try explain(try DesignParams(json))
    }

    func explain(_ params: DesignParams) throws(ResponseError) -> JSON {
        let resolution = Resolver(theme: theme(params)).resolve(params.classes, context: params.context, lenient: true)
        return [
            "classes": .string(params.classes),
            "valid": .bool(resolution.valid),
            "context": try encode(resolution.context),
            "provenance": try encode(resolution.provenance),
            "overridden": try encode(resolution.overridden),
            "ignored": try encode(resolution.ignored),
            "diagnostics": try encode(resolution.diagnostics),
        ]
    }

    /// `{"theme": path | object | null}`: the theme of every later request and diagnostic, until
    /// set again; null restores the configured theme. Answers the theme's name, source and revision.
    func designSetTheme(_ json: JSON?) throws(ResponseError) -> JSON {
        guard let object = json?.objectValue, object.keys.contains("theme") else { throw .invalidParams("expected `{\"theme\": path | object | null}`") }
        sessionTheme = try DesignParams.theme(object["theme"])
        relintOpenDocuments()
        let current = sessionTheme ?? settings.theme ?? .builtIn
        return ["name": .string(current.name), "source": .string(current.source), "revision": .string(String(current.revision, radix: 16))]
    }
}

/// The `{"tokens": [...], "diagnostics": [...]}` document of `tw parse --json`.
enum ParseJSON {
    static func make(_ list: ClassList, _ diagnostics: [Diagnostic]) -> JSON {
        func range(_ r: ByteRange) -> JSON { ["start": .int(r.start), "end": .int(r.end)] }
        func text(_ value: String?) -> JSON { value.map(JSON.string) ?? .null }
        let tokens: [JSON] = list.tokens.map { token in
            var value: JSON = ["kind": "none", "raw": nil, "decoded": nil, "hint": nil]
            switch token.value {
            case .none: break
            case .named(let r): value = ["kind": "named", "raw": text(list.text(r)), "decoded": text(list.text(r)), "hint": nil]
            case .arbitrary(let v):
                let r = v.hint == nil ? v.bodyRange : v.valueRange
                value = ["kind": "arbitrary", "raw": text(list.text(r)), "decoded": text(list.decodedText(r)), "hint": text(v.hint?.rawValue)]
            }
            let variants: [JSON] = token.variants.map { variant in
                ["name": .string(variant.state.name), "group": variant.isGroup ? .string(variant.groupName ?? "") : .null, "range": range(variant.range)]
            }
            return ["text": .string(list.text(of: token)), "range": range(token.range), "variants": .array(variants),
                    "root": .string(list.root(of: token)), "value": value, "dynamic": .bool(token.isDynamic)]
        }
        let found: [JSON] = diagnostics.map { diagnostic in
            ["code": .string(diagnostic.code.rawValue), "rule": .string(diagnostic.rule), "severity": .string(diagnostic.severity.rawValue),
             "message": .string(diagnostic.message), "range": range(diagnostic.range),
             "fix": diagnostic.fix.map { ["range": range($0.range), "replacement": .string($0.replacement)] } ?? .null]
        }
        return ["tokens": .array(tokens), "diagnostics": .array(found)]
    }
}
