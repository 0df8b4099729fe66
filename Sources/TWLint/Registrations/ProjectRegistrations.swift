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
    /// Per type name: what reaches the views of a type used inside a subtree
    /// (``followViewTypes(_:)``), in whichever file the type is declared.
    private var typeReach: [String: TypeReach] = [:]
    /// The spans of ``scoped`` that are views, not one call's arguments.
    private var viewSpans: Set<SourceSpan> = []
    /// Per file: the declarations of the view types in ``typeReach``.
    private var reachedDeclarations: [String: [ViewTypeIndex.Declaration]] = [:]
    /// The view types that put their callers' content in a scope, by name, with the file that
    /// declares them (whose own calls its registrations already cover).
    private var forwarders: [String: (path: String, forwarder: DiscoveredRegistrations.ContentForwarder)] = [:]
    /// Per file: the scopes and subtrees that calls of another file's ``forwarders`` give it
    /// (``followViewTypes(_:)``), kept when the file's own are replaced.
    private var forwardedScoped: [String: [ScopedRegistrations]] = [:]
    private var forwardedInstalls: [String: [DiscoveredRegistrations.ScopeInstall]] = [:]

    /// What a subtree hands down to a view type used inside it.
    struct TypeReach: Sendable, Hashable {
        var additions: SiteRegistrations?
        var scopes: Set<String> = []
    }

    /// How deep ``followViewTypes(_:)`` follows types used by types, and how many it reaches
    /// from one subtree: bounded, so that a root view's subtree stays cheap to follow.
    static let typeDepthLimit = 12
    static let typeCountLimit = 2_000

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
            viewSpans.formUnion(found.viewSubtrees)
            if !found.scopeInstalls.isEmpty { installs[path, default: []] += found.scopeInstalls }
            for (name, forwarder) in found.contentForwarders {
                // Two files declaring a forwarding view of one name: its calls get what either gives.
                guard var existing = forwarders[name] else { forwarders[name] = (path, forwarder); continue }
                existing.forwarder.scopes = Array(Set(existing.forwarder.scopes + forwarder.scopes)).sorted()
                if let additions = forwarder.additions {
                    existing.forwarder.additions = existing.forwarder.additions.map { $0.acceptingEither(additions) } ?? additions
                }
                forwarders[name] = existing
            }
        }
        // A modifier of one file shadows another file's utility of the same name (reference §2.4):
        // for other files it accepts any argument, its own file keeps it.
        for (name, modifier) in global.modifiers where global.utilities[name] != nil {
            guard let modifierFile = first["m" + name]?.path, let utilityFile = first["u" + name]?.path, modifierFile != utilityFile else { continue }
            if ownByFile[modifierFile]?.modifiers[name] == nil {
                ownByFile[modifierFile, default: SiteRegistrations()].modifiers[name] = first["m" + name]?.modifier
            }
            var merged = modifier
            merged.argument = .any
            global.modifiers[name] = merged
        }
        own = ownByFile
    }

    /// Lets each view subtree (`.twRules`, `.twTheme`, a component scope modifier) reach the view
    /// types used inside it, and the types those use, in any file of `indexes` (by path, the
    /// names used in spans): in SwiftUI a modifier reaches the bodies of the views it wraps,
    /// wherever they are declared. A type reached from several subtrees gets what each gives.
    public mutating func followViewTypes(_ indexes: [String: ViewTypeIndex]) {
        // By key: a file-private type is told from another file's type of the same name.
        var declarations: [String: [(path: String, declaration: ViewTypeIndex.Declaration)]] = [:]
        for (path, index) in indexes {
            for declaration in index.declarations { declarations[declaration.key(in: path), default: []].append((path, declaration)) }
        }
        forwardContent(indexes)
        func usedKeys(_ index: ViewTypeIndex, _ path: String, from start: Int, to end: Int) -> Set<String> {
            let names = index.uses(from: start, to: end)
            guard index.declarations.contains(where: \.isFilePrivate) else { return names.filter { declarations[$0] != nil } }
            return Set(names.map { index.useKey($0, in: path) }.filter { declarations[$0] != nil })
        }
        // Where each subtree starts, grouped by what it hands down: the many `.cnTextUtilities()`
        // of a package are followed once.
        var starts: [TypeReach: Set<String>] = [:]
        func start(_ reach: TypeReach, _ path: String, _ span: SourceSpan) {
            guard let index = indexes[path] else { return }
            starts[reach, default: []].formUnion(usedKeys(index, path, from: span.start, to: span.end))
        }
        for (path, entries) in scoped {
            for entry in entries where viewSpans.contains(entry.span) { start(TypeReach(additions: entry.additions), path, entry.span) }
        }
        for (path, list) in installs {
            for install in list { start(TypeReach(scopes: [install.scope]), path, install.span) }
        }
        guard !starts.isEmpty else { return }
        // The declared types each type's declarations use, made on first need.
        var usedTypes: [String: Set<String>] = [:]
        func uses(of name: String) -> Set<String> {
            if let known = usedTypes[name] { return known }
            var found: Set<String> = []
            for (path, declaration) in declarations[name] ?? [] {
                if let index = indexes[path] { found.formUnion(usedKeys(index, path, from: declaration.start, to: declaration.end)) }
            }
            usedTypes[name] = found
            return found
        }
        // Which subtrees reach each type; then what they hand down, merged once per distinct list.
        let origins = starts.sorted { $0.value.count > $1.value.count }
        var reachedBy: [String: [Int]] = [:]
        for (position, origin) in origins.enumerated() {
            var frontier = origin.value
            var reached: Set<String> = []
            var depth = 0
            while !frontier.isEmpty, depth < Self.typeDepthLimit, reached.count < Self.typeCountLimit {
                var next: Set<String> = []
                for name in frontier where reached.insert(name).inserted {
                    reachedBy[name, default: []].append(position)
                    for used in uses(of: name) where !reached.contains(used) { next.insert(used) }
                }
                frontier = next
                depth += 1
            }
        }
        var merged: [[Int]: TypeReach] = [:]
        for (name, list) in reachedBy {
            if let known = merged[list] {
                typeReach[name] = known
                continue
            }
            var reach = TypeReach()
            for position in list {
                let origin = origins[position].key
                if let additions = origin.additions, reach.additions != additions {
                    reach.additions = reach.additions.map { $0.acceptingEither(additions) } ?? additions
                }
                reach.scopes.formUnion(origin.scopes)
            }
            merged[list] = reach
            typeReach[name] = reach
        }
        reachedDeclarations = [:]
        for (name, list) in declarations where typeReach[name] != nil {
            for (path, declaration) in list { reachedDeclarations[path, default: []].append(declaration) }
        }
    }

    /// Gives the calls of a forwarding view declared in another file (`MonoBox { … }`, whose body
    /// is `VStack { content }.cnTextUtilities()`) its scope, as the declaring file's own calls get
    /// it: the content of each call becomes a scope install or a view subtree of the calling file.
    private mutating func forwardContent(_ indexes: [String: ViewTypeIndex]) {
        forwardedScoped = [:]
        forwardedInstalls = [:]
        guard !forwarders.isEmpty else { return }
        for (path, index) in indexes {
            for use in index.uses where use.contentEnd > use.contentStart {
                guard let (declaringPath, forwarder) = forwarders[use.name], declaringPath != path,
                    !index.declarations.contains(where: { $0.name == use.name && $0.isFilePrivate })
                else { continue }
                let span = SourceSpan(file: path, start: use.contentStart, end: use.contentEnd)
                for scope in forwarder.scopes { forwardedInstalls[path, default: []].append(.init(scope: scope, span: span)) }
                if let additions = forwarder.additions {
                    forwardedScoped[path, default: []].append(ScopedRegistrations(span: span, additions: additions))
                    viewSpans.insert(span)
                }
            }
        }
        for (path, list) in forwardedInstalls { installs[path, default: []] += list }
        for (path, list) in forwardedScoped { scoped[path, default: []] += list }
    }

    /// The positions, in this file's lists, of the subtrees and component scopes around a
    /// class site: sites with the same positions (and the same types around them) get the same
    /// ``additions(forSiteAt:in:calleeName:kind:theme:enclosingTypes:)``.
    func scopesContaining(_ range: ByteRange, in path: String) -> [Int] {
        var found: [Int] = []
        if !scoped.isEmpty, let entries = scoped[path] {
            for (index, entry) in entries.enumerated() where entry.span.start <= range.start && range.end <= entry.span.end { found.append(index) }
        }
        if !installs.isEmpty, let list = installs[path] {
            for (index, install) in list.enumerated() where install.span.start <= range.start && range.end <= install.span.end { found.append(-1 - index) }
        }
        return found
    }

    /// The names of the reached view types declared around a class site of `path`, from the
    /// version of the file ``followViewTypes(_:)`` read.
    func reachedTypes(around range: ByteRange, in path: String) -> [String] {
        guard let list = reachedDeclarations[path] else { return [] }
        return list.filter { $0.start <= range.start && range.end <= $0.end }.map { $0.key(in: path) }
    }

    /// What reaches the views of the type `name` from subtrees (``followViewTypes(_:)``): part
    /// of the cache key of the files that declare it.
    func reach(ofType name: String) -> TypeReach? { typeReach[name] }

    /// The views that put their callers' content in a scope, by name (part of the cache key of
    /// the files that name them).
    var contentForwarders: [String: DiscoveredRegistrations.ContentForwarder] { forwarders.mapValues(\.forwarder) }

    /// Whether any registration reaches view types (``followViewTypes(_:)`` has work to do).
    public var hasViewSubtrees: Bool { !installs.isEmpty || !viewSpans.isEmpty || !forwarders.isEmpty }

    /// True when a view type is reached from a subtree: files must then give their declarations.
    var reachesTypes: Bool { !typeReach.isEmpty }

    /// Replaces what reaches part of `path` (subtrees and component scopes) with `found`'s.
    public mutating func replaceLocalRegistrations(of path: String, with found: DiscoveredRegistrations) {
        viewSpans = viewSpans.filter { $0.file != path }.union(found.viewSubtrees)
        viewSpans.formUnion(forwardedScoped[path]?.map(\.span) ?? [])
        let scopedHere = found.subtrees.map { ScopedRegistrations(span: $0.key, additions: $0.value) } + (forwardedScoped[path] ?? [])
        scoped[path] = scopedHere.isEmpty ? nil : scopedHere
        let installedHere = found.scopeInstalls + (forwardedInstalls[path] ?? [])
        installs[path] = installedHere.isEmpty ? nil : installedHere
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
        Self.addTokens(colors: global.colors, radii: global.radii, shadows: global.shadows, typography: global.typography, to: &theme)
        // The edits give the theme a revision of its own.
        return theme
    }

    /// Adds theme token names the project defines in Swift; a name the theme has keeps its value.
    static func addTokens(colors: Set<String>, radii: Set<String>, shadows: Set<String>, typography: Set<String>, to theme: inout Theme) {
        if !colors.isEmpty {
            theme.colors = theme.colors.merging(colors.map { ($0, AdaptiveColor(light: .native("primary"), dark: .native("primary"))) }) { own, _ in own }
        }
        if !radii.isEmpty { theme.radii = theme.radii.merging(radii.map { ($0, 0.0) }) { own, _ in own } }
        if !typography.isEmpty { theme.typography = theme.typography.merging(typography.map { ($0, "body") }) { own, _ in own } }
        if !shadows.isEmpty {
            theme.shadows = theme.shadows.merging(shadows.map { ($0, ShadowToken(light: .native("clear"), dark: .native("clear"), radius: 0, x: 0, y: 0)) }) {
                own, _ in own
            }
        }
    }

    /// What reaches a class site beyond the global registrations: the subtree registrations of
    /// `.twRules` calls around it and the modifiers of component scopes around it (or of the
    /// swiftcn component whose `classes` it is, `calleeName`). Nil when nothing does.
    ///
    /// A class string that does not go straight to a view (a constant, a computed property, a
    /// named class's value, `TWClasses(…)`) may be used inside any component scope: every scope of
    /// the theme applies to it, since where it ends up cannot be decided.
    /// `enclosingTypes` names the declarations around the site (``ViewTypeIndex``), for what
    /// reaches their views from subtrees elsewhere.
    func additions(
        forSiteAt range: ByteRange, in path: String, calleeName: String?, kind: SinkKind, theme: Theme,
        enclosingTypes: [String] = []
    ) -> SiteAdditions {
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
        for name in enclosingTypes {
            guard let reach = typeReach[name] else { continue }
            if let additions = reach.additions { result = (result ?? SiteRegistrations()).merging(additions, keepingExisting: true) }
            scopes += reach.scopes.sorted()
        }
        if let calleeName, !theme.components.isEmpty {
            for component in theme.components.values where component.types.contains(calleeName) { scopes += component.scopes }
        }
        // swiftcn's views that style their `classes` inside the scope they give their content.
        if let calleeName, let scope = RegistrationFinder.contentScopeComponents[calleeName], theme.scopes[scope] != nil, !scopes.contains(scope) {
            scopes.append(scope)
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
    /// Theme token names (`TWColor("…")` and its siblings) added to the theme of one call or
    /// subtree (`theme.colors[TWColor("brand")] = …` passed as `theme:`, `.twTheme(…)`).
    public var colors: Set<String> = []
    /// Radius token names (`TWRadius("…")`).
    public var radii: Set<String> = []
    /// Shadow token names (`TWShadow("…")`).
    public var shadows: Set<String> = []
    /// Type-scale token names (`TWText("…")`).
    public var typography: Set<String> = []
    /// True when a theme built in Swift with a spacing unit or radii of its own reaches the site
    /// (`theme: TWTheme(spacingUnit: 5)`, `.twTheme(customTheme)`): what `p-[8]` or
    /// `rounded-[12]` is on its scale is not known, so no rewrite that depends on the scale is
    /// offered there.
    public var replacesScale = false

    public init() {}

    /// True when theme tokens are among them: the site needs a theme of its own.
    var hasTokens: Bool { !colors.isEmpty || !radii.isEmpty || !shadows.isEmpty || !typography.isEmpty }

    /// `theme` with these token names added.
    func extending(_ theme: Theme) -> Theme {
        var extended = theme
        ProjectRegistrations.addTokens(colors: colors, radii: radii, shadows: shadows, typography: typography, to: &extended)
        return extended
    }

    /// `other`'s over these (the innermost scope is merged last and wins), or, with
    /// `keepingExisting`, `other`'s only where these have none of that name (a scope modifier
    /// never replaces a registration, reference §7.2).
    func merging(_ other: SiteRegistrations, keepingExisting: Bool = false) -> SiteRegistrations {
        var result = self
        result.named.merge(other.named) { existing, inner in keepingExisting ? existing : inner }
        result.utilities.merge(other.utilities) { existing, inner in keepingExisting ? existing : inner }
        result.modifiers.merge(other.modifiers) { existing, inner in keepingExisting ? existing : inner }
        result.animations.formUnion(other.animations)
        result.colors.formUnion(other.colors)
        result.radii.formUnion(other.radii)
        result.shadows.formUnion(other.shadows)
        result.typography.formUnion(other.typography)
        result.replacesScale = result.replacesScale || other.replacesScale
        return result
    }

    /// These and `other`'s, for a view reached from two subtrees (one test hands a harness
    /// `shift` as a tag, another as a factory of points): a name registered differently by the
    /// two accepts what either accepts, as a name two files register differently does.
    func acceptingEither(_ other: SiteRegistrations) -> SiteRegistrations {
        var result = merging(other, keepingExisting: true)
        for (name, recipe) in other.named where named[name].map({ $0.classes != recipe.classes || $0.isPartial != recipe.isPartial }) == true {
            result.named[name] = Recipe(classes: "", isPartial: true, origin: recipe.origin, scope: recipe.scope)
        }
        for (name, utility) in other.utilities where utilities[name].map({ $0.argument != utility.argument || $0.sets != utility.sets }) == true {
            result.utilities[name]?.argument = .any
            result.utilities[name]?.sets = nil
        }
        for (name, modifier) in other.modifiers where modifiers[name].map({ $0.argument != modifier.argument || $0.target != modifier.target }) == true {
            result.modifiers[name]?.argument = .any
        }
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
