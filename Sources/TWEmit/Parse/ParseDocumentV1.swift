import TWSyntax

/// The document of `tw parse --json` and the language server's `tw/parse` as a Codable value:
/// every token of a class string with its variants, root and value, and the syntax
/// diagnostics, ranges in UTF-8 bytes of the class string.
///
/// ```json
/// {"diagnostics": [],
///  "tokens": [{"dynamic": false, "range": {"end": 4, "start": 0}, "root": "px", "text": "px-4",
///              "value": {"decoded": "4", "hint": null, "kind": "named", "raw": "4"}, "variants": []}]}
/// ```
///
/// Absent values are `null`, never left out. Encoded with sorted keys and unescaped slashes it
/// is byte for byte what ``ParseJSON/encode(_:_:)`` streams, which writes the same document
/// without building it first.
public struct ParseDocumentV1: Hashable, Sendable, Codable {
    public var tokens: [Token]
    public var diagnostics: [Diagnostic]

    public init(tokens: [Token], diagnostics: [Diagnostic]) {
        self.tokens = tokens
        self.diagnostics = diagnostics
    }

    /// The document of a parsed class string and its diagnostics.
    public init(_ list: ClassList, _ diagnostics: [TWSyntax.Diagnostic]) {
        tokens = list.tokens.map { Token($0, in: list) }
        self.diagnostics = diagnostics.map(Diagnostic.init)
    }

    /// A half-open range of UTF-8 bytes.
    public struct Range: Hashable, Sendable, Codable {
        public var start: Int
        public var end: Int

        public init(_ range: ByteRange) {
            start = range.start
            end = range.end
        }
    }

    /// One class token: its text, range, variants, root (`bg` of `hover:bg-[#fff]`), value and
    /// whether it holds an interpolation.
    public struct Token: Hashable, Sendable, Codable {
        public var text: String
        public var range: Range
        public var variants: [Variant]
        public var root: String
        public var value: Value
        public var dynamic: Bool

        public init(_ token: ClassToken, in list: ClassList) {
            text = list.text(of: token)
            range = Range(token.range)
            variants = token.variants.map(Variant.init)
            root = list.root(of: token)
            value = Value(token.value, in: list)
            dynamic = token.isDynamic
        }
    }

    /// A variant: its state name and `group` (null for a plain variant, "" for an unnamed
    /// group, else the group's name).
    public struct Variant: Hashable, Sendable, Codable {
        public var name: String
        public var group: String?
        public var range: Range

        public init(_ variant: TWSyntax.Variant) {
            name = variant.state.name
            group = variant.isGroup ? (variant.groupName ?? "") : nil
            range = Range(variant.range)
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(group, forKey: .group)
            try c.encode(range, forKey: .range)
        }
    }

    /// A token's value: `none`, `named` or `arbitrary`. For a bracket value with a recognised
    /// hint (`color:`, `length:`, `size:`), `raw` and `decoded` are the text after the hint,
    /// otherwise the whole bracket body; `decoded` applies `\x` -> `x` and `_` -> space.
    public struct Value: Hashable, Sendable, Codable {
        public var kind: String
        public var raw: String?
        public var decoded: String?
        public var hint: String?

        public init(_ value: ClassValue, in list: ClassList) {
            switch value {
            case .none:
                kind = "none"
            case .named(let r):
                kind = "named"
                raw = list.text(r)
                decoded = raw
            case .arbitrary(let v):
                let r = v.hint == nil ? v.bodyRange : v.valueRange
                kind = "arbitrary"
                raw = list.text(r)
                decoded = list.decodedText(r)
                hint = v.hint?.rawValue
            }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(kind, forKey: .kind)
            try c.encode(raw, forKey: .raw)
            try c.encode(decoded, forKey: .decoded)
            try c.encode(hint, forKey: .hint)
        }
    }

    /// A syntax diagnostic: its `TW…` code, rule id, severity, message, range and fix.
    public struct Diagnostic: Hashable, Sendable, Codable {
        /// A replacement of `range` by `replacement`.
        public struct Fix: Hashable, Sendable, Codable {
            public var range: Range
            public var replacement: String
        }

        public var code: String
        public var rule: String
        public var severity: String
        public var message: String
        public var range: Range
        public var fix: Fix?

        public init(_ diagnostic: TWSyntax.Diagnostic) {
            code = diagnostic.code.rawValue
            rule = diagnostic.rule
            severity = diagnostic.severity.rawValue
            message = diagnostic.message
            range = Range(diagnostic.range)
            fix = diagnostic.fix.map { Fix(range: Range($0.range), replacement: $0.replacement) }
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(code, forKey: .code)
            try c.encode(rule, forKey: .rule)
            try c.encode(severity, forKey: .severity)
            try c.encode(message, forKey: .message)
            try c.encode(range, forKey: .range)
            try c.encode(fix, forKey: .fix)
        }
    }
}
