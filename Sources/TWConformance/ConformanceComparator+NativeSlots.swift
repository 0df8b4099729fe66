import TWJSON
import TWResolve

/// `expect.nativeSlots` (conformance README): the registered native modifier slots of the
/// surface in the case's states, from ``NativeSlots``.
extension ConformanceComparator {
    func nativeSlots(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let fields = expected.objectValue else { throw .invalid("expect `nativeSlots`: expected an object") }
        let resolver = Resolver(theme: subject.theme)
        let slots = resolver.nativeSlots(subject.classes, context: subject.context)
        let registrations = resolver.modifierRegistrations(context: subject.context)
        var result: [ConformanceDifference] = []
        func names(_ list: [String]) -> JSON { .array(list.map { .string($0) }) }
        for key in fields.keys.sorted() {
            let value = fields[key]!
            let field = "nativeSlots.\(key)"
            switch key {
            case "order":
                if value != names(slots.order) { result.append(diff(field, value, render(names(slots.order)))) }
            case "active":
                if value != names(slots.active) { result.append(diff(field, value, render(names(slots.active)))) }
            case "firstActive":
                let actual: JSON = slots.firstActive.map { .string($0) } ?? .null
                if value != actual { result.append(diff(field, value, render(actual))) }
            case "allInactive":
                result += bool(field, value, slots.allInactive)
            case "count":
                result += number(field, value, Double(slots.slots.count))
            case "argumentDegrees", "argumentValue", "argumentRaw":
                guard let perSlot = value.objectValue else { throw .invalid("expect `\(field)`: expected an object of slot name → value") }
                for name in perSlot.keys.sorted() {
                    let wanted = perSlot[name]!
                    guard let slot = slots[name] else {
                        result.append(diff("\(field).\(name)", wanted, "no slot `\(name)` (slots: \(slots.order.joined(separator: ", ")))"))
                        continue
                    }
                    switch (key, wanted) {
                    case ("argumentDegrees", _):
                        result += number("\(field).\(name)", wanted, slot.number(as: .degrees))
                    case (_, .int), (_, .double):
                        let kind = registrations[name]?.argument.kind ?? .number
                        result += number("\(field).\(name)", wanted, slot.number(as: kind == .any ? .number : kind))
                    case (_, .string(let text)):
                        if slot.argument != text { result.append(diff("\(field).\(name)", wanted, slot.argument.map { "\"\($0)\"" } ?? "none")) }
                    default:
                        throw .invalid("expect `\(field).\(name)`: expected a number or a string")
                    }
                }
            default:
                throw .invalid("expect `nativeSlots.\(key)` is not a key of the case format")
            }
        }
        return result
    }
}
