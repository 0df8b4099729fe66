import Foundation
import TWResolve
import TWSyntax

/// The parameters every `tw/*` method shares: `classes`, optional `context` (the keys of the
/// conformance case format that the resolver models) and optional `theme` (a path or an inline
/// theme object), and `lenient` for `tw/resolve`.
struct DesignParams {
    var classes: String
    var context: ResolutionContext
    var theme: Theme?
    var lenient: Bool

    static let contextKeys: Set<String> = ["platform", "os", "appearance", "renderer", "requiresCompatibility", "reduceTransparency",
                                           "increaseContrast", "reduceMotion", "scheme", "target", "state"]

    init(_ params: JSON?) throws(ResponseError) {
        guard let params, params.objectValue != nil else { throw .invalidParams("expected an object with `classes`") }
        guard let classes = params["classes"]?.stringValue else { throw .invalidParams("`classes` must be a string") }
        self.classes = classes
        context = try Self.context(params["context"])
        theme = try Self.theme(params["theme"])
        switch params["lenient"] {
        case nil, .null?: lenient = false
        case .bool(let flag)?: lenient = flag
        case let other?: throw .invalidParams("`lenient` must be true or false, got \(other.kindName)")
        }
    }

    static func context(_ json: JSON?) throws(ResponseError) -> ResolutionContext {
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
        if let scheme = try word("scheme", ColorScheme.self) { context.scheme = scheme }
        if let target = try word("target", StyleTarget.self) { context.target = target }
        if let value = try flag("requiresCompatibility") { context.requiresCompatibility = value }
        if let value = try flag("reduceTransparency") { context.reduceTransparency = value }
        if let value = try flag("increaseContrast") { context.increaseContrast = value }
        if let value = try flag("reduceMotion") { context.reduceMotion = value }
        if let states = values["state"] {
            let names = states.arrayValue?.compactMap(\.stringValue) ?? states.stringValue.map { [$0] }
            guard let names else { throw .invalidParams("`context.state` must be a list of states") }
            for name in names {
                guard let state = InteractionState(name: name) else { throw .invalidParams("`context.state`: unknown state \"\(name)\"") }
                context.states.insert(state)
            }
        }
        return context
    }

    /// A theme from a path or an inline object; nil when absent.
    static func theme(_ json: JSON?) throws(ResponseError) -> Theme? {
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
