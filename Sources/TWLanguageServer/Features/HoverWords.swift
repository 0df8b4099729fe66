import TWEmit
import TWResolve
import TWSyntax

/// What one class does, in words and units: "padding 16 pt on all edges",
/// "background `accent` (light #…, dark #…)". Read from the catalog's assignments for the class
/// (so variants do not hide what the class sets), never from JSON.
enum HoverWords {
    /// One line per field group the class writes; empty when it writes none (`group`).
    static func sentences(_ assignments: [Assignment], theme: Theme) -> [String] {
        var lines: [String] = []
        var padding: [Field: FieldValue] = [:]
        for assignment in assignments {
            switch assignment.field {
            case .paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing:
                padding[assignment.field] = assignment.value
            case .expandsWidth:
                if case .flag(true) = assignment.value { lines.append("fills the available width") }
            default:
                if let line = sentence(assignment, theme: theme) { lines.append(line) }
            }
        }
        if let line = paddingSentence(padding, theme: theme) { lines.insert(line, at: 0) }
        return lines
    }

    private static func paddingSentence(_ edges: [Field: FieldValue], theme: Theme) -> String? {
        guard let first = edges.values.first, case .units(let units) = first else { return nil }
        let amount = "padding \(Points.format(units * theme.spacingUnit)) pt"
        switch Set(edges.keys) {
        case [.paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing]: return amount + " on all edges"
        case [.paddingLeading, .paddingTrailing]: return amount + " leading and trailing"
        case [.paddingTop, .paddingBottom]: return amount + " top and bottom"
        default:
            let names: [Field: String] = [.paddingTop: "top", .paddingLeading: "leading", .paddingBottom: "bottom", .paddingTrailing: "trailing"]
            return amount + " " + edges.keys.sorted().compactMap { names[$0] }.joined(separator: " and ")
        }
    }

    private static let names: [Field: String] = [
        .width: "width", .height: "height", .minWidth: "minimum width", .maxWidth: "maximum width",
        .minHeight: "minimum height", .maxHeight: "maximum height", .font: "text style", .weight: "weight",
        .foreground: "text colour", .background: "background", .radius: "corner radius",
        .borderColor: "border colour", .borderWidth: "border width", .shadow: "shadow", .surfaceRole: "surface role",
        .prominent: "prominent glass", .glassInteractive: "interactive glass", .glassTint: "glass tint",
        .glassTier: "glass tier", .glassFallbackMaterial: "fallback material", .glassFallbackTint: "fallback tint",
        .glassShadow: "glass shadow", .glassShadowColor: "glass shadow colour", .glassShadowRadius: "glass shadow radius",
        .glassRendering: "glass rendering", .bezel: "button bezel", .controlSize: "control size", .opacity: "opacity",
        .tracking: "tracking", .lineSpacing: "line spacing", .textAlignment: "text alignment", .lineLimit: "line limit",
        .offset: "offset", .scale: "scale", .rotation: "rotation", .blur: "blur", .motionPreset: "animation preset",
        .motionDuration: "animation duration", .motionDelay: "animation delay", .group: "group",
        .sharedID: "shared element id", .sharedGroup: "shared element group", .sharedProperties: "shared properties",
        .sharedSource: "shared element source", .nativeModifier: "native modifier",
    ]

    private static let pointFields: Set<Field> = [
        .width, .height, .minWidth, .maxWidth, .minHeight, .maxHeight,
        .borderWidth, .glassShadowRadius, .tracking, .lineSpacing, .blur,
    ]

    static func sentence(_ assignment: Assignment, theme: Theme) -> String? {
        let name = names[assignment.field] ?? assignment.field.rawValue
        switch assignment.value {
        case .number(let value):
            switch assignment.field {
            case .opacity: return "opacity \(Points.format(value * 100)) %"
            case .motionDuration, .motionDelay: return "\(name) \(Points.format(value)) s"
            case .rotation: return "rotation \(Points.format(value))°"
            case .lineLimit: return "at most \(Points.format(value)) lines"
            default: return "\(name) \(Points.format(value))" + (pointFields.contains(assignment.field) ? " pt" : "")
            }
        case .units(let units): return "\(name) \(Points.format(units * theme.spacingUnit)) pt"
        case .pair(let x, let y):
            return assignment.field == .offset
                ? "offset x \(Points.format(x)) pt, y \(Points.format(y)) pt" : "\(name) \(Points.format(x)) × \(Points.format(y))"
        case .color(let color): return "\(name) \(describe(color, theme: theme))"
        case .surfaceRole, .glassTier, .fallbackMaterial, .glassShadow, .glassRendering, .bezel, .controlSize, .weight, .alignment, .sharedProperties:
            return "\(name) \(assignment.value.keywordSpelling ?? "")"
        case .keyword(let word):
            if assignment.field == .group { return word.isEmpty ? "marks a group for `group-*` variants" : "marks the group `\(word)`" }
            if assignment.field == .font, let style = theme.typography[word] { return "text style \(style) (`\(word)`)" }
            return "\(name) \(word)"
        case .fontSize(let size): return "system font \(Points.format(size)) pt (fixed size)"
        case .flag(let on): return on ? name : "no \(name)"
        case .radius(let points, let token): return "corner radius \(Points.format(points)) pt" + (token.map { " (`\($0)`)" } ?? "")
        case .cleared: return "clears the \(name)"
        case .dynamic: return "\(name) known only at run time"
        case .modifier(let modifier, let argument, _): return "native modifier `\(modifier)`" + (argument.map { " with `\($0)`" } ?? "")
        }
    }

    /// `accent` (light #…, dark #…), `#ff0000`, SwiftUI's `red`.
    static func describe(_ color: ColorReference, theme: Theme) -> String {
        switch color {
        case .token(let token):
            return "`\(token)` (" + ClassVocabulary(theme: theme).colorDetail(token) + ")"
        case .literal(let rgba, _): return rgba.hex
        case .native(let name): return "SwiftUI's `\(name)`"
        case .dynamic: return "known only at run time"
        }
    }

    /// The fill of a class string's surface on iOS 26 and on iOS 18, when it has one: "fill:
    /// Liquid Glass tinted red on iOS 26; a regular material with a soft 1 pt edge on iOS 18".
    static func fillAcrossSystems(_ classes: String, resolver: Resolver) -> String? {
        var parts: [String] = []
        for system in [NamedContext.iOSLiquidGlass, .iOSBeforeLiquidGlass] {
            guard let surface = resolver.resolve(classes, context: system.context).surface else { return nil }
            var words = fill(surface.fill)
            if surface.edge.width > 0 {
                words += " with a " + (surface.edge.strength.map { $0.rawValue + " " } ?? "") + "\(Points.format(surface.edge.width)) pt edge"
            }
            parts.append("\(words) on \(system.name)")
        }
        return "fill: " + parts.joined(separator: "; ")
    }

    /// A fill in words: "Liquid Glass (prominent) tinted primary, interactive", "a thin material".
    static func fill(_ fill: Resolution.Fill) -> String {
        switch fill.kind {
        case .glass:
            var words = "Liquid Glass" + (fill.prominent == true ? " (prominent)" : "")
            if let tint = fill.tint { words += " tinted \(tint.shortName)" }
            if fill.interactive == true { words += ", interactive" }
            return words
        case .material:
            var words = "a \((fill.material ?? .regular).rawValue) material"
            if let tint = fill.fallbackTint { words += " tinted \(tint.shortName) beneath" }
            return words
        case .none:
            return "nothing drawn"
        case .solid:
            return "a solid \(fill.color?.shortName ?? "colour") fill"
        }
    }
}
