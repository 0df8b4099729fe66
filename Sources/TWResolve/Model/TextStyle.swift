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
