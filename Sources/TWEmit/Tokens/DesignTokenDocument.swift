import Foundation
import TWJSON
import TWResolve

/// A W3C Design Tokens (DTCG Format Module 2025.10) document, flattened: every token with its
/// path, its `$type` (its own or the nearest group's) and its `$value` with aliases resolved.
///
/// Read: groups (any object without `$value`), `$type` inheritance, `$value`, `$extensions`, alias
/// strings `"{group.token}"` and `{"$ref": "#/group/token"}` values, a token given by `$ref` in
/// place of `$value`, a group's `$root` token (path `group.$root`, named after its group), and
/// Tokens Studio's earlier `value`/`type` without `$` (marked ``Token/legacy``). Keys starting
/// with `$` other than these (`$description`, `$deprecated`, `$extends`, ...) are skipped.
public struct DesignTokenDocument: Sendable {
    public struct Token: Sendable {
        /// `["color", "brand"]`.
        public var path: [String]
        public var type: String?
        /// The value after alias resolution.
        public var value: JSON
        public var extensions: [String: JSON]
        /// Written as `value` (and `type`) without `$`, the format before DTCG.
        public var legacy = false
        public var dotted: String { path.joined(separator: ".") }
        /// The path a theme name is made from: a `$root` token is its group's base value, so
        /// `color.primary.$root` is named as `color.primary` would be (DTCG 2025.10, root tokens).
        public var namePath: [String] { path.last == "$root" ? Array(path.dropLast()) : path }
    }

    public var tokens: [Token]
    /// Tokens whose aliases do not resolve, with why.
    public var problems: [(path: String, message: String)]

    /// - Throws: ``DesignTokenError`` for text that is not a JSON object.
    public static func read(_ data: Data) throws(DesignTokenError) -> DesignTokenDocument {
        let root: JSON
        do {
            root = try JSON.parse(data)
        } catch {
            throw DesignTokenError(error.description)
        }
        guard let object = root.objectValue else {
            throw DesignTokenError("a design tokens file is a JSON object of groups and tokens, got \(root.kindPhrase)")
        }
        var raw: [Token] = []
        collect(object, path: [], inheritedType: nil, into: &raw)
        var byPath: [String: Token] = [:]
        for token in raw { byPath[token.dotted] = token }
        var aliases = DesignTokenAliases(byPath: byPath, budget: aliasBudget(forBytes: data.count))
        var document = DesignTokenDocument(tokens: [], problems: [])
        for var token in raw {
            do {
                token.value = try aliases.resolved(token.value)
                // A token that is only an alias takes its target's type and, when it has none of
                // its own, its target's extensions (the light and dark modes of a colour).
                if let target = aliasTarget(byPath[token.dotted]?.value ?? .null), let aliased = byPath[target] {
                    if token.type == nil { token.type = aliased.type }
                    if token.extensions.isEmpty { token.extensions = aliased.extensions }
                }
                document.tokens.append(token)
            } catch let error where error.isBudget {
                var refused = DesignTokenError("\(token.dotted): \(error.description)")
                refused.isBudget = true
                throw refused
            } catch {
                document.problems.append((token.dotted, error.description))
            }
        }
        return document
    }

    /// JSON values that alias resolution may produce for one file: 100,000 plus 4 per byte of
    /// the file. Each value is resolved once and shared, but what reads the tokens walks every
    /// copy, so aliases that fan out (a token of ten aliases to a token of ten aliases, …) are
    /// refused instead of growing exponentially.
    public static func aliasBudget(forBytes count: Int) -> Int { 100_000 + 4 * count }

    private static func collect(_ group: [String: JSON], path: [String], inheritedType: String?, into tokens: inout [Token]) {
        let type = group["$type"]?.stringValue ?? inheritedType
        if let value = group["$value"] {
            tokens.append(Token(path: path, type: type, value: value, extensions: group["$extensions"]?.objectValue ?? [:]))
            return
        }
        // Tokens Studio's earlier format: `value` and `type` without `$` (read, and said so).
        if let value = group["value"], value.objectValue.map({ $0["value"] == nil && $0["$value"] == nil }) ?? true {
            tokens.append(
                Token(
                    path: path, type: group["type"]?.stringValue ?? type, value: value,
                    extensions: group["$extensions"]?.objectValue ?? [:], legacy: true))
            return
        }
        // A token whose value is a JSON Pointer reference (`"$ref": "#/color/base/$value"`) in
        // place of `$value`: resolved like a `$value` of `{"$ref": …}`.
        if let reference = group["$ref"], reference.stringValue != nil, !path.isEmpty {
            tokens.append(Token(path: path, type: type, value: .object(["$ref": reference]), extensions: group["$extensions"]?.objectValue ?? [:]))
            return
        }
        // The group's root token: the base value the group's other tokens vary.
        if let root = group["$root"]?.objectValue { collect(root, path: path + ["$root"], inheritedType: type, into: &tokens) }
        for key in group.keys.sorted() where !key.hasPrefix("$") {
            if let child = group[key]?.objectValue { collect(child, path: path + [key], inheritedType: type, into: &tokens) }
        }
    }

    /// The dotted path an alias names: `{color.base}` or `{"$ref": "#/color/base"}`.
    static func aliasTarget(_ value: JSON) -> String? {
        if let text = value.stringValue, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            return String(text.dropFirst().dropLast())
        }
        if let reference = value.objectValue?["$ref"]?.stringValue, reference.hasPrefix("#/") {
            var parts = reference.dropFirst(2).split(separator: "/").map(String.init)
            if parts.last == "$value" { parts.removeLast() }
            return parts.joined(separator: ".")
        }
        return nil
    }

}

/// A design tokens file that cannot be read.
public struct DesignTokenError: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// True when aliases expand beyond ``DesignTokenDocument/aliasBudget(forBytes:)``: the whole
    /// file is refused.
    public var isBudget = false
    /// Set for a cycle or a chain over the depth limit, which a shorter chain to the same token
    /// may not meet.
    var dependsOnChain = false
    public init(_ description: String) { self.description = description }
}
