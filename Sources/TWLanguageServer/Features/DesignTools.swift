import Foundation
import TWEmit
import TWResolve
import TWSyntax

/// `tw/parse`, `tw/resolve`, `tw/matrix`, `tw/render`, `tw/explain`, `tw/group`, `tw/cluster` and
/// `tw/setTheme`: the resolver as a service for design tools, on the same connection. Each result
/// is the JSON of the matching `tw` command (`tw parse --json`, `tw resolve --json`,
/// `tw matrix --json`, `tw render` (SVG), `tw explain --json`, `tw group --json`, `tw cluster --json`); ranges are
/// UTF-8 byte offsets into `classes`.
extension LanguageServer {
    /// The theme of a design request: its own `theme`, else `tw/setTheme`'s, else the settings'.
    private func theme(_ params: DesignParams) -> Theme {
        theme(params.theme)
    }

    private func theme(_ requested: Theme?) -> Theme {
        requested ?? sessionTheme ?? settings.theme ?? .builtIn
    }

    /// `tw parse --json`: tokens and diagnostics (validated against the theme and `context`).
    func designParse(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        let list = ClassParser.parse(params.classes)
        let diagnostics = ClassValidator(theme: theme(params), context: params.context).diagnostics(list)
        return try parseDocument(ParseJSON.encode(list, diagnostics))
    }

    /// `tw resolve --json`: the `twkit.resolution/1` document.
    func designResolve(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        let resolution = Resolver(theme: theme(params)).resolve(params.classes, context: params.context, lenient: params.lenient)
        return try parseDocument(ResolutionJSON.encode(resolution, compact: true))
    }

    /// `tw matrix --json`: the `twkit.matrix/1` document; `context` is the base of every column.
    func designMatrix(_ json: JSON?) throws(ResponseError) -> JSON {
        let params = try DesignParams(json)
        let matrix = Matrix(classes: params.classes, base: params.context, resolver: Resolver(theme: theme(params)), lenient: params.lenient)
        return try parseDocument(MatrixJSON.encode(matrix, compact: true))
    }

    /// `tw render`: the picture as SVG text, `{"svg", "columns", "rows", "valid"}`. Params as
    /// `tw/matrix`, plus `single` (true: one cell for `context`, as `tw render --for`) and `label`
    /// (the sample label, default `Label`).
    func designRender(_ json: JSON?) throws(ResponseError) -> JSON {
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
        let resolver = Resolver(theme: theme(params))
        let sheet = single
            ? RenderSheet(classes: params.classes, context: params.context, resolver: resolver, lenient: params.lenient, label: label)
            : RenderSheet(classes: params.classes, base: params.context, resolver: resolver, lenient: params.lenient, label: label)
        return ["svg": .string(RenderSVG.render(sheet)), "columns": .array(sheet.columns.map(JSON.string)),
                "rows": .array(sheet.rows.map(JSON.string)), "valid": .bool(sheet.valid)]
    }

    /// `tw explain --json`: the `twkit.explain/1` document, with `tw explain`'s text in `text` and
    /// which class decided each field as the resolution's `provenance` map.
    func designExplain(_ json: JSON?) throws(ResponseError) -> JSON {
        try explain(try DesignParams(json))
    }

    func explain(_ params: DesignParams) throws(ResponseError) -> JSON {
        let resolution = Resolver(theme: theme(params)).resolve(params.classes, context: params.context, lenient: params.lenient)
        guard case .object(var document) = try parseDocument(ExplainJSON.encode(resolution, compact: true)) else {
            throw ResponseError(.internalError, "the explanation is not an object")
        }
        document["text"] = .string(Explainer().render(resolution))
        document["provenance"] = try encode(resolution.provenance)
        return .object(document)
    }

    /// `tw group --json` / `tw cluster --json`: the `twkit.glass/1` document. Params: the group or
    /// cluster inline (`group` / `cluster`, in the format of the command's FILE) or `path` to such a
    /// file; optional `context` (the base of every column) and `theme`.
    func designGlass(_ json: JSON?, kind: String) throws(ResponseError) -> JSON {
        let params = try GlassParams(json, kind: kind)
        let columns = GlassColumns.standard(base: params.context)
        let theme = theme(params.theme)
        let drawings: [GlassDrawing]
        do {
            if kind == "cluster" {
                drawings = GlassClusterResolver(theme: theme).resolve(try GlassClusterInput.decode(params.data), columns: columns)
            } else {
                drawings = GlassGroupResolver(resolver: Resolver(theme: theme)).resolve(try GlassGroupInput.decode(params.data), columns: columns)
            }
        } catch {
            throw .invalidParams("bad \(kind) \(params.origin): \(error)")
        }
        return try parseDocument(GlassDrawingOutput.json(drawings, kind: kind, compact: true))
    }

    private func parseDocument(_ text: String) throws(ResponseError) -> JSON {
        do {
            return try JSON.parse(Data(text.utf8))
        } catch {
            throw ResponseError(.internalError, "cannot read the document: \(error)")
        }
    }

    /// `{"theme": path | object | null}`: the theme of every later request and diagnostic, until
    /// set again; null restores the configured theme. Answers the theme's name, source and revision.
    func designSetTheme(_ json: JSON?) throws(ResponseError) -> JSON {
        guard let object = json?.objectValue, object.keys.contains("theme") else { throw .invalidParams("expected `{\"theme\": path | object | null}`") }
        sessionTheme = try DesignParams.theme(object["theme"])
        settingsChanged()
        let current = sessionTheme ?? settings.theme ?? .builtIn
        return ["name": .string(current.name), "source": .string(current.source), "revision": .string(String(current.revision, radix: 16))]
    }
}

