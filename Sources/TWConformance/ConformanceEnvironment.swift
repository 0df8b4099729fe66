import TWJSON
import TWSyntax
import TWResolve

/// A case's `context` mapped onto a theme and a ``ResolutionContext`` (conformance README,
/// "Context keys"). A case without `platform` holds on both platforms, so it maps to two
/// environments, iOS and macOS, and passes only when both do.
public struct ConformanceEnvironment: Sendable {
    /// `ios` or `macos` when the case named no platform and runs on both; nil otherwise.
    public var label: String?
    public var theme: Theme
    public var context: ResolutionContext
    /// The arguments of `cn(…)` (`context.compose`), when the case composes.
    public var compose: [ClassFragment]? = nil
    /// `secondSurface`: the classes of a second, separate `.tw(...)` applied after the first.
    public var secondSurface: String?
    /// False for `styled: false`: the view has no `.tw` surface, so nothing is drawn for it.
    public var styled = true
    /// The font and foreground inherited from outside the surface (`parentFont`, `parentForeground`).
    public var parentFont: String?
    public var parentForeground: String?
    /// `parentContentTransition`: the content transition the host view sets around the styled
    /// view, by its SwiftUI name (`opacity`), which stays unless the update sets its own.
    public var parentContentTransition: String?
    /// `reexpandWithRules`: the native modifier registrations in effect when the parsed style is
    /// expanded again; nil when the case does not re-expand.
    public var reexpandModifiers: [String: ModifierRegistration]?
    /// The reviewed tables, for typed styles a case compares with (`sameAsTyped`).
    public var phrases: PhraseTable = .empty

    /// Context keys the resolution model cannot represent, with the reason written in reports
    /// (none today: every key of the conformance README is mapped).
    static let unsupportedContextKeys: [String: String] = [:]

    static let supportedContextKeys: Set<String> = [
        "platform", "os", "supportsGlass", "requiresCompatibility", "appearance", "reduceTransparency", "increaseContrast",
        "reduceMotion", "scheme", "target", "state", "groupStates", "global", "theme", "windowActive", "rendering",
        "interpolations", "compose", "transaction", "animationScope",
        "subtreeOverride", "secondSurface", "styled", "parentFont", "parentForeground", "parentContentTransition", "adapter",
        "reexpandWithRules",
    ]

    /// Maps a case's context, or says why it cannot be mapped.
    static func make(for testCase: ConformanceCase, base: Theme, phrases: PhraseTable = .empty) -> Result<[ConformanceEnvironment], ConformanceSetupError> {
        let context = testCase.context
        for key in context.keys.sorted() {
            if let reason = unsupportedContextKeys[key] { return .failure(.unsupported("context `\(key)`: \(reason)")) }
            if !supportedContextKeys.contains(key) { return .failure(.unsupported("context `\(key)` is not a key of the case format")) }
        }
        let platforms: [Platform]
        switch context["platform"] {
        case nil: platforms = [.ios, .macos]
        case .string(let name)?:
            guard let platform = Platform(rawValue: name) else { return .failure(.invalid("context `platform`: expected ios or macos, got \"\(name)\"")) }
            platforms = [platform]
        case let other?: return .failure(.invalid("context `platform`: expected a string, got \(other.kindPhrase)"))
        }
        var environments: [ConformanceEnvironment] = []
        for platform in platforms {
            switch environment(context, platform: platform, base: base, phrases: phrases) {
            case .success(var environment):
                environment.label = platforms.count > 1 ? platform.rawValue : nil
                environment.phrases = phrases
                environments.append(environment)
            case .failure(let error):
                return .failure(error)
            }
        }
        do throws(ConformanceSetupError) {
            var scratch = ResolutionContext()
            let rows = try applyMotionAndValues(context, to: &scratch, translate: translation(phrases))
            return .success(expandRows(environments, rows: rows))
        } catch {
            return .failure(error)
        }
    }

