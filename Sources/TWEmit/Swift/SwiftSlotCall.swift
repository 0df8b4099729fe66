import TWResolve
import TWSyntax

/// A registered native modifier slot's call as Swift: its registration's `applies` (TWKit's
/// pipeline notation) with `{argument}` written as the Swift value the registration's closure
/// receives (swiftcn hands a value modifier of `Color` a real `Color`): a number as a literal,
/// a colour as `Color(red:green:blue:)` or `Color.red`, text as a string literal. A whole
/// argument of `applies` that is a hex colour or a SwiftUI colour name (`background(blue)`) is
/// written as that `Color` too.
///
/// Where TWKit cannot write a value that type-checks (an app's payload, text whose reading the
/// registration does not declare, a value only known at run time), the step is a comment that
/// says why, so the file still compiles. A theme's `applies` is outside text too: an argument
/// that is not a plain expression on one line (``isPlainExpression(_:)``) is never written as
/// code, so a theme cannot make the file declare or run anything.
enum SwiftSlotCall {
    /// The Swift call (`background(Color(red: 0.2, green: 0.6, blue: 0.8))`) or why there is none.
    static func swift(_ step: PipelineStep) -> Result<String, Refusal> {
        guard step.isDescribed else { return .failure(.undescribed) }
        let template = step.template ?? step.call
        let placeholder = NativeModifierCall.argumentPlaceholder
        let unsafe = template.arguments.first { part in
            constantColor(part.value) == nil && !isPlainExpression(part.value.replacingOccurrences(of: placeholder, with: "0"))
        }
        if let unsafe { return .failure(.notPlain(unsafe.value)) }
        var argument: String?
        if template.arguments.contains(where: { $0.value.contains(placeholder) }) {
            switch expression(step.argument) {
            case .success(let text): argument = text
            case .failure(let refusal): return .failure(refusal)
            }
        }
        let arguments = template.arguments.map { part -> String in
            let value = constantColor(part.value) ?? argument.map { part.value.replacingOccurrences(of: placeholder, with: $0) } ?? part.value
            return part.label.map { "\($0): \(value)" } ?? value
        }
        return .success(template.name + "(" + arguments.joined(separator: ", ") + ")")
    }

    /// Why a step is written as a comment.
    enum Refusal: Error, Equatable {
        case undescribed
        case payload(String)
        case undeclared(String)
        case runtime
        case notPlain(String)

        var reason: String {
            switch self {
            case .undescribed: "the registration does not say what it applies"
            case .payload(let type): "its argument is a \(type) value that only the app has"
            case .undeclared(let text): "its argument `\(text)` has no declared kind, so its Swift value is the registration's own"
            case .runtime: "its argument is only known at run time"
            case .notPlain(let text): "its `applies` argument `\(text)` is not a plain Swift expression, so TWKit does not write it as code"
            }
        }
    }

    /// The Swift expression of a slot's argument.
    static func expression(_ value: ArgumentValue?) -> Result<String, Refusal> {
        switch value {
        case .number?: return .success(value!.notation)
        case .color(let color)?: return color.dynamic == true ? .failure(.runtime) : .success(SwiftExpressions.color(color))
        case .text(let text)?: return .success(SwiftSourceText.stringLiteral(text))
        case .raw(let text)?: return .failure(.undeclared(text))
        case .payload(let type)?: return .failure(.payload(type))
        case nil: return .failure(.runtime)
        }
    }

    /// A constant argument of `applies` that names a colour in pipeline notation (`blue`,
    /// `#3399cc`), as a Swift `Color`; nil for anything else.
    static func constantColor(_ text: String) -> String? {
        if SwiftExpressions.namedColors.contains(text) { return "Color.\(text)" }
        guard text.hasPrefix("#"), let rgba = RGBA(hex: text) else { return nil }
        return SwiftExpressions.color(ResolvedColor(hex: rgba.hex))
    }

    /// True for an `applies` argument TWKit writes as code: names, numbers, member access, calls,
    /// subscripts, labels and arithmetic (ASCII letters, digits, `_ . , : ( ) [ ] + - * / %` and
    /// spaces), and string literals without escapes on one line; never a comment (`//`, `/*`,
    /// `*/`), a closure or statement (`{`, `}`, `;`), a line break or a control character.
    static func isPlainExpression(_ text: String) -> Bool {
        var inString = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if inString {
                if scalar == "\"" { inString = false } else if scalar == "\\" || EchoedText.mustEscape(scalar) { return false }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "/" where previous == "/" || previous == "*", "*" where previous == "/": return false
            case "a"..."z", "A"..."Z", "0"..."9", "_", ".", ",", ":", "(", ")", "[", "]", "+", "-", "*", "/", "%", " ": continue
            default: return false
            }
        }
        return !inString
    }
}
