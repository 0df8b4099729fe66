/// Surfaces with UniversalGlass configuration classes: tiers, fallback material and tint, the
/// fallback shadow and the rendering mode (reference universal-glass §2–§4).
///
/// A surface is *configured* when a tier class (`glass-thin`, also `glass-regular`), a
/// `glass-fallback-*`, `glass-shadow*` or `glass-render-*` class applies. Plain `glass`,
/// `glass-prominent` and `surface-floating` stay swiftcn's own surfaces, byte for byte. A configured
/// surface keeps swiftcn's surface rules (role and policy, shape, edge, Reduce Transparency turns
/// a material fallback solid) and takes from the configuration what UniversalGlass decides: the
/// native glass variant and tint, the routing by rendering mode, the fallback material, the tint
/// beneath it and the fallback shadow. Docs/Decisions.md lists the precedence rules.
extension ResolutionBuilder {
    static let configurationFields: [Field] = [
        .glassFallbackMaterial, .glassFallbackTint, .glassShadow, .glassShadowColor, .glassShadowRadius, .glassRendering,
    ]

    /// True when a glass configuration class applies in these states.
    var isGlassConfigured: Bool {
        if table.reading(.glassTier, { if case .glassTier = $0 { true } else { nil } }) == true { return true }
        return Self.configurationFields.contains { table.isWritten($0) }
    }

    /// The tier of a configured surface: its tier class, else `regular` (what `glass` means).
    var glassTier: GlassTier {
        table.reading(.glassTier) { if case .glassTier(let tier) = $0 { tier } else { nil } } ?? .regular
    }

    /// The effective rendering: the inherited context override wins over the surface's own
    /// `glass-render-*` class, which wins over `automatic` (reference universal-glass §4 rule 1).
    mutating func glassRendering() -> Resolution.Rendering {
        let local = table.reading(.glassRendering) { if case .glassRendering(let mode) = $0 { mode } else { nil } }
        if let inherited = context.rendering {
            if let local, local != inherited {
                ignore(.glassRendering, "the inherited rendering override (\(inherited.rawValue)) beats a surface's glass-render-* class")
            }
            return .init(mode: inherited, source: .context)
        }
        if let local { return .init(mode: local, source: .class) }
        return .init(mode: .automatic, source: .default)
    }

    /// The fill of a configured surface with role `role`, and its rendering decision.
    mutating func configuredFill(role: SurfaceRole) -> (Resolution.Fill, Resolution.Rendering) {
        let decision = SurfaceDecision(context: context)
        let rendering = glassRendering()
        let tier = glassTier
        let scheme = context.scheme
        var fill = Resolution.Fill(paint: .none, reason: "")
        fill.tier = tier
        let tierClass = table.origin(.glassTier)?.displayName ?? tier.className

        // Solid roles and the solid policy stay solid whatever the configuration says.
        if role == .solid || (role == .floating && context.appearance == .solid && !decision.usesGlass(role)) {
            // The decision is always solid here (reference §8.2), so the paint is the surface colour.
            let (_, reason) = decision.fill(role)
            fill.paint = .solid(color: theme.resolve(table.color(.background) ?? .token("surface"), scheme: scheme), prominent: nil)
            fill.reason = reason + "; glass configuration classes apply only to glass and material fills"
            return (fill, rendering)
        }
        let native = decision.usesGlass(role) && rendering.mode != .material
        if tier == .identity {
            fill.route = FillRoute.none
            if native { fill.base = .identity }
            fill.reason = "\(tierClass): Glass.identity natively and no fallback material, so nothing is drawn on any system"
            for field in [Field.glassTint, .glassInteractive, .glassFallbackMaterial, .glassFallbackTint, .glassShadow, .glassShadowColor, .glassShadowRadius] {
                ignore(field, "glass-identity draws nothing: tints, fallbacks and shadows have nothing to decorate")
            }
            return (fill, rendering)
        }
        if native {
            fill.route = .native
            fill.base = tier.nativeBase
            let tint = table.color(.glassTint).map { theme.resolve($0, scheme: scheme) } ?? tier.systemBackgroundTint.map { systemBackground(opacity: $0) }
            // Only buttons use the prominent flag (reference §8.4).
            fill.paint = .glass(tint: tint, interactive: table.flag(.glassInteractive) ?? false, prominent: nil)
            fill.reason =
                "\(context.platform.displayName) \(context.os) has native glass and the rendering is \(rendering.mode.rawValue): glassEffect with Glass.\(tier.nativeBase.rawValue)"
                + (tier.systemBackgroundTint.map { " tinted with the system background at \(Self.format($0))" } ?? "")
            for field in [Field.glassFallbackMaterial, .glassFallbackTint, .glassShadow, .glassShadowColor, .glassShadowRadius] {
                ignore(field, "native glass ignores the fallback material, tint and shadow")
            }
            return (fill, rendering)
        }
        let forced = decision.usesGlass(role)
        fill.route = forced ? .forcedMaterial : .fallback
        let why =
            forced
            ? "rendering forced to material (\(rendering.source == .context ? "inherited override" : "glass-render-material"))"
            : "\(context.platform.displayName) \(context.os) has no native glass"
        // `glass-fallback-none` writes no material: nothing is drawn.
        let written: SurfaceMaterial?? = table.reading(.glassFallbackMaterial) { value -> SurfaceMaterial?? in
            if case .fallbackMaterial(let material) = value { .some(material) } else { nil }
        }
        guard let material = written ?? tier.material else {
            fill.reason = "\(why); the fallback material is none, so nothing is drawn (no tint, no shadow)"
            return (fill, rendering)
        }
        if context.reduceTransparency {
            fill.paint = .solid(color: theme.resolve(table.color(.background) ?? .token("surface"), scheme: scheme), prominent: nil)
            fill.reason = "\(why); Reduce Transparency turns the material fallback solid (swiftcn)"
            return (fill, rendering)
        }
        fill.paint = .material(material)
        fill.fallbackTint = fallbackTint(tier: tier)
        fill.fallbackShadow = fallbackShadow()
        fill.reason = "\(why): the \(material.rawValue) material" + (fill.fallbackTint == nil ? "" : " over its tint")
        return (fill, rendering)
    }

