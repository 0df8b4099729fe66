import TWJSON
import TWSyntax

/// The context as JSON: the `context` object of the `tw/*` methods and `tw serve`, which a
/// design tool can also build by encoding a ``ResolutionContext``.
///
/// ```json
/// {"platform": "ios", "os": "26.1", "appearance": "automatic", "renderer": "automatic",
///  "requiresCompatibility": false, "reduceTransparency": false, "increaseContrast": false,
///  "reduceMotion": false, "scheme": "light", "target": "view", "state": ["hover"],
///  "groupStates": {"hero": ["focus"]}, "windowActive": true, "rendering": "material"}
/// ```
///
/// Every key is optional when decoding and defaults as ``ResolutionContext/init()`` does; `os`
/// may be a number (`26`) or a string (`"26.1"`); `state` may be one name. Unknown keys, words
/// and states are errors whose coding path names the key (``JSONPathError``). What a theme and
/// the project's registrations supply (named classes, modifiers, utilities) is not part of it.
extension ResolutionContext: Codable {
    /// The keys of the context object.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case platform, os, appearance, renderer, rendering, requiresCompatibility, reduceTransparency, increaseContrast,
            reduceMotion, scheme, target, state, groupStates, windowActive
    }

    public init(from decoder: Decoder) throws {
        self.init()
        let any = try decoder.container(keyedBy: JSONKey.self)
        let known = CodingKeys.allCases.map(\.rawValue)
        for key in any.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where CodingKeys(rawValue: key.stringValue) == nil {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [key],
                    debugDescription: "is not supported; known keys: \(known.sorted().joined(separator: ", "))"))
        }
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let value = try c.word(.platform, Platform.self) { platform = value }
        if c.contains(.os) { os = try c.decode(OSVersion.self, forKey: .os) }
        if let value = try c.word(.appearance, AppearancePolicy.self) { appearance = value }
        if let value = try c.word(.renderer, GlassRendererSetting.self) { renderer = value }
        if let value = try c.word(.rendering, UniversalGlassRendering.self) { rendering = value }
        if let value = try c.word(.scheme, ColorScheme.self) { scheme = value }
        if let value = try c.word(.target, StyleTarget.self) { target = value }
        if let value = try c.decodeIfPresent(Bool.self, forKey: .requiresCompatibility) { requiresCompatibility = value }
        if let value = try c.decodeIfPresent(Bool.self, forKey: .reduceTransparency) { reduceTransparency = value }
        if let value = try c.decodeIfPresent(Bool.self, forKey: .increaseContrast) { increaseContrast = value }
        if let value = try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) { reduceMotion = value }
        // `tw --window-inactive` is `"windowActive": false`.
        if let value = try c.decodeIfPresent(Bool.self, forKey: .windowActive) { windowActive = value }
        if c.contains(.state) { states = try c.decode(StateList.self, forKey: .state).states }
        // `tw --group-state 'hero=hover;=focus'` is `"groupStates": {"hero": ["hover"], "": ["focus"]}`.
        if c.contains(.groupStates) {
            let groups = try c.nestedContainer(keyedBy: JSONKey.self, forKey: .groupStates)
            for key in groups.allKeys {
                guard key.stringValue.isEmpty || Identifier.isValid(key.stringValue.utf8) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: groups,
                        debugDescription:
                            "invalid group name \"\(key.stringValue)\" (ASCII letters, digits, -, _ and .; \"\" is the nearest unnamed group)")
                }
                groupStates[key.stringValue] = try groups.decode(StateList.self, forKey: key).states
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(platform, forKey: .platform)
        try c.encode(os, forKey: .os)
        try c.encode(appearance, forKey: .appearance)
        try c.encode(renderer, forKey: .renderer)
        try c.encodeIfPresent(rendering, forKey: .rendering)
        try c.encode(requiresCompatibility, forKey: .requiresCompatibility)
        try c.encode(reduceTransparency, forKey: .reduceTransparency)
        try c.encode(increaseContrast, forKey: .increaseContrast)
        try c.encode(reduceMotion, forKey: .reduceMotion)
        try c.encode(scheme, forKey: .scheme)
        try c.encode(target, forKey: .target)
        try c.encode(StateList(states: states), forKey: .state)
        try c.encode(groupStates.mapValues { StateList(states: $0) }, forKey: .groupStates)
        try c.encode(windowActive, forKey: .windowActive)
    }
}

/// A list of interaction state names, or one name; written sorted by name.
private struct StateList: Codable {
    var states: Set<InteractionState>

    init(states: Set<InteractionState>) { self.states = states }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let names: [String]
        if let one = try? container.decode(String.self) {
            names = [one]
        } else if let many = try? container.decode([String].self) {
            names = many
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a list of states (hover, focus, pressed, disabled)")
        }
        states = []
        for name in names {
            guard let state = InteractionState(name: name) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown state \"\(name)\"; expected hover, focus, pressed or disabled")
            }
            states.insert(state)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(states.map(\.name).sorted())
    }
}

extension KeyedDecodingContainer where Key == ResolutionContext.CodingKeys {
    /// A closed word such as `ios` or `dark`; an unknown word names the ones allowed.
    fileprivate func word<T: RawRepresentable & CaseIterable>(_ key: Key, _ type: T.Type) throws -> T? where T.RawValue == String {
        guard contains(key) else { return nil }
        let text = try decode(String.self, forKey: key)
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "unknown value \"\(text)\"; expected \(allowed)")
        }
        return value
    }
}
