import TWResolve

/// Rendering facts that follow from the resolution and swiftcn's fixed modifier order
/// (reference §11.2): they need no pixels, only what the surface installs.
extension ConformanceComparator {
    func renderingFact(_ key: String, _ expected: JSON) -> [ConformanceDifference] {
        let r = subject.resolution
        switch key {
        case "clipsContent":
            // "Corners never clip content" (reference §11.2, decoration phase).
            return bool(key, expected, false)
        case "overridesInheritedLineLimit":
            // A resolved limit, or `line-clamp-none`, is applied; otherwise the inherited one stays.
            return bool(key, expected, r.text.lineLimit != nil || r.text.lineLimitRemoved)
        case "renderedFont":
            // The resolved font, else the inherited one; a weight applies on top of either.
            let base = r.font.map { $0.size.map { "system \(format($0))" } ?? $0.role ?? $0.token ?? "body" }
            var shown: String
            if let base {
                shown = base
            } else if let parent = subject.environment.parentFont {
                shown = r.weight == nil ? "inherited \(parent)" : parent
            } else {
                shown = "inherited"
            }
            if let weight = r.weight { shown += ".weight(\(weight))" }
            return expected.stringValue == shown ? [] : [diff(key, expected, "\"\(shown)\"")]
        case "renderedForeground":
            let shown: String
            if let color = r.foreground {
                shown = color.hex.map { "hex:\($0)" } ?? color.token.map { "token:\($0)" } ?? "set"
            } else if r.inheritsForeground {
                shown = "inherited " + (subject.environment.parentForeground ?? "primary")
            } else {
                shown = "hierarchical primary"
            }
            return expected.stringValue == shown ? [] : [diff(key, expected, "\"\(shown)\"")]
        default:
            return []
        }
    }
}
