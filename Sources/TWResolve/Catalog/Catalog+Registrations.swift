import Foundation
import TWSyntax

/// Registered native modifiers and app utilities (reference §2.3 items 1 and 5): the
/// context's registrations over the theme's, and the component scopes that would install a name
/// that is not registered here.
extension Catalog {
    func registeredModifier(_ name: String) -> ModifierRegistration? {
        if !context.modifiers.isEmpty, let registration = context.modifiers[name] { return registration }
        if !theme.modifiers.isEmpty { return theme.modifiers[name] }
        return nil
    }

    func registeredUtility(_ name: String) -> UtilityRegistration? {
        if !context.utilities.isEmpty, let registration = context.utilities[name] { return registration }
        if !theme.utilities.isEmpty { return theme.utilities[name] }
        return nil
    }

    /// An exact registered tag (`cn-mono`), before every built-in (reference §2.3 item 1).
    func registeredTag(_ name: String) -> Result<[Assignment], CatalogError>? {
        guard let registration = registeredModifier(name) else { return nil }
        if let problem = targetProblem(registration) { return .failure(problem) }
        switch registration.argument.kind {
        case .none, .any:
            return .success([Assignment(.nativeModifier, .modifier(name: name, argument: nil, value: nil))])
        default:
            return .failure(
                CatalogError(.invalidArgument, "the registered modifier `\(name)` takes an argument (\(registration.argument.summary)): write `\(name)-[…]`"))
        }
    }

    /// A registered bracket form `prefix-[…]`: a native modifier first, then an app utility
    /// (reference §2.3 items 5.1 and 5.2). Nil when neither is registered.
    func registeredBracket(prefix: String, value: ArbitraryValue, list: ClassList) -> Result<[Assignment], CatalogError>? {
        if let registration = registeredModifier(prefix) {
            if registration.argument.kind == .none {
                return .failure(CatalogError.exactTagTakesNoArgument(prefix))
            }
            let argument = value.isDynamic ? nil : list.decodedText(value.bodyRange)
            if let problem = targetProblem(registration) { return .failure(problem) }
            if let problem = defaultProblem(registration) {
                return .failure(
                    CatalogError(
                        .invalidArgument,
                        "the registered modifier `\(prefix)` has an inactive default its own argument rule rejects, so every use fails: \(problem)"))
            }
            if let problem = check(value, against: registration.argument, list: list) {
                return .failure(
                    CatalogError(
                        .invalidArgument,
                        "the registered modifier `\(prefix)` rejects `\(list.decodedText(value.bodyRange))`: it takes \(registration.argument.summary) (\(problem))"
                    ))
            }
            let typed = argument.flatMap { ArgumentValue.reading($0, rule: registration.argument, theme: theme, nativeColorNames: context.nativeColorNames) }
            return .success([Assignment(.nativeModifier, .modifier(name: prefix, argument: argument, value: typed))])
        }
        guard let registration = registeredUtility(prefix) else { return nil }
        if let problem = check(value, against: registration.argument, list: list) {
            return .failure(
                CatalogError(
                    .invalidArgument,
                    "the registered utility `\(prefix)` rejects `\(list.decodedText(value.bodyRange))`: it takes \(registration.argument.summary) (\(problem))")
            )
        }
        if !registration.output.values.isEmpty, !value.isDynamic, registration.output.values[list.decodedText(value.bodyRange)] == nil {
            let known = registration.output.values.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
            return .failure(
                CatalogError(
                    .invalidArgument,
                    "the registered utility `\(prefix)` returns nil for `\(list.decodedText(value.bodyRange))`: it returns a style only for \(known)"))
        }
        guard let effect = registration.sets else { return .success([]) }
        var value = value, list = list
        if let fixed = registration.output.fixed {
            // The factory ignores its argument: read the fixed one as the built-in would.
            let written = ClassParser.parse("\(effect.bracketPrefix)-[\(fixed)]")
            guard let token = written.tokens.first, case .arbitrary(let fixedValue) = token.value else {
                return .failure(CatalogError.fixedArgumentNotBracket(prefix, fixed: fixed))
            }
            value = fixedValue
            list = written
        }
        // The same field and unit as the built-in bracket utility, which reads the argument.
        switch BracketUtilities(catalog: self).interpret(prefix: effect.bracketPrefix, value: value, list: list) {
        case .success(let assignments):
            guard let scale = registration.scale else { return .success(assignments) }
            let factor = scale.factor(in: theme)
            return .success(
                assignments.map { assignment in
                    var scaled = assignment
                    switch assignment.value {
                    case .number(let number): scaled.value = .number(number * factor)
                    case .pair(let x, let y): scaled.value = .pair(x * factor, y * factor)
                    case .radius(let radius, _): scaled.value = .radius(radius * factor, token: nil)
                    default: break
                    }
                    return scaled
                })
        case .failure(let error):
            return .failure(
                CatalogError(.invalidArgument, "the registered utility `\(prefix)` rejects `\(list.decodedText(value.bodyRange))`: \(error.reason)"))
        }
    }

    /// Why `value` does not fit `rule`, or nil when it does. Interpolated values are accepted:
    /// their type is only known at run time.
    func check(_ value: ArbitraryValue, against rule: ArgumentRule, list: ClassList) -> String? {
        if value.isDynamic { return nil }
        return check(list.decodedText(value.bodyRange), against: rule)
    }

