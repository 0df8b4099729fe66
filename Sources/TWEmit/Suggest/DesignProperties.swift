import Foundation
import TWJSON
import TWResolve

/// What a designer drew, as `tw suggest` reads it. Lengths are points.
///
/// ```json
/// {"padding": 16 | {"top", "right", "bottom", "left"} | {"horizontal", "vertical"},
///  "radius": 12 | "full", "fill": "#ffffff" | {"light": "#…", "dark": "#…"} | "glass" | "material",
///  "tint": "#…", "stroke": {"width": 1, "color": "#e6e6e9"},
///  "shadow": {"x": 0, "y": 1, "radius": 3} | "sm", "fontSize": 17, "fontWeight": 600 | "semibold",
///  "textColor": "#…", "opacity": 0.9, "width": 240, "height": 44}
/// ```
///
/// `right` and `left` are read as trailing and leading (left-to-right layout). Properties swiftcn
/// has no class for (`gap`, `blur`, gradients, …) are kept in ``unexpressed`` with the reason.
public struct DesignProperties: Sendable {
    public struct Edges: Sendable, Equatable {
        public var top: Double, leading: Double, bottom: Double, trailing: Double
    }

    /// A colour in light and, when the design has one, dark mode.
    public struct Color: Sendable, Equatable {
        public var light: RGBA
        public var dark: RGBA?
        /// As written, for notes: `#ffffff`.
        public var text: String
    }

    public enum Fill: Sendable, Equatable {
        case color(Color)
        /// Liquid Glass: the `glass` role.
        case glass
        /// A system material: the `surface-floating` role (glass on 26 and later, a material before).
        case material
    }

    public struct Stroke: Sendable, Equatable {
        public var width: Double
        public var color: Color?
    }

    public enum Shadow: Sendable, Equatable {
        case token(String)
        case drop(x: Double, y: Double, radius: Double)
    }

    /// A property that has no class, with why.
    public struct Unexpressed: Sendable, Equatable, Codable {
        public var property: String
        public var reason: String
    }

    public var padding: Edges?
    public var radius: Double?
    public var radiusFull = false
    public var fill: Fill?
    public var tint: Color?
    public var stroke: Stroke?
    public var shadow: Shadow?
    public var fontSize: Double?
    public var fontWeight: Int?
    public var textColor: Color?
    public var opacity: Double?
    public var width: Double?
    public var height: Double?
    public var unexpressed: [Unexpressed] = []

    public init() {}

    /// Reads the JSON object. - Throws: ``DesignPropertiesError`` naming the key and what it expected.
    public static func decode(_ data: Data) throws(DesignPropertiesError) -> DesignProperties {
        let value: JSON
        do {
            value = try JSON.parse(data)
        } catch {
            throw DesignPropertiesError(error.description)
        }
        return try DesignProperties(value)
    }

    /// Reads a parsed JSON object. - Throws: ``DesignPropertiesError`` naming the key.
    public init(_ json: JSON) throws(DesignPropertiesError) {
        guard let values = json.objectValue else { throw DesignPropertiesError("expected a JSON object of design properties, got \(json.kindPhrase)") }
        try self.init(values)
    }

    /// Why each property outside the vocabulary has no class.
    static let reasons: [String: String] = [
        "gap": "swiftcn has no gap-* or space-* class; spacing between children is the stack's spacing: parameter",
        "blur": "swiftcn has no backdrop-blur class; use \"fill\": \"glass\" or \"material\" for a blurred backdrop",
        "backgroundBlur": "swiftcn has no backdrop-blur class; use \"fill\": \"glass\" or \"material\" for a blurred backdrop",
        "gradient": "swiftcn draws no gradients from classes",
        "margin": "swiftcn has no m-* classes; margins are the parent's padding or spacing",
        "rotation": "not a design property tw suggest maps; write rotate-[N] by hand",
        "lineHeight": "not mapped; line-spacing-[N] adds space between lines, not a line height",
        "letterSpacing": "not mapped; tracking-[N] applies to Text only",
    ]