    private static func environment(_ values: [String: JSON], platform: Platform, base: Theme, phrases: PhraseTable) -> Result<
        ConformanceEnvironment, ConformanceSetupError
    > {
        var context = ResolutionContext()
        // The cases are swiftcn's own behaviour: validate bracket colours exactly as swiftcn does.
        context.nativeColorNames = false
        context.platform = platform
        func bool(_ key: String) throws(ConformanceSetupError) -> Bool? {
            guard let value = values[key] else { return nil }
            guard let flag = value.boolValue else { throw .invalid("context `\(key)`: expected true or false, got \(value.kindPhrase)") }
            return flag
        }
        func string(_ key: String) throws(ConformanceSetupError) -> String? {
            guard let value = values[key] else { return nil }
            guard let text = value.stringValue else { throw .invalid("context `\(key)`: expected a string, got \(value.kindPhrase)") }
            return text
        }
        do throws(ConformanceSetupError) {
            if let supportsGlass = try bool("supportsGlass") {
                context.supportsGlassOverride = supportsGlass
                // A matching system: Liquid Glass is iOS/macOS 26 and later (README, `supportsGlass`).
                context.os = supportsGlass ? PlatformRelease.liquidGlass : PlatformRelease.beforeLiquidGlass(on: platform)
            }
            if let os = values["os"] {
                let version: OSVersion?
                switch os {
                case .int(let number): version = OSVersion(String(number))
                case .double(let number): version = OSVersion("\(number)".replacingOccurrences(of: ".0", with: ""))
                case .string(let text): version = OSVersion(text)
                default: version = nil
                }
                guard let version else { throw .invalid("context `os`: expected a version such as 18 or 26.1") }
                context.os = version
            }
            if let flag = try bool("requiresCompatibility") { context.requiresCompatibility = flag }
            if let flag = try bool("reduceTransparency") { context.reduceTransparency = flag }
            if let flag = try bool("increaseContrast") { context.increaseContrast = flag }
            if let flag = try bool("reduceMotion") { context.reduceMotion = flag }
            if let flag = try bool("windowActive") { context.windowActive = flag }
            if let name = try string("appearance") {
                guard let policy = AppearancePolicy(rawValue: name) else { throw .invalid("context `appearance`: unknown policy \"\(name)\"") }
                context.appearance = policy
            }
            if let name = try string("rendering") {
                guard let mode = UniversalGlassRendering(rawValue: name) else {
                    throw .invalid("context `rendering`: expected automatic, glass or material, got \"\(name)\"")
                }
                context.rendering = mode
            }
            if let name = try string("scheme") {
                guard let scheme = ColorScheme(rawValue: name) else { throw .invalid("context `scheme`: expected light or dark, got \"\(name)\"") }
                context.scheme = scheme
            }
            if let name = try string("target") {
                guard let target = StyleTarget(rawValue: name) else { throw .invalid("context `target`: unknown target \"\(name)\"") }
                context.target = target
            }
            if let value = values["state"] {
                context.states = try states(value, "state")
            }
            if let value = values["groupStates"] {
                guard let groups = value.objectValue else { throw .invalid("context `groupStates`: expected an object") }
                for (name, states) in groups { context.groupStates[name] = try self.states(states, "groupStates.\(name)") }
            }
            var theme = try ConformanceTheme.apply(values["theme"], to: base)
            if let global = values["global"] {
                // The app's registrations, translated through the reviewed phrase tables.
                if let rules = global.objectValue, RegistrationTranslation.hasPhrases(rules) {
                    theme = try RegistrationTranslation.apply(rules, key: "global", table: phrases, to: theme)
                }
                try applyGlobal(global, to: &context, theme: theme)
            }
            if let subtree = values["subtreeOverride"] {
                try applySubtree(subtree, to: &context, theme: theme, phrases: phrases)
            }
            if let adapter = try string("adapter"), adapter != "twNative" {
                throw .invalid("context `adapter`: expected twNative, got \"\(adapter)\"")
            }
            // `.buttonStyle(.twNative(…))` chose native styles by surface role; the merged
            // `.buttonStyle(.tw(…))` that replaced it makes the same choice (Docs/Decisions.md).
            _ = try applyMotionAndValues(values, to: &context, translate: translation(phrases))
            var environment = ConformanceEnvironment(
                label: nil, theme: theme, context: context, compose: try composeFragments(values),
                secondSurface: try string("secondSurface"))
            environment.styled = try bool("styled") ?? true
            if let rules = values["reexpandWithRules"] {
                guard let object = rules.objectValue else { throw .invalid("context `reexpandWithRules`: expected an object") }
                // `TWStyle.parse` keeps native references and re-checks them against the registry
                // of the later expansion (reference §14, "parse freezing").
                let later =
                    RegistrationTranslation.hasPhrases(object)
                    ? try RegistrationTranslation.apply(object, key: "reexpandWithRules", table: phrases, to: base) : base
                environment.reexpandModifiers = later.modifiers
            }
            environment.parentFont = try string("parentFont")
            environment.parentForeground = try string("parentForeground")
            environment.parentContentTransition = try string("parentContentTransition")
            return .success(environment)
        } catch {
            return .failure(error)
        }
    }

