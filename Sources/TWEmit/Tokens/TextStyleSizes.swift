/// iOS default (Large) point sizes of the Dynamic Type text styles (Apple Human Interface
/// Guidelines, "Typography", iOS and iPadOS). Used to snap a design's font size to a style.
public enum TextStyleSizes {
    public static let ios: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]

    /// The style nearest `points`; a tie goes to the style listed first in `styles`.
    public static func nearest(
        to points: Double,
        among styles: [String] = ["body", "callout", "subheadline", "footnote", "caption", "caption2", "headline", "title3", "title2", "title", "largeTitle"]
    ) -> (style: String, points: Double) {
        let candidates = styles.compactMap { style in ios[style].map { (style, $0) } }
        return candidates.min { abs($0.1 - points) < abs($1.1 - points) } ?? ("body", 17)
    }
}
