import TWResolve

/// A picture of what a class string draws (`tw render`): either one context, or every
/// column of ``Matrix`` side by side with a row per variation under it.
///
/// ```swift
/// let sheet = RenderSheet(classes: "px-4 py-2 surface-floating glass-tint-[red]", base: ResolutionContext())
/// let svg = RenderSVG.render(sheet)
/// ```
///
/// Rows: `base`, then Reduce Transparency, Increase Contrast, UIDesignRequiresCompatibility, the
/// solid policy and the dark scheme (``variations``), plus UniversalGlass's material rendering
/// when it changes any cell. Every variation row shows every cell; ``RenderCell/changed`` marks
/// the ones that differ from the base row.
public struct RenderSheet: Sendable {
    public var classes: String
    public var columns: [String]
    /// Row names, `base` first.
    public var rows: [String]
    /// The command-line flag of each row (`""` for the base row).
    public var flags: [String]
    /// `cells[row][column]`.
    public var cells: [[RenderCell]]
    /// The label text every cell draws.
    public var label: String
    /// The context line of the title (settings every column shares).
    public var context: String
    public var lenient: Bool

    /// The variation rows: Reduce Transparency, Increase Contrast, compatibility mode,
    /// the solid policy and the dark scheme.
    public static let variations: [MatrixVariation] =
        MatrixVariation.standard.filter { $0.flag != "--rendering material" } + [
            MatrixVariation(name: "dark scheme", flag: "--scheme dark") { $0.scheme = .dark }
        ]

    /// The default sample label.
    public static let defaultLabel = "Label"

    /// The most classes (whitespace-separated tokens) one picture draws: 1,000. Every class is
    /// resolved in each of the sheet's 6 columns × 7 rows and its cards hold the result (about
    /// 20 KB per class), so the cap keeps a picture's work and memory bounded; swiftcn's recipes
    /// write at most 14 classes, an app's strings a handful.
    public static let classLimit = 1_000

    /// A class string with more than ``classLimit`` classes.
    public struct TooManyClasses: Error, Equatable, Sendable {
        public var limit: Int
        public var message: String { "a picture draws at most \(RenderSheet.classLimitDescription) classes; the class string has more" }
    }

    /// ``classLimit`` as people read it.
    public static let classLimitDescription = "1,000"

    /// Throws ``TooManyClasses`` when `classes` has more than ``classLimit`` classes; reads at
    /// most up to the first class over the limit.
    public static func checkClassCount(_ classes: String) throws(TooManyClasses) {
        var count = 0
        var inToken = false
        for scalar in classes.unicodeScalars {
            // White_Space, as the class parser splits (reference §1.2).
            if scalar.properties.isWhitespace {
                inToken = false
            } else if !inToken {
                inToken = true
                count += 1
                if count > classLimit { throw TooManyClasses(limit: classLimit) }
            }
        }
    }

    /// Every matrix column (``MatrixColumn/standard(base:)``) with the variation rows.
    public init(classes: String, base: ResolutionContext, resolver: Resolver = Resolver(), lenient: Bool = false, label: String = RenderSheet.defaultLabel) {
        self.classes = classes
        self.label = label
        self.lenient = lenient
        let columns = MatrixColumn.standard(base: base)
        self.columns = columns.map(\.name)
        var variations = Self.variations
        if let material = MatrixVariation.standard.first(where: { $0.flag == "--rendering material" }) { variations.append(material) }
        let baseRow = columns.map { resolver.resolve(classes, context: $0.context, lenient: lenient) }
        var rows = ["base"], flags = [""]
        var cells = [zip(columns, baseRow).map { RenderCell(column: $0.name, row: "base", resolution: $1, changed: false, label: label) }]
        for variation in variations {
            let resolutions = columns.map { column -> Resolution in
                var context = column.context
                variation.apply(&context)
                return resolver.resolve(classes, context: context, lenient: lenient)
            }
            let changed = zip(baseRow, resolutions).map { Self.differs($0, $1) }
            // UniversalGlass's override is shown only where it matters; the standard rows always are.
            if variation.flag == "--rendering material", !changed.contains(true) { continue }
            rows.append(variation.name)
            flags.append(variation.flag)
            cells.append(
                columns.indices.map {
                    RenderCell(column: columns[$0].name, row: variation.name, resolution: resolutions[$0], changed: changed[$0], label: label)
                })
        }
        self.rows = rows
        self.flags = flags
        self.cells = cells
        context = baseRow.first.map { Self.sharedSettings($0.context) } ?? ""
    }

    /// One context: a single cell.
    public init(classes: String, context: ResolutionContext, resolver: Resolver = Resolver(), lenient: Bool = false, label: String = RenderSheet.defaultLabel) {
        self.classes = classes
        self.label = label
        self.lenient = lenient
        let resolution = resolver.resolve(classes, context: context, lenient: lenient)
        var name = "\(context.platform.displayName) \(context.os)"
        if context.renderer != .automatic { name += " \(context.renderer.rawValue)" }
        columns = [name]
        rows = ["base"]
        flags = [""]
        cells = [[RenderCell(column: name, row: "base", resolution: resolution, changed: false, label: label)]]
        self.context = resolution.context.summary
    }

    /// True when any matrix row's text differs.
    static func differs(_ a: Resolution, _ b: Resolution) -> Bool {
        MatrixRow.allCases.contains { $0.cell(a) != $0.cell(b) }
    }

    /// The settings every column shares, without platform and OS.
    static func sharedSettings(_ context: Resolution.ContextSummary) -> String {
        var parts = ["target \(context.target.rawValue)", "\(context.scheme.rawValue) scheme", "policy \(context.appearance.rawValue)"]
        if context.reduceTransparency { parts.append("Reduce Transparency") }
        if context.increaseContrast { parts.append("Increase Contrast") }
        if context.reduceMotion { parts.append("Reduce Motion") }
        if context.requiresCompatibility { parts.append("UIDesignRequiresCompatibility") }
        if !context.states.isEmpty { parts.append("states \(context.states.joined(separator: ", "))") }
        return parts.joined(separator: " · ")
    }

    /// False when swiftcn rejects the classes.
    public var valid: Bool { cells.first?.first?.resolution.valid ?? true }
}
