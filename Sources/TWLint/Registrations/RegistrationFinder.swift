import Foundation
import TWResolve
import TWSyntax

/// Reads a scanned file's registrations: `TWGlobalRules(named:utilities:
/// modifiers:animations:)`, `rules.named[…] = …` and its siblings (also `$0.…` in `.twRules { }`),
/// theme token names, and the scope modifiers of ``Theme/scopes``.
///
/// Scopes: a registration inside the argument or closure of `.twRules(…)` reaches the receiver
/// of that call (a subtree), except in a file that declares a `WindowGroup`, where it is the
/// app's; every other registration is global, as `TWGlobalRules` handed to the app is.
struct RegistrationFinder {
    private var reader: SinkFinder
    private let path: String
    private let scopeNames: Set<String>
    private let theme: Theme
    private var result = DiscoveredRegistrations()
    /// `.twRules` calls of the file: the tokens of their argument or closure, and their receiver.
    private var ruleScopes: [(tokens: ClosedRange<Int>, span: SourceSpan)] = []
    private var isAppFile = false
    /// Token positions of the bodies of functions named after a theme scope (`cnControlUtilities`).
    private var scopeDefinitions: [ClosedRange<Int>] = []

    init(file: ScannedFile, path: String, theme: Theme) {
        reader = SinkFinder(stream: file.tokens, source: file.source, configuration: ScannerConfiguration())
        reader.level = TokenLevel(stream: file.tokens, range: 0..<file.tokens.tokens.count)
        self.path = path
        scopeNames = Set(theme.scopes.keys)
        self.theme = theme
    }

    /// Everything `file` registers.
    static func registrations(in file: ScannedFile, path: String, theme: Theme) -> DiscoveredRegistrations {
        // Most files register nothing: a byte search for the words a registration needs skips
        // the token walk for them.
        let bytes = file.source.bytes
        // Scope names other than swiftcn's `…Utilities` are not pre-checked.
        let mayUseScope = theme.scopes.isEmpty ? false
            : theme.scopes.keys.allSatisfy({ $0.hasSuffix("Utilities") }) ? bytes.withUnsafeBufferPointer(mayInstallScope) : true
        guard mayUseScope || bytes.withUnsafeBufferPointer(mayRegister) else { return DiscoveredRegistrations() }
        return walking(file, path: path, theme: theme)
    }

    /// ``registrations(in:path:theme:)`` without the byte search: every token of the file.
    static func walking(_ file: ScannedFile, path: String, theme: Theme) -> DiscoveredRegistrations {
        var finder = RegistrationFinder(file: file, path: path, theme: theme)
        finder.run()
        return finder.result
    }

