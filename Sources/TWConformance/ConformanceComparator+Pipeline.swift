import TWJSON
import TWResolve

/// `expect.pipeline` (conformance README): the native modifier chain a rendering is
/// pixel-identical to, outermost last, compared with TWKit's ``ModifierPipeline``. The cases
/// write some calls in a shorter form (`frame(240x120)`, `offset(3,-2)`); both sides are read
/// as calls and brought to one spelling, and text attributes, which commute on a `Text`, are
/// compared as a set within each run of them. `{name}` in a call stands for the typed value of
/// the interpolation `name` (conformance README, "Corrections"), written as the pipeline writes
/// a value: a colour as its hex or SwiftUI name, a number in shortest form.
extension ConformanceComparator {
    func pipeline(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let list = expected.arrayValue else { throw .invalid("expect `pipeline`: expected an array of calls") }
        var wanted: [NativeModifierCall] = []
        for entry in list {
            guard let text = entry.stringValue.map(interpolated), let call = NativeModifierCall(template: text) else {
                throw .invalid("expect `pipeline`: \(render(entry)) is not a modifier call")
            }
            wanted.append(call)
        }
        let actual = Self.pipelineCalls(subject)
        let left = Self.canonical(wanted), right = Self.canonical(actual)
        return left == right ? [] : [diff("pipeline", expected, "[" + actual.map(\.description).joined(separator: ", ") + "]")]
    }

    /// `text` with each `{name}` of an interpolation in this row replaced by its value.
    func interpolated(_ text: String) -> String {
        var result = text
        for (name, value) in subject.context.interpolations where result.contains("{\(name)}") {
            result = result.replacingOccurrences(of: "{\(name)}", with: Self.notation(value))
        }
        return result
    }

    /// An interpolated value as the pipeline writes it.
    static func notation(_ value: InterpolatedValue) -> String {
        switch value {
        case .color(let name): return name.hasPrefix("#") ? RGBA(hex: name)?.hex ?? name : name
        case .int(let number): return format(Double(number))
        case .double(let number), .cgFloat(let number): return format(number)
        case .angle(let degrees): return format(degrees)
        case .string(let text): return text
        default: return "<\(value.typeName)>"
        }
    }

    /// The chain of the case's surface, then of its second surface (`context.secondSurface`),
    /// which wraps the first.
    static func pipelineCalls(_ subject: ConformanceSubject) -> [NativeModifierCall] {
        let resolver = Resolver(theme: subject.theme)
        var calls = resolver.pipeline(subject.classes, context: subject.context).steps.map(\.call)
        if let second = subject.environment.secondSurface {
            calls += resolver.pipeline(second, context: subject.context).steps.map(\.call)
        }
        return calls
    }

    /// Text attributes that commute on a `Text` (their order draws the same pixels).
    static let textAttributes: Set<String> = [
        "font", "fontWeight", "tracking", "kerning", "lineSpacing", "multilineTextAlignment", "lineLimit", "foregroundStyle",
    ]

    static func canonical(_ calls: [NativeModifierCall]) -> [String] {
        var result: [String] = []
        var run: [String] = []
        for call in calls.map(normalized) {
            if textAttributes.contains(call.name) {
                run.append(call.description)
                continue
            }
            result += run.sorted()
            run = []
            result.append(call.description)
        }
        return result + run.sorted()
    }

    /// One spelling per call: labelled frame and offset arguments, numbers in shortest form.
    static func normalized(_ call: NativeModifierCall) -> NativeModifierCall {
        var arguments = call.arguments
        if call.name == "frame", arguments.count == 1, arguments[0].label == nil {
            let parts = arguments[0].value.split(separator: "x").map(String.init)
            if parts.count == 2 { arguments = [.init("width", parts[0]), .init("height", parts[1])] }
        }
        if call.name == "offset", arguments.allSatisfy({ $0.label == nil }), arguments.count == 2 {
            arguments = [.init("x", arguments[0].value), .init("y", arguments[1].value)]
        }
        arguments = arguments.map { argument in
            guard let number = Double(argument.value) else { return argument }
            return .init(argument.label, format(number))
        }
        return NativeModifierCall(call.name, arguments)
    }
}
