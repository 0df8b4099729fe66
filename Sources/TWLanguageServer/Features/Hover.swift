import TWJSON
import TWEmit
import TWLint
import TWResolve
import TWSyntax

/// Hover on a class token, short and in words: the state a variant applies
/// in, what the class sets (in points, per cent, seconds), for a named class its definition and
/// where it is defined, for a class that decides a surface's fill that fill on iOS 26 and iOS 18.
/// The matrix of `tw matrix` only when the `hoverMatrix` setting asks for it (or through the
/// "Explain" code action).
extension LanguageServer {
    func hover(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        // One scan of the document (its analysis) serves the `cn(…)` composition and the token.
        let offset = document.byteOffset(of: params.position, encoding: encoding)
        let file = scannedFile(document)
        let composition = file.flatMap { CompositionHover.section(in: $0, at: offset) }
        guard let found = file?.classString(at: offset), let token = found.token else {
            guard let composition else { return .null }
            return try encode(Hover(contents: hoverMarkup(composition.markdown), range: document.range(of: composition.range, encoding: encoding)))
        }
        let theme = theme(for: document.uri)
        let list = found.list
        let range = document.range(of: found.occurrence.sourceRange(of: token), encoding: encoding)
        if token.isUncheckable {
            // An interpolation: what it holds is decided when the app runs (the literals inside
            // it have hovers of their own).
            return try encode(
                Hover(contents: hoverMarkup("An interpolated value: its classes are known only at run time, and swiftcn checks them then."), range: range))
        }
        let origin = namedOrigin(list.name(of: token), for: document.uri)
        let described = HoverText.describe(list.text(of: token), theme: theme, named: origin)
        var sections = [described.markdown]
        let resolver = linter(for: document.uri).resolver
        if described.decidesFill, let fill = HoverWords.fillAcrossSystems(found.siteText, resolver: resolver) {
            sections.append(fill)
        }
        if settings.hoverMatrix, let matrix = HoverText.matrix(found, resolver: resolver) {
            sections.append(matrix)
        }
        if let composition { sections.append(composition.markdown) }
        return try encode(Hover(contents: hoverMarkup(sections.joined(separator: "\n\n")), range: range))
    }
}

/// A named class and where it is defined, for hover.
struct NamedOrigin {
    var recipe: Recipe
    /// "`Sources/Theme.swift`, line 12" or "theme `Default` (built-in), key `named.card`".
    var place: String
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

    /// Fields that decide how a surface is filled: for these the fill sentence is worth a line.
    private static let fillFields: Set<Field> = [
        .surfaceRole, .prominent, .glassInteractive, .glassTint, .glassTier,
        .glassFallbackMaterial, .glassFallbackTint,
    ]

    /// What a hover says of one class, and whether the class decides how a surface is filled
    /// (then the hover adds the fill across systems).
    struct TokenDescription {
        var markdown: String
        var decidesFill: Bool
    }

    /// A class as a Markdown code span: invisible characters escaped (``EchoedText``), and
    /// longer delimiters when the class holds a backtick, so the span cannot end early.
    static func codeSpan(_ text: String) -> String {
        let shown = EchoedText.visible(text.unicodeScalars)
        return shown.contains("`") ? "`` " + shown + " ``" : "`" + shown + "`"
    }

    /// What one class does: its variants in words, then what it sets, or why swiftcn rejects it.
    static func token(_ text: String, theme: Theme, named origin: NamedOrigin? = nil) -> String {
        describe(text, theme: theme, named: origin).markdown
    }

    /// ``token(_:theme:named:)`` with the fill question answered from the same reading: the
    /// class is parsed once and the catalog interprets it once.
    static func describe(_ text: String, theme: Theme, named origin: NamedOrigin? = nil) -> TokenDescription {
        let list = ClassParser.parse(text)
        guard let token = list.tokens.first else { return TokenDescription(markdown: "**\(Self.codeSpan(text))**", decidesFill: false) }
        var interpreted: Result<[Assignment], CatalogError>?
        func interpretation() -> Result<[Assignment], CatalogError> {
            if let interpreted { return interpreted }
            let result = Catalog(theme: theme, context: ResolutionContext()).interpret(token, in: list)
            interpreted = result
            return result
        }
        func described(_ markdown: String) -> TokenDescription {
            guard token.issues.isEmpty, case .success(let assignments) = interpretation() else {
                return TokenDescription(markdown: markdown, decidesFill: false)
            }
            return TokenDescription(markdown: markdown, decidesFill: assignments.contains { fillFields.contains($0.field) })
        }
        var lines: [String] = []
        if !token.variants.isEmpty {
            lines.append("Applies " + token.variants.map(ClassVocabulary.applies).joined(separator: " and ") + ".")
        }
        let name = list.name(of: token)
        let themed = theme.named[name].map { recipe in
            NamedOrigin(recipe: recipe, place: recipe.origin.map { "`\($0.description)`" } ?? "theme `\(theme.name)` (\(theme.source)), key `named.\(name)`")
        }
        if let origin = origin ?? themed {
            lines.append("Named class: expands to `\(origin.recipe.classes)`.")
            if let ios = origin.recipe.ios { lines.append("On iOS also `\(ios)`.") }
            if let macos = origin.recipe.macos { lines.append("On macOS also `\(macos)`.") }
            if origin.recipe.isPartial { lines.append("Only part of its definition is readable (typed pieces or run-time values); the name is valid.") }
            lines.append("Defined in \(origin.place).")
            return described("**\(Self.codeSpan(text))**\n\n" + lines.joined(separator: "\n\n"))
        }
        if let registered = registration(token, in: list, theme: theme) {
            lines.append(registered)
            return described("**\(Self.codeSpan(text))**\n\n" + lines.joined(separator: "\n\n"))
        }
        let problems = ClassValidator(theme: theme).diagnostics(list)
        if !problems.isEmpty {
            let reasons = problems.map { "- \($0.message) (`\($0.rule)`)" }.joined(separator: "\n")
            return described("**\(Self.codeSpan(text))** is rejected by swiftcn:\n\n" + reasons)
        }
        switch interpretation() {
        case .success(let assignments):
            let sentences = HoverWords.sentences(assignments, theme: theme)
            lines.append(sentences.isEmpty ? "Sets nothing on its own." : sentences.map { "- " + $0 }.joined(separator: "\n"))
        case .failure(let error):
            lines.append("Rejected by swiftcn: \(error.reason)")
        }
        return described("**\(Self.codeSpan(text))**\n\n" + lines.joined(separator: "\n\n"))
    }

    /// A registered native modifier or utility the class names, in words with where it is
    /// registered (the lead's registration model, TWResolve/Registrations).
    static func registration(_ token: ClassToken, in list: ClassList, theme: Theme) -> String? {
        let name = list.name(of: token)
        let root = list.root(of: token)
        if let modifier = theme.modifiers[name] ?? (token.arbitraryValue != nil ? theme.modifiers[root] : nil) {
            let place = modifier.origin.map { " Registered in `\($0.description)`." } ?? ""
            return "Registered native modifier `\(modifier.name)`, takes \(modifier.argument.summary).\(place)"
        }
        if token.arbitraryValue != nil, let utility = theme.utilities[root] {
            let place = utility.origin.map { " Registered in `\($0.description)`." } ?? ""
            let sets = utility.sets.map { ", sets the \($0.rawValue)" } ?? ""
            return "Registered utility `\(utility.name)-[…]`, takes \(utility.argument.summary)\(sets).\(place)"
        }
        return nil
    }
}
