import TWResolve

/// SwiftUI code equivalent to what swiftcn draws for a class string (`tw swift`).
///
/// The output is one Swift file: `import SwiftUI` and a `ViewModifier` named ``name`` whose body
/// applies the resolved modifiers (``SwiftModifierChain``) to the content (with the `button`
/// target a `PrimitiveButtonStyle` whose classes style the label), in one of three styles:
///
/// - ``Style/system``: one system, no branches (the context's platform, OS and settings). On iOS 27
///   and later with the automatic renderer, glass is UIKit's (``UIKitGlassCode``), as swiftcn
///   draws it there, never `glassEffect`.
/// - ``Style/availability``: on iOS first `if #available(iOS 27, *)` with UIKit's glass (inside
///   `#if canImport(UIKit)`, the other branches in `earlierSystems(_:)`), then
///   `if #available(iOS 26, macOS 26, *)` with native `glassEffect` and
///   `.buttonStyle(.glass)`, else the earlier appearance (materials, the fallback edge, bordered
///   styles), with `@Environment(\.accessibilityReduceTransparency)` branches wherever Reduce
///   Transparency changes the drawing. Branches are derived by resolving the classes on iOS or
///   macOS 26 (SwiftUI's renderer) and on iOS 18 or macOS 15, with Reduce Transparency off and on.
/// - ``Style/universalGlass``: the same through UniversalGlass (`import UniversalGlass`,
///   `universalGlassEffect`, `.universalGlass()` button styles), which does its own availability
///   routing; only the Reduce Transparency branch before OS 26 is written out.
///
/// ```swift
/// let code = SwiftEmitter().emit("px-4 surface-floating glass-tint-[red]", style: .availability, context: ResolutionContext())
/// print(code.text)
/// ```
public struct SwiftEmitter: Sendable {
    public enum Style: String, Sendable, CaseIterable {
        case system, availability, universalGlass
    }

    /// The emitted file.
    public struct Code: Sendable {
        public var text: String
        /// False when swiftcn rejects the classes (the modifier then draws the content undecorated).
        public var valid: Bool
    }

    public var resolver: Resolver
    /// The `ViewModifier`'s (or button style's) type name.
    public var name: SwiftTypeName

    public init(resolver: Resolver = Resolver(), name: SwiftTypeName = .generated) {
        self.resolver = resolver
        self.name = name
    }

    /// The availability of Liquid Glass in `@available` and `#available`: `iOS 26, macOS 26, *`.
    static let liquidGlassAvailability = "iOS \(PlatformRelease.liquidGlass), macOS \(PlatformRelease.liquidGlass), *"

