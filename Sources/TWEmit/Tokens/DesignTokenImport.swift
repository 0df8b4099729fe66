import Foundation
import TWJSON
import TWResolve

/// `tw theme import FILE`: a DTCG design tokens document -> a TWKit theme file,
/// with a note for every token it snapped or could not map.
///
/// Mapping (Docs/Decisions.md, "tw theme import"):
/// - `color` tokens -> `colors`; a path segment `light` or `dark`, or `$extensions.mode`
///   (`{"light": …, "dark": …}`, also under `org.twkit.modes`), gives the two schemes; a token with
///   one value uses it in both;
/// - `dimension` tokens under a radius group (`radius`, `radii`, `borderRadius`, `rounded`,
///   `corner`) -> `radii`; under a font size group (`fontSize`, `font.size`, `text`) ->
///   `typography`, snapped to the nearest text style; a border width group -> `borderWidth`;
///   `spacing.unit` (or `space.base`) -> `spacingUnit`;
/// - `shadow` tokens -> `shadows` (offsetY, blur; offsetX kept; spread and inset dropped);
/// - `typography` tokens -> their `fontSize`, as above;
/// - the name is the path after its last category group, in lower camel case
///   (`color.muted-foreground` -> `mutedForeground`, so tokens named like swiftcn's replace its
///   defaults; `tokens.light.color.bg.surface` -> `bgSurface`); a second token with a name already
///   taken is reported, not mapped.
public struct DesignTokenImport: Sendable {
    /// One token that was snapped, renamed or not mapped.
    public struct Note: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case mapped, snapped
            case notMapped = "not mapped"
        }
        public var path: String
        public var kind: Kind
        public var message: String
    }

    public var name: String
    public private(set) var colors: [String: (light: RGBA, dark: RGBA)] = [:]
    public private(set) var radii: [String: Double] = [:]
    public private(set) var typography: [String: String] = [:]
    public private(set) var shadows: [String: (light: RGBA, dark: RGBA, radius: Double, x: Double, y: Double)] = [:]
    public private(set) var spacingUnit: Double?
    public private(set) var borderWidth: Double?
    public private(set) var notes: [Note] = []
    /// True when no token reached the theme: it would be the default theme under another name.
    public var mapsNothing: Bool {
        colors.isEmpty && radii.isEmpty && typography.isEmpty && shadows.isEmpty && spacingUnit == nil && borderWidth == nil
    }
    /// Which token took each name, by section and mode.
    private var claimed: [String: String] = [:]

    static let categories: [(words: Set<String>, kind: String)] = [
        (["color", "colors", "colour", "colours", "palette"], "color"),
        (["radius", "radii", "borderradius", "rounded", "corner", "corners", "cornerradius"], "radius"),
        (["fontsize", "fontsizes", "textsize"], "fontSize"),
        (["borderwidth", "borderwidths", "strokewidth"], "borderWidth"),
        (["spacing", "space"], "spacing"),
        (["shadow", "shadows", "elevation"], "shadow"),
        (["typography", "type", "font", "fonts", "text", "size", "sizes", "dimension", "dimensions"], "group"),
    ]

    /// Reads `document` into a theme named `name`.
    public init(_ document: DesignTokenDocument, name: String) {
        self.name = name
        for problem in document.problems { notes.append(Note(path: problem.path, kind: .notMapped, message: problem.message)) }
        var pending: [String: (light: RGBA?, dark: RGBA?, path: String)] = [:]
        for token in document.tokens {
            if token.legacy {
                notes.append(Note(path: token.dotted, kind: .snapped, message: "`value` without `$` read as `$value` (the format before DTCG)"))
            }
            let lowered = token.namePath.map { Self.squash($0) }
            var mode: String?
            var path = token.namePath
            if let index = lowered.lastIndex(where: { $0 == "light" || $0 == "dark" }), path.count > 1 {
                mode = lowered[index]
                path.remove(at: index)
            }
            let category = Self.category(of: lowered)
            switch token.type ?? Self.inferredType(token.value, category: category) {
            case "color":
                // Without a mode segment the token gives both schemes; its $extensions may split them.
                guard let name = themeName(path, token, kind: "color", mode: mode ?? "light") else { continue }
                if mode == nil, claimed["color \(name) dark"] == nil { claimed["color \(name) dark"] = token.dotted }
                let modes = (token.extensions["mode"] ?? token.extensions["org.twkit.modes"])?.objectValue
                var entry = pending[name] ?? (nil, nil, token.dotted)
                switch DesignTokenValues.color(token.value) {
                case .success(let rgba):
                    if mode == "dark" { entry.dark = rgba } else { entry.light = rgba }
                case .failure(let error):
                    notes.append(Note(path: token.dotted, kind: .notMapped, message: error.description))
                    continue
                }
                if let modes {
                    for key in ["light", "dark"] {
                        guard let value = modes[key] else { continue }
                        switch DesignTokenValues.color(value) {
                        case .success(let rgba): if key == "dark" { entry.dark = rgba } else { entry.light = rgba }
                        case .failure(let error):
                            notes.append(Note(path: "\(token.dotted).$extensions.mode.\(key)", kind: .notMapped, message: error.description))
                        }
                    }
                }
                pending[name] = entry
            case "dimension":
                dimension(token, path: path, category: category)
            case "shadow":
                shadow(token, path: path)
            case "typography":
                if let size = token.value.objectValue?["fontSize"] {
                    fontSize(token, size, path: path)
                    notes.append(
                        Note(
                            path: token.dotted, kind: .notMapped,
                            message:
                                "only fontSize of a typography token is mapped; fontFamily, fontWeight, lineHeight and letterSpacing have no theme entry (use font-* and tracking-[N] classes)"
                        ))
                } else {
                    notes.append(Note(path: token.dotted, kind: .notMapped, message: "a typography token without fontSize"))
                }
            case let type:
                notes.append(
                    Note(
                        path: token.dotted, kind: .notMapped,
                        message:
                            "a \(type ?? "untyped") token has no place in a TWKit theme (colours, radii, font sizes, shadows, spacing unit and border width do)"
                    ))
            }
        }
        for (name, entry) in pending.sorted(by: { $0.key < $1.key }) {
            guard let light = entry.light ?? entry.dark else { continue }
            if entry.light == nil || entry.dark == nil {
                notes.append(Note(path: entry.path, kind: .mapped, message: "colors.\(name): one mode only, used in light and dark"))
            } else {
                notes.append(Note(path: entry.path, kind: .mapped, message: "colors.\(name) (light and dark)"))
            }
            colors[name] = (light, entry.dark ?? light)
        }
        notes = notes.enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
    }

    /// `Muted-Foreground` -> `mutedforeground`, for matching group words.
    static func squash(_ text: String) -> String {
        text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    }

    static func category(of lowered: [String]) -> String? {
        if lowered.count >= 2, let index = lowered.firstIndex(of: "font"), index + 1 < lowered.count, lowered[index + 1] == "size" { return "fontSize" }
        for word in lowered {
            if let match = categories.first(where: { $0.kind != "group" && $0.words.contains(word) }) { return match.kind }
        }
        return nil
    }

    static func inferredType(_ value: JSON, category: String?) -> String? {
        switch category {
        case "color"?: return "color"
        case "radius"?, "fontSize"?, "borderWidth"?, "spacing"?: return "dimension"
        case "shadow"?: return "shadow"
        default:
            if let text = value.stringValue, RGBA(hex: text) != nil { return "color" }
            return nil
        }
    }

    /// The words of each kind's group names, for naming: `font.size.hero` is `hero`.
    static func groupWords(_ kind: String) -> Set<String> {
        var words = categories.first { $0.kind == kind }?.words ?? []
        if kind == "fontSize" || kind == "typography" { words.formUnion(["font", "fonts", "size", "sizes", "text", "typography", "type"]) }
        return words
    }

    /// The theme token name of `path` for a token of `kind`: the segments after the last group word
    /// of that kind (all of them when there is none), in lower camel case.
    func tokenName(_ path: [String], kind: String) -> String? {
        let words = Self.groupWords(kind)
        var rest = path
        if let last = path.lastIndex(where: { words.contains(Self.squash($0)) }) { rest = Array(path[(last + 1)...]) }
        if rest.isEmpty, let last = path.last { rest = [last] }
        var parts: [String] = []
        for segment in rest {
            parts += segment.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map(String.init)
        }
        guard let first = parts.first else { return nil }
        let name = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard !name.isEmpty,
            name.utf8.allSatisfy({
                $0 < 128
                    && (UInt8(ascii: "a")...UInt8(ascii: "z") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "Z") ~= $0
                        || UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || $0 == UInt8(ascii: "."))
            })
        else {
            return nil
        }
        return name
    }

    /// The name of `token` in the theme section `kind`, or nil (with a note) when it has none or
    /// another token already took it.
    private mutating func themeName(_ path: [String], _ token: DesignTokenDocument.Token, kind: String, mode: String? = nil) -> String? {
        guard let name = tokenName(path, kind: kind) else {
            notes.append(
                Note(path: token.dotted, kind: .notMapped, message: "the name is not ASCII letters and digits; a theme token cannot be named after it"))
            return nil
        }
        let key = "\(kind) \(name) \(mode ?? "")"
        if let other = claimed[key] {
            notes.append(Note(path: token.dotted, kind: .notMapped, message: "its theme name, \(name), is already \(other)'s; rename one of them"))
            return nil
        }
        claimed[key] = token.dotted
        return name
    }

    private mutating func dimension(_ token: DesignTokenDocument.Token, path: [String], category: String?) {
        switch category {
        case "fontSize"?:
            fontSize(token, token.value, path: path)
            return
        default: break
        }
        let points: Double
        switch DesignTokenValues.points(token.value) {
        case .success(let value):
            points = value.points
            if let note = value.note { notes.append(Note(path: token.dotted, kind: .snapped, message: note)) }
        case .failure(let error):
            notes.append(Note(path: token.dotted, kind: .notMapped, message: error.description))
            return
        }
        guard points >= 0 else {
            notes.append(Note(path: token.dotted, kind: .notMapped, message: "a negative length"))
            return
        }
        switch category {
        case "radius"?:
            guard let name = themeName(path, token, kind: "radius") else { return }
            radii[name] = points
            notes.append(Note(path: token.dotted, kind: .mapped, message: "radii.\(name) = \(DesignSuggester.format(points)) pt (rounded-\(name))"))
        case "borderWidth"?:
            borderWidth = points
            notes.append(Note(path: token.dotted, kind: .mapped, message: "borderWidth = \(DesignSuggester.format(points)) pt (the border class)"))
        case "spacing"?:
            let last = Self.squash(path.last ?? "")
            if ["unit", "base", "default"].contains(last) {
                spacingUnit = points
                notes.append(Note(path: token.dotted, kind: .mapped, message: "spacingUnit = \(DesignSuggester.format(points)) pt (p-1)"))
            } else {
                notes.append(
                    Note(
                        path: token.dotted, kind: .notMapped,
                        message: "swiftcn spacing is one unit times n (p-n); a spacing step is not a token (name one spacing.unit to set the unit)"))
            }
        default:
            notes.append(
                Note(
                    path: token.dotted, kind: .notMapped,
                    message:
                        "a dimension outside radius, font size, border width and spacing groups; classes take points directly (w-[\(DesignSuggester.format(points))])"
                ))
        }
    }

    private mutating func fontSize(_ token: DesignTokenDocument.Token, _ value: JSON, path: [String]) {
        guard case .success(let size) = DesignTokenValues.points(value) else {
            notes.append(Note(path: token.dotted, kind: .notMapped, message: "the font size is not a dimension"))
            return
        }
        guard let name = themeName(path, token, kind: "fontSize") else { return }
        let nearest = TextStyleSizes.nearest(to: size.points)
        typography[name] = nearest.style
        notes.append(
            Note(
                path: token.dotted, kind: nearest.points == size.points ? .mapped : .snapped,
                message:
                    "typography.\(name) = \(nearest.style) (\(DesignSuggester.format(nearest.points)) pt on iOS at the default size, scaling with Dynamic Type\(nearest.points == size.points ? "" : "; the design's \(DesignSuggester.format(size.points)) pt is snapped to it"))"
            ))
    }

    private mutating func shadow(_ token: DesignTokenDocument.Token, path: [String]) {
        // A shadow value may be a list of layers; TWKit shadows have one.
        var value = token.value
        if let layers = value.arrayValue {
            guard let first = layers.first else { return }
            if layers.count > 1 { notes.append(Note(path: token.dotted, kind: .snapped, message: "\(layers.count) shadow layers; only the first is kept")) }
            value = first
        }
        guard let object = value.objectValue, let colorValue = object["color"], case .success(let color) = DesignTokenValues.color(colorValue) else {
            notes.append(Note(path: token.dotted, kind: .notMapped, message: "a shadow needs color, offsetX, offsetY and blur"))
            return
        }
        func length(_ key: String) -> Double {
            guard let member = object[key], case .success(let value) = DesignTokenValues.points(member) else { return 0 }
            return value.points
        }
        guard let name = themeName(path, token, kind: "shadow") else { return }
        shadows[name] = (color, color, length("blur"), length("offsetX"), length("offsetY"))
        var message = "shadows.\(name) (shadow-\(name)), the same colour in light and dark"
        if length("spread") != 0 || object["inset"]?.boolValue == true { message += "; spread and inset have no equivalent and are dropped" }
        notes.append(Note(path: token.dotted, kind: .mapped, message: message))
    }

    /// The theme file: TWKit's theme JSON (`Themes/theme.schema.json`), merged over the built-in
    /// default when loaded.
    public func themeJSON() -> String {
        func color(_ value: RGBA) -> String { "\"\(value.hex)\"" }
        var members: [String] = ["  \"name\": \(jsonString(name))", "  \"description\": \"Imported from W3C design tokens by tw theme import.\""]
        if let spacingUnit { members.append("  \"spacingUnit\": \(ThemeJSONNumber.text(spacingUnit))") }
        if let borderWidth { members.append("  \"borderWidth\": \(ThemeJSONNumber.text(borderWidth))") }
        if !colors.isEmpty {
            let entries = colors.keys.sorted().map { "    \(jsonString($0)): {\"light\": \(color(colors[$0]!.light)), \"dark\": \(color(colors[$0]!.dark))}" }
            members.append("  \"colors\": {\n" + entries.joined(separator: ",\n") + "\n  }")
        }
        if !typography.isEmpty {
            members.append(
                "  \"typography\": {" + typography.keys.sorted().map { "\(jsonString($0)): \(jsonString(typography[$0]!))" }.joined(separator: ", ") + "}")
        }
        if !radii.isEmpty {
            members.append(
                "  \"radii\": {" + radii.keys.sorted().map { "\(jsonString($0)): \(ThemeJSONNumber.text(radii[$0]!))" }.joined(separator: ", ") + "}")
        }
        if !shadows.isEmpty {
            let entries = shadows.keys.sorted().map { key -> String in
                let shadow = shadows[key]!
                return
                    "    \(jsonString(key)): {\"light\": \(color(shadow.light)), \"dark\": \(color(shadow.dark)), \"radius\": \(ThemeJSONNumber.text(shadow.radius)), \"x\": \(ThemeJSONNumber.text(shadow.x)), \"y\": \(ThemeJSONNumber.text(shadow.y))}"
            }
            members.append("  \"shadows\": {\n" + entries.joined(separator: ",\n") + "\n  }")
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    private func jsonString(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
