import Foundation
import TWJSON

/// Reading typed values from the command line (`--value x=Int:12`) and from JSON (the language
/// server's design-tool methods, conformance `context.interpolations`).
extension InterpolatedValue {
    /// Why a value cannot be read; the message names the accepted forms.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The type names ``init(type:text:)`` accepts, for messages and help.
    public static let typeNames = [
        "Int", "Double", "Float", "CGFloat", "CGSize", "CGPoint", "Angle", "Color", "String", "String?", "[String]",
        "Animation", "TWAnimation", "<Type> (a custom payload: a JSON object)",
    ]

    /// A value from its Swift type name and text: `Int` `12`, `CGSize` `1.1,0.9`, `Angle`
    /// `45deg` or `0.785rad`, `Color` `red` or `#ff0000`, `String?` `nil`, `[String]` a JSON array,
    /// `Animation` `spring(response: 0.4, dampingFraction: 0.8)`, `TWAnimation` `smooth`, any other
    /// type a JSON object (a custom payload). Numbers accept `nan` and `infinity`, which swiftcn
    /// then rejects where it reads a number.
    ///
    /// - Throws: ``ReadError`` naming the type and what it expects.
    public init(type: String, text: String) throws(ReadError) {
        func fail(_ expected: String) -> ReadError { ReadError(message: "\(type) value '\(text)': expected \(expected)") }
        func number(_ text: String) -> Double? {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            switch trimmed.lowercased() {
            case "nan": return .nan
            case "infinity", "inf", "+infinity": return .infinity
            case "-infinity", "-inf": return -.infinity
            default: return Double(trimmed)
            }
        }
        func pair(_ text: String) -> (Double, Double)? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let first = number(String(parts[0])), let second = number(String(parts[1])) else { return nil }
            return (first, second)
        }
        switch type {
        case "Int":
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw fail("a whole number such as 12 or -4") }
            self = .int(value)
        case "Double", "Float":
            guard let value = number(text) else { throw fail("a number such as 0.4, nan or infinity") }
            self = .double(value)
        case "CGFloat":
            guard let value = number(text) else { throw fail("a number such as 123.5") }
            self = .cgFloat(value)
        case "CGSize":
            guard let (width, height) = pair(text) else { throw fail("WIDTH,HEIGHT such as 1.1,0.9") }
            self = .size(width: width, height: height)
        case "CGPoint":
            guard let (x, y) = pair(text) else { throw fail("X,Y such as 12,-4") }
            self = .point(x: x, y: y)
        case "Angle":
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("rad"), let radians = number(String(trimmed.dropLast(3))) {
                self = .angle(degrees: radians * 180 / .pi)
            } else if let degrees = number(trimmed.hasSuffix("deg") ? String(trimmed.dropLast(3)) : trimmed) {
                self = .angle(degrees: degrees)
            } else {
                throw fail("degrees (45 or 45deg) or radians (0.785rad)")
            }
        case "Color":
            let name = text.trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("#") {
                guard RGBA(hex: name) != nil else { throw fail("a SwiftUI colour name (red, indigo) or #rrggbb[aa]") }
            } else {
                guard NativeColor.bracketNames.contains(name) || name == "clear" || name == "primary" || name == "secondary" else {
                    throw fail("a SwiftUI colour name (\(NativeColor.bracketNames.sorted().prefix(6).joined(separator: ", ")), …) or #rrggbb[aa]")
                }
            }
            self = .color(name)
        case "String":
            self = .string(text)
        case "String?":
            self = .optionalString(text == "nil" ? nil : text)
        case "[String]", "[String?]":
            guard let list = try? JSON.parse(Data(text.utf8)).arrayValue else { throw fail("a JSON array such as [\"p-3\", null]") }
            var strings: [String?] = []
            for entry in list {
                if entry == .null { strings.append(nil); continue }
                guard let string = entry.stringValue else { throw fail("a JSON array of strings and nulls") }
                strings.append(string)
            }
            self = .strings(strings)
        case "Animation":
            let spelled = text.trimmingCharacters(in: .whitespaces).drop { $0 == "." }
            guard !spelled.isEmpty else { throw fail("a SwiftUI animation such as spring(response: 0.4, dampingFraction: 0.8)") }
            self = .animation(String(spelled))
        case "TWAnimation":
            let spelled = text.trimmingCharacters(in: .whitespaces).drop { $0 == "." }
            guard !spelled.isEmpty else { throw fail("the animation the duration is supplied to, such as smooth or spring(bounce: 0.15)") }
            self = .animationPreset(String(spelled))
        default:
            guard !type.isEmpty, type.first?.isLetter == true, let fields = try? JSON.parse(Data(text.utf8)), fields.objectValue != nil else {
                throw ReadError(message: "unknown type '\(type)'; expected one of \(Self.typeNames.joined(separator: ", "))")
            }
            self = .payload(type: type, fields: fields)
        }
    }

    /// `NAME=Type:value` (the `--value` option).
    ///
    /// - Throws: ``ReadError`` when the form or the value is wrong.
    public static func assignment(_ text: String) throws(ReadError) -> (name: String, value: InterpolatedValue) {
        guard let equals = text.firstIndex(of: "="), let colon = text[equals...].firstIndex(of: ":") else {
            throw ReadError(message: "'\(text)': expected NAME=Type:value, such as x=Int:12 or size=CGSize:1.1,0.9")
        }
        let name = String(text[..<equals])
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), name.first?.isNumber == false else {
            throw ReadError(message: "'\(name)' is not a placeholder name (ASCII letters, digits and _, as in {x})")
        }
        let type = String(text[text.index(after: equals)..<colon])
        return (name, try InterpolatedValue(type: type, text: String(text[text.index(after: colon)...])))
    }

    /// A value from JSON: `{"type": "Int", "value": 12}`, `{"type": "CGSize", "width": 1.1,
    /// "height": 0.9}`, `{"type": "Angle", "radians": 0.785}` (or `"degrees"`), a custom type with
    /// an object `value`. Numbers may be the strings `nan` and `infinity`.
    ///
    /// - Throws: ``ReadError`` naming the member at fault.
    public init(json: JSON) throws(ReadError) {
        guard let object = json.objectValue, let type = object["type"]?.stringValue else {
            throw ReadError(message: "expected an object with a \"type\" (\(Self.typeNames.joined(separator: ", "))) and a \"value\"")
        }
        func number(_ key: String) throws(ReadError) -> Double {
            switch object[key] {
            case .int(let value)?: return Double(value)
            case .double(let value)?: return value
            case .string(let text)?:
                if case .double(let value) = try InterpolatedValue(type: "Double", text: text) { return value }
            default: break
            }
            throw ReadError(message: "\(type): expected a number \"\(key)\"")
        }
        let value = object["value"]
        switch type {
        case "CGSize": self = .size(width: try number("width"), height: try number("height"))
        case "CGPoint": self = .point(x: try number("x"), y: try number("y"))
        case "Angle":
            self = object["radians"] != nil ? .angle(degrees: try number("radians") * 180 / .pi) : .angle(degrees: try number("degrees"))
        case "String?":
            if value == .null || value == nil {
                self = .optionalString(nil)
            } else if let text = value?.stringValue {
                self = .optionalString(text)
            } else {
                throw ReadError(message: "String?: expected a string or null \"value\"")
            }
        case "[String]", "[String?]":
            guard let list = value?.arrayValue else { throw ReadError(message: "\(type): expected an array \"value\"") }
            var strings: [String?] = []
            for entry in list {
                guard entry == .null || entry.stringValue != nil else { throw ReadError(message: "\(type): expected strings and nulls") }
                strings.append(entry.stringValue)
            }
            self = .strings(strings)
        default:
            switch value {
            case let json? where json.doubleValue != nil:
                let number = json.doubleValue!
                if type == "Int" {
                    guard number == number.rounded(), abs(number) < 1e18 else { throw ReadError(message: "Int: expected a whole number") }
                    self = .int(Int(number))
                } else {
                    self = try InterpolatedValue(type: type, text: String(number))
                }
            case .string(let text)?: self = try InterpolatedValue(type: type, text: text)
            case .object?:
                guard !Self.typeNames.contains(type) else { throw ReadError(message: "\(type): expected a \"value\" that is not an object") }
                self = .payload(type: type, fields: value!)
            default:
                throw ReadError(message: "\(type): expected a \"value\"")
            }
        }
    }
}
