import Foundation
import TWJSON
import TWEmit
import TWResolve
import TWSyntax

/// The design-tool methods as one service, shared by `tw lsp` (the `tw/*` requests) and `tw serve`
/// (the HTTP endpoints of TWBridge), so that both answer the JSON of the matching `tw` command.
///
/// Every method takes the params object of its `tw/*` request (``DesignParams`` or, for `group` and
/// `cluster`, ``GlassParams``) and returns a JSON value; bad params throw ``ResponseError`` with
/// `invalidParams` and a message naming the offending key. Ranges are UTF-8 byte offsets into
/// `classes`. The service holds no mutable state and is safe to call from many threads at once.
public struct DesignToolService: Sendable {
    /// The methods, without the `tw/` prefix: `tw/resolve` is `resolve`.
    public static let methods = ["parse", "resolve", "matrix", "render", "explain", "swift", "group", "cluster", "codegen", "suggest"]

    /// The theme of a request that does not name its own.
    public var defaultTheme: Theme

    public init(defaultTheme: Theme = .builtIn) {
        self.defaultTheme = defaultTheme
    }

    /// Calls one of ``methods`` by name.
    /// - Throws: `methodNotFound` for another name; `invalidParams` for bad params.
    public func call(_ method: String, _ params: JSON?) throws(ResponseError) -> JSON {
        // `parse` as JSON values directly: writing a 1 MB request's 40 MB document as text and
        // decoding it again would take 11 s.
        if method == "parse" { return parseJSON(try DesignParams(params)) }
        switch try answer(method, params) {
        case .json(let value): return value
        // The document as a JSON value directly, never as text read back.
        case .document(let document): return try encode(document)
        }
    }

    /// A method's answer before it becomes text or a JSON value: a TWEmit document, or a value
    /// built here.
    private enum Answer {
        case document(any Encodable & Sendable)
        case json(JSON)
    }

    private func answer(_ method: String, _ params: JSON?) throws(ResponseError) -> Answer {
        switch method {
        case "resolve": return .document(resolution(try DesignParams(params)))
        case "matrix": return .document(matrix(try DesignParams(params)))
        case "render": return .json(try render(params))
        case "explain": return .json(try explain(params))
        case "swift": return .json(try swift(params))
        case "group": return .document(try glass(params, kind: .group))
        case "cluster": return .document(try glass(params, kind: .cluster))
        case "codegen": return .document(codegen(try DesignParams(params)))
        case "suggest": return .document(try suggestion(params))
        default: throw ResponseError(.methodNotFound, "unknown method `\(method)`; known: \(Self.methods.joined(separator: ", "))")
        }
    }

    /// A method's answer: JSON text as the `tw` command writes it (`--json --compact`), or a value.
    public enum Document: Sendable {
        case text(String)
        case json(JSON)

        /// The answer as UTF-8 JSON text.
        public var text: String {
            switch self {
            case .text(let text): return text
            case .json(let value): return String(decoding: value.serialized(), as: UTF8.self)
            }
        }
    }

    /// Calls one of ``methods`` by name, keeping the command's own JSON text where there is one
    /// (what `tw serve` sends: `tw resolve --json --compact`'s bytes, not a re-encoding).
    /// - Throws: `methodNotFound` for another name; `invalidParams` for bad params.
    public func document(_ method: String, _ params: JSON?) throws(ResponseError) -> Document {
        if method == "parse" { return .text(parseText(try DesignParams(params))) }
        switch try answer(method, params) {
        case .json(let value): return .json(value)
        // The bytes of `tw … --json --compact`.
        case .document(let document): return .text(ResolutionJSON.text(document, compact: true))
        }
    }

    private func theme(_ requested: Theme?) -> Theme {
        requested ?? defaultTheme
    }

    /// `tw parse --json`: tokens and diagnostics (validated against the theme and `context`).
    func parseText(_ params: DesignParams) -> String {
        let list = ClassParser.parse(params.classes)
        let diagnostics = ClassValidator(theme: theme(params.theme), context: params.context).diagnostics(list)
        return ParseJSON.encode(list, diagnostics)
    }

    /// ``parseText(_:)``'s document as a JSON value (``ParseDocument``).
    func parseJSON(_ params: DesignParams) -> JSON {
        let list = ClassParser.parse(params.classes)
        let diagnostics = ClassValidator(theme: theme(params.theme), context: params.context).diagnostics(list)
        return ParseDocument.json(list, diagnostics)
    }

    /// `tw resolve --json`: the `twkit.resolution/1` document.
    func resolution(_ params: DesignParams) -> ResolutionDocumentV1 {
        ResolutionDocumentV1(Resolver(theme: theme(params.theme)).resolve(params.classes, context: params.context, lenient: params.lenient))
    }

    /// `tw matrix --json`: the `twkit.matrix/1` document (``Matrix`` encodes as it); `context` is
    /// the base of every column.
    func matrix(_ params: DesignParams) -> Matrix {
        Matrix(classes: params.classes, base: params.context, resolver: Resolver(theme: theme(params.theme)), lenient: params.lenient)
    }

