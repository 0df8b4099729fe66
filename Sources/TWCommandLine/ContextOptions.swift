import Foundation
import TWSyntax
import TWResolve

/// The context flags shared by `tw resolve`, `tw matrix` and `tw explain` (issue 3 item 5).
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

    static let flags: Set<String> = [
        "--requires-compatibility", "--reduce-transparency", "--increase-contrast", "--reduce-motion", "--lenient",
    ]
    static let options: Set<String> = [
        "--platform", "--os", "--appearance", "--renderer", "--rendering", "--scheme", "--target", "--state", "--theme",
    ]

    /// The help lines for the flags.
    static let help = """
    Context (defaults first):
      --platform ios|macos                 Apple platform
      --os 18|26|26.1|27|...               OS version (26 and later draw Liquid Glass)
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
      --theme PATH                         theme JSON (merged over the built-in default)
      --lenient                            skip rejected tokens; the output says LENIENT

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
            context.os = version
        }
        if let value = parsed.options["--appearance"] { context.appearance = try choice("--appearance", value, AppearancePolicy.self) }
        if let value = parsed.options["--renderer"] { context.renderer = try choice("--renderer", value, GlassRendererSetting.self) }
        if let value = parsed.options["--rendering"] { context.rendering = try choice("--rendering", value, UniversalGlassRendering.self) }
        if let value = parsed.options["--scheme"] { context.scheme = try choice("--scheme", value, ColorScheme.self) }
        if let value = parsed.options["--target"] { context.target = try choice("--target", value, StyleTarget.self) }
        if let value = parsed.options["--state"] { context.states = try states(value) }
        context.requiresCompatibility = parsed.has("--requires-compatibility")
        context.reduceTransparency = parsed.has("--reduce-transparency")
        context.increaseContrast = parsed.has("--increase-contrast")
        context.reduceMotion = parsed.has("--reduce-motion")
        result.context = context
        result.lenient = parsed.has("--lenient")
        if let path = parsed.options["--theme"] { result.theme = try loadTheme(path) }
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

    /// `hover,focus` (also `active`, read as pressed); an empty list is no state.
    static func states(_ value: String) throws(UsageError) -> Set<InteractionState> {
        var states: Set<InteractionState> = []
        for name in value.split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let state = InteractionState(name: trimmed) else {
                throw UsageError("invalid state '\(trimmed)' for --state; expected a comma-separated list of: hover, focus, pressed, disabled")
            }
            states.insert(state)
        }
        return states
    }
}