    init(_ values: [String: JSON]) throws(DesignPropertiesError) {
        for key in values.keys.sorted() {
            let value = values[key]!
            switch key {
            case "padding": padding = try Self.edges(value, key: key)
            case "radius", "cornerRadius":
                if value.stringValue == "full" { radiusFull = true } else { radius = try Self.length(value, key: key) }
            case "fill", "background":
                // The design tool's words are the resolution document's fill kinds.
                let kind = value.stringValue.flatMap(FillKind.init(rawValue:))
                if kind == .glass {
                    fill = .glass
                } else if kind == .material {
                    fill = .material
                } else if Self.isGradient(value) {
                    unexpressed.append(Unexpressed(property: key, reason: Self.reasons["gradient"]!))
                } else {
                    fill = .color(try Self.color(value, key: key))
                }
            case "tint": tint = try Self.color(value, key: key)
            case "stroke", "border":
                guard let object = value.objectValue else { throw DesignPropertiesError("`\(key)` must be an object {\"width\", \"color\"}") }
                let width = try object["width"].map { (value: JSON) throws(DesignPropertiesError) in try Self.length(value, key: "\(key).width") } ?? 1
                stroke = Stroke(
                    width: width, color: try object["color"].map { (value: JSON) throws(DesignPropertiesError) in try Self.color(value, key: "\(key).color") })
            case "shadow":
                if let word = value.stringValue {
                    shadow = .token(word)
                } else if let object = value.objectValue {
                    func number(_ name: String) throws(DesignPropertiesError) -> Double {
                        guard let raw = object[name] else { return 0 }
                        guard let number = raw.doubleValue, number.isFinite else { throw DesignPropertiesError("`shadow.\(name)` must be a number") }
                        return number
                    }
                    shadow = .drop(x: try number("x"), y: try number("y"), radius: max(try number("radius"), try number("blur")))
                } else {
                    throw DesignPropertiesError("`shadow` must be a token name or {\"x\", \"y\", \"radius\"}")
                }
            case "fontSize": fontSize = try Self.length(value, key: key)
            case "fontWeight": fontWeight = try Self.weight(value)
            case "textColor", "color": textColor = try Self.color(value, key: key)
            case "opacity":
                guard let number = value.doubleValue, (0...1).contains(number) else { throw DesignPropertiesError("`opacity` must be a number from 0 to 1") }
                opacity = number
            case "width": width = try Self.length(value, key: key)
            case "height": height = try Self.length(value, key: key)
            default:
                unexpressed.append(Unexpressed(property: key, reason: Self.reasons[key] ?? "not a design property tw suggest knows"))
            }
        }
    }

    static func isGradient(_ value: JSON) -> Bool {
        if let text = value.stringValue { return text.contains("gradient") }
        if let object = value.objectValue { return object["gradient"] != nil || object["type"]?.stringValue?.contains("GRADIENT") == true }
        return false
    }

    static func length(_ value: JSON, key: String) throws(DesignPropertiesError) -> Double {
        guard let number = value.doubleValue, number.isFinite, number >= 0 else { throw DesignPropertiesError("`\(key)` must be a number of points ≥ 0") }
        return number
    }

    static func edges(_ value: JSON, key: String) throws(DesignPropertiesError) -> Edges {
        if let all = value.doubleValue {
            guard all.isFinite, all >= 0 else { throw DesignPropertiesError("`\(key)` must be a number of points ≥ 0") }
            return Edges(top: all, leading: all, bottom: all, trailing: all)
        }
        guard let object = value.objectValue else { throw DesignPropertiesError("`\(key)` must be a number or an object of edges") }
        let known: Set<String> = ["top", "bottom", "left", "right", "leading", "trailing", "horizontal", "vertical"]
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw DesignPropertiesError("`\(key).\(unknown)` is not an edge; expected top, right, bottom, left (or leading, trailing, horizontal, vertical)")
        }
        func edge(_ names: String...) throws(DesignPropertiesError) -> Double {
            for name in names { if let raw = object[name] { return try length(raw, key: "\(key).\(name)") } }
            return 0
        }
        return Edges(
            top: try edge("top", "vertical"), leading: try edge("leading", "left", "horizontal"),
            bottom: try edge("bottom", "vertical"), trailing: try edge("trailing", "right", "horizontal"))
    }

    static func color(_ value: JSON, key: String) throws(DesignPropertiesError) -> Color {
        if let text = value.stringValue {
            guard let rgba = RGBA(hex: text) else { throw DesignPropertiesError("`\(key)`: \"\(text)\" is not a hex colour (#rgb, #rrggbb or #rrggbbaa)") }
            return Color(light: rgba, dark: nil, text: text)
        }
        if let object = value.objectValue, let light = object["light"]?.stringValue {
            guard let lightValue = RGBA(hex: light) else { throw DesignPropertiesError("`\(key).light`: \"\(light)\" is not a hex colour") }
            var dark: RGBA?
            if let text = object["dark"] {
                guard let text = text.stringValue, let value = RGBA(hex: text) else { throw DesignPropertiesError("`\(key).dark` must be a hex colour") }
                dark = value
            }
            return Color(light: lightValue, dark: dark, text: dark == nil ? light : "\(light)/\(object["dark"]!.stringValue!)")
        }
        throw DesignPropertiesError("`\(key)` must be a hex colour or {\"light\": \"#…\", \"dark\": \"#…\"}")
    }

    /// CSS weights (100-900) or names, to swiftcn's five weights.
    static func weight(_ value: JSON) throws(DesignPropertiesError) -> Int {
        if let number = value.doubleValue, number >= 1, number <= 1000 { return Int(number) }
        let names = [
            "thin": 100, "extralight": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500,
            "semibold": 600, "bold": 700, "extrabold": 800, "black": 900, "heavy": 900,
        ]
        if let text = value.stringValue, let weight = names[text.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")] {
            return weight
        }
        throw DesignPropertiesError("`fontWeight` must be 100-900 or a name such as semibold")
    }
}

/// Design properties that do not read: the message names the key.
public struct DesignPropertiesError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
