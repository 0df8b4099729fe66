import Foundation
import TWJSON
import TWResolve

/// DTCG values as TWKit reads them.
enum DesignTokenValues {
    /// A `color` value: the 2025.10 object (`{"colorSpace": "srgb", "components": [r, g, b],
    /// "alpha": a, "hex": "#…"}`) or the earlier hex string. Other colour spaces are read through
    /// their `hex` fallback; without one they are not mapped (the message says why).
    static func color(_ value: JSON) -> Result<RGBA, DesignTokenError> {
        if let text = value.stringValue {
            guard let rgba = RGBA(hex: text) else { return .failure(DesignTokenError("\"\(text)\" is not a hex colour (#rgb, #rrggbb, #rrggbbaa)")) }
            return .success(rgba)
        }
        guard let object = value.objectValue else {
            return .failure(DesignTokenError("a colour is an object with colorSpace and components, or a hex string; got \(value.kindPhrase)"))
        }
        let alpha = object["alpha"]?.doubleValue ?? 1
        guard (0...1).contains(alpha) else { return .failure(DesignTokenError("alpha \(alpha) is outside 0...1")) }
        let space = object["colorSpace"]?.stringValue ?? ""
        if space == "srgb", let components = object["components"]?.arrayValue, components.count == 3 {
            let channels = components.compactMap(\.doubleValue)
            if channels.count == 3, channels.allSatisfy({ (0...1).contains($0) }) {
                return .success(RGBA(red: channels[0], green: channels[1], blue: channels[2], opacity: alpha))
            }
            // "none" components or values out of range: fall back to hex when there is one.
        }
        if let hex = object["hex"]?.stringValue, var rgba = RGBA(hex: hex) {
            if object["alpha"] != nil { rgba.opacity = alpha }
            return .success(rgba)
        }
        return .failure(DesignTokenError("colour space \"\(space)\" without a hex fallback; TWKit themes hold sRGB"))
    }

    /// A `dimension` in points: `{"value": 16, "unit": "px"}` (2025.10), `"16px"`, `"1rem"` or a bare
    /// number. px are points (reference §3.1: px and pt are both native points); rem is 16 points.
    static func points(_ value: JSON) -> Result<(points: Double, note: String?), DesignTokenError> {
        var number: Double?
        var unit = "px"
        if let object = value.objectValue {
            number = object["value"]?.doubleValue
            unit = object["unit"]?.stringValue ?? ""
        } else if let bare = value.doubleValue {
            number = bare
        } else if let text = value.stringValue?.trimmingCharacters(in: .whitespaces) {
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
            number = Double(digits)
            unit = String(text.dropFirst(digits.count))
        }
        guard let number, number.isFinite else {
            return .failure(DesignTokenError("a dimension is {\"value\", \"unit\"} or text such as 16px; got \(value.kindPhrase)"))
        }
        switch unit {
        case "px", "pt", "": return .success((number, nil))
        case "rem":
            guard (number * 16).isFinite else { return .failure(DesignTokenError("\(number)rem is too large a length")) }
            return .success((number * 16, "\(DesignSuggester.format(number))rem read as \(DesignSuggester.format(number * 16)) pt (1rem = 16 pt)"))
        default: return .failure(DesignTokenError("unit \"\(unit)\" is not a length TWKit maps (px, pt, rem)"))
        }
    }
}
