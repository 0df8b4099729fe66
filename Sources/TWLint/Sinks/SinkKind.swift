/// Where a class string was found: the API that receives it.
///
/// Source: swiftcn-language.md §1.1 (runtime strings) and §1.3 (`TWClasses`
/// literals, `cn`).
public enum SinkKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.tw(…)` or `.tw(value: …)`, the first argument.
    case tw
    /// `.buttonStyle(.tw(…))`.
    case buttonStyle
    /// `.twAnimation(…)`, the first argument.
    case twAnimation
    /// `cn(…)` on its own (a `cn` inside another sink belongs to that sink).
    case cn
    /// `.classes(…)` (`TWStyle.classes("…")`).
    case classes
    /// `TWClasses("…")` and `let x: TWClasses = …`.
    case twClasses
    /// `TWStyle("…")`, `TWStyle.parse("…")` and `let x: TWStyle = …`.
    case twStyle
    /// `TWGlobalRules(view: …)`.
    case globalView
    /// `TWGlobalRules(button: …)`.
    case globalButton
    /// A value of `TWGlobalRules(named: ["key": …])`.
    case globalNamed
    /// A function named in ``ScannerConfiguration/extraSinks``: its first string argument.
    case custom
    /// An argument of a parameter that takes classes (`TWClasses`, `TWStyle`) of a known
    /// function or initialiser (``SinkSignature``): `CNBadge("New", classes: "…")`,
    /// `Surface(classes: "…")`; or such a parameter's default when the call leaves it out.
    case parameter
}

extension SinkKind {
    /// True when the classes style the view the sink is written on (`.tw`, `.buttonStyle`,
    /// `.twAnimation`, a component's `classes:`), so the scopes around it are known; false for
    /// values that travel on (constants, named classes, `TWClasses(…)`, `TWStyle(…)`).
    public var reachesAView: Bool {
        switch self {
        case .tw, .buttonStyle, .twAnimation, .parameter: true
        case .cn, .classes, .twClasses, .twStyle, .globalView, .globalButton, .globalNamed, .custom: false
        }
    }
}

/// What the scanner looks for beyond the built-in sinks.
public struct ScannerConfiguration: Sendable, Hashable {
    /// Names of functions or methods whose first string argument is a class string
    /// (`myCard("p-4 glass")`, `.myStyle("…")`).
    public var extraSinks: [String]
    /// Functions and initialisers whose class parameters are sinks: swiftcn's API and the linted
    /// package's own declarations.
    public var signatures: SinkSignatureTable

    /// Whether a scanned file's own declarations add to ``signatures`` (off when the caller has
    /// added every file's of the package).
    public var discoversOwnSignatures: Bool
    /// `String` helpers of a type that another file of the package uses in a sink
    /// (`.tw(MotionSurface.classes(expanded: true))`), as `Type.member`: where the file declares
    /// one, the values it returns are class strings of the file.
    public var sharedHelpers: Set<String> = []

    public init(extraSinks: [String] = [], signatures: SinkSignatureTable = SwiftCNSignatures.table, discoversOwnSignatures: Bool = true) {
        self.extraSinks = extraSinks
        self.signatures = signatures
        self.discoversOwnSignatures = discoversOwnSignatures
    }
}
