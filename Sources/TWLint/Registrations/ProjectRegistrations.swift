import TWResolve
import TWSyntax

/// The registrations of a whole package: global ones extend the theme every
/// file is linted with; subtree and component-scoped ones apply only to the class sites inside
/// the views they reach, in their own file.
public struct ProjectRegistrations: Sendable {
    /// Registrations that reach every view (global, and those whose scope is unknown: those
    /// never make a class an error).
    public private(set) var global = DiscoveredRegistrations()
    /// Per file: registrations that reach only part of it.
    private var scoped: [String: [ScopedRegistrations]] = [:]
    /// Per file: component scope modifiers and the views they reach.
    private var installs: [String: [DiscoveredRegistrations.ScopeInstall]] = [:]
    /// Per file: its own registrations of names that another file registers differently. The
    /// merged ``global`` entry accepts what either accepts; a file's own class sites use its own.
    private var own: [String: SiteRegistrations] = [:]

    /// Registrations that reach the views inside one span.
    struct ScopedRegistrations: Sendable {
        var span: SourceSpan
        var additions: SiteRegistrations
    }

    public init() {}

    /// True for a file of a test target: a path component `Tests`, or one ending in `Tests`
    /// (`SwiftCNTests`, `AppUITests`), as SwiftPM and Xcode lay test targets out.
    public static func isTestFile(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    /// What one scanned file registers; `path` names the file in spans and origins (use the
    /// same name when linting it).
    public static func discover(in file: ScannedFile, path: String, theme: Theme) -> DiscoveredRegistrations {
        RegistrationFinder.registrations(in: file, path: path, theme: theme)
    }

    /// Merges the files' registrations. A name registered differently by two files (swiftcn's
    /// own tests give each suite its own rules) is, for other files, what accepts either: a
    /// named class becomes partial and empty, a utility or modifier takes any argument; each of
    /// those files keeps its own registration for its own class sites.
    public init(_ files: [(path: String, registrations: DiscoveredRegistrations)]) {
        // The first registration of each name, by the file that made it.
        var first: [String: (path: String, named: Recipe?, utility: UtilityRegistration?, modifier: ModifierRegistration?)] = [:]
        var ownByFile: [String: SiteRegistrations] = [:]
        for (path, found) in files {
            for (name, recipe) in found.named {
                guard let existing = global.named[name] else { global.named[name] = recipe; first["n" + name] = (path, recipe, nil, nil); continue }
                guard existing.classes != recipe.classes || existing.isPartial != recipe.isPartial else { continue }
                if let earlier = first["n" + name], earlier.path != path, ownByFile[earlier.path]?.named[name] == nil {
                    ownByFile[earlier.path, default: SiteRegistrations()].named[name] = earlier.named
                }
                ownByFile[path, default: SiteRegistrations()].named[name] = recipe
                global.named[name] = Recipe(classes: "", isPartial: true, origin: existing.origin, scope: existing.scope)
            }
            for (name, utility) in found.utilities {
                guard var existing = global.utilities[name] else { global.utilities[name] = utility; first["u" + name] = (path, nil, utility, nil); continue }
                guard existing.argument != utility.argument || existing.sets != utility.sets else { continue }
                if let earlier = first["u" + name], earlier.path != path, ownByFile[earlier.path]?.utilities[name] == nil {
                    ownByFile[earlier.path, default: SiteRegistrations()].utilities[name] = earlier.utility
                }
                ownByFile[path, default: SiteRegistrations()].utilities[name] = utility
                existing.argument = .any
                existing.sets = nil
                global.utilities[name] = existing
            }
            for (name, modifier) in found.modifiers {
                guard var existing = global.modifiers[name] else { global.modifiers[name] = modifier; first["m" + name] = (path, nil, nil, modifier); continue }
                guard existing.argument != modifier.argument || existing.target != modifier.target else { continue }
                if let earlier = first["m" + name], earlier.path != path, ownByFile[earlier.path]?.modifiers[name] == nil {
                    ownByFile[earlier.path, default: SiteRegistrations()].modifiers[name] = earlier.modifier
                }
                ownByFile[path, default: SiteRegistrations()].modifiers[name] = modifier
                existing.argument = .any
                global.modifiers[name] = existing
            }
            global.animations.merge(found.animations) { first, _ in first }
            global.colors.formUnion(found.colors)
            global.radii.formUnion(found.radii)
            global.shadows.formUnion(found.shadows)
            global.typography.formUnion(found.typography)
            for (span, additions) in found.subtrees { scoped[path, default: []].append(ScopedRegistrations(span: span, additions: additions)) }
            if !found.scopeInstalls.isEmpty { installs[path, default: []] += found.scopeInstalls }
        }
        // A modifier of one file shadows another file's utility of the same name (reference §2.4):
        // for other files it accepts any argument, its own file keeps it.
        for (name, modifier) in global.modifiers where global.utilities[name] != nil {
            guard let modifierFile = first["m" + name]?.path, let utilityFile = first["u" + name]?.path, modifierFile != utilityFile else { continue }
            if ownByFile[modifierFile]?.modifiers[name] == nil { ownByFile[modifierFile, default: SiteRegistrations()].modifiers[name] = first["m" + name]?.modifier }
            var merged = modifier
            merged.argument = .any
            global.modifiers[name] = merged
        }
        own = ownByFile
    }

    /// Replaces what reaches part of `path` (subtrees and component scopes) with `found`'s.
    public mutating func replaceLocalRegistrations(of path: String, with found: DiscoveredRegistrations) {
        scoped[path] = found.subtrees.isEmpty ? nil : found.subtrees.map { ScopedRegistrations(span: $0.key, additions: $0.value) }
        installs[path] = found.scopeInstalls.isEmpty ? nil : found.scopeInstalls
    }

    /// `base` with the global registrations: named classes over its recipes, utilities,
    /// modifiers, presets, and theme tokens the project defines in Swift (their values are not
    /// read: a custom token falls back to the primary colour in swiftcn, and only the name decides
    /// validity).
    public func theme(extending base: Theme) -> Theme {
        guard !global.isEmpty else { return base }
        var theme = base
        // Each table is merged into a local copy and stored once: a theme's observed tables
        // (`named`, the tokens) would otherwise be copied whole on every entry, quadratic in the
        // number of registrations.
        theme.named = base.named.merging(global.named) { _, registered in registered }
        theme.utilities.merge(global.utilities) { _, registered in registered }
        theme.modifiers.merge(global.modifiers) { _, registered in registered }
        theme.animations = base.animations.union(global.animations.keys)
        theme.colors = base.colors.merging(global.colors.map { ($0, AdaptiveColor(light: .native("primary"), dark: .native("primary"))) }) { own, _ in own }
        theme.radii = base.radii.merging(global.radii.map { ($0, 0.0) }) { own, _ in own }
        theme.typography = base.typography.merging(global.typography.map { ($0, "body") }) { own, _ in own }
        theme.shadows = base.shadows.merging(global.shadows.map { ($0, ShadowToken(light: .native("clear"), dark: .native("clear"), radius: 0, x: 0, y: 0)) }) { own, _ in own }
        // The edits give the theme a revision of its own.
        return theme
    }

    /// What reaches a class site beyond the global registrations: the subtree registrations of
    /// `.twRules` calls around it and the modifiers of component scopes around it (or of the
    /// swiftcn component whose `classes` it is, `calleeName`). Nil when nothing does.
    ///
    /// A class string that does not go straight to a view (a constant, a computed property, a
    /// named class's value, `TWClasses(…)`) may be used inside any component scope: every scope of
    /// the theme applies to it, since where it ends up cannot be decided.
    func additions(forSiteAt range: ByteRange, in path: String, calleeName: String?, kind: SinkKind, theme: Theme) -> SiteAdditions {
        let site = SourceSpan(file: path, start: range.start, end: range.end)
        // Checked for emptiness first: most packages have no local registrations, and this runs
        // for every site.
        var result: SiteRegistrations? = own.isEmpty ? nil : own[path]
        if !scoped.isEmpty {
            for entry in scoped[path] ?? [] where entry.span.contains(site) {
                result = (result ?? SiteRegistrations()).merging(entry.additions)
            }
        }
        var scopes: [String] = []
        if !installs.isEmpty {
            for install in installs[path] ?? [] where install.span.contains(site) { scopes.append(install.scope) }
        }
        if let calleeName, !theme.components.isEmpty {
            for component in theme.components.values where component.types.contains(calleeName) { scopes += component.scopes }
        }
        if !kind.reachesAView {
            // The same set for every such site: the caller can share its results.
            if result == nil { return .everyScope }
            scopes += theme.scopes.keys.sorted()
        }
        if let installed = Self.installed(by: scopes, theme: theme) { result = (result ?? SiteRegistrations()).merging(installed, keepingExisting: true) }
        return result.map { .scoped($0) } ?? .none
    }

    /// The modifiers that `scopes` install where the theme registers none of that name.
    static func installed(by scopes: [String], theme: Theme) -> SiteRegistrations? {
        var result: SiteRegistrations?
        for scope in scopes {
            for modifier in theme.scopes[scope]?.modifiers ?? [] where theme.modifiers[modifier.name] == nil {
                var additions = result ?? SiteRegistrations()
                if additions.modifiers[modifier.name] == nil { additions.modifiers[modifier.name] = modifier }
                result = additions
            }
        }
        return result
    }
}

/// What reaches a class site beyond the global registrations.
enum SiteAdditions {
    /// Nothing: the site shares results with every other such site.
    case none
    /// Every component scope of the theme (a value that travels on), and nothing else.
    case everyScope
    /// These registrations, for this site only.
    case scoped(SiteRegistrations)
}

/// Registrations that reach one class site (or one subtree) beyond the global ones.
public struct SiteRegistrations: Sendable, Hashable {
    public var named: [String: Recipe] = [:]
    public var utilities: [String: UtilityRegistration] = [:]
    public var modifiers: [String: ModifierRegistration] = [:]
    public var animations: Set<String> = []

    public init() {}

    /// `other`'s over these (the innermost scope is merged last and wins), or, with
    /// `keepingExisting`, `other`'s only where these have none of that name (a scope modifier
    /// never replaces a registration, reference §7.2).
    func merging(_ other: SiteRegistrations, keepingExisting: Bool = false) -> SiteRegistrations {
        var result = self
        result.named.merge(other.named) { existing, inner in keepingExisting ? existing : inner }
        result.utilities.merge(other.utilities) { existing, inner in keepingExisting ? existing : inner }
        result.modifiers.merge(other.modifiers) { existing, inner in keepingExisting ? existing : inner }
        result.animations.formUnion(other.animations)
        return result
    }

    /// Adds them to a site's context.
    func apply(to context: inout ResolutionContext) {
        context.named.merge(named) { _, scoped in scoped }
        context.utilities.merge(utilities) { _, scoped in scoped }
        context.modifiers.merge(modifiers) { _, scoped in scoped }
        context.animations.formUnion(animations)
    }
}
