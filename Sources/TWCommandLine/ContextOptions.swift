import Foundation
import TWJSON
import TWSyntax
import TWResolve

/// The context flags shared by `tw resolve`, `tw matrix` and `tw explain`.
///
/// ```sh
/// tw resolve --platform ios --os 27 --target button --state focus "glass-prominent px-4"
/// ```
///
/// Defaults: iOS 26, the automatic policy and renderer, light, target `view`, no states, the
/// built-in theme. A bad value is a ``UsageError`` (exit status 2) that lists the accepted values;
/// a theme file that does not load is one too, naming the file and the JSON path.
struct ContextOptions {
    var context = ResolutionContext()
    var theme = Theme.builtIn
    var lenient = false

    static let flags: Set<String> = Set([
        "--requires-compatibility", "--reduce-transparency", "--increase-contrast", "--reduce-motion", "--lenient",
        "--window-inactive", "--source",
    ]).union(MotionOptions.flags)
    static let options: Set<String> = Set([
        "--platform", "--os", "--appearance", "--renderer", "--rendering", "--scheme", "--target", "--state", "--theme",
        "--group-state", "--component",
    ]).union(MotionOptions.options)

    /// The help lines for the flags.
    static let help = """
        Context (defaults first):
          --platform ios|macos                 Apple platform
          --os 26|18|26.1|27|...               OS version (iOS 17+, macOS 14+; 26 and later draw
                                               Liquid Glass)
          --appearance automatic|glass|solid   .twAppearance policy
          --renderer automatic|swiftUI|uiKit   .twGlassRenderer (automatic: UIKit on iOS 27+)
          --rendering automatic|glass|material UniversalGlass rendering override (unset by default;
                                               beats glass-render-*; read by glass configurations)
          --requires-compatibility             UIDesignRequiresCompatibility = YES
          --reduce-transparency                Reduce Transparency on
          --increase-contrast                  Increase Contrast on
          --reduce-motion                      Reduce Motion on
          --scheme light|dark                  colour scheme
          --target view|button|text|image|shape|presentation
                                               what the classes style (button: .buttonStyle(.tw))
          --state hover,focus,pressed,disabled interaction states the caller passes
          --group-state 'NAME=STATES;...'      states of ancestor groups, e.g. 'hero=hover;=focus'
                                               (an empty NAME is the nearest unnamed group)
          --window-inactive                    macOS: the window is not the key window
          --theme PATH                         theme JSON (merged over the built-in default)
          --component NAME                     resolve inside a swiftcn component (checkbox, tabs,
                                               kbd, avatar, ...) or scope (cnControlUtilities):
                                               its component-scoped classes (cn-tint-[...]) apply
          --source                             validate as a Swift string literal does: a bracket
                                               colour name must be a theme token (by default a
                                               SwiftUI colour name such as [red] stands for the
                                               native colour, as an interpolation would supply it)
          --lenient                            skip rejected tokens; the output says LENIENT
        \(MotionOptions.help)
        """

    /// Reads the context flags of `parsed`.
    static func read(_ parsed: ParsedArguments) throws(UsageError) -> ContextOptions {
        var result = ContextOptions()
        var context = ResolutionContext()
        if let value = parsed.options["--platform"] { context.platform = try choice("--platform", value, Platform.self) }
        if let value = parsed.options["--os"] {
            guard let version = OSVersion(value) else {
                throw UsageError("invalid value '\(value)' for --os; expected a version such as 18, 26, 26.1 or 27")
            }
            if let reason = version.unsupportedReason(on: context.platform) {
                throw UsageError("invalid value '\(value)' for --os; \(reason)")
            }
            context.os = version
        }
        if let value = parsed.options["--appearance"] { context.appearance = try choice("--appearance", value, AppearancePolicy.self) }
        if let value = parsed.options["--renderer"] { context.renderer = try choice("--renderer", value, GlassRendererSetting.self) }
        if let value = parsed.options["--rendering"] { context.rendering = try choice("--rendering", value, UniversalGlassRendering.self) }
        if let value = parsed.options["--scheme"] { context.scheme = try choice("--scheme", value, ColorScheme.self) }
        if let value = parsed.options["--target"] { context.target = try choice("--target", value, StyleTarget.self) }
        if let value = parsed.options["--state"] { context.states = try states(value) }
        if let value = parsed.options["--group-state"] { context.groupStates = try groupStates(value) }
        context.windowActive = !parsed.has("--window-inactive")
        context.nativeColorNames = !parsed.has("--source")
        context.requiresCompatibility = parsed.has("--requires-compatibility")
        context.reduceTransparency = parsed.has("--reduce-transparency")
        context.increaseContrast = parsed.has("--increase-contrast")
        context.reduceMotion = parsed.has("--reduce-motion")
        try MotionOptions.read(parsed, into: &context)
        result.context = context
        result.lenient = parsed.has("--lenient")
        if let path = parsed.options["--theme"] { result.theme = try loadTheme(path) }
        if let name = parsed.options["--component"], !result.context.activate(component: name, theme: result.theme) {
            let known = (result.theme.components.keys.sorted() + result.theme.scopes.keys.sorted()).joined(separator: ", ")
            throw UsageError("unknown component '\(name)' for --component; expected one of: \(known)")
        }
        return result
    }

    /// Loads `--theme PATH`; a bad file is a usage error naming the file and the JSON path.
    static func loadTheme(_ path: String) throws(UsageError) -> Theme {
        do {
            return try Theme.load(path: path)
        } catch {
            throw UsageError("bad theme file: \(error.description)")
        }
    }

    /// A value among an enum's raw values, case-insensitively (`swiftui` is `swiftUI`).
    static func choice<T: RawRepresentable & CaseIterable>(_ flag: String, _ value: String, _: T.Type) throws(UsageError) -> T where T.RawValue == String {
        if let exact = T(rawValue: value) { return exact }
        if let match = T.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) { return match }
        let accepted = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("invalid value '\(value)' for \(flag); expected one of: \(accepted)")
    }

    /// `hero=hover,focus;=pressed`: the states each ancestor group publishes.
    static func groupStates(_ value: String) throws(UsageError) -> [String: Set<InteractionState>] {
        var groups: [String: Set<InteractionState>] = [:]
        for entry in value.split(separator: ";") {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                throw UsageError("invalid value '\(entry)' for --group-state; expected NAME=STATES, e.g. hero=hover or =focus")
            }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            guard name.isEmpty || Identifier.isValid(name.utf8) else {
                throw UsageError("invalid group name '\(name)' for --group-state; a group name is ASCII letters, digits, -, _ and .")
            }
            groups[name, default: []].formUnion(try states(String(parts[1]), flag: "--group-state"))
        }
        return groups
    }

    /// `hover,focus` (also `active`, read as pressed).
    static func states(_ value: String, flag: String = "--state") throws(UsageError) -> Set<InteractionState> {
        var states: Set<InteractionState> = []
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError("\(flag) needs at least one state: hover, focus, pressed or disabled")
        }
        for name in value.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let state = InteractionState(name: trimmed) else {
                throw UsageError("invalid state '\(trimmed)' for \(flag); expected a comma-separated list of: hover, focus, pressed, disabled")
            }
            states.insert(state)
        }
        return states
    }
}
