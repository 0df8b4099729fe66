import TWSyntax

/// Every class the catalog accepts without a bracket value, for completion and "did you mean":
/// the fixed keywords, the theme's tokens (colours, radii, shadows, type sizes, presets, named
/// classes) and the context's registrations (named classes, animation presets, native
/// modifiers), so a new registration reaches editors by reaching the ``Theme`` or the
/// ``ResolutionContext``.
///
/// Numeric families have no finite set of classes; they offer a scale: Tailwind's default
/// spacing steps for padding, width and height (in theme units, shown in points), and opacity in
/// steps of 5 (Docs/Decisions.md, "Completion scales").
public struct ClassVocabulary: Sendable {
    /// What kind of class an entry is.
    public enum Kind: String, Sendable, CaseIterable {
        case keyword, color, spacing, length, opacity, radius, shadow, typography, weight, animation, named, modifier, utility
    }

    /// One class.
    public struct Entry: Hashable, Sendable {
        /// The class as written (`p-4`, `bg-primary`, `glass-thin`).
        public var name: String
        public var kind: Kind
        /// A short account of the value in words and units (`16 pt`, `light #6366F1, dark #818CF8`).
        public var detail: String
        /// A colour class's light-mode `#RRGGBB`.
        public var hex: String? = nil
    }

    /// Spacing steps of `p-`, `w-`, `h-` and their kin, in theme units (Tailwind's default scale).
    public static let spacingSteps: [Double] = [
        0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 11, 12,
        14, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 80, 96,
    ]
    /// `opacity-` steps, in per cent.
    public static let opacitySteps: [Double] = stride(from: 0, through: 100, by: 5).map(Double.init)

    /// Prefixes of classes that take a number on the spacing scale.
    public static let spacingPrefixes = ["p-", "px-", "py-", "pt-", "pb-", "ps-", "pe-", "pl-", "pr-"]
    public static let lengthPrefixes = ["w-", "h-", "min-h-"]
    /// Prefixes that take a theme colour (`bg-primary`), longest first.
    public static let colorPrefixes = ["glass-fallback-tint-", "glass-shadow-", "glass-tint-", "border-", "tint-", "text-", "bg-"]
    /// Prefixes that need a value, for completion before one is typed.
    public static let valuePrefixes =
        spacingPrefixes + lengthPrefixes + colorPrefixes.reversed() + [
            "opacity-", "rounded-", "shadow-", "font-", "animate-", "duration-", "delay-", "line-clamp-",
            "glass-shadow-radius-", "offset-", "scale-", "rotate-", "blur-", "tracking-", "line-spacing-", "min-w-", "max-w-", "max-h-", "size-",
        ]

    public let theme: Theme
    public let context: ResolutionContext

    public init(theme: Theme, context: ResolutionContext = ResolutionContext()) {
        self.theme = theme
        self.context = context
    }

