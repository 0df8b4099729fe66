import TWEmit
import TWLint
import TWResolve
import TWSyntax

/// Hover on a class token: the fields it sets (resolved alone, default context), its colour's
/// light and dark values for a theme colour, and, for a surface or button class string, the
/// matrix of `tw matrix` (TWEmit's Markdown) for the classes present together at the site.
extension LanguageServer {
    func hover(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        guard let found = classString(at: params.position, in: document), let token = found.token else { return .null }
        let theme = theme(for: document.uri)
        let list = found.list
        var sections = [HoverText.token(list.text(of: token), theme: theme)]
        if let color = ColorClasses.themeColor(token, in: list, theme: theme) {
            sections.append(HoverText.color(color, theme: theme))
        }
        if let matrix = HoverText.matrix(found, resolver: linter(for: document.uri).resolver) {
            sections.append(matrix)
        }
        let range = document.range(of: found.occurrence.sourceRange(of: token), encoding: encoding)
        return try encode(Hover(contents: .markdown(sections.joined(separator: "\n\n---\n\n")), range: range))
    }
}

/// Markdown for hovers and completion documentation.
enum HoverText {
    /// The matrix of the class strings present at the site, when they style a surface or a
    /// button on some system (otherwise nil: a matrix of "—" helps nobody).
    static func matrix(_ found: ClassStringAtCursor, resolver: Resolver) -> String? {
        var base = ResolutionContext()
        if found.occurrence.kind == .buttonStyle || found.occurrence.kind == .globalButton { base.target = .button }
        let matrix = Matrix(classes: found.siteText, base: base, resolver: resolver)
        guard matrix.resolutions.contains(where: { $0.surface != nil || $0.button != nil }) else { return nil }
        return "**Matrix** (`tw matrix`)\n\n" + MatrixRenderer.markdown(matrix)
    }

    /// What one class does on its own in the default context (iOS 26, light, view).
    static func token(_ text: String, theme: Theme) -> String {
        let resolution = Resolver(theme: theme).resolve(text, context: ResolutionContext())
        if !resolution.valid {
            let problems = resolution.diagnostics.filter { $0.source == .local }.map { "- \($0.message) (`\($0.rule)`)" }
            return "**`\(text)`** is rejected by swiftcn:\n\n" + problems.joined(separator: "\n")
        }
        let fields = resolution.provenance.filter { $0.value.class == text || $0.value.class.hasPrefix(text + " (") }
        guard !fields.isEmpty else { return "**`\(text)`** sets no field on its own (iOS 26, light)." }
        let json = (try? JSON(encoding: resolution)) ?? .null
        var rows = ["| Field | Value |", "| --- | --- |"]
        for key in fields.keys.sorted() {
            rows.append("| `\(key)` | \(value(at: key, in: json)) |")
        }
        return "**`\(text)`** sets (alone, iOS 26, light):\n\n" + rows.joined(separator: "\n")
    }

    static func color(_ token: String, theme: Theme) -> String {
        let light = theme.color(token, in: .light)?.hex ?? "?"
        let dark = theme.color(token, in: .dark)?.hex ?? "?"
        return "**Colour `\(token)`**: light `\(light)`, dark `\(dark)`"
    }

    /// A field's value in the resolution JSON: `padding.top` is a path; other field names are
    /// looked up at the top level or one object down (`width` lives in `frame`).
    static func value(at key: String, in json: JSON) -> String {
        var found: JSON? = key.split(separator: ".").reduce(Optional(json)) { $0?[String($1)] }
        if found == nil, let object = json.objectValue {
            found = object.keys.sorted().lazy.compactMap { object[$0]?[key] }.first
        }
        guard let found else { return "set" }
        return describe(found, unit: lengthFields.contains(where: key.hasSuffix) ? " pt" : "")
    }

    private static let lengthFields = ["top", "leading", "bottom", "trailing", "width", "height", "Width", "Height", "radius", "blur", "tracking", "lineSpacing"]

    static func describe(_ value: JSON, unit: String = "") -> String {
        switch value {
        case .int(let number): return "\(number)\(unit)"
        case .double(let number): return (number == number.rounded() && abs(number) < 1e12 ? String(Int(number)) : String(number)) + unit
        case .string(let text): return "`\(text)`"
        case .bool(let flag): return flag ? "yes" : "no"
        case .object(let object) where object["token"] != nil || object["hex"] != nil || object["native"] != nil:
            let name = object["token"]?.stringValue ?? object["native"]?.stringValue ?? ""
            let hex = object["hex"]?.stringValue.map { " `\($0)`" } ?? ""
            return "`\(name)`" + hex
        default: return "`" + String(decoding: value.serialized(), as: UTF8.self).replacingOccurrences(of: "|", with: "\\|") + "`"
        }
    }
}
