import Foundation
import TWResolve

/// Design properties -> the nearest valid class string in a theme.
///
/// Rules (Docs/Decisions.md, "Design-tool bridge"):
/// - lengths snap to the spacing scale (theme units, the steps below) and radii to the theme's
///   radius tokens when within `min(2 pt, 12.5 %)`; otherwise an arbitrary value (`p-[13]`);
/// - colours become the theme token whose light (and, when given, dark) value is within 6/255 per
///   channel, preferring the tokens meant for the role (`surface` for a fill, `foreground` for
///   text, `border` for a stroke); otherwise a hex arbitrary value;
/// - a solid fill is the `surface-solid` role, `glass` the glass role, `material` `surface-floating`;
/// - shadows snap to the nearest theme shadow (there is no arbitrary shadow class);
/// - font sizes snap to the text-style token whose iOS default size is within 1 pt, else `text-[N]`;
/// - when every class of a recipe is suggested, the recipe is at least three classes and half of
///   the suggestion, and it resolves to the same, its name replaces them (`card`, `badge`).
public struct DesignSuggester: Sendable {
    public var theme: Theme
    public var context: ResolutionContext

    public init(theme: Theme = .builtIn, context: ResolutionContext = ResolutionContext()) {
        self.theme = theme
        self.context = context
    }

    /// Spacing steps in theme units (Tailwind's scale, which swiftcn's `p-n` accepts and more).
    static let spacingSteps: [Double] = [
        0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96,
    ]
    static let preferredTokens: [String: [String]] = [
        "fill": ["surface", "background", "muted", "accent", "primary", "destructive", "input", "border"],
        "text": ["foreground", "mutedForeground", "onPrimary", "onAccent", "onDestructive", "primary", "destructive"],
        "stroke": ["border", "input", "ring", "primary", "destructive", "foreground"],
        "tint": ["tint", "primary", "accent", "destructive"],
    ]

    static func tolerance(_ value: Double) -> Double { min(2, value * 0.125) }

    public func suggest(_ design: DesignProperties) -> Suggestion {
        var parts: [Suggestion.Part] = []
        if let padding = design.padding { parts.append(contentsOf: paddingParts(padding)) }
        if design.radiusFull {
            parts.append(.init(property: "radius", value: "full", classes: ["rounded-full"], snapped: false))
        } else if let radius = design.radius, radius > 0 {
            parts.append(radiusPart(radius))
        }
        switch design.fill {
        case .color(let color)?:
            parts.append(colorPart(color, property: "fill", prefix: "bg", role: "fill").part)
        case .glass?:
            parts.append(.init(property: "fill", value: "glass", classes: ["glass"], snapped: false))
        case .material?:
            parts.append(
                .init(
                    property: "fill", value: "material", classes: ["surface-floating"], snapped: false,
                    note: "the floating role: Liquid Glass on iOS and macOS 26 and later, a material before"))
        case nil: break
        }
        if let tint = design.tint { parts.append(colorPart(tint, property: "tint", prefix: "glass-tint", role: "tint").part) }
        if let stroke = design.stroke { parts.append(contentsOf: strokeParts(stroke)) }
        if case .color? = design.fill { parts.append(.init(property: "fill.role", value: "solid", classes: ["surface-solid"], snapped: false)) }
        if let shadow = design.shadow { parts.append(shadowPart(shadow)) }
        if let size = design.fontSize { parts.append(fontSizePart(size)) }
        if let weight = design.fontWeight { parts.append(weightPart(weight)) }
        if let color = design.textColor { parts.append(colorPart(color, property: "textColor", prefix: "text", role: "text").part) }
        if let opacity = design.opacity, opacity < 1 {
            parts.append(.init(property: "opacity", value: Self.format(opacity), classes: ["opacity-\(Self.format(opacity * 100))"], snapped: false))
        }
        if let width = design.width {
            parts.append(.init(property: "width", value: Self.format(width), classes: ["w-[\(Self.format(width))]"], snapped: false))
        }
        if let height = design.height {
            parts.append(.init(property: "height", value: Self.format(height), classes: ["h-[\(Self.format(height))]"], snapped: false))
        }
        let classes = parts.flatMap(\.classes)
        let (final, recipe) = namingRecipe(classes)
        let resolver = Resolver(theme: theme)
        return Suggestion(
            classes: final, recipe: recipe, parts: parts, unexpressed: design.unexpressed,
            valid: resolver.resolve(final, context: context).valid)
    }

