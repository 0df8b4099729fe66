import TWResolve

/// The standard contexts of the resolver issue's matrix, and a Markdown table of what a class
/// string becomes in each. Provisional: TWEmit's matrix replaces the table builder.
enum ContextMatrix {
    /// iOS 18, iOS 26, iOS 27, macOS 15, macOS 26, as (key, title, context).
    static func contexts(base: ResolutionContext = ResolutionContext()) -> [(key: String, title: String, context: ResolutionContext)] {
        [(Platform.ios, 18), (.ios, 26), (.ios, 27), (.macos, 15), (.macos, 26)].map { platform, major in
            var context = base
            context.platform = platform
            context.os = OSVersion(major)
            return ("\(platform.rawValue)-\(major)", "\(platform.displayName) \(major)", context)
        }
    }

    /// A Markdown table: one row per context; fill, renderer, edge, shape and button style.
    static func markdown(classes: String, theme: Theme) -> String {
        let resolver = Resolver(theme: theme)
        var note = ""
        if !resolver.resolve(classes, context: ResolutionContext()).valid {
            note = "swiftcn rejects this class string: every system draws it undecorated.\n\n"
        }
        var rows = ["| System | Fill | Renderer | Edge | Shape | Button style |", "| --- | --- | --- | --- | --- | --- |"]
        for (_, title, context) in contexts() {
            let surface = resolver.resolve(classes, context: context).surface
            var buttonContext = context
            buttonContext.target = .button
            let button = resolver.resolve(classes, context: buttonContext).button
            let cells = [
                title,
                surface.map { fill($0.fill) } ?? "none",
                surface?.renderer?.rawValue ?? "—",
                surface.map(edge) ?? "—",
                surface.map(shape) ?? "—",
                button?.style ?? "—",
            ]
            rows.append("| " + cells.map(escape).joined(separator: " | ") + " |")
        }
        return note + rows.joined(separator: "\n")
    }

    private static func fill(_ fill: Resolution.Fill) -> String {
        if let color = fill.color ?? fill.tint { return "\(fill.kind) (\(color.summary))" }
        if let material = fill.material { return "\(fill.kind) (\(material))" }
        return fill.kind
    }

    private static func edge(_ surface: Resolution.Surface) -> String {
        let edge = surface.edge
        guard edge.source != "none" else { return "none" }
        return edge.source + (edge.strength.map { " (\($0))" } ?? "") + " \(number(edge.width)) pt"
    }

    private static func shape(_ surface: Resolution.Surface) -> String {
        surface.shape.kind == "capsule" ? "capsule" : "\(surface.shape.kind) \(number(surface.shape.radius)) pt"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
    }

    private static func escape(_ cell: String) -> String { cell.replacingOccurrences(of: "|", with: "\\|") }
}
