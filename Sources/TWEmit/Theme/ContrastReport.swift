import Foundation
import TWResolve

/// The WCAG 2 contrast of a theme's guaranteed token pairs in both schemes.
///
/// The pairs and minimums are reference §5.2 "Contrast guarantees" (swiftcn's
/// ThemeContrastTests): `foreground` on background, surface, muted and accent at least 7:1;
/// `mutedForeground` on the same four at least 4.5:1; `onPrimary` on primary, `onAccent` on
/// accent and `onDestructive` on destructive at least 4.5:1.
public struct ContrastReport: Sendable {
    /// One token pair in one scheme.
    public struct Check: Sendable, Hashable {
        public var foreground: String
        public var background: String
        public var scheme: ColorScheme
        /// The contrast ratio, 1...21; nil when the theme lacks a token.
        public var ratio: Double?
        public var minimum: Double

        public var passes: Bool { (ratio ?? 0) >= minimum }
    }

    /// `(foreground, background, minimum)` of reference §5.2.
    public static let pairs: [(String, String, Double)] = {
        var pairs: [(String, String, Double)] = []
        for background in ["background", "surface", "muted", "accent"] {
            pairs.append(("foreground", background, 7))
        }
        for background in ["background", "surface", "muted", "accent"] {
            pairs.append(("mutedForeground", background, 4.5))
        }
        pairs += [("onPrimary", "primary", 4.5), ("onAccent", "accent", 4.5), ("onDestructive", "destructive", 4.5)]
        return pairs
    }()

    public var checks: [Check]

    public init(theme: Theme) {
        checks = ColorScheme.allCases.flatMap { scheme in
            Self.pairs.map { foreground, background, minimum in
                var ratio: Double?
                if let front = theme.color(foreground, in: scheme), let back = theme.color(background, in: scheme) {
                    ratio = front.contrastRatio(on: back)
                }
                return Check(foreground: foreground, background: background, scheme: scheme, ratio: ratio, minimum: minimum)
            }
        }
    }

    public var allPass: Bool { checks.allSatisfy(\.passes) }

    /// An aligned table: pair, light ratio, dark ratio, minimum, with `pass` / `FAIL` per scheme.
    public func table() -> TextTable {
        var rows: [[String]] = []
        for (foreground, background, minimum) in Self.pairs {
            var row = ["\(foreground) on \(background)"]
            for scheme in ColorScheme.allCases {
                let check = checks.first { $0.foreground == foreground && $0.background == background && $0.scheme == scheme }
                row.append(check.map(Self.cell) ?? "")
            }
            row.append("≥ \(Points.format(minimum)):1")
            rows.append(row)
        }
        return TextTable(headers: ["pair", "light", "dark", "minimum"], rows: rows)
    }

    static func cell(_ check: Check) -> String {
        guard let ratio = check.ratio else { return "missing FAIL" }
        let rounded = (ratio * 100).rounded(.down) / 100
        return "\(String(format: "%.2f", rounded)):1 \(check.passes ? "pass" : "FAIL")"
    }
}
