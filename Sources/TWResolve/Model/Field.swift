/// A resolved property that classes write, last writer wins (reference §4.1). Padding is written
/// per edge, so `p-[13] px-4` keeps 13 on top and bottom.
public enum Field: String, Hashable, Sendable, CaseIterable, Comparable {
    case paddingTop = "padding.top"
    case paddingLeading = "padding.leading"
    case paddingBottom = "padding.bottom"
    case paddingTrailing = "padding.trailing"
    case width, height, minWidth, maxWidth, minHeight, maxHeight, expandsWidth
    case font, weight, foreground, background
    case radius
    case borderColor, borderWidth
    case shadow
    case surfaceRole, prominent, glassInteractive, glassTint
    /// UniversalGlass configuration (reference universal-glass §2–§4): the tier, the fallback
    /// material and tint, the fallback shadow (preset, colour, radius) and the per-surface rendering.
    case glassTier, glassFallbackMaterial, glassFallbackTint
    case glassShadow, glassShadowColor, glassShadowRadius, glassRendering
    case bezel, controlSize
    case opacity
    case tracking, lineSpacing, textAlignment, lineLimit
    case offset, scale, rotation, blur
    case motionPreset = "motion.preset"
    case motionDuration = "motion.duration"
    case motionDelay = "motion.delay"
    case group
    case sharedID = "shared.id"
    case sharedGroup = "shared.group"
    case sharedProperties = "shared.properties"
    case sharedSource = "shared.source"
    case nativeModifier

    /// The field's name in JSON output (`padding.top`, `minHeight`).
    public var name: String { rawValue }

    /// The case's position in `allCases`, for tables indexed by field. A Swift enum without
    /// payloads is stored as its case index; `FieldTests` checks this for every case.
    @inline(__always)
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    static let count = allCases.count

    /// Every case, indexed by ordinal (`allCases` builds a new array on every call).
    static let byOrdinal: [Field] = allCases

    /// The user-facing group a field belongs to, for "overridden" reports (`padding`).
    public var family: String {
        switch self {
        case .paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing: "padding"
        case .motionPreset, .motionDuration, .motionDelay: "motion"
        case .sharedID, .sharedGroup, .sharedProperties, .sharedSource: "shared"
        case .glassShadow, .glassShadowColor, .glassShadowRadius: "glassShadow"
        default: rawValue
        }
    }

    public static func < (lhs: Field, rhs: Field) -> Bool { lhs.ordinal < rhs.ordinal }
}

/// A value a class writes into a field. Units follow the field: points for lengths, seconds for
/// motion timing, degrees for rotation, 0...1 for opacity.
public enum FieldValue: Hashable, Sendable {
    /// A number in the field's unit.
    case number(Double)
    /// Padding in theme units, converted with the theme's spacing unit at resolution
    /// (reference §2.3 item 13, §14 "theme-unit timing").
    case units(Double)
    /// Two numbers: offset (x, y) in points, scale (x, y).
    case pair(Double, Double)
    case color(ColorReference)
    /// A word of an open set: a font size or shadow token of the theme, a motion preset, a group
    /// name, a shared-element id. The closed sets have their own cases.
    case keyword(String)
    /// A font weight (`font-semibold`).
    case weight(FontWeight)
    /// A multiline text alignment (`text-center`).
    case alignment(TextAlignment)
    /// What a shared element matches (`shared-size`).
    case sharedProperties(SharedProperties)
    /// A surface role (`surface-floating`, `surface-solid`, `glass` and the tier classes).
    case surfaceRole(SurfaceRole)
    /// A UniversalGlass tier (`glass-thin`, …).
    case glassTier(GlassTier)
    /// A UniversalGlass fallback material (`glass-fallback-thick`); nil for `glass-fallback-none`,
    /// which draws nothing where the fallback applies.
    case fallbackMaterial(SurfaceMaterial?)
    /// A UniversalGlass fallback shadow preset; nil for `glass-shadow-none` (no shadow).
    case glassShadow(GlassShadowPreset?)
    /// A surface's UniversalGlass rendering mode (`glass-render-*`).
    case glassRendering(UniversalGlassRendering)
    /// A native button bezel (`bezel-bordered`).
    case bezel(ButtonBezel)
    /// A native control size (`control-sm` is `small`).
    case controlSize(ControlSize)
    /// A fixed system font size in points (`text-[18]`).
    case fontSize(Double)
    case flag(Bool)
    /// A radius in points with the token that gave it, if any.
    case radius(Double, token: String?)
    /// The field is explicitly emptied (`w-full` clears a fixed width; `line-clamp-none`).
    case cleared
    /// A value only known at run time (an interpolated native payload).
    case dynamic
    /// A registered native modifier's argument (reference §12): its text (swiftcn's `rawValue`)
    /// and its value as the registration's kind reads it (``ArgumentValue``). Boxed: it is rare,
    /// and the other values stay small.
    indirect case modifier(name: String, argument: String?, value: ArgumentValue?)
}

/// One field written by one class.
public struct Assignment: Hashable, Sendable {
    public var field: Field
    public var value: FieldValue

    public init(_ field: Field, _ value: FieldValue) {
        self.field = field
        self.value = value
    }
}

extension FieldValue {
    /// The word a keyword value is spelt with in output (`floating`, `bordered`, `small`; `none`
    /// for no fallback material or shadow); nil for values that are not words.
    public var keywordSpelling: String? {
        switch self {
        case .keyword(let word): word
        case .surfaceRole(let role): role.rawValue
        case .glassTier(let tier): tier.rawValue
        case .fallbackMaterial(let material): material?.rawValue ?? "none"
        case .glassShadow(let preset): preset?.rawValue ?? "none"
        case .glassRendering(let mode): mode.rawValue
        case .bezel(let bezel): bezel.rawValue
        case .controlSize(let size): size.rawValue
        case .weight(let weight): weight.rawValue
        case .alignment(let alignment): alignment.rawValue
        case .sharedProperties(let properties): properties.rawValue
        case .number, .units, .pair, .color, .fontSize, .flag, .radius, .cleared, .dynamic, .modifier: nil
        }
    }
}