    /// Emits `classes` in `style`. For ``Style/system`` the context is the system; for the other
    /// styles only its platform, renderer setting, scheme, target, states, policy and theme-related
    /// settings count. With the `button` target the file is a `PrimitiveButtonStyle` whose classes
    /// style the label (padding, font), not the button.
    public func emit(_ classes: String, style: Style, context: ResolutionContext) -> Code {
        let uiKit = UIKitGlassCode(baseName: name.text)
        // Registered slots keep their phase and order on every system (reference §12.2).
        let slots = resolver.pipeline(classes, context: context).steps.filter { $0.slot != nil }
        let chain = SwiftModifierChain(universalGlass: nil, uiKit: uiKit, slots: slots)
        let button = context.target == .button
        switch style {
        case .system:
            let r = resolver.resolve(classes, context: context)
            var header = ["One system: \(r.context.summary)."]
            let declarations = uiKitDeclarations(r, reduced: nil, uiKit: uiKit)
            if r.button?.style == .uiKitGlass, r.button?.fill != nil {
                header.append("UIKit's renderer draws glass buttons here; under Reduce Transparency a themed solid fill replaces the glass view.")
            } else if !declarations.isEmpty {
                header.append("swiftcn draws this glass with UIKit's UIGlassEffect here (the automatic renderer on iOS 27 and later), and so does this code.")
            }
            let availability = context.supportsGlass && usesNativeGlass(r) ? "@available(\(Self.liquidGlassAvailability))\n" : ""
            let body = block(r, chain, button: button)
            return Code(
                text: file(
                    classes, style: style, header: header + notes(r, chain), imports: ["SwiftUI"] + (declarations.isEmpty ? [] : ["UIKit"]),
                    attribute: availability, shape: r, environment: false, body: body, helper: nil, declarations: declarations, button: button), valid: r.valid)
        case .availability:
            let set = ResolutionSet(classes: classes, context: context, resolver: resolver)
            let modern = branch(set.modern, set.modernReduced, chain, button: button)
            let earlier = branch(set.earlier, set.earlierReduced, chain, button: button)
            var body: [String]
            if modern == earlier {
                body = modern
            } else {
                body = ["if #available(\(Self.liquidGlassAvailability)) {"] + modern.map { "    " + $0 } + ["} else {"] + earlier.map { "    " + $0 } + ["}"]
                body = flattenElseIf(body)
            }
            var header = ["Liquid Glass systems (iOS/macOS 26 and later) and earlier ones, Reduce Transparency written out."]
            var helper: [String]?
            var declarations: [String] = []
            if let glass = set.uiKit, let glassReduced = set.uiKitReduced,
                !uiKitDeclarations(glass, reduced: glassReduced, uiKit: uiKit).isEmpty || !uiKitDeclarations(glassReduced, reduced: nil, uiKit: uiKit).isEmpty
            {
                let version = context.renderer == .uiKit ? PlatformRelease.uikitGlassAPI : PlatformRelease.uikitGlass
                header.append(
                    "On iOS \(version) and later swiftcn draws glass with UIKit's UIGlassEffect (seed, \"Glass renderer\"), never SwiftUI's glassEffect; that branch comes first."
                )
                let uiKitBody = button ? block(glass, chain, button: true) : branch(glass, glassReduced, chain, button: false)
                let call = button ? "earlierSystems(configuration)" : "earlierSystems(content)"
                helper = body
                body =
                    ["#if canImport(UIKit)", "if #available(iOS \(version), *) {"] + uiKitBody.map { "    " + $0 }
                    + ["} else {", "    " + call, "}", "#else", call, "#endif"]
                declarations = uiKitDeclarations(glass, reduced: glassReduced, uiKit: uiKit)
                if declarations.isEmpty { declarations = uiKitDeclarations(glassReduced, reduced: nil, uiKit: uiKit) }
            }
            let usesReduce = (body + (helper ?? [])).contains { $0.contains("reduceTransparency") }
            return Code(
                text: file(
                    classes, style: style, header: header + notes(set.modern, chain), imports: ["SwiftUI"], attribute: "",
                    shape: set.modern, environment: usesReduce, body: body, helper: helper, declarations: declarations, button: button),
                valid: set.modern.valid)
        case .universalGlass:
            let set = ResolutionSet(classes: classes, context: context, resolver: resolver)
            var nativeContext = set.modernContext
            nativeContext.rendering = .glass
            let code = UniversalGlassCode(modern: resolver.resolve(classes, context: nativeContext), earlier: set.earlier)
            let glassChain = SwiftModifierChain(universalGlass: code, uiKit: uiKit, slots: slots)
            let main = block(set.modern, glassChain, button: button)
            let reduced = block(set.earlierReduced, chain, button: button)
            var body = main
            var header = ["UniversalGlass routes between native glass and its material fallback itself."]
            if reduced != main, set.earlierReduced.surface?.fill.kind == .solid, set.earlier.surface?.fill.kind != .solid {
                header.append(
                    "Before OS 26 swiftcn turns the material fallback solid under Reduce Transparency; UniversalGlass does not, so that branch is written out.")
                body =
                    ["if #available(\(Self.liquidGlassAvailability)) {"] + body.map { "    " + $0 } + ["} else if reduceTransparency {"]
                    + reduced.map { "    " + $0 } + ["} else {"] + body.map { "    " + $0 } + ["}"]
            }
            if let edge = set.earlier.surface?.edge, edge.width > 0, set.modern.surface?.fill.kind == .glass {
                header.append("swiftcn also draws a \(Points.pt(edge.width)) edge around the material fallback; UniversalGlass draws none.")
            }
            if let rendering = context.rendering {
                header.append("The inherited rendering override: apply .universalGlassRenderingMode(.\(rendering.rawValue)) on an ancestor.")
            }
            if let style = set.modern.button?.style, style.isSwiftUIGlass {
                // UniversalGlassPrimitiveButtonStyle.swift: the fallback is the system's bordered style.
                let kind: UniversalGlassRouting.ButtonKind = style == .glass ? .standard : .prominent
                let fallback = UniversalGlassRouting.buttonStyle(kind, platform: .ios, os: PlatformRelease.beforeLiquidGlass(on: .ios))
                header.append("UniversalGlass's \(kind.call) draws .\(fallback.rawValue) before OS 26 and on visionOS.")
            }
            if let note = context.platform.swiftCNNote { header.append(note) }
            if context.platform == .ios {
                header.append(
                    "UniversalGlass draws SwiftUI's glassEffect, also on iOS 27, where swiftcn's automatic renderer uses UIKit's UIGlassEffect instead (seed, \"Glass renderer\"); use --availability for that."
                )
            }
            return Code(
                text: file(
                    classes, style: style, header: header + notes(set.modern, glassChain), imports: ["SwiftUI", "UniversalGlass"], attribute: "",
                    shape: set.modern, environment: body.contains { $0.contains("reduceTransparency") }, body: body, helper: nil,
                    declarations: [], button: button), valid: set.modern.valid)
        }
    }

