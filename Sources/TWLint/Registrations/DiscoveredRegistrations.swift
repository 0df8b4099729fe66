import TWResolve
import TWSyntax

/// What one Swift file registers: named classes, utilities, native modifiers,
/// animation presets, theme tokens, and the component scopes and rule scopes it installs, each
/// with the scope it applies in.
public struct DiscoveredRegistrations: Sendable, Hashable {
    public var named: [String: Recipe] = [:]
    public var utilities: [String: UtilityRegistration] = [:]
    public var modifiers: [String: ModifierRegistration] = [:]
    public var animations: [String: AnimationRegistration] = [:]
    /// Theme token names from `TWColor("…")`, `TWRadius("…")`, `TWShadow("…")`, `TWText("…")`.
    public var colors: Set<String> = []
    public var radii: Set<String> = []
    public var shadows: Set<String> = []
    public var typography: Set<String> = []
    /// Scope modifiers (`.cnControlUtilities()`) with the views they reach.
    public var scopeInstalls: [ScopeInstall] = []
    /// Registrations made for one subtree (`.twRules { $0.named[…] = … }`), by the span of the
    /// views they reach. The dictionaries above hold the others.
    public var subtrees: [SourceSpan: SiteRegistrations] = [:]
    /// The spans of ``subtrees`` that are views (the receivers of `.twRules`, `.twTheme`): the
    /// view types used inside them are reached too. The others are one call's arguments.
    public var viewSubtrees: Set<SourceSpan> = []
    /// The view types this file declares (not `private` or `fileprivate`) that put the content
    /// their callers pass in a scope (`VStack { content }.cnTextUtilities()`), by name: their calls
    /// in other files get it too (``ProjectRegistrations/followViewTypes(_:)``).
    public var contentForwarders: [String: ContentForwarder] = [:]

    public init() {}

    /// What a view type hands to the content its callers pass: scope modifiers and the
    /// registrations of a `.twRules`/`.twTheme` around that content.
    public struct ContentForwarder: Sendable, Hashable {
        /// Scope names (keys of ``Theme/scopes``).
        public var scopes: [String] = []
        /// Registrations of the subtree around the content, if any.
        public var additions: SiteRegistrations?
    }

    /// A component scope modifier applied in this file.
    public struct ScopeInstall: Sendable, Hashable {
        /// The scope's name (a key of ``Theme/scopes``).
        public var scope: String
        /// The receiver of the modifier: the views it reaches.
        public var span: SourceSpan
    }

    public var isEmpty: Bool {
        named.isEmpty && utilities.isEmpty && modifiers.isEmpty && animations.isEmpty && colors.isEmpty && radii.isEmpty
            && shadows.isEmpty && typography.isEmpty && scopeInstalls.isEmpty && subtrees.isEmpty && contentForwarders.isEmpty
    }
}

extension DiscoveredRegistrations {
    /// What this file's registrations mean to other files: every name with what decides its
    /// validity, without source positions, so that an edit that only moves code changes nothing.
    public var globalSignature: [String] {
        var lines: [String] = []
        for (name, recipe) in named { lines.append("named \(name)=\(recipe.classes)\(recipe.isPartial ? "…" : "")") }
        for (name, utility) in utilities { lines.append("utility \(name) \(utility.argument.kind.rawValue)") }
        for (name, modifier) in modifiers { lines.append("modifier \(name) \(modifier.argument.kind.rawValue) \(modifier.target.rawValue)") }
        for name in animations.keys { lines.append("animation \(name)") }
        lines += colors.map { "color \($0)" } + radii.map { "radius \($0)" } + shadows.map { "shadow \($0)" } + typography.map { "text \($0)" }
        // What reaches the view types a subtree uses, which may be declared in other files.
        for span in viewSubtrees {
            guard let additions = subtrees[span] else { continue }
            lines +=
                additions.named.keys.map { "subtree named \($0)" } + additions.utilities.keys.map { "subtree utility \($0)" }
                + additions.modifiers.keys.map { "subtree modifier \($0)" } + additions.colors.map { "subtree color \($0)" }
                + (additions.replacesScale ? ["subtree scale"] : [])
        }
        lines += scopeInstalls.map { "install \($0.scope)" }
        for (name, forwarder) in contentForwarders {
            lines += forwarder.scopes.map { "forwards \(name) \($0)" }
            guard let additions = forwarder.additions else { continue }
            lines +=
                additions.named.keys.map { "forwards \(name) named \($0)" } + additions.utilities.keys.map { "forwards \(name) utility \($0)" }
                + additions.modifiers.keys.map { "forwards \(name) modifier \($0)" } + additions.colors.map { "forwards \(name) color \($0)" }
        }
        return lines.sorted()
    }
}
