/// The type hint that may open a bracket argument: `color:`, `length:` or `size:` (reference §3.1).
public enum TypeHint: String, Hashable, Sendable, Codable {
    case color
    case length
    case size
}

/// A bracket (arbitrary) value such as the `[color:#fff]` of `bg-[color:#fff]`.
public struct ArbitraryValue: Hashable, Sendable {
    /// The bytes between `[` and the final `]`, as written (the raw text).
    public var bodyRange: ByteRange
    /// The bytes of the hint word before the first `:` of the decoded body, when there is one.
    /// The hint may be one that no utility accepts (`w-[foo:20]`); ``hint`` is then nil.
    public var hintRange: ByteRange?
    /// The recognised hint, if the text before the first colon is `color`, `length` or `size`.
    public var hint: TypeHint?
    /// The bytes of the value after the hint (the whole body when there is no hint).
    public var valueRange: ByteRange
    /// True when a dynamic part (an interpolation supplied by the caller) lies inside the brackets:
    /// its value is a native payload that cannot be checked (reference §1.3).
    public var isDynamic: Bool
}

/// The value part of a class name.
public enum ClassValue: Hashable, Sendable {
    /// A keyword class with no separate value, such as `glass`, `w-full`'s root-less siblings, or a
    /// named class like `card`.
    case none
    /// A keyword value after the utility root: the `4` of `p-4`, the `lg` of `text-lg`.
    case named(ByteRange)
    /// A bracket value: `[13]`, `[color:#fff]`.
    case arbitrary(ArbitraryValue)
}

/// A syntax problem found while reading one token: its ``Diagnostic`` and whether a named class
/// excuses it. A token keeps every unknown variant, but at most one problem of its class name: the
/// token is rejected as a whole either way (reference §1.4, §1.5). The diagnostic's members read
/// through (`issue.code`, `issue.range`).
@dynamicMemberLookup
public struct SyntaxIssue: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// True for problems in the class *name* only: swiftcn looks the exact name up among named
    /// classes before it reads brackets, so a named class with that spelling is still valid
    /// (reference §2.2). Problems in the variant split are never excused.
    public var excusedByNamedClass: Bool

    public init(_ diagnostic: Diagnostic, excusedByNamedClass: Bool) {
        self.diagnostic = diagnostic
        self.excusedByNamedClass = excusedByNamedClass
    }

    public subscript<Value>(dynamicMember member: KeyPath<Diagnostic, Value>) -> Value { diagnostic[keyPath: member] }
}

/// One whitespace-separated token of a class string: its variants, its utility root and its value.
public struct ClassToken: Hashable, Sendable {
    /// The whole token, variants included (UTF-8 bytes of the parsed text). For a bracket argument
    /// broken by whitespace, the whole broken group.
    public var range: ByteRange
    /// The variant prefixes, in source order. Unknown variants are not listed; they are issues.
    public var variants: VariantList
    /// The class name: the text after the last variant colon.
    public var nameRange: ByteRange
    /// The utility root (`p` in `p-4`, `glass-tint` in `glass-tint-[red]`); the whole name for a
    /// keyword class or named class.
    public var rootRange: ByteRange
    /// The value after the root.
    public var value: ClassValue
    /// The Tailwind modifier after `/`: the group name of `group/hero`, the group of
    /// `shared-[cover]/hero`, or an unsupported opacity such as the `50` of `bg-primary/50`.
    public var modifierRange: ByteRange?
    /// True when the token contains a dynamic part (an interpolation supplied by the caller).
    public var isDynamic: Bool
    /// True when a dynamic part lies outside the token's brackets: its class name is only known at
    /// run time, so the token is neither valid nor invalid here (`rounded-[14]\(extra)`).
    public var isUncheckable: Bool
    /// The syntax problems of the token; empty for a well-formed token.
    public var issues: [SyntaxIssue]

    /// The arbitrary value, when the value is a bracket value.
    public var arbitraryValue: ArbitraryValue? {
        if case .arbitrary(let value) = value { return value }
        return nil
    }
}