    /// Words without which a file registers nothing.
    /// Whether a file may register anything: a search of its bytes for `TW` (TWGlobalRules,
    /// TWColor, TWRadius, TWShadow, TWText) and for a subscript after a word ending in `d` or `s`:
    /// `named[`, `utilities[`, `modifiers[`, `animations[` register; any other such subscript
    /// (`items[id]`, common in app code) matters only inside `.twRules`, where ``add(member:key:keyPosition:value:)``
    /// records the subtree even for a member it does not read, so it lets the file through only
    /// when the file says `twRules`.
    static func mayRegister(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if ByteSearch.anyPosition(of: UInt8(ascii: "W"), in: bytes, where: { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "T") }) { return true }
        var otherSubscript = false
        let registers = ByteSearch.anyPosition(of: UInt8(ascii: "["), in: bytes) { index in
            guard index > 0, bytes[index - 1] == UInt8(ascii: "s") || bytes[index - 1] == UInt8(ascii: "d") else { return false }
            if registrationMembers.contains(where: { bytes.hasSuffix($0, endingAt: index) }) { return true }
            otherSubscript = true
            return false
        }
        return registers || (otherSubscript && ByteSearch.contains(Array("twRules".utf8), in: bytes))
    }

    /// The members whose subscripts register (``add(member:key:keyPosition:value:)``).
    private static let registrationMembers = ["named", "utilities", "modifiers", "animations"].map { Array($0.utf8) }

    /// Whether a file may apply a scope modifier such as `.cnControlUtilities()`: `Utilities(`.
    private static func mayInstallScope(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(Array("Utilities(".utf8), in: bytes)
    }

    private mutating func run() {
        let count = reader.level.count
        for p in 0..<count where reader.kind(p) == .identifier {
            if reader.isIdentifier(p, "WindowGroup") { isAppFile = true }
            if reader.kind(p - 1) == .dot, reader.isIdentifier(p, "twRules"), let body = callBody(after: p) {
                ruleScopes.append((body, receiverSpan(dot: p - 1)))
            }
            if reader.isIdentifier(p, "func"), reader.kind(p + 1) == .identifier, scopeNames.contains(reader.text(p + 1)),
               let open = (p + 2..<min(p + 64, count)).first(where: { reader.kind($0) == .leftBrace }), reader.match(open) > open {
                scopeDefinitions.append(open...reader.match(open))
            }
        }
        for p in 0..<count where reader.kind(p) == .identifier {
            inspect(p)
        }
    }

    /// The argument list or trailing closure after the name at `p`, as token positions.
    private func callBody(after p: Int) -> ClosedRange<Int>? {
        guard let kind = reader.kind(p + 1), kind == .leftParen || kind == .leftBrace else { return nil }
        let close = reader.match(p + 1)
        guard close > p + 1 else { return nil }
        var end = close
        // `.twRules(x) { … }` does not occur; `.twRules { … }` and `.twRules(x)` do.
        if kind == .leftParen, reader.kind(close + 1) == .leftBrace, reader.match(close + 1) > close + 1 { end = reader.match(close + 1) }
        return (p + 1)...end
    }

    private mutating func inspect(_ p: Int) {
        let afterDot = reader.kind(p - 1) == .dot
        if afterDot, reader.kind(p + 1) == .leftParen, reader.kind(p + 2) == .rightParen {
            let name = reader.text(p)
            if scopeNames.contains(name) {
                result.scopeInstalls.append(.init(scope: name, span: receiverSpan(dot: p - 1)))
                return
            }
        }
        if !afterDot, reader.kind(p + 1) == .leftParen, reader.match(p + 1) > p + 1 {
            if reader.isIdentifier(p, "TWGlobalRules") { return readGlobalRules(p) }
            let tokenType = reader.text(p)
            if tokenType.hasPrefix("TW"), let name = firstStringArgument(p + 1) {
                switch tokenType {
                case "TWColor": result.colors.insert(name)
                case "TWRadius": result.radii.insert(name)
                case "TWShadow": result.shadows.insert(name)
                case "TWText": result.typography.insert(name)
                default: break
                }
            }
        }
        // `rules.named["x"] = …`, `$0.utilities["x"] = …`, `rules.modifiers["x"] = …`.
        if afterDot, reader.kind(p + 1) == .leftBracket {
            let close = reader.match(p + 1)
            guard close == p + 3, reader.kind(p + 2) == .stringLiteral, reader.isOperator(close + 1, "="),
                  let key = reader.concatenation(p + 2..<p + 3) else { return }
            let value = close + 2..<reader.statementEnd(from: close + 2)
            guard !value.isEmpty else { return }
            add(member: reader.text(p), key: key.string, keyPosition: p + 2, value: value)
        }
    }

    private func firstStringArgument(_ paren: Int) -> String? {
        guard let first = reader.arguments(paren).first, first.label == nil, first.value.count == 1 else { return nil }
        return reader.concatenation(first.value)?.string
    }

    private mutating func readGlobalRules(_ p: Int) {
        for argument in reader.arguments(p + 1) {
            guard let label = argument.label, reader.kind(argument.value.lowerBound) == .leftBracket else { continue }
            let member = reader.text(label)
            for entry in dictionaryEntries(argument.value) {
                add(member: member, key: entry.key, keyPosition: entry.keyPosition, value: entry.value)
            }
        }
    }

    private mutating func add(member: String, key: String, keyPosition: Int, value: Range<Int>) {
        guard let scope = scope(at: keyPosition) else { return }
        let origin = RegistrationOrigin.swift(file: path, line: reader.source.location(ofByte: reader.range(keyPosition).start).line)
        var subtree: SiteRegistrations?
        if case .subtree(let span) = scope { subtree = result.subtrees[span] ?? SiteRegistrations() }
        switch member {
        case "named":
            var recipe = recipe(value)
            recipe.origin = origin
            recipe.scope = scope
            if subtree != nil { subtree!.named[key] = recipe } else if result.named[key] == nil { result.named[key] = recipe }
        case "utilities":
            let values = reader.enumeratedReturns(ofUtility: value) ?? [:]
            let output = UtilityOutput(classes: values.isEmpty ? reader.returnedClasses(ofUtility: value) : nil, values: values)
            let utility = UtilityRegistration(name: key, argument: ArgumentRule(kind: reader.accessorKind(in: value)), output: output,
                                              scope: scope, origin: origin)
            if subtree != nil { subtree!.utilities[key] = utility } else if result.utilities[key] == nil { result.utilities[key] = utility }
        case "modifiers":
            var registration = modifier(key, value)
            registration.scope = scope
            registration.origin = origin
            if subtree != nil { subtree!.modifiers[key] = registration } else if result.modifiers[key] == nil { result.modifiers[key] = registration }
        case "animations":
            let fixed = reader.isIdentifier(value.lowerBound, "TWAnimation") && reader.kind(value.lowerBound + 1) == .leftParen
            let animation = AnimationRegistration(name: key, kind: fixed ? .fixed : .factory, scope: scope, origin: origin)
            if subtree != nil { subtree!.animations.insert(key) } else if result.animations[key] == nil { result.animations[key] = animation }
        default:
            break
        }
        if case .subtree(let span) = scope, let subtree { result.subtrees[span] = subtree }
    }

    /// A named class's value: a string, `.classes("…")`, or `TWStyle(…)` whose string arguments
    /// are read and whose typed pieces make the recipe partial; anything else is partial and empty.
    private func recipe(_ value: Range<Int>) -> Recipe {
        if let literal = reader.concatenation(value) {
            guard !literal.dynamicRanges.isEmpty else { return Recipe(classes: literal.string) }
            // A class holding an interpolation is only known at run time: keep the others.
            let known = literal.string.split(whereSeparator: \.isWhitespace).filter { !$0.contains("<value>") }
            return Recipe(classes: known.joined(separator: " "), isPartial: true)
        }
        var lo = value.lowerBound
        if reader.kind(lo) == .dot { lo += 1 }
        if reader.isIdentifier(lo, "TWStyle"), reader.kind(lo + 1) == .dot { lo += 2 }
        let isCall = reader.kind(lo + 1) == .leftParen && reader.match(lo + 1) == value.upperBound - 1
        if isCall, reader.isIdentifier(lo, "classes") || reader.isIdentifier(lo, "TWStyle") {
            var strings: [String] = []
            var partial = false
            for argument in reader.arguments(lo + 1) {
                if argument.label == nil, let literal = reader.concatenation(argument.value), literal.dynamicRanges.isEmpty {
                    strings.append(literal.string)
                } else if argument.label == nil, let typed = typedPiece(argument.value) {
                    strings.append(typed)
                } else {
                    partial = true
                }
            }
            return Recipe(classes: strings.joined(separator: " "), isPartial: partial)
        }
        return Recipe(classes: "", isPartial: true)
    }

    /// `.p(3)`, `.bg(.primary)`, `.primaryButton`, `TWStyle.defaultStyle(for: "card")`: the
    /// classes of one typed piece of a `TWStyle(…)`, or nil when it cannot be read.
    private func typedPiece(_ value: Range<Int>) -> String? {
        var lo = value.lowerBound
        if reader.isIdentifier(lo, "TWStyle"), reader.kind(lo + 1) == .dot {
            // `TWStyle.defaultStyle(for: "card")` is the built-in recipe itself.
            if reader.isIdentifier(lo + 2, "defaultStyle"), reader.kind(lo + 3) == .leftParen,
               let name = reader.arguments(lo + 3).first.flatMap({ reader.concatenation($0.value) })?.string, reader.match(lo + 3) == value.upperBound - 1 {
                return theme.named[name]?.classes
            }
            lo += 1
        }
        guard reader.kind(lo) == .dot, reader.kind(lo + 1) == .identifier else { return nil }
        let member = reader.text(lo + 1)
        if lo + 2 == value.upperBound { return TypedStyleReader.classes(member: member, argument: nil) }
        guard reader.kind(lo + 2) == .leftParen, reader.match(lo + 2) == value.upperBound - 1 else { return nil }
        let arguments = reader.arguments(lo + 2)
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        let text = arguments[0].value.map(reader.text).joined()
        return TypedStyleReader.classes(member: member, argument: text)
    }

    /// `.argument(default:order:conflictKey:phase:…) { … }`, `.view { … }`, `.text { … }`, … or a
    /// reference to a registration declared elsewhere (then any argument: the form is not known).
    private func modifier(_ name: String, _ value: Range<Int>) -> ModifierRegistration {
        var lo = value.lowerBound
        if reader.isIdentifier(lo, "TWNativeUtility"), reader.kind(lo + 1) == .dot { lo += 1 }
        guard reader.kind(lo) == .dot, reader.kind(lo + 1) == .identifier else {
            return ModifierRegistration(name: name, argument: .any)
        }
        let form = reader.text(lo + 1)
        let target: ModifierTarget = form.hasPrefix("text") ? .text : form.hasPrefix("image") ? .image : form.hasPrefix("shape") ? .shape : .view
        var registration = ModifierRegistration(name: name, target: target)
        switch form {
        case "view", "modifier", "text", "image", "shape":
            registration.argument = .tag
        case "argument", "value", "textValue", "imageValue", "shapeValue":
            registration.argument = ArgumentRule(kind: reader.modifierArgumentKind(form: form, paren: reader.kind(lo + 2) == .leftParen ? lo + 2 : nil, value: value))
        default:
            registration.argument = .any
        }
        if reader.kind(lo + 2) == .leftParen {
            for argument in reader.arguments(lo + 2) {
                guard let label = argument.label else { continue }
                switch reader.text(label) {
                case "order":
                    if let number = Int(argument.value.map(reader.text).joined()) { registration.order = number }
                case "conflictKey":
                    registration.conflictKey = reader.concatenation(argument.value)?.string
                case "default":
                    registration.defaultArgument = reader.concatenation(argument.value)?.string
                case "phase":
                    if let last = argument.value.last, let phase = ModifierPhase(rawValue: reader.text(last)), target == .view { registration.phase = phase }
                default:
                    break
                }
            }
        }
        return registration
    }

    /// Where a registration at token `p` applies; nil for the body of a theme scope modifier
    /// (`func cnControlUtilities() -> some View { twRules { … } }` in swiftcn itself), which the
    /// theme's `scopes` already describe.
    private func scope(at p: Int) -> RegistrationScope? {
        for body in scopeDefinitions where body.contains(p) { return nil }
        guard !isAppFile else { return .global }
        for rules in ruleScopes where rules.tokens.contains(p) { return .subtree(rules.span) }
        return .global
    }

    /// The receiver of the modifier whose dot is at `dot`: back over member accesses, calls,
    /// subscripts and trailing closures to the chain's base expression.
    private func receiverSpan(dot: Int) -> SourceSpan {
        var p = dot - 1
        var start = dot
        while p >= 0 {
            if let kind = reader.kind(p), kind == .rightParen || kind == .rightBracket || kind == .rightBrace, reader.match(p) >= 0 {
                start = reader.match(p)
                p = start - 1
                continue
            }
            guard let kind = reader.kind(p), [.identifier, .backtickIdentifier, .stringLiteral, .number].contains(kind) else { break }
            start = p
            if reader.kind(p - 1) == .dot { p -= 2; continue }
            break
        }
        let end = dot > 0 ? reader.range(dot - 1).end : reader.range(dot).start
        return SourceSpan(file: path, start: reader.range(min(start, dot)).start, end: end)
    }

    /// The entries `"key": value` of a dictionary literal at `range`.
    private func dictionaryEntries(_ range: Range<Int>) -> [(key: String, keyPosition: Int, value: Range<Int>)] {
        let open = range.lowerBound
        guard reader.kind(open) == .leftBracket, reader.match(open) == range.upperBound - 1 else { return [] }
        let close = range.upperBound - 1
        var entries: [(String, Int, Range<Int>)] = []
        var start = open + 1
        var p = start
        while p <= close {
            if p == close || reader.kind(p) == .comma {
                if p > start + 2, reader.kind(start) == .stringLiteral, reader.kind(start + 1) == .colon,
                   let key = reader.concatenation(start..<start + 1) {
                    entries.append((key.string, start, start + 2..<p))
                }
                start = p + 1
            } else if let kind = reader.kind(p), kind == .leftParen || kind == .leftBracket || kind == .leftBrace, reader.match(p) > p {
                p = reader.match(p)
            }
            p += 1
        }
        return entries
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes just before `end` are `word`.
    func hasSuffix(_ word: [UInt8], endingAt end: Int) -> Bool {
        guard end >= word.count else { return false }
        for offset in 0..<word.count where self[end - word.count + offset] != word[offset] { return false }
        return true
    }
}
