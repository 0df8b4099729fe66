import TWJSON
import TWSyntax
import TWResolve

/// The context flags of motion and typed values, shared by `tw resolve`,
/// `tw explain` and `tw matrix`:
///
/// ```sh
/// tw resolve --value x=Int:12 --value y=Int:-4 'offset-[{x},{y}]'
/// tw resolve --state pressed --from-state rest --caller-animation 'linear(duration: 2)' \
///   'animate-ease-out duration-300 active:animate-spring active:duration-100'
/// ```
enum MotionOptions {
    static let flags: Set<String> = ["--disables-animations", "--value-unchanged"]
    static let options: Set<String> = ["--value", "--caller-animation", "--from-state", "--animation-scope"]

    static let help = """
          --value NAME=Type:VALUE              a typed value for the placeholder {NAME}; repeat for
                                               more. Types: Int, Double, CGFloat, CGSize (1.1,0.9),
                                               CGPoint, Angle (45deg, 0.785rad), Color (red, #ff0000),
                                               String, String? (nil), [String] (JSON array),
                                               Animation, TWAnimation, or a custom type with a JSON
                                               object (Payload:{"amount":0.4})
          --from-state rest|STATES             the states before the styled update (the state change;
                                               --state gives the states after it)
          --caller-animation ANIMATION|none    the caller's transaction animation before the update,
                                               as Swift spells it (linear(duration: 2), default)
          --disables-animations                the caller's transaction disables animations
          --animation-scope all|surface|layout|content
                                               .tw(classes, value:, animationScope:) (default: plain
                                               .tw(classes), which animates the surface)
          --value-unchanged                    with --animation-scope: the watched value did not change

        """

    /// Reads the flags into `context`.
    ///
    /// - Throws: ``UsageError`` for a bad value, naming the accepted forms.
    static func read(_ parsed: ParsedArguments, into context: inout ResolutionContext) throws(UsageError) {
        for text in parsed.repeatedOptions["--value"] ?? [] {
            do {
                let (name, value) = try InterpolatedValue.assignment(text)
                context.interpolations[name] = value
            } catch {
                throw UsageError("invalid value for --value: \(error.message)")
            }
        }
        if parsed.options["--caller-animation"] != nil || parsed.has("--disables-animations") {
            let animation = parsed.options["--caller-animation"]
            context.transaction = CallerTransaction(
                animation: animation == "none" ? nil : animation,
                disablesAnimations: parsed.has("--disables-animations"))
        }
        var change: MotionChange?
        if let value = parsed.options["--from-state"] {
            change = MotionChange(fromStates: value == "rest" ? [] : try ContextOptions.states(value, flag: "--from-state"))
        }
        if let value = parsed.options["--animation-scope"] {
            if change == nil { change = MotionChange() }
            change?.scope = try ContextOptions.choice("--animation-scope", value, AnimationScope.self)
        }
        if parsed.has("--value-unchanged") {
            guard change?.scope != nil else { throw UsageError("--value-unchanged needs --animation-scope") }
            change?.valueChanged = false
        }
        context.motionChange = change
    }
}
