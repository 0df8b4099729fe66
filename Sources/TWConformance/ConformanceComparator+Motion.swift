import TWJSON
import TWResolve

/// The expect keys of motion and composition (conformance README, "Expect keys"):
/// `transactionAnimation`, `transactionDisablesAnimations`, `animatedPhases`,
/// `contentTransition` and `composed`, and expectations written as `equals interpolated NAME`.
extension ConformanceComparator {
    /// The comparison for one of these keys, or nil for any other key.
    func compareMotion(_ key: String, _ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference]? {
        switch key {
        case "transactionAnimation": return try transactionAnimation(expected)
        case "transactionDisablesAnimations":
            let actual = subject.resolution.transaction?.disablesAnimations ?? subject.context.transaction?.disablesAnimations ?? false
            return expected == .bool(actual) ? [] : [ConformanceDifference(field: key, expected: render(expected), actual: actual ? "true" : "false")]
        case "animatedPhases":
            // The phases always run in swiftcn's fixed order, so the list is compared as a set.
            let names = expected.arrayValue?.compactMap(\.stringValue) ?? []
            guard let list = expected.arrayValue, names.count == list.count else { throw .invalid("expect `animatedPhases`: expected an array of phase names") }
            for name in names where ModifierPhase(rawValue: name) == nil {
                throw .invalid("expect `animatedPhases`: \"\(name)\" is not a phase (content, layout, decoration, effects)")
            }
            let actual = (subject.resolution.transaction?.animatedPhases ?? []).map(\.rawValue)
            return Set(names) == Set(actual)
                ? [] : [ConformanceDifference(field: key, expected: render(expected), actual: "[\(actual.joined(separator: ", "))]")]
        case "contentTransition":
            // The update's own transition, else the host view's (`parentContentTransition`).
            let actual = subject.resolution.transaction?.contentTransition ?? subject.environment.parentContentTransition
            guard expected == .null || expected.stringValue != nil else { throw .invalid("expect `contentTransition`: expected a transition name or null") }
            let actualValue: JSON = actual.map { .string($0) } ?? .null
            return expected == actualValue ? [] : [ConformanceDifference(field: key, expected: render(expected), actual: render(actualValue))]
        case "composed":
            guard let fragments = subject.environment.compose else { throw .invalid("expect `composed` needs context `compose`") }
            let actual = ClassComposition.compose(fragments, values: subject.context.interpolations)
            return expected == .string(actual) ? [] : [ConformanceDifference(field: key, expected: render(expected), actual: "\"\(actual)\"")]
        default:
            return nil
        }
    }

    /// `equals interpolated NAME` becomes the number the value `NAME` holds in this row.
    /// Inside objects (`nativeSlots.argumentValue`), a payload is compared by the argument text a
    /// registered modifier receives: a `String` as itself, another type as `<type name>`.
    func interpolatedExpectation(_ expected: JSON) -> JSON {
        if let members = expected.objectValue {
            return .object(
                members.mapValues { member in
                    let resolved = interpolatedExpectation(member)
                    guard resolved == member, let text = member.stringValue, text.hasPrefix("equals interpolated "),
                        let value = subject.context.interpolations[String(text.dropFirst("equals interpolated ".count))]
                    else { return resolved }
                    return .string(TypedArgument(parts: [.value(value)]).rawValue)
                })
        }
        guard let text = expected.stringValue, text.hasPrefix("equals interpolated "),
            let value = subject.context.interpolations[String(text.dropFirst("equals interpolated ".count))]
        else { return expected }
        switch value {
        case .int(let number): return .double(Double(number))
        case .double(let number), .cgFloat(let number): return .double(number)
        default: return expected
        }
    }

    /// The transaction after the update: `"caller"` (left as it is), `null` (no animation), or
    /// `{animation, duration, delay, retimedByDuration}`. `native X` names an interpolated
    /// `Animation` spelled X.
    private func transactionAnimation(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        let transaction = subject.resolution.transaction
        let effect = transaction?.effect ?? .unchanged
        let caller = subject.context.transaction?.animation
        let shown: String
        switch effect {
        case .unchanged: shown = "caller's transaction unchanged (\(caller ?? "no animation"))"
        case .cleared: shown = "no animation (\(transaction?.reason ?? ""))"
        case .set:
            if let animation = transaction?.animation {
                shown = "\(animation.source) \(animation.name), duration \(animation.duration.map(format) ?? "fixed"), delay \(format(animation.delay))"
            } else {
                shown = "an animation known only at run time"
            }
        }
        func mismatch() -> [ConformanceDifference] { [ConformanceDifference(field: "transactionAnimation", expected: render(expected), actual: shown)] }
        switch expected {
        case .string("caller"):
            return effect == .unchanged ? [] : mismatch()
        case .null:
            return effect == .cleared || (effect == .unchanged && caller == nil) ? [] : mismatch()
        case .object(let fields):
            guard effect == .set, let animation = transaction?.animation else { return mismatch() }
            var result: [ConformanceDifference] = []
            if let name = fields["animation"]?.stringValue {
                let matches =
                    name.hasPrefix("native ")
                    ? animation.source == "interpolated" && !animation.retimedByDuration && animation.name == String(name.dropFirst("native ".count))
                    : animation.name == name
                if !matches { result += mismatch() }
            }
            if let duration = fields["duration"] { result += compareNumber("transactionAnimation.duration", duration, animation.duration) }
            if let delay = fields["delay"] { result += compareNumber("transactionAnimation.delay", delay, animation.delay) }
            if let retimed = fields["retimedByDuration"], retimed != .bool(animation.retimedByDuration) {
                result.append(
                    ConformanceDifference(
                        field: "transactionAnimation.retimedByDuration", expected: render(retimed), actual: animation.retimedByDuration ? "true" : "false"))
            }
            return result
        default:
            throw .invalid("expect `transactionAnimation`: expected \"caller\", null or an object")
        }
    }

    private func compareNumber(_ field: String, _ expected: JSON, _ actual: Double?) -> [ConformanceDifference] {
        guard let wanted = expected.doubleValue else { return [ConformanceDifference(field: field, expected: render(expected), actual: "(not a number)")] }
        guard let actual, abs(actual - wanted) <= tolerance else {
            return [ConformanceDifference(field: field, expected: render(expected), actual: actual.map(format) ?? "null")]
        }
        return []
    }
}
