import Foundation
import TWResolve
import TWSyntax

/// The parameters every `tw/*` method shares: `classes`, optional `context` (the keys of the
/// conformance case format that the resolver models) and optional `theme` (a path or an inline
/// theme object), and `lenient` for `tw/resolve`.
public struct DesignParams: Sendable {
    public var classes: String
    public var context: ResolutionContext
    public var theme: Theme?
    public var lenient: Bool

    static let contextKeys: Set<String> = Set(["platform", "os", "appearance", "renderer", "rendering", "requiresCompatibility",
                                           "reduceTransparency", "increaseContrast", "reduceMotion", "scheme", "target", "state",
                                           "groupStates", "windowActive"]).union(motionKeys)

    /// - Throws: `invalidParams` naming the key that is missing or of the wrong kind.
    public init(_ params: JSON?) throws(ResponseError) {
        guard let params, params.objectValue != nil else { throw .invalidParams("expected an object with `classes`") }
        guard let classes = params["classes"]?.stringValue else { throw .invalidParams("`classes` must be a string") }
        guard classes.utf8.count <= InputLimits.classStringBytes else {
            throw .invalidParams("`classes` is larger than the limit of \(InputLimits.classStringDescription)")
        }
        self.classes = classes
        context = try Self.context(params["context"])
        theme = try Self.theme(params["theme"])
        switch params["lenient"] {
        case nil, .null?: lenient = false
        case .bool(let flag)?: lenient = flag
        case let other?: throw .invalidParams("`lenient` must be true or false, got \(other.kindName)")
        }
    }

    /// The resolution context of a `context` object; nil or null is the default context.
    public static func context(_ json: JSON?) throws(ResponseError) -> ResolutionContext {
        var context = ResolutionContext()
        guard let json, !json.isNull else { return context }
        guard let values = json.objectValue else { throw .invalidParams("`context` must be an object, got \(json.kindName)") }
        for key in values.keys.sorted() where !contextKeys.contains(key) {
            throw .invalidParams("`context.\(key)` is not supported; known keys: \(contextKeys.sorted().joined(separator: ", "))")
        }
        func word<T: RawRepresentable>(_ key: String, _ type: T.Type) throws(ResponseError) -> T? where T.RawValue == String {
            guard let value = values[key] else { return nil }
            guard let text = value.stringValue, let parsed = T(rawValue: text) else {
                throw .invalidParams("`context.\(key)`: unexpected \(value.kindName) \(String(decoding: value.serialized(), as: UTF8.self))")
            }
            return parsed
        }
        func flag(_ key: String) throws(ResponseError) -> Bool? {
            guard let value = values[key] else { return nil }
            guard let flag = value.boolValue else { throw .invalidParams("`context.\(key)` must be true or false, got \(value.kindName)") }
            return flag
        }
        if let platform = try word("platform", Platform.self) { context.platform = platform }
        if let os = values["os"] {
            let text = os.stringValue ?? os.intValue.map(String.init) ?? os.doubleValue.map { String($0) }
            guard let text, let version = OSVersion(text) else { throw .invalidParams("`context.os` must be a version such as 18 or \"26.1\"") }
            context.os = version
        }
        if let appearance = try word("appearance", AppearancePolicy.self) { context.appearance = appearance }
        if let renderer = try word("renderer", GlassRendererSetting.self) { context.renderer = renderer }
        if let rendering = try word("rendering", UniversalGlassRendering.self) { context.rendering = rendering }
        if let scheme = try word("scheme", ColorScheme.self) { context.scheme = scheme }
        if let target = try word("target", StyleTarget.self) { context.target = target }
        if let value = try flag("requiresCompatibility") { context.requiresCompatibility = value }
        if let value = try flag("reduceTransparency") { context.reduceTransparency = value }
        if let value = try flag("increaseContrast") { context.increaseContrast = value }
        if let value = try flag("reduceMotion") { context.reduceMotion = value }
        // `tw --window-inactive` is `"windowActive": false`.
        if let value = try flag("windowActive") { context.windowActive = value }
        if let states = values["state"] {
            context.states = try Self.states(states, key: "state")
        }
        // `tw --group-state 'hero=hover;=focus'` is `"groupStates": {"hero": ["hover"], "": ["focus"]}`.
        if let groups = values["groupStates"] {
            guard let object = groups.objectValue else {
                throw .invalidParams("`context.groupStates` must be an object of group names to lists of states, got \(groups.kindName)")
            }
            for name in object.keys.sorted() {
                guard name.isEmpty || Identifier.isValid(name.utf8) else {
                    throw .invalidParams("`context.groupStates`: invalid group name \"\(name)\" (ASCII letters, digits, -, _ and .; \"\" is the nearest unnamed group)")
                }
                context.groupStates[name] = try Self.states(object[name]!, key: "groupStates.\(name)")
            }
        }
        try applyMotion(values, to: &context)
        return context
    }

