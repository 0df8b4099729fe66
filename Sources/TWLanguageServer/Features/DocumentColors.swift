import TWJSON
import TWResolve
import TWSyntax

/// `textDocument/documentColor` and `textDocument/colorPresentation` for colour classes. The
/// colour range is the class name (variants excluded); presentations rewrite that name.
extension LanguageServer {
    func documentColors(_ params: JSON?) throws(ResponseError) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else { throw .invalidParams("missing `textDocument.uri`") }
        let document = try openDocument(uri)
        let theme = theme(for: uri)
        var colors: [ColorInformation] = []
        for occurrence in scannedFile(document)?.occurrences ?? [] {
            for token in occurrence.classList.tokens {
                guard let rgba = ColorClasses.color(token, in: occurrence.classList, theme: theme) else { continue }
                colors.append(
                    ColorInformation(
                        range: document.range(of: occurrence.sourceRange(ofRuntime: token.nameRange), encoding: encoding),
                        color: LSPColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.opacity)))
            }
        }
        return try encode(colors)
    }

    func colorPresentations(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: ColorPresentationParams.self)
        let document = try openDocument(params.textDocument.uri)
        let theme = theme(for: document.uri)
        guard let found = classString(at: params.range.start, in: document), let token = found.token else { return [] }
        let prefix = found.list.root(of: token)
        guard ColorClasses.prefixes.contains(prefix) else { return [] }
        let rgba = RGBA(red: params.color.red, green: params.color.green, blue: params.color.blue, opacity: params.color.alpha)
        var labels = ["\(prefix)-[\(rgba.hex)]"]
        for name in theme.colors.keys.sorted() where theme.color(name, in: .light)?.hex == rgba.hex {
            labels.append("\(prefix)-\(name)")
        }
        return try encode(labels.map { ColorPresentation(label: $0, textEdit: TextEdit(range: params.range, newText: $0)) })
    }
}
