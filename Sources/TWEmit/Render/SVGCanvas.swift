import TWResolve

/// A small SVG writer for TWKit's pictures: elements as text, shared definitions by id (written
/// once, sorted, so output is deterministic), and numbers rounded to hundredths of a point.
///
/// One SVG unit is one point.
struct SVGCanvas {
    private(set) var body: [String] = []
    private var definitions: [String: String] = [:]

    /// Adds `element` (one complete element) to the body.
    mutating func add(_ element: String) { body.append(element) }

    /// Adds `elements` to the body.
    mutating func add(_ elements: [String]) { body += elements }

    /// Registers a definition (gradient, filter, pattern, clip path) once and returns its id.
    @discardableResult
    mutating func define(_ id: String, _ element: String) -> String {
        if definitions[id] == nil { definitions[id] = element }
        return id
    }

    /// A Gaussian blur filter of `deviation` points (shared by every shape that needs it).
    mutating func blur(_ deviation: Double) -> String {
        let id = "tw-blur-\(Self.n(deviation).replacingOccurrences(of: ".", with: "_"))"
        return define(
            id, "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(Self.n(deviation))\"/></filter>")
    }

    /// The whole document: `<svg>` with `attributes`, the title, the definitions, the body.
    func document(width: Double, height: Double, title: String, attributes: [(String, String)] = []) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\""
        text += " font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif\""
        for (name, value) in attributes { text += " \(name)=\"\(Self.escape(value))\"" }
        text += ">\n  <title>\(Self.escape(title))</title>\n"
        if !definitions.isEmpty {
            text += "  <defs>\n" + definitions.keys.sorted().map { "    " + definitions[$0]! + "\n" }.joined() + "  </defs>\n"
        }
        text += body.map { "  " + $0 + "\n" }.joined()
        return text + "</svg>\n"
    }

    /// A number for an attribute: at most two decimals, no trailing `.0`.
    static func n(_ value: Double) -> String {
        Points.format((value * 100).rounded() / 100)
    }

    /// Text and attribute values that keep the document well-formed XML 1.0 (§2.2 `Char`, §3.3.3):
    /// `&`, `<`, `>` and `"` as entities; tab, LF and CR as character references, so attribute
    /// normalisation keeps them; a character XML 1.0 cannot hold at all (other C0 controls,
    /// U+FFFE, U+FFFF; surrogates never occur in a Swift string) shown as its escape `\u{1}`.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `name="value"` pairs, escaped, each preceded by a space.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// A `<text>` element.
    static func text(
        _ content: String, x: Double, y: Double, size: Double, color: String, weight: Int = 400,
        anchor: String = "start", extra: [(String, String)] = []
    ) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(color)\" text-anchor=\"\(anchor)\"\(attributes(extra))>\(escape(content))</text>"
    }
}
