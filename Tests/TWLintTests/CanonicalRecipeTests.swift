import TWEmit
import TWResolve
import TWSyntax
import XCTest
@testable import TWLint

/// The canonical form of every class string of swiftcn's built-in recipes (reference §7.2, as
/// the default theme transcribes them), checked against `tw matrix` itself: the formatted string
/// has the same cells as the original in the base table and in every variation, in every state
/// its variants test, in light and dark. The rewrites are printed.
final class CanonicalRecipeTests: XCTestCase {
    func testRecipeStringsFormatToStringsWithTheSameMatrix() {
        let theme = Theme.builtIn
        let resolver = Resolver(theme: theme)
        let canonical = CanonicalClasses(resolver: resolver, context: ResolutionContext())
        var rewritten = 0
        for (name, recipe) in theme.named.sorted(by: { $0.key < $1.key }) {
            for text in [recipe.classes, recipe.ios, recipe.macos].compactMap({ $0 }) where !text.isEmpty {
                let formatted = canonical.analyze(text).formatted
                guard formatted != text else { continue }
                rewritten += 1
                print("rewrite (\(name)): \"\(text)\" -> \"\(formatted)\"")
                let states = Set(ClassParser.parse(text).tokens.flatMap { $0.variants.filter { !$0.isGroup }.map(\.state) })
                for scheme in ColorScheme.allCases {
                    for active in [[]] + states.map({ [$0] }) {
                        var base = ResolutionContext()
                        base.scheme = scheme
                        base.states = Set(active)
                        XCTAssertEqual(Self.cells(text, base, resolver), Self.cells(formatted, base, resolver), "\(name): \(text) -> \(formatted)")
                    }
                }
            }
        }
        print("recipe strings rewritten: \(rewritten)")
    }

    /// Every cell of the matrix as text, with padding and frame, which the matrix rows do not show.
    static func cells(_ classes: String, _ base: ResolutionContext, _ resolver: Resolver) -> [String] {
        let matrix = Matrix(classes: classes, base: base, resolver: resolver)
        var cells = matrix.rows.flatMap { row in row.cells.map { "\(row.row): \($0)" } }
        cells += matrix.variations.flatMap { variation in
            variation.rows.flatMap { row in row.cells.map { "\(variation.variation.name) \(row.row): \($0 ?? "·")" } }
        }
        cells += matrix.resolutions.map { "padding \($0.padding), frame \($0.frame), opacity \($0.opacity), font \(String(describing: $0.font))" }
        return cells
    }
}
