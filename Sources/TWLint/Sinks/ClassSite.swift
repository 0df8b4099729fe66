import TWResolve
import TWSyntax

/// One call of a sink (`.tw(…)`, `cn(…)`, a `TWGlobalRules` entry …) and the class strings it
/// receives.
public struct ClassSite: Sendable {
    public var kind: SinkKind
    /// From the sink's name (or the `let` of a typed declaration) to its closing parenthesis or the
    /// end of its value.
    public var range: ByteRange
    /// Indices of its strings in ``ScannedFile/occurrences`` (possibly empty: `.tw(style)`).
    public var occurrences: Range<Int>
    /// For modifiers (`.tw`, `.buttonStyle(.tw(…))`, `.twAnimation`, `.classes`): where the
    /// modifier sits in its chain.
    public var modifier: ModifierPosition?
    /// For ``SinkKind/globalNamed``: the named class the value defines.
    public var namedKey: String?
    /// For ``SinkKind/custom`` and ``SinkKind/parameter``: the function's or type's name; for a
    /// ``SinkKind/tw`` that is the whole argument of a control style modifier
    /// (`.toggleStyle(.tw("switch", base: .switch))`): `toggleStyle`, `textFieldStyle` or `labelStyle`.
    public var calleeName: String?
    /// For ``SinkKind/twStyle``: the `target:` argument of `TWStyle.parse(…, target: .text)` or
    /// `TWStyleResolver.resolve(…, target: .text)`, whose registrations are then checked against
    /// it (reference §2.5); nil without one, when swiftcn skips the check.
    public var declaredTarget: ModifierTarget? = nil
}

/// Where a modifier sits in a chain of modifiers.
///
/// ```
/// Button("Go") { go() }.buttonStyle(.tw("…")).tw("…")
/// ^ chain start (offset)   index 0 ^            ^ index 1
/// ```
public struct ModifierPosition: Sendable, Hashable {
    /// Source offset of the chain's base expression (`Text`, `Button`, `content`): modifiers with
    /// the same value are in the same chain.
    public var chainStart: Int
    /// 0-based index of the modifier among the chained member calls after the base; -1 for an
    /// implicit member expression that is itself the base (`.twSurfaceID(…)` at the start of
    /// `.twSurfaceID("tools", in: ns).tw("surface-floating")`).
    public var index: Int
    /// True when the modifier is applied directly to `Text(…)`: `Text("a").tw(…)`, not
    /// `Text("a").padding().tw(…)`.
    public var isAppliedToText: Bool
}