    private func points(_ units: Double) -> String { Self.number(units * theme.spacingUnit) + " pt" }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
    }

    /// The colour classes of one prefix (`bg-`): every theme token with its light and dark hex.
    public func colors(prefix: String) -> [Entry] {
        theme.colors.keys.sorted().map { token in
            Entry(name: prefix + token, kind: .color, detail: colorDetail(token), hex: theme.color(token, in: .light)?.hex)
        }
    }

    /// `light #RRGGBB, dark #RRGGBB` of a theme token.
    public func colorDetail(_ token: String) -> String {
        let light = theme.color(token, in: .light)?.hex ?? "?"
        let dark = theme.color(token, in: .dark)?.hex ?? "?"
        return "light \(light), dark \(dark)"
    }

    /// The classes of a value family given its prefix (`p-` → `p-0` … `p-96`), or nil when the
    /// prefix is not one.
    public func values(after prefix: String) -> [Entry]? {
        if Self.spacingPrefixes.contains(prefix) {
            return Self.spacingSteps.map { Entry(name: prefix + Self.number($0), kind: .spacing, detail: points($0)) }
        }
        if Self.lengthPrefixes.contains(prefix) {
            var entries = Self.spacingSteps.map { Entry(name: prefix + Self.number($0), kind: .length, detail: points($0)) }
            if prefix == "w-" { entries.append(Entry(name: "w-full", kind: .keyword, detail: "expands to the full width")) }
            return entries
        }
        switch prefix {
        case "opacity-":
            return Self.opacitySteps.map { Entry(name: "opacity-" + Self.number($0), kind: .opacity, detail: "\(Self.number($0)) %") }
        case "rounded-":
            return theme.radii.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
                .map { Entry(name: "rounded-" + $0.key, kind: .radius, detail: "corner radius \(Self.number($0.value)) pt") }
        case "shadow-":
            return theme.shadows.sorted { $0.key < $1.key }.map { token, shadow in
                Entry(
                    name: "shadow-" + token, kind: .shadow,
                    detail: "shadow, radius \(Self.number(shadow.radius)) pt, offset \(Self.number(shadow.x)) × \(Self.number(shadow.y)) pt")
            }
        case "font-":
            return CatalogTables.weights.keys.sorted().map { Entry(name: "font-" + $0, kind: .weight, detail: "weight \(CatalogTables.weights[$0]!.rawValue)") }
        case "animate-":
            return CatalogTables.animationPresets.union(theme.animations).union(context.animations).sorted()
                .map { Entry(name: "animate-" + $0, kind: .animation, detail: "animation preset") }
        default:
            break
        }
        if let colorPrefix = Self.colorPrefixes.first(where: { $0 == prefix }) {
            var entries = colors(prefix: colorPrefix)
            if colorPrefix == "text-" {
                entries =
                    theme.typography.sorted { $0.key < $1.key }
                    .map { Entry(name: "text-" + $0.key, kind: .typography, detail: "text style \($0.value)") } + entries
            }
            return entries + keywords.filter { $0.name.hasPrefix(colorPrefix) }
        }
        return nil
    }

    /// Every keyword class: the fixed ones (each glass tier and configuration among them), the
    /// bare keywords and the families with a finite set of values.
    public var keywords: [Entry] {
        var entries = CatalogTables.fixedKeywords.keys.sorted().map { Entry(name: $0, kind: .keyword, detail: "") }
        entries += [
            Entry(name: "group", kind: .keyword, detail: "names a group for group-* variants"),
            Entry(name: "border", kind: .keyword, detail: "border \(Self.number(theme.borderWidth)) pt in the border colour"),
            Entry(name: "rounded", kind: .radius, detail: theme.radii["md"].map { "corner radius \(Self.number($0)) pt" } ?? "the md radius"),
            Entry(name: "shadow", kind: .shadow, detail: "the sm shadow"),
        ]
        return entries
    }

    /// Named classes of the theme and the context (registrations), with what each expands to.
    public var named: [Entry] {
        theme.named.merging(context.named) { _, registered in registered }.sorted { $0.key < $1.key }
            .map { Entry(name: $0.key, kind: .named, detail: $0.value.classes) }
    }

    /// Registered native modifiers of the theme and the context: exact tags as classes, bracket
    /// forms as `name-[` with the argument they take.
    public var modifiers: [Entry] {
        theme.modifiers.merging(context.modifiers) { _, registered in registered }.sorted { $0.key < $1.key }.map { name, registration in
            let place = registration.origin.map { ", \($0.description)" } ?? ""
            if registration.argument.kind == .none {
                return Entry(name: name, kind: .modifier, detail: "registered native modifier" + place)
            }
            return Entry(name: name + "-[", kind: .modifier, detail: "registered native modifier, takes \(registration.argument.summary)" + place)
        }
    }

    /// Registered bracket utilities of the theme and the context, as `name-[` with the argument
    /// they take.
    public var utilities: [Entry] {
        theme.utilities.merging(context.utilities) { _, registered in registered }.sorted { $0.key < $1.key }.map { name, registration in
            let place = registration.origin.map { ", \($0.description)" } ?? ""
            return Entry(name: name + "-[", kind: .utility, detail: "registered utility, takes \(registration.argument.summary)" + place)
        }
    }

    /// Every class with a finite spelling: keywords, every value family with a finite set, named
    /// classes and modifiers ("did you mean" candidates).
    public var allClasses: [Entry] {
        var entries = keywords
        for prefix in ["rounded-", "shadow-", "font-", "animate-", "text-", "bg-", "border-", "tint-", "glass-tint-"] {
            entries += values(after: prefix) ?? []
        }
        return entries + named + modifiers.filter { !$0.name.hasSuffix("[") }
    }

    /// Every variant spelling with its `:` (`hover:`, `active:`, `group-hover:`).
    public static let variants: [String] = {
        let states = InteractionState.allCases.map(\.name) + ["active"]
        return states.map { $0 + ":" } + states.map { "group-" + $0 + ":" }
    }()

    /// When a variant's class applies, in words: "while the pointer is over the view" (hover),
    /// "while an ancestor marked `group/card` is pressed" (group-pressed/card).
    public static func applies(_ variant: Variant) -> String {
        let subject: String
        if variant.isGroup {
            subject = variant.groupName.map { "an ancestor marked `group/\($0)`" } ?? "an ancestor marked `group`"
        } else {
            subject = "the view"
        }
        switch variant.state {
        case .hover: return "while the pointer is over \(subject)"
        case .focus: return "while \(subject) has keyboard focus"
        case .pressed: return "while \(subject) is pressed"
        case .disabled: return "while \(subject) is disabled"
        }
    }

    /// The closest classes to an unknown one, best first (TWSyntax's shared ``EditDistance``).
    /// Spacing-scale numbers are not candidates: any number is valid there.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        guard Self.isRankable(name) else { return [] }
        return Array(EditDistance.ranked(name, among: candidates(for: name)).prefix(limit))
    }

    /// "Did you mean" for an unknown class without brackets: the closest classes of
    /// ``allClasses``, and of the number families with the name's own number (`opacty-80` →
    /// `opacity-80`).
    public func suggestion(forClass name: String) -> Suggestion? {
        guard Self.isRankable(name) else { return nil }
        return Suggestion(name, among: candidates(for: name))
    }

    /// ``suggestion(forClass:)`` with ``allClasses``'s names already listed (`classes`).
    func suggestion(forClass name: String, among classes: [String]) -> Suggestion? {
        guard Self.isRankable(name) else { return nil }
        return Suggestion(name, among: classes + Self.numericCandidates(for: name))
    }

    /// What an unknown class is ranked among: ``allClasses``, and ``numericCandidates(for:)``.
    private func candidates(for name: String) -> [String] {
        allClasses.map(\.name) + Self.numericCandidates(for: name)
    }

    /// Prefixes of the classes that take a number without brackets (reference §2.3 items 7 and
    /// 13): spacing and lengths, `opacity-`, `duration-`, `delay-` (milliseconds) and
    /// `line-clamp-`.
    public static let numericPrefixes = spacingPrefixes + lengthPrefixes + ["opacity-", "duration-", "delay-", "line-clamp-"]

    /// The classes of the number families with the number `name` ends in (`80` of `opacty-80`),
    /// where that family accepts it: `opacity-` up to 100, `line-clamp-` a whole number above 0.
    /// Empty when the name does not end in `-` and a non-negative decimal.
    static func numericCandidates(for name: String) -> [String] {
        guard let dash = name.lastIndex(of: "-"), dash > name.startIndex else { return [] }
        let tail = name[name.index(after: dash)...]
        guard let number = NumberGrammar.nonNegativeDecimal(tail) else { return [] }
        return numericPrefixes.filter { prefix in
            switch prefix {
            case "opacity-": return number <= 100
            case "line-clamp-": return Int(tail).map { $0 > 0 } ?? false
            default: return true
            }
        }.map { $0 + tail }
    }

    /// "Did you mean" for the prefix of an unknown bracket class (`glas-tint` of
    /// `glas-tint-[red]`): the closest of ``bracketPrefixes``. Two-letter prefixes are ranked too
    /// (`bq-[red]`), since bracket prefixes are few and short; a one-letter one is close to most.
    public func suggestion(forBracketPrefix prefix: String) -> Suggestion? {
        guard prefix.utf8.count >= 2, prefix.utf8.count < 40 else { return nil }
        return Suggestion(prefix, among: bracketPrefixes)
    }

    /// Class names long enough to rank (one- and two-letter names are close to too many classes)
    /// and short enough to mean something.
    private static func isRankable(_ name: String) -> Bool { name.utf8.count >= 3 && name.utf8.count < 40 }

    /// Every prefix that takes a bracket argument (`glass-tint` of `glass-tint-[red]`): the
    /// built-in bracket utilities (reference §3.2), `animate` and `shared`, and the registered
    /// native modifiers that take an argument and app utilities of the theme and the context.
    public var bracketPrefixes: [String] {
        var prefixes = Set(CatalogTables.colorFields.keys).union(BracketUtilities.scalarUtilities.keys).union(["animate", "shared"])
        for (name, registration) in theme.modifiers.merging(context.modifiers, uniquingKeysWith: { _, scoped in scoped })
        where registration.argument.kind != .none {
            prefixes.insert(name)
        }
        prefixes.formUnion(theme.utilities.keys)
        prefixes.formUnion(context.utilities.keys)
        return prefixes.sorted()
    }
}
