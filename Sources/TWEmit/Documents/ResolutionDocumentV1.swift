import TWResolve
import TWSyntax

/// The `twkit.resolution/1` JSON document: a ``Resolution`` as tools read it.
///
/// The shape is `Themes/resolution.schema.json` (``ResolutionSchema``) and the golden files in
/// `Tests/TWResolveTests/Golden` fix it byte for byte. Member names and words are the wire
/// spellings: model enums become their raw values here and nowhere else. Optional members are
/// absent when nil. To extend the document, add an optional member here and set it in
/// ``init(_:)``; the model stays free of wire concerns.
public struct ResolutionDocumentV1: Hashable, Sendable, Codable {
    /// The schema version, `twkit.resolution/1`.
    public static let schemaVersion = Resolution.schemaVersion

    public var schema = ResolutionDocumentV1.schemaVersion
    public var classes: String
    public var valid: Bool
    public var undecorated: Bool
    public var lenient: Bool
    public var context: ContextSummary
    public var theme: ThemeSummary
    public var surface: Surface?
    public var button: Button?
    public var presentation: Presentation?
    public var padding: Padding
    public var frame: Frame
    public var font: Font?
    public var weight: String?
    public var foreground: ResolvedColor?
    public var inheritsForeground: Bool
    public var background: ResolvedColor?
    public var radius: Double?
    public var border: Border?
    public var shadow: Shadow?
    public var opacity: Double
    public var text: TextAttributes
    public var transform: Transform
    public var motion: Motion
    /// The animation a styled update applies; absent without a preset, a caller transaction or a
    /// state change.
    public var transaction: Transaction?
    public var group: String?
    public var shared: Shared?
    public var nativeModifiers: [NativeModifier]
    public var ignored: [Ignored]
    public var overridden: [Overridden]
    public var dynamic: [String]
    public var provenance: [String: Provenance]
    public var diagnostics: [Diagnostic]
    /// Every registered native modifier slot, in slot order; absent when
    /// nothing is registered.
    public var nativeSlots: [NativeSlot]?
    /// The native modifier chain, outermost last, in TWKit's pipeline notation (``ModifierPipeline``).
    public var pipeline: [String]
    /// On tvOS, watchOS and visionOS: that swiftcn has no answer there.
    public var platformNote: String?

    /// The document of a resolution.
    public init(_ r: Resolution) {
        classes = r.classes
        valid = r.valid
        undecorated = r.undecorated
        lenient = r.lenient
        context = .init(r.context)
        theme = .init(name: r.theme.name, source: r.theme.source, revision: r.theme.revision)
        surface = r.surface.map(Surface.init)
        button = r.button.map(Button.init)
        presentation = r.presentation.map { .init(keepsSystemPresentation: $0.keepsSystemPresentation, background: $0.background) }
        padding = .init(top: r.padding.top, leading: r.padding.leading, bottom: r.padding.bottom, trailing: r.padding.trailing)
        frame = .init(r.frame)
        font = r.font.map { .init(token: $0.token, role: $0.role, size: $0.size) }
        weight = r.weight?.rawValue
        foreground = r.foreground
        inheritsForeground = r.inheritsForeground
        background = r.background
        radius = r.radius
        border = r.border.map { .init(color: $0.color, width: $0.width) }
        shadow = r.shadow.map(Shadow.init)
        opacity = r.opacity
        text = .init(r.text)
        transform = .init(r.transform)
        motion = .init(r.motion)
        transaction = r.transaction.map(Transaction.init)
        group = r.group
        shared = r.shared.map { .init(id: $0.id, group: $0.group, properties: $0.properties.rawValue, source: $0.source) }
        nativeModifiers = r.nativeModifiers.map { .init(name: $0.name, argument: $0.argument) }
        ignored = r.ignored.map(Ignored.init)
        overridden = r.overridden.map(Overridden.init)
        dynamic = r.dynamic
        provenance = r.provenance.mapValues { .init(class: $0.class, rule: $0.rule) }
        diagnostics = r.diagnostics.map(Diagnostic.init)
        nativeSlots = r.nativeSlots
        pipeline = ModifierPipeline.build(r).calls
        platformNote = r.platformNote
    }
}