    // MARK: Lengths

    /// The class word for `points` on the spacing scale, and whether it was snapped.
    func spacing(_ points: Double) -> (word: String, snapped: Bool, note: String?) {
        let unit = theme.spacingUnit
        guard unit > 0 else { return ("[\(Self.format(points))]", false, nil) }
        // On a tie (15 pt between 14 and 16) the whole step wins: designs are drawn on whole steps.
        let nearest = Self.spacingSteps.min {
            (abs($0 * unit - points), $0.rounded() == $0 ? 0 : 1) < (abs($1 * unit - points), $1.rounded() == $1 ? 0 : 1)
        }!
        let distance = abs(nearest * unit - points)
        if distance < 1e-9 { return (Self.format(nearest), false, nil) }
        if distance <= Self.tolerance(points) {
            return (Self.format(nearest), true, "\(Self.format(points)) pt snapped to \(Self.format(nearest * unit)) pt (spacing step \(Self.format(nearest)))")
        }
        return ("[\(Self.format(points))]", false, nil)
    }

    func paddingParts(_ edges: DesignProperties.Edges) -> [Suggestion.Part] {
        let top = spacing(edges.top), bottom = spacing(edges.bottom), leading = spacing(edges.leading), trailing = spacing(edges.trailing)
        func part(_ property: String, _ value: Double, _ prefix: String, _ step: (word: String, snapped: Bool, note: String?)) -> Suggestion.Part {
            .init(property: property, value: Self.format(value), classes: ["\(prefix)-\(step.word)"], snapped: step.snapped, note: step.note)
        }
        if top.word == bottom.word && leading.word == trailing.word {
            if top.word == leading.word {
                let uniform = Set([edges.top, edges.bottom, edges.leading, edges.trailing]).count == 1
                let value = uniform ? Self.format(edges.top) : [edges.top, edges.trailing, edges.bottom, edges.leading].map(Self.format).joined(separator: " ")
                let note = uniform ? top.note : "edges \(value) pt (top, right, bottom, left) drawn as one spacing step"
                return [.init(property: "padding", value: value, classes: ["p-\(top.word)"], snapped: top.snapped || !uniform, note: note)]
            }
            return [part("padding.horizontal", edges.leading, "px", leading), part("padding.vertical", edges.top, "py", top)]
        }
        var result: [Suggestion.Part] = []
        if leading.word == trailing.word {
            result.append(part("padding.horizontal", edges.leading, "px", leading))
        } else {
            result.append(part("padding.leading", edges.leading, "ps", leading))
            result.append(part("padding.trailing", edges.trailing, "pe", trailing))
        }
        if top.word == bottom.word {
            result.append(part("padding.vertical", edges.top, "py", top))
        } else {
            result.append(part("padding.top", edges.top, "pt", top))
            result.append(part("padding.bottom", edges.bottom, "pb", bottom))
        }
        return result
    }

    func radiusPart(_ radius: Double) -> Suggestion.Part {
        let tokens = theme.radii.filter { $0.key != "full" && $0.key != "none" }.sorted { $0.key < $1.key }
        if let nearest = tokens.min(by: { abs($0.value - radius) < abs($1.value - radius) }) {
            let distance = abs(nearest.value - radius)
            if distance < 1e-9 { return .init(property: "radius", value: Self.format(radius), classes: ["rounded-\(nearest.key)"], snapped: false) }
            if distance <= Self.tolerance(radius) {
                return .init(
                    property: "radius", value: Self.format(radius), classes: ["rounded-\(nearest.key)"], snapped: true,
                    note: "\(Self.format(radius)) pt snapped to the \(nearest.key) radius, \(Self.format(nearest.value)) pt")
            }
        }
        return .init(property: "radius", value: Self.format(radius), classes: ["rounded-[\(Self.format(radius))]"], snapped: false)
    }

    // MARK: Colours

