/// An app bracket utility, `TWGlobalRules(utilities: ["tilt": TWUtility { argument, _ in … }])`
/// (reference §2.3 item 5.2): `tilt-[…]` calls the closure, which returns a style or nil.
public struct UtilityRegistration: Hashable, Sendable {
    /// The prefix before `-[`.
    public var name: String
    /// What the closure reads from its argument.
    public var argument: ArgumentRule
    /// The field the returned style writes, when known (theme files: `"sets": "rotation"`).
    public var sets: UtilityEffect?
    /// A factor on the argument before `sets` writes it (theme files: `"scale": 2` or `"spacingUnit"`).
    public var scale: ArgumentScale?
    /// Classes the factory returns as well (theme files: `classes`, `values`).
    public var output: UtilityOutput
    public var scope: RegistrationScope
    public var origin: RegistrationOrigin?
    /// The stored property of an interpolated custom payload the style reads (`amount` for a
    /// closure returning `.opacity(payload.amount)`); such a utility rejects any other argument.
    public var member: String? = nil

    public init(
        name: String, argument: ArgumentRule = .any, sets: UtilityEffect? = nil, scale: ArgumentScale? = nil,
        output: UtilityOutput = UtilityOutput(), scope: RegistrationScope = .global, origin: RegistrationOrigin? = nil,
        member: String? = nil
    ) {
        self.member = member
        self.name = name
        self.argument = argument
        self.sets = sets
        self.scale = scale
        self.output = output
        self.scope = scope
        self.origin = origin
    }
}

/// What a registered utility's style writes, named after the built-in bracket utility that
/// writes the same field with the same argument (`rotation` is `rotate-[…]`).
public enum UtilityEffect: String, Hashable, Sendable, CaseIterable, Codable {
    case rotation, opacity, blur, scale, offset, width, height, padding, radius, tracking, lineSpacing
    case foreground, background, borderColor, tint

    /// The built-in bracket prefix that writes the same field.
    var bracketPrefix: String {
        switch self {
        case .rotation: "rotate"
        case .opacity: "opacity"
        case .blur: "blur"
        case .scale: "scale"
        case .offset: "offset"
        case .width: "w"
        case .height: "h"
        case .padding: "p"
        case .radius: "rounded"
        case .tracking: "tracking"
        case .lineSpacing: "line-spacing"
        case .foreground: "text"
        case .background: "bg"
        case .borderColor: "border"
        case .tint: "tint"
        }
    }
}