    private func usesNativeGlass(_ r: Resolution) -> Bool {
        r.surface?.fill.kind == .glass || r.button?.style.drawsGlass == true
    }

    /// The UIKit glass types a resolution needs: the representable for glass drawn by UIKit, and
    /// the glass button style for a UIKit glass button (`reduced`: the same button under Reduce
    /// Transparency, when the code branches on it at run time).
    private func uiKitDeclarations(_ r: Resolution, reduced: Resolution?, uiKit: UIKitGlassCode) -> [String] {
        guard !r.undecorated else { return [] }
        var lines: [String] = []
        let glassSurface = r.surface?.fill.kind == .glass && r.surface?.renderer == .uiKit
        if let button = r.button, button.style == .uiKitGlass {
            let reducedButton = reduced?.button.flatMap { $0.style == .uiKitGlass ? $0 : nil }
            let style = uiKit.buttonDeclaration(button, reduced: reducedButton, platform: r.context.platform)
            // Under Reduce Transparency (fixed) the solid fill replaces the glass view: none is declared.
            lines = button.fill != nil ? style : uiKit.viewDeclaration + [""] + style
        } else if glassSurface {
            lines = uiKit.viewDeclaration
        }
        return lines
    }

    /// The drawing of one resolution as body lines: `content` and the chain for a view; for a
    /// button, a `Button` built from the configuration whose label carries the label's modifiers,
    /// then the native style's (reference §6.4: classes add spacing and typography to the label).
    private func block(_ r: Resolution, _ chain: SwiftModifierChain, button: Bool) -> [String] {
        guard button else { return ["content"] + chain.lines(r).map { "    " + $0 } }
        var lines = ["Button(role: configuration.role, action: configuration.trigger) {", "    configuration.label"]
        lines += chain.labelLines(r).map { "        " + $0 }
        lines.append("}")
        let level = chain.buttonLevelLines(r)
        lines += level.isEmpty && !r.undecorated ? [".buttonStyle(.plain)"] : level
        return lines
    }

    /// One system's branch: the Reduce Transparency split only where it changes the drawing.
    private func branch(_ normal: Resolution, _ reduced: Resolution, _ chain: SwiftModifierChain, button: Bool) -> [String] {
        let plain = block(normal, chain, button: button)
        let reducedLines = block(reduced, chain, button: button)
        if plain == reducedLines { return plain }
        return ["if reduceTransparency {"] + reducedLines.map { "    " + $0 } + ["} else {"] + plain.map { "    " + $0 } + ["}"]
    }

    /// `} else {` directly followed by an `if` block that fills the whole else becomes `} else if`.
    private func flattenElseIf(_ lines: [String]) -> [String] {
        guard let index = lines.firstIndex(of: "} else {"), index + 1 < lines.count, lines[index + 1] == "    if reduceTransparency {",
            lines.last == "}", lines[lines.count - 2] == "    }"
        else { return lines }
        let inner = lines[(index + 2)..<(lines.count - 2)].map { String($0.dropFirst(4)) }
        return Array(lines[..<index]) + ["} else if reduceTransparency {"] + inner + ["}"]
    }

    private func notes(_ r: Resolution, _ chain: SwiftModifierChain) -> [String] {
        var notes: [String] = []
        if !r.valid { notes.append("swiftcn rejects these classes and draws the content undecorated: \(r.diagnostics.map(\.message).joined(separator: "; "))") }
        let skipped = chain.skipped(r)
        if !skipped.isEmpty { notes.append("Not written here: \(skipped.joined(separator: ", ")).") }
        if r.surface != nil || r.background != nil || r.border != nil {
            notes.append("Colours are the \(r.context.scheme.rawValue) scheme's sRGB values; comments name the theme tokens.")
        }
        return notes
    }

