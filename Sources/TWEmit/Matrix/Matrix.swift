import TWResolve

/// One class string on every standard system, side by side, plus what changes under each
/// accessibility and compatibility setting (`tw matrix`).
///
/// ```swift
/// let matrix = Matrix(classes: "px-4 surface-floating glass-tint-[red]", base: ResolutionContext())
/// print(MatrixTextRenderer.render(matrix))
/// ```
///
/// Rows are ``MatrixRow`` (fill, renderer, edge, shape, shadow, button style); columns are
/// ``MatrixColumn/standard(base:)``. A variation lists a row only when at least one of its cells
/// differs from the base table, and gives `nil` for the cells that do not.
public struct Matrix: Sendable {
    public static let schemaVersion = "twkit.matrix/1"

    /// The cells of one variation that differ from the base: `nil` where equal.
    public struct VariationResult: Sendable {
        public var variation: MatrixVariation
        /// Only the rows with a change, in ``MatrixRow`` order.
        public var rows: [(row: MatrixRow, cells: [String?])]

        public var changed: Bool { !rows.isEmpty }
    }

    public var classes: String
    public var columns: [MatrixColumn]
    /// The base resolution of each column.
    public var resolutions: [Resolution]
    /// Every row, one cell per column.
    public var rows: [(row: MatrixRow, cells: [String])]
    public var variations: [VariationResult]
    /// Notes for people: native colour names, state-only tints.
    public var notes: [String]
    public var lenient: Bool

    /// False when swiftcn rejects the classes (then every column is undecorated unless lenient).
    public var valid: Bool { resolutions.allSatisfy(\.valid) }

    /// - Parameters:
    ///   - base: the settings every column shares; its platform, OS and renderer are replaced.
    ///   - lenient: skip rejected tokens (every output says so).
    public init(
        classes: String, base: ResolutionContext, resolver: Resolver = Resolver(), lenient: Bool = false,
        variations: [MatrixVariation] = MatrixVariation.standard
    ) {
        self.init(classes: classes, columns: MatrixColumn.standard(base: base), resolver: resolver, lenient: lenient, variations: variations)
    }

    /// A matrix over caller-chosen columns (a design tool's own devices and systems), in order.
    ///
    /// With no columns the matrix has rows without cells and no notes (and `valid` is true).
    public init(
        classes: String, columns: [MatrixColumn], resolver: Resolver = Resolver(), lenient: Bool = false,
        variations: [MatrixVariation] = MatrixVariation.standard
    ) {
        self.classes = classes
        self.lenient = lenient
        self.columns = columns
        resolutions = columns.map { resolver.resolve(classes, context: $0.context, lenient: lenient) }
        let baseRows = Self.cells(resolutions)
        rows = baseRows
        self.variations = variations.map { variation in
            let varied = Self.cells(
                columns.map { column in
                    var context = column.context
                    variation.apply(&context)
                    return resolver.resolve(classes, context: context, lenient: lenient)
                })
            var changed: [(row: MatrixRow, cells: [String?])] = []
            for (index, entry) in varied.enumerated() {
                let original = baseRows[index].cells
                let cells = entry.cells.enumerated().map { column, text in text == original[column] ? nil : text }
                if cells.contains(where: { $0 != nil }) { changed.append((entry.row, cells)) }
            }
            return VariationResult(variation: variation, rows: changed)
        }
        var notes = columns.first.map { NativeColorNotes.notes(for: classes, context: $0.context, resolver: resolver) } ?? []
        if let states = resolutions.lazy.compactMap(\.button).first(where: { !$0.defaultTintStates.isEmpty })?.defaultTintStates {
            notes.append("the tint class applies only in some states; the button shows SwiftUI's default tint while \(states.joined(separator: ", "))")
        }
        self.notes = notes
    }

    /// Every row's cells for the given column resolutions.
    static func cells(_ resolutions: [Resolution]) -> [(row: MatrixRow, cells: [String])] {
        MatrixRow.allCases.map { row in (row, resolutions.map(row.cell)) }
    }
}
