/// The fixed vocabulary of the class language (reference §3.2–§3.4, seed "Native buttons").
enum CatalogTables {
    /// Padding prefixes and the edges they write (reference §4.1).
    static let paddingEdges: [String: [Field]] = [
        "p": [.paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing],
        "px": [.paddingLeading, .paddingTrailing],
        "py": [.paddingTop, .paddingBottom],
        "pt": [.paddingTop],
        "pb": [.paddingBottom],
        "ps": [.paddingLeading],
        "pl": [.paddingLeading],
        "pe": [.paddingTrailing],
        "pr": [.paddingTrailing],
    ]

    /// The names of ``fixedKeywords``, tested before hashing a name.
    static let fixedKeywordNames = NameFilter(fixedKeywords.keys)

    /// ``fixedKeywords`` by bytes, for ASCII names.
    static let fixedKeywordTable = ByteKeyedTable(fixedKeywords.lazy.map { ($0.key, $0.value) })

    /// Keyword classes with fixed meanings (reference §2.3 items 4, 6 and 10).
    static let fixedKeywords: [String: [Assignment]] = [
        "shared-frame": [Assignment(.sharedProperties, .sharedProperties(.frame))],
        "shared-position": [Assignment(.sharedProperties, .sharedProperties(.position))],
        "shared-size": [Assignment(.sharedProperties, .sharedProperties(.size))],
        "shared-source": [Assignment(.sharedSource, .flag(true))],
        "shared-follower": [Assignment(.sharedSource, .flag(false))],
        "surface-floating": [Assignment(.surfaceRole, .surfaceRole(.floating))],
        "surface-solid": [Assignment(.surfaceRole, .surfaceRole(.solid))],
        "glass": [Assignment(.surfaceRole, .surfaceRole(.glass)), Assignment(.glassTier, .cleared)],
        "glass-prominent": [Assignment(.surfaceRole, .surfaceRole(.glass)), Assignment(.prominent, .flag(true)), Assignment(.glassTier, .cleared)],
        "glass-interactive": [Assignment(.glassInteractive, .flag(true))],
        "bezel-prominent": [Assignment(.bezel, .bezel(.prominent))],
        "bezel-bordered": [Assignment(.bezel, .bezel(.bordered))],
        "bezel-borderless": [Assignment(.bezel, .bezel(.borderless))],
        "bezel-link": [Assignment(.bezel, .bezel(.link))],
        "control-mini": [Assignment(.controlSize, .controlSize(.mini))],
        "control-sm": [Assignment(.controlSize, .controlSize(.small))],
        "control-md": [Assignment(.controlSize, .controlSize(.regular))],
        "control-lg": [Assignment(.controlSize, .controlSize(.large))],
        "control-xl": [Assignment(.controlSize, .controlSize(.extraLarge))],
        "text-center": [Assignment(.textAlignment, .alignment(.center))],
        "text-start": [Assignment(.textAlignment, .alignment(.leading))],
        "text-end": [Assignment(.textAlignment, .alignment(.trailing))],
        "line-clamp-none": [Assignment(.lineLimit, .cleared)],
        "w-full": [Assignment(.expandsWidth, .flag(true)), Assignment(.width, .cleared)],
    ].merging(glassKeywords) { first, _ in first }

    /// UniversalGlass configuration keywords (reference universal-glass "Mapping", refined in
    /// Docs/Decisions.md): a tier class is a glass surface with that tier; `glass` and
    /// `glass-prominent` clear the tier (swiftcn's own glass); the others only configure.
    static let glassKeywords: [String: [Assignment]] = {
        var table: [String: [Assignment]] = [:]
        for tier in GlassTier.allCases {
            table[tier.className] = [Assignment(.surfaceRole, .surfaceRole(.glass)), Assignment(.glassTier, .glassTier(tier))]
        }
        for (word, material) in GlassTier.materialWords {
            table["glass-fallback-" + word] = [Assignment(.glassFallbackMaterial, .fallbackMaterial(material))]
        }
        table["glass-fallback-none"] = [Assignment(.glassFallbackMaterial, .fallbackMaterial(nil))]
        table["glass-fallback-tint-none"] = [Assignment(.glassFallbackTint, .cleared)]
        table["glass-shadow"] = [
            Assignment(.glassShadow, .glassShadow(.default)), Assignment(.glassShadowColor, .cleared), Assignment(.glassShadowRadius, .cleared),
        ]
        table["glass-shadow-none"] = [
            Assignment(.glassShadow, .glassShadow(nil)), Assignment(.glassShadowColor, .cleared), Assignment(.glassShadowRadius, .cleared),
        ]
        table["glass-render-auto"] = [Assignment(.glassRendering, .glassRendering(.automatic))]
        table["glass-render-native"] = [Assignment(.glassRendering, .glassRendering(.glass))]
        table["glass-render-material"] = [Assignment(.glassRendering, .glassRendering(.material))]
        return table
    }()

    /// What a colour class writes besides its colour field: a shadow colour makes the shadow custom.
    static let colorCompanions: [String: [Assignment]] = [
        "glass-shadow": [Assignment(.glassShadow, .glassShadow(.custom))]
    ]

    /// Built-in `animate-*` presets (reference §9.1).
    static let animationPresets: Set<String> = [
        "none", "linear", "ease-in", "ease-out", "ease-in-out", "spring", "smooth", "snappy", "bouncy",
    ]

    /// `font-*` weights (reference §3.4).
    static let weights: [String: FontWeight] = [
        "regular": .regular, "normal": .regular, "medium": .medium, "semibold": .semibold,
        "bold": .bold, "light": .light,
    ]

    /// The names of ``colorAliases``, tested before hashing a colour word.
    static let colorAliasNames = NameFilter(colorAliases.keys)

    /// Colour words of keyword classes that name another token (reference §3.3).
    static let colorAliases: [String: String] = [
        "primary-foreground": "onPrimary",
        "accent-foreground": "onAccent",
        "destructive-foreground": "onDestructive",
        "card": "surface",
        "card-foreground": "foreground",
        "muted-foreground": "mutedForeground",
    ]

    /// The field each colour prefix writes.
    static let colorFields: [String: Field] = [
        "text": .foreground, "bg": .background, "border": .borderColor, "glass-tint": .glassTint, "tint": .glassTint,
        "glass-fallback-tint": .glassFallbackTint, "glass-shadow": .glassShadowColor,
    ]
}
