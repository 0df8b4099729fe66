import Foundation
import TWJSON
import TWResolve

/// The `theme` overrides of a case: `spacingUnit`, `colors` (hex or SwiftUI colour names such as
/// `purple`, per scheme) and `radii`. Unlisted values keep the standard theme.
enum ConformanceTheme {
    static func apply(_ value: JSON?, to base: Theme) throws(ConformanceSetupError) -> Theme {
        guard let value else { return base }
        guard let overrides = value.objectValue else { throw .invalid("context `theme`: expected an object") }
        var theme = base
        func fail(_ path: String, _ message: String) -> ThemeError { ThemeError(file: "case context", path: path, message: message) }
        for key in overrides.keys.sorted() {
            let entry = overrides[key]!
            switch key {
            case "spacingUnit":
                guard let unit = entry.doubleValue, unit.isFinite, unit >= 0 else { throw .invalid("context `theme.spacingUnit`: expected a number >= 0") }
                theme.spacingUnit = unit
            case "colors":
                guard let colors = entry.objectValue else { throw .invalid("context `theme.colors`: expected an object") }
                for (token, pair) in colors {
                    guard let light = pair.objectValue?["light"], let dark = pair.objectValue?["dark"] else {
                        throw .invalid("context `theme.colors.\(token)`: expected {\"light\": colour, \"dark\": colour}")
                    }
                    do {
                        theme.colors[token] = AdaptiveColor(
                            light: try ThemeLoader.color(light, "$.colors.\(token).light", fail),
                            dark: try ThemeLoader.color(dark, "$.colors.\(token).dark", fail)
                        )
                    } catch {
                        throw .invalid("context `theme`: \(error.path): \(error.message)")
                    }
                }
            case "radii":
                guard let radii = entry.objectValue else { throw .invalid("context `theme.radii`: expected an object") }
                for (token, points) in radii {
                    guard let number = points.doubleValue, number.isFinite, number >= 0 else {
                        throw .invalid("context `theme.radii.\(token)`: expected points >= 0")
                    }
                    theme.radii[token] = number
                }
            default:
                throw .unsupported("context `theme.\(key)`: only spacingUnit, colors and radii overrides are modelled")
            }
        }
        // The edited theme has a revision of its own (reference §2.7), so no cache can confuse the two.
        theme.source = "\(base.source) with case overrides"
        return theme
    }
}
