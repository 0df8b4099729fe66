import TWJSON

extension ThemeFile {
    /// One colour: a hex string (`#4f46e5`), a SwiftUI colour name (`purple`) or channels in
    /// 0...1 (`{"red": 0.31, "green": 0.27, "blue": 0.9, "opacity": 0.5}`).
    package struct Color: Decodable {
        package var value: ThemeColorValue

        package init(from decoder: Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                if text.hasPrefix("#") {
                    guard let rgba = RGBA(hex: text) else { throw decoder.problem("bad hex colour \"\(text)\": use # and 3, 4, 6 or 8 hex digits") }
                    value = .rgba(rgba)
                    return
                }
                guard NativeColor.values[text] != nil else {
                    throw decoder.problem(
                        "unknown colour name \"\(text)\"; use a hex colour, {\"red\",\"green\",\"blue\"} or one of \(NativeColor.values.keys.sorted().joined(separator: ", "))"
                    )
                }
                value = .native(text)
                return
            }
            guard let channels = try? decoder.container(keyedBy: JSONKey.self) else {
                throw decoder.problem("expected a colour (a hex string, a SwiftUI colour name or {\"red\",\"green\",\"blue\"}), got \(decoder.kindPhrase)")
            }
            try channels.rejectUnknownKeys(["red", "green", "blue", "opacity"], expected: "red, green, blue, opacity")
            var parts: [Double] = []
            for name in ["red", "green", "blue"] {
                guard let channel = try channels.value(name) else { throw channels.problem("needs red, green and blue") }
                parts.append(try Self.unit(channel))
            }
            let opacity = try channels.value("opacity").map(Self.unit) ?? 1
            value = .rgba(RGBA(red: parts[0], green: parts[1], blue: parts[2], opacity: opacity))
        }

        private static func unit(_ decoder: any Decoder) throws -> Double {
            let number = try decoder.themeNumber()
            guard (0...1).contains(number) else { throw decoder.problem("expected a channel in 0...1, got \(number)") }
            return number
        }
    }

    /// A colour token: `{"light": …, "dark": …}`.
    struct ColorPair: Decodable {
        var value: AdaptiveColor

        init(from decoder: Decoder) throws {
            let pair = try decoder.themeObject()
            try pair.rejectUnknownKeys(["light", "dark"], expected: "light and dark")
            guard let light = try pair.value("light"), let dark = try pair.value("dark") else { throw pair.problem("needs both light and dark") }
            value = AdaptiveColor(light: try Color(from: light).value, dark: try Color(from: dark).value)
        }
    }

    /// A shadow token: both schemes' colours, a radius in points and an offset in points.
    struct Shadow: Decodable {
        var value: ShadowToken

        init(from decoder: Decoder) throws {
            let fields = try decoder.themeObject()
            try fields.rejectUnknownKeys(["light", "dark", "radius", "x", "y"], expected: "light, dark, radius, x, y")
            guard let light = try fields.value("light"), let dark = try fields.value("dark"), let radius = try fields.value("radius"),
                let x = try fields.value("x"), let y = try fields.value("y")
            else {
                throw fields.problem("needs light, dark, radius, x and y")
            }
            value = ShadowToken(
                light: try Color(from: light).value, dark: try Color(from: dark).value,
                radius: try radius.themeLength(), x: try x.themeNumber(), y: try y.themeNumber())
        }
    }
}
