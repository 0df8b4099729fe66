import Foundation

/// The library entry points for design tools and apps: one call from a class string and contexts
/// to an encodable analysis or matrix. The modules below (`TWSyntax`,
/// `TWResolve`, `TWEmit`) remain available for finer control; `import TWKit` brings them all.
///
/// ```swift
/// import TWKit
///
/// let analysis = TWKit.analyze("px-4 surface-floating glass-tint-[red]", in: [.iOS(18), .iOS(26), .macOS(26)])
/// let json = try JSONEncoder().encode(analysis)
/// ```
public enum TWKit {
    /// Resolves `classes` in every context, in order.
    ///
    /// - Parameters:
    ///   - theme: the theme to resolve with; the built-in default when omitted.
    ///   - lenient: skip rejected classes and resolve the rest, as `tw resolve --lenient` does
    ///     (the analysis still says `valid: false`).
    public static func analyze(
        _ classes: String, in contexts: [NamedContext], theme: Theme = .builtIn,
        lenient: Bool = false
    ) -> Analysis {
        let resolver = Resolver(theme: theme)
        let list = ClassParser.parse(classes)
        let results = contexts.map { named in
            Analysis.Result(
                name: named.name,
                resolution: ResolutionDocumentV1(resolver.resolve(list, context: named.context, lenient: lenient)))
        }
        return Analysis(classes: classes, valid: results.allSatisfy(\.resolution.valid), results: results)
    }

    /// The matrix of `classes` over caller-chosen columns, with the standard variations
    /// (Reduce Transparency, Increase Contrast, …) on top of each; encodable as `twkit.matrix/1`.
    public static func matrix(
        _ classes: String, columns: [NamedContext], theme: Theme = .builtIn,
        lenient: Bool = false
    ) -> Matrix {
        Matrix(
            classes: classes, columns: columns.map { MatrixColumn(name: $0.name, context: $0.context) },
            resolver: Resolver(theme: theme), lenient: lenient)
    }
}
