/// An interaction condition a variant tests (reference §1.4).
///
/// The raw values are the ordering used by swiftcn's state precedence (reference §4.2):
/// hover < focus < pressed < disabled.
public enum InteractionState: Int, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case hover = 1
    case focus = 2
    case pressed = 3
    case disabled = 4

    /// The canonical spelling (`active` is read as `pressed`).
    public var name: String {
        switch self {
        case .hover: "hover"
        case .focus: "focus"
        case .pressed: "pressed"
        case .disabled: "disabled"
        }
    }

    public var description: String { name }

    /// Parses a state name as a variant or a `--state` flag spells it: `hover`, `focus`, `pressed`,
    /// `active` (a synonym of pressed) or `disabled`.
    public init?(name: String) {
        switch name {
        case "hover": self = .hover
        case "focus": self = .focus
        case "pressed", "active": self = .pressed
        case "disabled": self = .disabled
        default: return nil
        }
    }

    public static func < (lhs: InteractionState, rhs: InteractionState) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One variant prefix of a token, such as `hover:` or `group-focus/hero:`.
public struct Variant: Hashable, Sendable {
    /// The condition it tests.
    public var state: InteractionState
    /// True for the `group-*` forms, which test an ancestor group instead of the view itself.
    public var isGroup: Bool
    /// The group name after `/` (`hero` in `group-hover/hero`); nil for an unnamed group variant and
    /// for plain variants.
    public var groupName: String?
    /// The variant text without its `:` (UTF-8 bytes of the parsed text).
    public var range: ByteRange

    public init(state: InteractionState, isGroup: Bool, groupName: String?, range: ByteRange) {
        self.state = state
        self.isGroup = isGroup
        self.groupName = groupName
        self.range = range
    }
}