    /// The fallback tint, first match wins: `glass-fallback-tint-*` (or `-none`), then
    /// `glass-tint-*`/`tint-*` (UniversalGlass's `tint()` replaces the fallback tint on every
    /// system), then the tier's system-background tint, which only a device with native glass
    /// carries (reference universal-glass §2 and appendix C: an OS 26 device forced to material;
    /// never visionOS, nor a system whose glass support is overridden off).
    private func fallbackTint(tier: GlassTier) -> ResolvedColor? {
        switch table[.glassFallbackTint] {
        case .cleared?: return nil
        case .color(let reference)?: return theme.resolve(reference, scheme: context.scheme)
        default: break
        }
        if let tint = table.color(.glassTint) { return theme.resolve(tint, scheme: context.scheme) }
        guard context.supportsGlass, let opacity = tier.systemBackgroundTint else { return nil }
        return systemBackground(opacity: opacity)
    }

    /// UniversalGlass's shadow: `default` is black at 0.04, radius 8, offset (0, 0); `none` is absent.
    private func fallbackShadow() -> Resolution.GlassShadow? {
        // Unwritten is the default preset; `glass-shadow-none` writes none: no shadow.
        let written: GlassShadowPreset?? = table.reading(.glassShadow) { value -> GlassShadowPreset?? in
            if case .glassShadow(let preset) = value { .some(preset) } else { nil }
        }
        guard let preset = written ?? .default else { return nil }
        let color = table.color(.glassShadowColor).map { theme.resolve($0, scheme: context.scheme) } ?? Self.defaultShadowColor
        return .init(preset: preset, color: color, radius: table.number(.glassShadowRadius) ?? 8, x: 0, y: 0)
    }

    static let defaultShadowColor = ResolvedColor(hex: "#000000", native: "black", opacity: 0.04)

    /// "SB": `UIColor.systemBackground` on iOS, `NSColor.windowBackgroundColor` on macOS
    /// (sRGB values: iOS white/black; macOS #ececec/#323232, Apple's defaults).
    func systemBackground(opacity: Double) -> ResolvedColor {
        let dark = context.scheme == .dark
        if context.platform == .macos {
            return ResolvedColor(hex: dark ? "#323232" : "#ececec", native: "windowBackgroundColor", opacity: opacity)
        }
        return ResolvedColor(hex: dark ? "#000000" : "#ffffff", native: "systemBackground", opacity: opacity)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
