import TWJSON
import TWResolve

/// The JSON shape of a `.twlint.json` file (`Themes/twlint.schema.json`), decoded with the
/// problems `Decodable` can find alone: a wrong type names its JSON path (``JSONPathError``).
/// Rule ids and severity words need the rule registry and are checked by
/// ``LintConfiguration/decode(_:file:knownRules:)``.
struct LintConfigurationFile: Decodable {
    var theme: String?
    var baseline: String?
    var enabled: [String]?
    var disabled: [String]?
    /// Rule id to its severity word, as written.
    var severity: [String: JSON]?
    var include: [String]?
    var exclude: [String]?
    var sinks: [String]?
    var otherTwModules: [String]?
    var platforms: [Platform: OSVersion]?
    /// Keys the file has that no configuration knows, sorted.
    var unknownKeys: [String] = []

    init(from decoder: Decoder) throws {
        let root = try decoder.singleValueContainer().decode(JSON.self)
        guard root.objectValue != nil else { throw Self.problem(decoder.codingPath, "expected an object, got \(root.kindPhrase)") }
        let c = try decoder.container(keyedBy: JSONKey.self)
        unknownKeys = c.allKeys.map(\.stringValue).filter { !LintConfiguration.keys.contains($0) }.sorted()
        if let value = try c.decodeIfPresent(JSON.self, forKey: JSONKey("theme")) {
            guard let path = value.stringValue else { throw Self.problem(c.codingPath + [JSONKey("theme")], "expected a path string, got \(value.kindPhrase)") }
            theme = path
        }
        if let value = try c.decodeIfPresent(JSON.self, forKey: JSONKey("baseline")) {
            guard let path = value.stringValue, !path.isEmpty else {
                throw Self.problem(c.codingPath + [JSONKey("baseline")], "expected a path string, got \(value.kindPhrase)")
            }
            baseline = path
        }
        enabled = try Self.strings(c, "enabled")
        disabled = try Self.strings(c, "disabled")
        if let value = try c.decodeIfPresent(JSON.self, forKey: JSONKey("severity")) {
            guard let entries = value.objectValue else {
                throw Self.problem(c.codingPath + [JSONKey("severity")], "expected an object of rule ids to severities, got \(value.kindPhrase)")
            }
            severity = entries
        }
        include = try Self.strings(c, "include")
        exclude = try Self.strings(c, "exclude")
        sinks = try Self.strings(c, "sinks")
        otherTwModules = try Self.strings(c, "otherTwModules")
        if let value = try c.decodeIfPresent(JSON.self, forKey: JSONKey("platforms")) {
            let path = c.codingPath + [JSONKey("platforms")]
            guard let entries = value.objectValue else { throw Self.problem(path, "expected an object such as {\"ios\": \"17\", \"macos\": \"14\"}") }
            var platforms: [Platform: OSVersion] = [:]
            for name in entries.keys.sorted() {
                // swiftcn's own platforms only: twlint checks swiftcn code (tvOS, watchOS and
                // visionOS are there for UniversalGlass in `tw resolve`).
                guard let platform = Platform(rawValue: name), platform.isSwiftCNPlatform else {
                    throw Self.problem(path + [JSONKey(name)], "unknown platform; use ios or macos")
                }
                let entry = entries[name]!
                let text = entry.stringValue ?? entry.doubleValue.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
                guard let text, let version = OSVersion(text) else {
                    throw Self.problem(path + [JSONKey(name)], "expected a minimum OS version such as \"17\" or \"26.1\"")
                }
                platforms[platform] = version
            }
            self.platforms = platforms
        }
    }

    /// An array of strings, or nil when the key is absent.
    private static func strings(_ c: KeyedDecodingContainer<JSONKey>, _ name: String) throws -> [String]? {
        guard let value = try c.decodeIfPresent(JSON.self, forKey: JSONKey(name)) else { return nil }
        let path = c.codingPath + [JSONKey(name)]
        guard let array = value.arrayValue else { throw problem(path, "expected an array of strings, got \(value.kindPhrase)") }
        return try array.enumerated().map { index, element in
            guard let text = element.stringValue else { throw problem(path + [JSONKey(index: index)], "expected a string, got \(element.kindPhrase)") }
            return text
        }
    }

    private static func problem(_ path: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: message))
    }
}
