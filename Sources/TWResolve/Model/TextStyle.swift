/// SwiftUI's `Font.TextStyle`: the native text style a theme's font-size token maps to.
///
/// Raw values are the Swift spellings, which themes and the resolution document use (`font.role`).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

extension Resolution.Font {
    /// The native text style of ``role``; nil for a fixed size or a name SwiftUI does not have.
    public var textStyle: TextStyle? { role.flatMap(TextStyle.init(rawValue:)) }
}

/// SwiftUI's `Font.Weight`, as the `font-*` classes write it (reference §3.4: `font-normal` is
/// `regular`).
///
/// Raw values are the Swift spellings, which the resolution document uses (`weight`).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case light, regular, medium, semibold, bold
}

/// SwiftUI's `TextAlignment` of `multilineTextAlignment`, as `text-start`, `text-center` and
/// `text-end` write it (reference §3.4).
///
/// Raw values are the Swift spellings, which the resolution document uses (`text.alignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// What a matched-geometry effect shares (`shared-frame`, `shared-position`, `shared-size`;
/// reference §10): SwiftUI's `MatchedGeometryProperties`.
///
/// Raw values are the Swift spellings, which the resolution document uses (`shared.properties`).
public enum SharedProperties: String, Hashable, Sendable, CaseIterable {
    case frame, position, size
}
