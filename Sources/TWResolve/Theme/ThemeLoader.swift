import Foundation
import TWSyntax

/// Reads theme JSON (the shape of `Themes/theme.schema.json`) with an error for every bad value
/// that names its JSON path.
package enum ThemeLoader {
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]
    static let topLevelKeys: Set<String> = [
        "$schema", "name", "description", "spacingUnit", "borderWidth", "colors", "typography", "radii",
        "shadows", "animations", "view", "button", "named", "utilities", "modifiers", "scopes", "components",
    ]

    package static func decode(_ data: Data, source: String, base: Theme?) throws(ThemeError) -> Theme {
        func fail(_ path: String, _ message: String) -> ThemeError { ThemeError(file: source, path: path, message: message) }
        if let offset = InputFile.firstInvalidUTF8Offset(data) {
            throw fail("$", "the file is not valid UTF-8 (first bad byte at offset \(offset)); JSON text must be UTF-8")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            throw fail(error.path, error.path == "$" ? "\(error)" : error.message)
        }
        guard let object = root.objectValue else { throw fail("$", "expected an object, got \(root.kindName)") }
        for key in object.keys.sorted() where !topLevelKeys.contains(key) {
            throw fail("$.\(key)", "unknown key; expected one of \(topLevelKeys.sorted().joined(separator: ", "))")
        }
        // The name is optional: a theme that lists only what differs is named after its file.
        let name: String
        if let value = object["name"] {
            guard let text = value.stringValue, !text.isEmpty else { throw fail("$.name", "expected a non-empty string naming the theme") }
            name = text
        } else {
            name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        var theme = base ?? Theme(
            name: name, spacingUnit: 4, borderWidth: 1, colors: [:], typography: [:], radii: [:], shadows: [:],
            animations: [], view: "", button: "", named: [:], revision: 0, source: source
        )
        theme.name = name
        theme.source = source
        if let value = object["spacingUnit"] { theme.spacingUnit = try length(value, "$.spacingUnit", fail) }
        if let value = object["borderWidth"] { theme.borderWidth = try length(value, "$.borderWidth", fail) }
        if let value = object["colors"] {
            for (token, entry) in try members(value, "$.colors", fail) {
                let path = "$.colors.\(token)"
                try checkToken(token, path, fail)
                let pair = try members(entry, path, fail)
                for key in pair.keys where key != "light" && key != "dark" { throw fail("\(path).\(key)", "unknown key; expected light and dark") }
                guard let light = pair["light"], let dark = pair["dark"] else { throw fail(path, "needs both light and dark") }
                theme.colors[token] = AdaptiveColor(light: try color(light, "\(path).light", fail), dark: try color(dark, "\(path).dark", fail))
            }
        }
        if let value = object["typography"] {
            for (token, entry) in try members(value, "$.typography", fail) {
                try checkToken(token, "$.typography.\(token)", fail)
                guard let style = entry.stringValue, textStyles.contains(style) else {
                    throw fail("$.typography.\(token)", "expected a text style (\(textStyles.sorted().joined(separator: ", ")))")
                }
                theme.typography[token] = style
            }
        }
        if let value = object["radii"] {
            for (token, entry) in try members(value, "$.radii", fail) {
                try checkToken(token, "$.radii.\(token)", fail)
                theme.radii[token] = try length(entry, "$.radii.\(token)", fail)
            }
        }
        if let value = object["shadows"] {
            for (token, entry) in try members(value, "$.shadows", fail) {
                let path = "$.shadows.\(token)"
                try checkToken(token, path, fail)
                let fields = try members(entry, path, fail)
                for key in fields.keys where !["light", "dark", "radius", "x", "y"].contains(key) {
                    throw fail("\(path).\(key)", "unknown key; expected light, dark, radius, x, y")
                }
                guard let light = fields["light"], let dark = fields["dark"], let radius = fields["radius"],
                      let x = fields["x"], let y = fields["y"] else {
                    throw fail(path, "needs light, dark, radius, x and y")
                }
                theme.shadows[token] = ShadowToken(
                    light: try color(light, "\(path).light", fail), dark: try color(dark, "\(path).dark", fail),
                    radius: try length(radius, "\(path).radius", fail),
                    x: try number(x, "\(path).x", fail), y: try number(y, "\(path).y", fail)
                )
            }
        }
        if let value = object["animations"] {
            theme.animations.formUnion(try animationNames(value, fail))
            theme.animationPresets.merge(try animationPresets(value, source: source, fail)) { $1 }
        }
        if let value = object["view"] { theme.view = try string(value, "$.view", fail) }
        if let value = object["button"] { theme.button = try string(value, "$.button", fail) }
        if let value = object["named"] {
            for (key, entry) in try members(value, "$.named", fail) {
                let path = "$.named[\(quoted(key))]"
                if key.isEmpty || key.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == ":" }) {
                    throw fail(path, "a named class is one token: no whitespace and no `:`")
                }
                theme.named[key] = try recipe(entry, path, fail)
            }
        }
        try decodeRegistrations(object, source: source, into: &theme, fail)
        theme.revision = fingerprint(data, seed: base?.revision ?? 0)
        return theme
    }

    // MARK: Values

    static func members(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> [String: JSONValue] {
        guard let object = value.objectValue else { throw fail(path, "expected an object, got \(value.kindName)") }
        return object
    }

    static func number(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> Double {
        guard let number = value.numberValue, number.isFinite else { throw fail(path, "expected a finite number, got \(value.kindName)") }
        return number
    }

    static func length(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> Double {
        let number = try number(value, path, fail)
        guard number >= 0 else { throw fail(path, "expected a length in points >= 0, got \(number)") }
        return number
    }

    static func string(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> String {
        guard let text = value.stringValue else { throw fail(path, "expected a string, got \(value.kindName)") }
        return text
    }

    static func checkToken(_ token: String, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) {
        guard Identifier.isValid(token.utf8) else { throw fail(path, "a token name is ASCII letters, digits, -, _ and .") }
    }

    package static func color(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> ThemeColorValue {
        switch value {
        case .string(let text):
            if text.hasPrefix("#") {
                guard let rgba = RGBA(hex: text) else { throw fail(path, "bad hex colour \(quoted(text)): use # and 3, 4, 6 or 8 hex digits") }
                return .rgba(rgba)
            }
            guard NativeColor.values[text] != nil else {
                throw fail(path, "unknown colour name \(quoted(text)); use a hex colour, {\"red\",\"green\",\"blue\"} or one of \(NativeColor.values.keys.sorted().joined(separator: ", "))")
            }
            return .native(text)
        case .object(let channels):
            for key in channels.keys where !["red", "green", "blue", "opacity"].contains(key) {
                throw fail("\(path).\(key)", "unknown key; expected red, green, blue, opacity")
            }
            var parts: [Double] = []
            for key in ["red", "green", "blue"] {
                guard let channel = channels[key] else { throw fail(path, "needs red, green and blue") }
                parts.append(try unit(channel, "\(path).\(key)", fail))
            }
            let opacity = try channels["opacity"].map { (channel) throws(ThemeError) in try unit(channel, "\(path).opacity", fail) } ?? 1
            return .rgba(RGBA(red: parts[0], green: parts[1], blue: parts[2], opacity: opacity))
        default:
            throw fail(path, "expected a colour (a hex string, a SwiftUI colour name or {\"red\",\"green\",\"blue\"}), got \(value.kindName)")
        }
    }

    private static func unit(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> Double {
        let number = try number(value, path, fail)
        guard (0...1).contains(number) else { throw fail(path, "expected a channel in 0...1, got \(number)") }
        return number
    }

    private static func recipe(_ value: JSONValue, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> Recipe {
        if let classes = value.stringValue { return Recipe(classes: classes) }
        let fields = try members(value, path, fail)
        for key in fields.keys where !["classes", "ios", "macos"].contains(key) {
            throw fail("\(path).\(key)", "unknown key; expected classes, ios, macos")
        }
        guard let classes = fields["classes"] else { throw fail(path, "needs classes") }
        return Recipe(
            classes: try string(classes, "\(path).classes", fail),
            ios: try fields["ios"].map { (value) throws(ThemeError) in try string(value, "\(path).ios", fail) },
            macos: try fields["macos"].map { (value) throws(ThemeError) in try string(value, "\(path).macos", fail) }
        )
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// FNV-1a over the file's bytes, chained to the base theme's revision.
    package static func fingerprint(_ data: Data, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
