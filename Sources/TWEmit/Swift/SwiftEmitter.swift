import TWResolve

/// SwiftUI code equivalent to what swiftcn draws for a class string (issue 6 item 3, `tw swift`).
///
/// The output is one Swift file: `import SwiftUI` and a `ViewModifier` named ``name`` whose body
/// applies the resolved modifiers (``SwiftModifierChain``) to the content, in one of three styles:
///
/// - ``Style/system``: one system, no branches (the context's platform, OS and settings).
/// - ``Style/availability``: `if #available(iOS 26, macOS 26, *)` with native `glassEffect` and
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
    /// The `ViewModifier`'s type name.
    public var name: String

    public init(resolver: Resolver = Resolver(), name: String = "GeneratedTWStyle") {
        self.resolver = resolver
        self.name = name
    }

    /// Emits `classes` in `style`. For ``Style/system`` the context is the system; for the other
    /// styles only its platform, scheme, target, states, policy and theme-related settings count.
    public func emit(_ classes: String, style: Style, context: ResolutionContext) -> Code {
        switch style {
        case .system:
            let r = resolver.resolve(classes, context: context)
            var header = ["One system: \(r.context.summary)."]
            if r.surface?.renderer == .uiKit || r.button?.style == "uiKitGlass" {
                header.append("swiftcn draws this glass with UIKit's UIGlassEffect here; glassEffect is the SwiftUI equivalent.")
            }
            let chain = SwiftModifierChain(universalGlass: nil)
            let availability = context.supportsGlass && usesNativeGlass(r) ? "@available(iOS 26, macOS 26, *)\n" : ""
            let body = block(chain.lines(r))
            return Code(text: file(classes, style: style, header: header + notes(r, chain), imports: ["SwiftUI"], attribute: availability,
                                   shape: r, environment: false, body: body), valid: r.valid)
        case .availability:
            let set = ResolutionSet(classes: classes, context: context, resolver: resolver)
            let chain = SwiftModifierChain(universalGlass: nil)
            let modern = branch(set.modern, set.modernReduced, chain)
            let earlier = branch(set.earlier, set.earlierReduced, chain)
            var body: [String]
            if modern == earlier {
                body = modern
            } else {
                body = ["if #available(iOS 26, macOS 26, *) {"] + modern.map { "    " + $0 } + ["} else {"] + earlier.map { "    " + $0 } + ["}"]
                body = flattenElseIf(body)
            }
            let header = ["Liquid Glass systems (iOS/macOS 26 and later) and earlier ones, Reduce Transparency written out."]
            return Code(text: file(classes, style: style, header: header + notes(set.modern, chain), imports: ["SwiftUI"], attribute: "",
                                   shape: set.modern, environment: body.contains { $0.contains("reduceTransparency") }, body: body), valid: set.modern.valid)
        case .universalGlass:
            let set = ResolutionSet(classes: classes, context: context, resolver: resolver)
            var nativeContext = set.modernContext
            nativeContext.rendering = .glass
            let code = UniversalGlassCode(modern: resolver.resolve(classes, context: nativeContext), earlier: set.earlier)
            let chain = SwiftModifierChain(universalGlass: code)
            let plain = SwiftModifierChain(universalGlass: nil)
            let main = chain.lines(set.modern)
            let reduced = plain.lines(set.earlierReduced)
            var body = block(main)
            var header = ["UniversalGlass routes between native glass and its material fallback itself."]
            if reduced != main, set.earlierReduced.surface?.fill.kind == "solid", set.earlier.surface?.fill.kind != "solid" {
                header.append("Before OS 26 swiftcn turns the material fallback solid under Reduce Transparency; UniversalGlass does not, so that branch is written out.")
                body = ["if #available(iOS 26, macOS 26, *) {"] + body.map { "    " + $0 } + ["} else if reduceTransparency {"]
                    + block(reduced).map { "    " + $0 } + ["} else {"] + body.map { "    " + $0 } + ["}"]
            }
            if let edge = set.earlier.surface?.edge, edge.width > 0, set.modern.surface?.fill.kind == "glass" {
                header.append("swiftcn also draws a \(Points.pt(edge.width)) edge around the material fallback; UniversalGlass draws none.")
            }
            if let rendering = context.rendering {
                header.append("The inherited rendering override: apply .universalGlassRenderingMode(.\(rendering.rawValue)) on an ancestor.")
            }
            return Code(text: file(classes, style: style, header: header + notes(set.modern, chain), imports: ["SwiftUI", "UniversalGlass"], attribute: "",
                                   shape: set.modern, environment: body.contains { $0.contains("reduceTransparency") }, body: body), valid: set.modern.valid)
        }
    }

    private func usesNativeGlass(_ r: Resolution) -> Bool {
        r.surface?.fill.kind == "glass" || r.button?.style == "glass" || r.button?.style == "glassProminent" || r.button?.style == "uiKitGlass"
    }

    /// `content` and the chain, as body lines.
    private func block(_ chain: [String]) -> [String] {
        ["content"] + chain.map { "    " + $0 }
    }

    /// One system's branch: the Reduce Transparency split only where it changes the drawing.
    private func branch(_ normal: Resolution, _ reduced: Resolution, _ chain: SwiftModifierChain) -> [String] {
        let plain = block(chain.lines(normal))
        let reducedLines = block(chain.lines(reduced))
        if plain == reducedLines { return plain }
        return ["if reduceTransparency {"] + reducedLines.map { "    " + $0 } + ["} else {"] + plain.map { "    " + $0 } + ["}"]
    }

    /// `} else {` directly followed by an `if` block that fills the whole else becomes `} else if`.
    private func flattenElseIf(_ lines: [String]) -> [String] {
        guard let index = lines.firstIndex(of: "} else {"), index + 1 < lines.count, lines[index + 1] == "    if reduceTransparency {",
              lines.last == "}", lines[lines.count - 2] == "    }" else { return lines }
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

    private func file(_ classes: String, style: Style, header: [String], imports: [String], attribute: String,
                      shape r: Resolution, environment: Bool, body: [String]) -> String {
        var text = "// Generated by TWKit (tw swift --\(style == .system ? "for" : style == .availability ? "availability" : "universal-glass")) for:\n"
        text += "//   \(classes.replacingOccurrences(of: "\n", with: " "))\n"
        for line in header { text += "// \(line)\n" }
        text += imports.map { "import \($0)\n" }.joined() + "\n"
        text += "\(attribute)struct \(name): ViewModifier {\n"
        if environment { text += "    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency\n" }
        let shape = r.surface.map { SwiftExpressions.shape($0.shape) }
            ?? "RoundedRectangle(cornerRadius: \(SwiftExpressions.number(r.radius ?? 0)), style: .continuous)"
        text += "    private let shape = \(shape)\n\n"
        text += "    @ViewBuilder\n    func body(content: Content) -> some View {\n"
        text += body.map { "        " + $0 + "\n" }.joined()
        text += "    }\n}\n"
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

    init(classes: String, context: ResolutionContext, resolver: Resolver) {
        var modern = context
        modern.os = OSVersion(26)
        modern.renderer = .swiftUI
        modern.reduceTransparency = false
        var earlier = modern
        earlier.os = OSVersion(context.platform == .ios ? 18 : 15)
        var modernReduced = modern, earlierReduced = earlier
        modernReduced.reduceTransparency = true
        earlierReduced.reduceTransparency = true
        self.modernContext = modern
        self.modern = resolver.resolve(classes, context: modern)
        self.modernReduced = resolver.resolve(classes, context: modernReduced)
        self.earlier = resolver.resolve(classes, context: earlier)
        self.earlierReduced = resolver.resolve(classes, context: earlierReduced)
    }
}
