import TWJSON
import TWSyntax

/// An object of a theme file, keyed by whatever keys it has.
typealias ThemeObject = KeyedDecodingContainer<JSONKey>

/// How the parts of a ``ThemeFile`` read JSON values: each wrong value throws a
/// `DecodingError` whose coding path is the value's JSON path and whose description is the
/// message theme files have always given (`expected a finite number, got a string`), which
/// ``JSONPathError`` turns into the path and the message.
extension Decoder {
    /// A problem with this value.
    func problem(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// What the value is (`a string`, `null`), for messages; only asked once a value is wrong.
    var kindPhrase: String { (try? singleValueContainer().decode(JSON.self))?.kindPhrase ?? "a value" }

    /// The value as an object.
    func themeObject() throws -> ThemeObject {
        do { return try container(keyedBy: JSONKey.self) } catch { throw problem("expected an object, got \(kindPhrase)") }
    }

    func themeString() throws -> String {
        guard let text = try? singleValueContainer().decode(String.self) else { throw problem("expected a string, got \(kindPhrase)") }
        return text
    }

    func themeNumber() throws -> Double {
        guard let number = try? singleValueContainer().decode(Double.self), number.isFinite else {
            throw problem("expected a finite number, got \(kindPhrase)")
        }
        return number
    }

    /// A length in points, `>= 0`.
    func themeLength() throws -> Double {
        let number = try themeNumber()
        guard number >= 0 else { throw problem("expected a length in points >= 0, got \(number)") }
        return number
    }

    /// An array of strings.
    func themeStrings() throws -> [String] {
        guard var list = try? unkeyedContainer() else { throw problem("expected an array of strings, got \(kindPhrase)") }
        var result: [String] = []
        while !list.isAtEnd {
            result.append(try list.superDecoder().themeString())
        }
        return result
    }

    /// A word of a closed set, such as a modifier phase.
    func themeWord<Word: RawRepresentable & CaseIterable>(_ type: Word.Type) throws -> Word where Word.RawValue == String {
        guard let text = try? singleValueContainer().decode(String.self), let word = Word(rawValue: text) else {
            throw problem("expected one of \(Word.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return word
    }

    /// The key this value is under (a token name, a named class).
    var keyName: String { codingPath.last?.stringValue ?? "" }

    /// This value's JSON path, as registrations record it in their origin.
    var jsonPath: String { JSONPathError.path(codingPath) }
}

extension KeyedDecodingContainer where Key == JSONKey {
    /// The decoder of the value under `name`, or nil when the object has no such key.
    func value(_ name: String) throws -> (any Decoder)? {
        let key = JSONKey(name)
        return contains(key) ? try superDecoder(forKey: key) : nil
    }

    /// A problem with the value under `key`.
    func problem(_ key: JSONKey, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: message))
    }

    /// A problem with the object as a whole (`needs light and dark`).
    func problem(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// The first unknown key in sorted order is an error; `expected` lists the allowed keys.
    func rejectUnknownKeys(_ allowed: Set<String>, expected: String) throws {
        if let unknown = allKeys.filter({ !allowed.contains($0.stringValue) }).min(by: { $0.stringValue < $1.stringValue }) {
            throw problem(unknown, "unknown key; expected \(expected)")
        }
    }

    /// `unknown key; expected one of a, b, c` for the first unknown key.
    func rejectUnknownKeys(_ allowed: Set<String>) throws {
        try rejectUnknownKeys(allowed, expected: "one of \(allowed.sorted().joined(separator: ", "))")
    }

    /// Reads a key that carries no meaning (`description`, `$schema`) as JSON, so that a value
    /// JSON cannot hold (a number beyond `Double`) is still found there.
    func skip(_ name: String) throws {
        _ = try decodeIfPresent(RepresentableJSON.self, forKey: JSONKey(name))
    }

    func string(_ name: String) throws -> String? { try value(name)?.themeString() }
    func number(_ name: String) throws -> Double? { try value(name)?.themeNumber() }
    func length(_ name: String) throws -> Double? { try value(name)?.themeLength() }
    func strings(_ name: String) throws -> [String] { try value(name)?.themeStrings() ?? [] }
    func word<Word: RawRepresentable & CaseIterable>(_ name: String, _ type: Word.Type) throws -> Word? where Word.RawValue == String {
        try value(name)?.themeWord(type)
    }

    /// Checks that `key` is a theme token name (tokens are identifiers).
    func checkToken(_ key: JSONKey) throws {
        guard Identifier.isValid(key.stringValue.utf8) else { throw problem(key, "a token name is ASCII letters, digits, -, _ and .") }
    }
}

/// Any JSON value whose numbers are all `Double`s: what a theme file must be before any of
/// its values is judged. ``JSON`` reads whole numbers as `Int` first, which accepts text
/// such as `1e-400` that no `Double` holds.
struct RepresentableJSON: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() || (try? container.decode(Bool.self)) != nil || (try? container.decode(Double.self)) != nil
            || (try? container.decode(String.self)) != nil || (try? container.decode([RepresentableJSON].self)) != nil
        {
            return
        }
        _ = try container.decode([String: RepresentableJSON].self)
    }
}