    private func file(
        _ classes: String, style: Style, header: [String], imports: [String], attribute: String,
        shape r: Resolution, environment: Bool, body: [String], helper: [String]?, declarations: [String], button: Bool
    ) -> String {
        // The classes and the notes quoting them are outside text: one comment line each, escaped.
        var text = "// Generated by TWKit (tw swift --\(style == .system ? "for" : style == .availability ? "availability" : "universal-glass")) for:\n"
        text += "//   \(SwiftSourceText.comment(classes))\n"
        for line in header { text += "// \(SwiftSourceText.comment(line))\n" }
        if button { text += "// Use it as .buttonStyle(\(name)()).\n" }
        text += imports.map { "import \($0)\n" }.joined()
        // The --availability file keeps compiling for macOS: UIKit only where it exists.
        if helper != nil { text += "#if canImport(UIKit)\nimport UIKit\n#endif\n" }
        text += "\n\(attribute)struct \(name): \(button ? "PrimitiveButtonStyle" : "ViewModifier") {\n"
        if environment { text += "    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency\n" }
        let shape =
            r.surface.map { SwiftExpressions.shape($0.shape) }
            ?? "RoundedRectangle(cornerRadius: \(SwiftExpressions.number(r.radius ?? 0)), style: .continuous)"
        if (body + (helper ?? [])).contains(where: { $0.contains("shape") }) || !button { text += "    private let shape = \(shape)\n" }
        if !text.hasSuffix("{\n") { text += "\n" }
        let signature = button ? "func makeBody(configuration: Configuration) -> some View" : "func body(content: Content) -> some View"
        text += "    @ViewBuilder\n    \(signature) {\n"
        text += body.map { $0.hasPrefix("#") ? $0 + "\n" : "        " + $0 + "\n" }.joined()
        text += "    }\n"
        if let helper {
            let parameter = button ? "_ configuration: Configuration" : "_ content: Content"
            text += "\n    /// Before iOS 27, and on macOS: SwiftUI's glass where the system has it.\n"
            text += "    @ViewBuilder\n    private func earlierSystems(\(parameter)) -> some View {\n"
            text += helper.map { "        " + $0 + "\n" }.joined()
            text += "    }\n"
        }
        text += "}\n"
        if !declarations.isEmpty {
            let guarded = helper != nil
            text += "\n" + (guarded ? "#if canImport(UIKit)\n" : "") + declarations.map { $0.isEmpty ? "\n" : $0 + "\n" }.joined() + (guarded ? "#endif\n" : "")
        }
        return text
    }
}

/// The four resolutions the branched styles need.
struct ResolutionSet {
    var modernContext: ResolutionContext
    var modern: Resolution
    var modernReduced: Resolution
    var earlier: Resolution
    var earlierReduced: Resolution
    /// iOS 27 (iOS 26 with `--renderer uiKit`) with the context's renderer setting, when UIKit's
    /// renderer draws glass there; nil on macOS and with `--renderer swiftUI`.
    var uiKit: Resolution?
    var uiKitReduced: Resolution?

    init(classes: String, context: ResolutionContext, resolver: Resolver) {
        var modern = context
        modern.os = PlatformRelease.liquidGlass
        modern.renderer = .swiftUI
        modern.reduceTransparency = false
        var earlier = modern
        earlier.os = PlatformRelease.beforeLiquidGlass(on: context.platform)
        var modernReduced = modern, earlierReduced = earlier
        modernReduced.reduceTransparency = true
        earlierReduced.reduceTransparency = true
        self.modernContext = modern
        self.modern = resolver.resolve(classes, context: modern)
        self.modernReduced = resolver.resolve(classes, context: modernReduced)
        self.earlier = resolver.resolve(classes, context: earlier)
        self.earlierReduced = resolver.resolve(classes, context: earlierReduced)
        var glass = context
        glass.os = context.renderer == .uiKit ? PlatformRelease.uikitGlassAPI : PlatformRelease.uikitGlass
        glass.reduceTransparency = false
        if glass.glassRenderer == .uiKit {
            var reduced = glass
            reduced.reduceTransparency = true
            uiKit = resolver.resolve(classes, context: glass)
            uiKitReduced = resolver.resolve(classes, context: reduced)
        }
    }
}