    /// A list of interaction states (a single name is accepted too).
    private static func states(_ json: JSON, key: String) throws(ResponseError) -> Set<InteractionState> {
        let entries = json.arrayValue ?? (json.stringValue != nil ? [json] : nil)
        guard let entries else { throw .invalidParams("`context.\(key)` must be a list of states, got \(json.kindName)") }
        var states: Set<InteractionState> = []
        for entry in entries {
            guard let name = entry.stringValue, let state = InteractionState(name: name) else {
                throw .invalidParams("`context.\(key)`: unknown state \(String(decoding: entry.serialized(), as: UTF8.self)); expected hover, focus, pressed or disabled")
            }
            states.insert(state)
        }
        return states
    }

    /// A theme from a path or an inline object; nil when absent.
    public static func theme(_ json: JSON?) throws(ResponseError) -> Theme? {
        switch json {
        case nil, .null?:
            return nil
        case .string(let path)?:
            do { return try Theme.load(path: path) } catch { throw .invalidParams("`theme`: \(error)") }
        case .object?:
            do { return try Theme.decode(json!.serialized(), source: "inline theme") } catch { throw .invalidParams("`theme`: \(error)") }
        case let other?:
            throw .invalidParams("`theme` must be a path or a theme object, got \(other.kindName)")
        }
    }
}

/// The parameters of `tw/group` and `tw/cluster`: the input inline (`group` / `cluster`, an object
/// in the format of `tw group FILE` / `tw cluster FILE`) or `path` to such a file (relative to the
/// server's working directory), and optional `context` and `theme` as in ``DesignParams``.
struct GlassParams {
    var data: Data
    /// `inline group`, or the path: for error messages.
    var origin: String
    var context: ResolutionContext
    var theme: Theme?

    init(_ params: JSON?, kind: String) throws(ResponseError) {
        guard let object = params?.objectValue else { throw .invalidParams("expected an object with `\(kind)` or `path`") }
        let known: Set<String> = [kind, "path", "context", "theme"]
        for key in object.keys.sorted() where !known.contains(key) {
            throw .invalidParams("`\(key)` is not a parameter of tw/\(kind); known: \(known.sorted().joined(separator: ", "))")
        }
        switch (object[kind], object["path"]) {
        case (let inline?, nil):
            guard inline.objectValue != nil else { throw .invalidParams("`\(kind)` must be an object, got \(inline.kindName)") }
            data = inline.serialized()
            origin = "(inline)"
        case (nil, let path?):
            guard let path = path.stringValue else { throw .invalidParams("`path` must be a string, got \(path.kindName)") }
            guard let contents = FileManager.default.contents(atPath: path) else { throw .invalidParams("cannot read '\(path)'") }
            data = contents
            origin = "file '\(path)'"
        case (nil, nil):
            throw .invalidParams("expected `\(kind)` (the \(kind) inline) or `path`")
        case (_?, _?):
            throw .invalidParams("give either `\(kind)` or `path`, not both")
        }
        context = try DesignParams.context(object["context"])
        theme = try DesignParams.theme(object["theme"])
    }
}