    private static func states(_ value: JSON, _ key: String) throws(ConformanceSetupError) -> Set<InteractionState> {
        guard let list = value.arrayValue else { throw .invalid("context `\(key)`: expected an array of states") }
        var states: Set<InteractionState> = []
        for entry in list {
            guard let name = entry.stringValue, let state = InteractionState(name: name) else {
                throw .invalid("context `\(key)`: unknown state \(entry.stringValue.map { "\"\($0)\"" } ?? entry.kindPhrase)")
            }
            states.insert(state)
        }
        return states
    }

    /// `global`: `view` and `button` defaults, and `named` classes, where `<default NAME>` stands
    /// for the built-in recipe's classes (`TWStyle.defaultStyle(for:)`).
    private static func applyGlobal(_ value: JSON, to context: inout ResolutionContext, theme: Theme) throws(ConformanceSetupError) {
        guard let global = value.objectValue else { throw .invalid("context `global`: expected an object") }
        for key in global.keys.sorted() {
            switch key {
            case "view", "button":
                guard let classes = global[key]?.stringValue else { throw .invalid("context `global.\(key)`: expected a class string") }
                if key == "view" { context.globalView = classes } else { context.globalButton = classes }
            case "named":
                guard let named = global[key]?.objectValue else { throw .invalid("context `global.named`: expected an object") }
                for (name, entry) in named {
                    guard let classes = entry.stringValue else { throw .invalid("context `global.named.\(name)`: expected a class string") }
                    context.named[name] = Recipe(classes: try expandDefaults(classes, theme: theme, platform: context.platform))
                }
            case "utilities", "modifiers", "animations":
                break  // translated into the theme by `RegistrationTranslation`
            default:
                throw .invalid("context `global.\(key)` is not a key of TWGlobalRules")
            }
        }
    }

    /// `subtreeOverride`: `.twRules { rules in … }` on the styled view: its named classes and
    /// registrations sit over the global ones (swiftcn `GlobalRules.swift`, closure form).
    private static func applySubtree(_ value: JSON, to context: inout ResolutionContext, theme: Theme, phrases: PhraseTable) throws(ConformanceSetupError) {
        guard let rules = value.objectValue else { throw .invalid("context `subtreeOverride`: expected an object") }
        for key in rules.keys.sorted() where key != "named" && !PhraseTable.Kind.registrations.map(\.rawValue).contains(key) {
            throw .unsupported("context `subtreeOverride.\(key)`: only named classes and registrations of a subtree are modelled")
        }
        if let named = rules["named"] {
            guard let entries = named.objectValue else { throw .invalid("context `subtreeOverride.named`: expected an object") }
            for (name, entry) in entries {
                guard let classes = entry.stringValue else { throw .invalid("context `subtreeOverride.named.\(name)`: expected a class string") }
                context.named[name] = Recipe(classes: try expandDefaults(classes, theme: theme, platform: context.platform))
            }
        }
        if RegistrationTranslation.hasPhrases(rules) {
            let overlay = try RegistrationTranslation.apply(rules, key: "subtreeOverride", table: phrases, to: theme)
            RegistrationTranslation.copyRegistrations(from: overlay, over: theme, into: &context)
        }
    }

    private static func expandDefaults(_ classes: String, theme: Theme, platform: Platform) throws(ConformanceSetupError) -> String {
        var result = classes
        while let open = result.range(of: "<default "), let close = result[open.upperBound...].firstIndex(of: ">") {
            let name = String(result[open.upperBound..<close])
            guard let recipe = theme.named[name] else { throw .invalid("context `global.named`: `<default \(name)>` is not a built-in recipe") }
            result.replaceSubrange(open.lowerBound...close, with: recipe.classes(on: platform))
        }
        return result
    }
}

/// Why a case's context cannot be used.
enum ConformanceSetupError: Error, Equatable {
    /// The model cannot represent the key: the case is `unsupported` with this reason.
    case unsupported(String)
    /// The case is malformed: it fails with this message.
    case invalid(String)
}