    /// Why the argument text `text` does not fit `rule`, or nil when it does.
    func check(_ text: String, against rule: ArgumentRule) -> String? {
        if rule.keywords.contains(text) { return nil }
        let number: Double
        switch rule.kind {
        case .none: return "a tag takes no argument"
        case .any, .text: return nil
        case .payload: return "`\(text)` is text, not an interpolated value of the registration's own type"
        case .color:
            if text.hasPrefix("#") { return RGBA(hex: text) == nil ? "`\(text)` is not a hex colour" : nil }
            if theme.colors[text] != nil { return nil }
            if context.nativeColorNames, NativeColor.bracketNames.contains(text) { return nil }
            return "colour `\(text)` is not in the theme"
        case .number:
            guard let value = ArgumentScalar.read(text, units: ["": 1]) else { return "`\(text)` is not a number" }
            number = value
        case .points:
            guard let value = ArgumentScalar.read(text, units: ["": 1, "pt": 1, "px": 1]) else { return "`\(text)` is not a length in points" }
            number = value
        case .degrees:
            guard let value = ArgumentScalar.read(text, units: ["": 1, "deg": 1, "rad": 180 / .pi]) else { return "`\(text)` is not an angle" }
            number = value
        case .seconds:
            guard let value = ArgumentScalar.read(text, units: ["": 0.001, "ms": 0.001, "s": 1]) else { return "`\(text)` is not a duration" }
            number = value
        }
        if let minimum = rule.minimum {
            if rule.exclusiveMinimum ? number <= minimum : number < minimum {
                return rule.exclusiveMinimum ? "it must be above \(BracketUtilities.formatted(minimum))" : "it must be ≥ \(BracketUtilities.formatted(minimum))"
            }
        }
        return nil
    }

    /// The classes a registered utility returns for the bracket class `name` besides the field it
    /// sets (theme files: `classes`, `values`), to expand like a named class; nil for none.
    func utilityOutput(_ token: ClassToken, in list: ClassList) -> String? {
        guard case .arbitrary(let value) = token.value else { return nil }
        let prefix = list.root(of: token)
        guard registeredModifier(prefix) == nil, let registration = registeredUtility(prefix), !registration.output.isEmpty else { return nil }
        var parts: [String] = []
        if !value.isDynamic, let returned = registration.output.values[list.decodedText(value.bodyRange)] { parts.append(returned) }
        if let classes = registration.output.classes { parts.append(classes) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The registration a class names: the tag itself, or the prefix of `prefix-[…]`.
    func registrationName(of name: String) -> String {
        if registeredModifier(name) != nil { return name }
        if let open = name.range(of: "-[") { return String(name[..<open.lowerBound]) }
        return name
    }

    /// The unsupported-target error of a text, image or shape registration used where `.tw` is not
    /// applied directly to that view (reference §2.5); nil when the target fits or is not known.
    func targetProblem(_ registration: ModifierRegistration) -> CatalogError? {
        guard registration.target != .view, context.targetIsKnown, context.target != .animation, context.target.rawValue != registration.target.rawValue else {
            return nil
        }
        return CatalogError.unsupportedTarget(registration.name, target: registration.target.rawValue)
    }

    /// Why a registration's inactive default fails its own argument rule (reference §12.1: then
    /// every use fails, `Unknown swiftcn class: tilt-[5]`); nil when it has none or it fits.
    func defaultProblem(_ registration: ModifierRegistration) -> String? {
        guard let text = registration.defaultArgument, registration.argument.kind != .none, registration.argument.kind != .color || !text.isEmpty else {
            return nil
        }
        // A colour default such as `clear` names a SwiftUI colour, not a theme token.
        if registration.argument.kind == .color, NativeColor.bracketNames.contains(text) || text == "clear" { return nil }
        return check(text, against: registration.argument).map { "default `\(text)`: \($0)" }
    }

    /// The component scope that installs `name`, when none is in effect here: `cn-tint` outside
    /// `.cnControlUtilities()` (reference §7.2).
    func installingScope(of name: String) -> ComponentScope? {
        guard storage.scopedNames.mayContain(name) else { return nil }
        return scope(installing: name)
    }

    /// ``installingScope(of:)`` with the name's UTF-8 bytes for the filter.
    @inline(__always)
    func installingScope(of name: String, bytes: UnsafeBufferPointer<UInt8>) -> ComponentScope? {
        guard storage.scopedNames.mayContain(bytes) else { return nil }
        return scope(installing: name)
    }

    private func scope(installing name: String) -> ComponentScope? {
        // The first such scope in key order, found without sorting the keys: this runs for every
        // class the catalog reads.
        var first: (key: String, scope: ComponentScope)?
        for (key, scope) in theme.scopes where scope.modifiers.contains(where: { $0.name == name }) {
            if first.map({ key < $0.key }) ?? true { first = (key, scope) }
        }
        return first?.scope
    }
}

/// swiftcn's `TWArgument` scalar reading (swiftcn `Argument.swift`): an optional sign, ASCII
/// digits and `.`, then one of the unit suffixes, multiplied by the unit's factor; finite only.
enum ArgumentScalar {
    static func read(_ raw: String, units: [String: Double]) -> Double? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let unit = units.keys.filter { !$0.isEmpty }.sorted { $0.count > $1.count }.first { text.hasSuffix($0) } ?? ""
        guard let multiplier = units[unit] else { return nil }
        let digits = unit.isEmpty ? text : String(text.dropLast(unit.count))
        let unsigned = digits.first == "-" || digits.first == "+" ? String(digits.dropFirst()) : digits
        guard !unsigned.isEmpty, unsigned.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let number = Double(digits), (number * multiplier).isFinite
        else { return nil }
        return number * multiplier
    }
}