    /// The theme token nearest `color` for `role`, within 6/255 per channel; nil when none is.
    func token(for color: DesignProperties.Color, role: String) -> (name: String, exact: Bool)? {
        let limit = 6.0 / 255 + 1e-9
        func distance(_ a: RGBA, _ b: RGBA) -> Double {
            max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.opacity - b.opacity))
        }
        var matches: [(name: String, distance: Double)] = []
        for (name, value) in theme.colors {
            var worst = distance(color.light, value.light.rgba(in: .light))
            if let dark = color.dark { worst = max(worst, distance(dark, value.dark.rgba(in: .dark))) }
            if worst <= limit { matches.append((name, worst)) }
        }
        let preferred = Self.preferredTokens[role] ?? []
        func rank(_ name: String) -> Int { preferred.firstIndex(of: name) ?? preferred.count }
        // Within the tolerance the role's tokens win; then the nearest; then the name, for a stable answer.
        guard
            let best = matches.min(by: {
                ($0.distance > 0.5 / 255 ? 1 : 0, rank($0.name), $0.distance, $0.name) < ($1.distance > 0.5 / 255 ? 1 : 0, rank($1.name), $1.distance, $1.name)
            })
        else { return nil }
        return (best.name, best.distance <= 0.5 / 255)
    }

    func colorPart(_ color: DesignProperties.Color, property: String, prefix: String, role: String) -> (token: String?, part: Suggestion.Part) {
        if let match = token(for: color, role: role) {
            return (
                match.name,
                .init(
                    property: property, value: color.text, classes: ["\(prefix)-\(match.name)"], snapped: true,
                    note: match.exact
                        ? "the theme token \(match.name)" : "the nearest theme token, \(match.name) (\(theme.colors[match.name]!.light.rgba(in: .light).hex))")
            )
        }
        // A hex argument has one value for both schemes; a design's dark value cannot be kept.
        let hex = color.light.hex
        return (
            nil,
            .init(
                property: property, value: color.text, classes: ["\(prefix)-[\(hex)]"], snapped: color.dark != nil,
                note: color.dark != nil
                    ? "no theme token matches; a hex class has one value in both schemes, so the dark value is dropped (add a token with `tw theme import`)"
                    : nil)
        )
    }

    func strokeParts(_ stroke: DesignProperties.Stroke) -> [Suggestion.Part] {
        // A width that rounds to 0 pt draws no stroke.
        guard Self.format(stroke.width) != "0" else { return [] }
        let width = Self.format(stroke.width)
        let defaultWidth = abs(stroke.width - theme.borderWidth) < 1e-9
        let widthClass = defaultWidth ? "border" : "border-\(width)"
        var result: [Suggestion.Part] = []
        if let color = stroke.color {
            let (name, part) = colorPart(color, property: "stroke.color", prefix: "border", role: "stroke")
            if name == "border" && defaultWidth {
                // `border` alone is the theme's width in the border colour.
                return [.init(property: "stroke", value: "\(width) \(color.text)", classes: ["border"], snapped: part.snapped, note: part.note)]
            }
            // The width class first: `border` also sets the border colour, which the colour class then replaces.
            result.append(.init(property: "stroke.width", value: width, classes: [widthClass], snapped: false))
            result.append(part)
            return result
        }
        return [.init(property: "stroke.width", value: width, classes: [widthClass], snapped: false)]
    }

    // MARK: Shadow and type

    func shadowPart(_ shadow: DesignProperties.Shadow) -> Suggestion.Part {
        switch shadow {
        case .token(let name):
            let known = theme.shadows[name] != nil
            return .init(
                property: "shadow", value: name, classes: known ? ["shadow-\(name)"] : [], snapped: !known,
                note: known ? nil : "the theme has no shadow named \(name); dropped")
        case .drop(let x, let y, let radius):
            let tokens = theme.shadows.filter { $0.key != "none" }.sorted { $0.key < $1.key }
            guard let nearest = tokens.min(by: { hypot($0.value.radius - radius, $0.value.y - y) < hypot($1.value.radius - radius, $1.value.y - y) }) else {
                return .init(property: "shadow", value: "", classes: [], snapped: true, note: "the theme has no shadows")
            }
            let exact = nearest.value.radius == radius && nearest.value.y == y && x == 0
            var note = "the nearest theme shadow, \(nearest.key) (radius \(Self.format(nearest.value.radius)), y \(Self.format(nearest.value.y)))"
            if x != 0 { note += "; swiftcn shadows have no x offset" }
            return .init(
                property: "shadow", value: "x \(Self.format(x)) y \(Self.format(y)) radius \(Self.format(radius))",
                classes: ["shadow-\(nearest.key)"], snapped: !exact, note: exact ? "the theme shadow \(nearest.key)" : note)
        }
    }

    func fontSizePart(_ size: Double) -> Suggestion.Part {
        let tokens = theme.typography.compactMap { token, style in TextStyleSizes.ios[style].map { (token, style, $0) } }.sorted { $0.0 < $1.0 }
        if let nearest = tokens.min(by: { abs($0.2 - size) < abs($1.2 - size) }), abs(nearest.2 - size) <= 1 {
            let exact = nearest.2 == size
            return .init(
                property: "fontSize", value: Self.format(size), classes: ["text-\(nearest.0)"], snapped: !exact,
                note: "the \(nearest.1) text style (\(Self.format(nearest.2)) pt on iOS at the default size; it scales with Dynamic Type)")
        }
        // swiftcn draws text only above 0 pt (`text-[0]` is an error).
        guard Self.format(size) != "0" else {
            return .init(property: "fontSize", value: Self.format(size), classes: [], snapped: true, note: "a font size of 0 pt has no class; dropped")
        }
        return .init(
            property: "fontSize", value: Self.format(size), classes: ["text-[\(Self.format(size))]"], snapped: false,
            note: "a fixed size: no text style is within 1 pt")
    }

    func weightPart(_ weight: Int) -> Suggestion.Part {
        let weights: [(Int, String)] = [(300, "light"), (400, "regular"), (500, "medium"), (600, "semibold"), (700, "bold")]
        let nearest = weights.min { abs($0.0 - weight) < abs($1.0 - weight) }!
        return .init(
            property: "fontWeight", value: String(weight), classes: ["font-\(nearest.1)"], snapped: nearest.0 != weight,
            note: nearest.0 != weight ? "swiftcn's weights are light, regular, medium, semibold and bold" : nil)
    }

    // MARK: Recipes

    /// The classes with the largest recipe whose every class is among them named instead, when
    /// the recipe is at least three classes and half of them, and the result resolves exactly as
    /// the classes do.
    func namingRecipe(_ classes: [String]) -> (String, String?) {
        let plain = classes.joined(separator: " ")
        let present = Set(classes)
        let candidates = theme.named.compactMap { name, recipe -> (String, [String])? in
            let tokens = recipe.classes(on: context.platform).split(whereSeparator: \.isWhitespace).map(String.init)
            // A recipe names a role (`item-title` is `text-sm font-medium`): it stands for a design only
            // when it is most of it, at least three classes and half of those suggested.
            guard tokens.count >= 3, tokens.count * 2 >= present.count, Set(tokens).isSubset(of: present) else { return nil }
            return (name, tokens)
        }.sorted { ($0.1.count, $1.0) > ($1.1.count, $0.0) }
        let resolver = Resolver(theme: theme)
        for (name, tokens) in candidates {
            let rest = classes.filter { !tokens.contains($0) }
            let named = ([name] + rest).joined(separator: " ")
            if Self.sameDrawing(resolver.resolve(plain, context: context), resolver.resolve(named, context: context)) { return (named, name) }
        }
        return (plain, nil)
    }

    /// Equal resolutions apart from the class string and which class decided each field.
    /// Compared as `twkit.resolution/1` documents, which hold every field a tool sees (the
    /// document as a value: no text is written and read back).
    static func sameDrawing(_ a: Resolution, _ b: Resolution) -> Bool {
        func fields(_ resolution: Resolution) -> ResolutionDocumentV1 {
            var document = ResolutionDocumentV1(resolution)
            document.classes = ""
            document.provenance = [:]
            document.overridden = []
            return document
        }
        return a.valid && b.valid && fields(a) == fields(b)
    }

    /// `4`, `2.5`, `0.125`: at most three decimals, as the resolver reads a number (reference
    /// §3.1: ASCII digits with at most one `.` between digits), so never `0.` or `100.`: a value
    /// that rounds to a whole number is written whole (0.0004 is `0`, 99.9996 is `100`). Large
    /// values are written in full digits, never with an exponent. Finite values only (the
    /// design properties refuse others).
    static func format(_ value: Double) -> String {
        let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value.rounded()
        if rounded == rounded.rounded() {
            if abs(rounded) < 1e15 { return String(Int(rounded)) }
            return String(format: "%.0f", rounded)
        }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