    /// `tw render`: the picture as SVG text, `{"svg", "columns", "rows", "valid"}`. Params as
    /// `tw/matrix`, plus `single` (true: one cell for `context`, as `tw render --for`) and `label`
    /// (the sample label, default `Label`).
    func render(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        guard json?["single"].map({ $0.isNull || $0.boolValue != nil }) ?? true else {
            throw .invalidParams("`single` must be true or false")
        }
        let single = json?["single"]?.boolValue ?? false
        guard json?["label"].map({ $0.isNull || $0.stringValue != nil }) ?? true else {
            throw .invalidParams("`label` must be a string")
        }
        let label = json?["label"]?.stringValue ?? RenderSheet.defaultLabel
        guard !label.isEmpty, label.count <= 40, !label.contains(where: \.isNewline) else {
            throw .invalidParams("`label` must be one line of 1 to 40 characters")
        }
        do {
            try RenderSheet.checkClassCount(params.classes)
        } catch {
            // `data.limit` marks a request over a size limit (the bridge answers 413).
            throw ResponseError(.invalidParams, "`classes`: \(error.message)", data: ["limit": .int(error.limit)])
        }
        let resolver = Resolver(theme: theme(params.theme))
        let sheet =
            single
            ? RenderSheet(classes: params.classes, context: params.context, resolver: resolver, lenient: params.lenient, label: label)
            : RenderSheet(classes: params.classes, base: params.context, resolver: resolver, lenient: params.lenient, label: label)
        return [
            "svg": .string(RenderSVG.render(sheet)), "columns": .array(sheet.columns.map(JSON.string)),
            "rows": .array(sheet.rows.map(JSON.string)), "valid": .bool(sheet.valid),
        ]
    }

    /// `tw explain --json`: the `twkit.explain/1` document, with `tw explain`'s text in `text` and
    /// which class decided each field as the resolution's `provenance` map.
    func explain(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        let resolution = Resolver(theme: theme(params.theme)).resolve(params.classes, context: params.context, lenient: params.lenient)
        guard case .object(var document) = try encode(ExplainJSON.document(resolution)) else {
            throw ResponseError(.internalError, "the explanation is not an object")
        }
        document["text"] = .string(Explainer().render(resolution))
        document["provenance"] = try encode(ResolutionDocumentV1(resolution).provenance)
        return .object(document)
    }

    /// `tw swift`: `{"code": the Swift file tw swift prints, "valid": swiftcn accepts the classes,
    /// "style": "system" | "availability" | "universalGlass"}`. Params as ``DesignParams``, plus
    /// optional `style` (default `system`, which is `tw swift --for`) and `name` (the
    /// ViewModifier's type name, default `GeneratedTWStyle`).
    func swift(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        var style = SwiftEmitter.Style.system
        if let value = json?["style"], !value.isNull {
            guard let text = value.stringValue, let chosen = SwiftEmitter.Style(rawValue: text) else {
                throw .invalidParams("`style` must be one of \(SwiftEmitter.Style.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            style = chosen
        }
        var name = SwiftTypeName.generated
        if let value = json?["name"], !value.isNull {
            guard let text = value.stringValue else { throw .invalidParams("`name` must be a Swift type name (a string)") }
            do {
                name = try SwiftTypeName(text)
            } catch {
                throw .invalidParams("`name` must be a Swift type name: \(error.message)")
            }
        }
        let code = SwiftEmitter(resolver: Resolver(theme: theme(params.theme)), name: name).emit(params.classes, style: style, context: params.context)
        return ["code": .string(code.text), "valid": .bool(code.valid), "style": .string(style.rawValue)]
    }

    /// `tw codegen --compact`: Figma codegen sections, `[{"title", "language", "code"}]`.
    func codegen(_ params: DesignParams) -> [CodegenSection] {
        CodegenSections.make(params.classes, context: params.context, resolver: Resolver(theme: theme(params.theme)), lenient: params.lenient)
    }

    /// `tw suggest --json`: the `twkit.suggestion/1` document. Params: `design` (the design
    /// properties `tw suggest` reads), optional `theme` and `context` (its platform picks the
    /// recipes to match).
    func suggestion(_ json: JSON?) throws(ResponseError) -> some Encodable & Sendable {
        guard let object = json?.objectValue, let design = object["design"] else {
            throw .invalidParams("expected an object with `design`, the design properties of `tw suggest`")
        }
        let properties: DesignProperties
        do {
            properties = try DesignProperties(design)
        } catch {
            throw .invalidParams("`design`: \(error.description)")
        }
        let suggester = DesignSuggester(theme: theme(try DesignParams.theme(object["theme"])), context: try DesignParams.context(object["context"]))
        return suggester.suggest(properties).document
    }

    /// `tw group --json` / `tw cluster --json`: the `twkit.glass/1` document. Params: the group or
    /// cluster inline (`group` / `cluster`, in the format of the command's FILE) or `path` to such a
    /// file; optional `context` (the base of every column) and `theme`.
    func glass(_ json: JSON?, kind: GlassInputKind) throws(ResponseError) -> GlassDocumentV1 {
        let params = try GlassParams(json, kind: kind.rawValue)
        let columns = GlassColumns.standard(base: params.context)
        let theme = theme(params.theme)
        let drawings: [GlassDrawing]
        do {
            switch (kind, params.input) {
            case (.cluster, .inline(let value)):
                drawings = GlassClusterResolver(theme: theme).resolve(try GlassClusterInput.decode(value), columns: columns)
            case (.cluster, .file(let data)):
                drawings = GlassClusterResolver(theme: theme).resolve(try GlassClusterInput.decode(data), columns: columns)
            case (.group, .inline(let value)):
                drawings = GlassGroupResolver(resolver: Resolver(theme: theme)).resolve(try GlassGroupInput.decode(value), columns: columns)
            case (.group, .file(let data)):
                drawings = GlassGroupResolver(resolver: Resolver(theme: theme)).resolve(try GlassGroupInput.decode(data), columns: columns)
            }
        } catch {
            throw .invalidParams("bad \(kind.rawValue) \(params.origin): \(error)")
        }
        return GlassDocumentV1(kind: kind, drawings: drawings)
    }

    /// `{"name", "source", "revision"}` of a theme: what `tw/setTheme` answers.
    public static func summary(of theme: Theme) -> JSON {
        ["name": .string(theme.name), "source": .string(theme.source), "revision": .string(String(theme.revision, radix: 16))]
    }
}
