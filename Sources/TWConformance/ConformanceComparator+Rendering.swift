import TWJSON
import TWResolve

/// Rendering facts that follow from the resolution and swiftcn's fixed modifier order
/// (reference §11.2): they need no pixels, only what the surface installs.
extension ConformanceComparator {
    func renderingFact(_ key: String, _ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
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
            if let weight = r.weight { shown += ".weight(\(weight.rawValue))" }
            return expected.stringValue == shown ? [] : [diff(key, expected, "\"\(shown)\"")]
        case "renderedForeground":
            return try renderedForeground(expected)
        default:
            return []
        }
    }

    /// The colour text is drawn in (reference §11.2, content phase): the surface's foreground;
    /// else, since swiftcn's content phase installs hierarchical primary, which is relative to the
    /// style around it, the second surface's (`secondSurface`, the `.tw` outside the first) or
    /// the inherited one (`parentForeground`, `primary` when none is given).
    ///
    /// The fact is a colour (`native:red`, `hex:#0000ff`, `token:primary`), compared as colours
    /// are whichever surface or parent gives it, or `inherited X`, which holds when no surface
    /// sets one and the parent's is `X`. A parent written as a colour (`native:red`) and as a bare
    /// SwiftUI name (`red`) are the same colour.
    private func renderedForeground(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let text = expected.stringValue else { throw .invalid("expect `renderedForeground`: expected a colour or `inherited <colour>`") }
        var drawn = subject.resolution.foreground
        if drawn == nil, let second = subject.environment.secondSurface {
            drawn = Resolver(theme: subject.theme).resolve(second, values: subject.context.interpolations, context: subject.context).foreground
        }
        let parent = subject.environment.parentForeground ?? "primary"
        func bare(_ name: String) -> String { name.hasPrefix("native:") ? String(name.dropFirst("native:".count)) : name }
        if let drawn {
            if text.hasPrefix("inherited ") { return [diff("renderedForeground", expected, "set by a surface: \(drawn.summary)")] }
            return try color("renderedForeground", expected, drawn)
        }
        let wanted = text.hasPrefix("inherited ") ? String(text.dropFirst("inherited ".count)) : text
        return bare(wanted) == bare(parent) ? [] : [diff("renderedForeground", expected, "\"inherited \(parent)\"")]
    }
}
