import Foundation
import TWResolve
import TWSyntax

/// Reads a scanned file's registrations: `TWGlobalRules(named:utilities:
/// modifiers:animations:)`, `rules.named[…] = …` and its siblings (also `$0.…` in `.twRules { }`),
/// theme token names, and the scope modifiers of ``Theme/scopes``.
///
/// Scopes, as swiftcn applies them: a registration inside the argument or closure of
/// `.twRules(…)` or `.twTheme(…)` reaches the receiver of that call (a subtree), except in a file
/// that declares a `WindowGroup`, where it is the app's. One made inside an argument labelled
/// `rules:`, `theme:` or `globalRules:` (`TWStyle.parse(…, rules: TWGlobalRules(…))`,
/// `TWStyleResolver.resolve(…, globalRules:)`) reaches that call only.
/// One held by a local `let`/`var` (`var theme = TWTheme.standard; theme.colors[…] = …`) reaches
/// where that variable goes: the calls it is passed to with one of those labels, the receivers of
/// `.twRules(name)`/`.twTheme(name)`, the function holding a `TWStyleResolver(…)` built with it;
/// when it goes anywhere else (returned, stored), it is global. Every other registration is
/// global, as `TWGlobalRules` handed to the app is.
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
    /// The file's functions by name, with their bodies, and the positions of its `.twRules` and
    /// `.twTheme` calls: a helper of the file that installs what it is handed is known by them.
    private var functionBodies: [String: [ClosedRange<Int>]] = [:]
    private var installCalls: [Int] = []
    /// The `{` of every type body (`struct`, `class`, `enum`, `extension`, …): a brace that is not
    /// one of these holds code, whose `let`s are local.
    private var typeBodies: Set<Int> = []
    /// The bodies of `extension TWGlobalRules { … }`, where `Self(named:)` and `.init(named:)` are
    /// rules (`static var app: TWGlobalRules { Self(named: […]) }`).
    private var rulesExtensions: [ClosedRange<Int>] = []
    /// ``flow(at:depth:)`` per statement start, for files with many registrations in one literal.
    private var flowMemo: [Int: Placement] = [:]
    /// ``firstDeclaration(of:in:before:)``'s searches: how far each block was read for a name.
    /// ``enclosingOpener(_:)``'s answers by token position.
    private let openers = OpenerMemo()
    private var declarationSearches: [DeclarationSearchKey: (scannedTo: Int, found: Int?)] = [:]
    /// Per local variable (the position of its declared name): the span of the statements that
    /// register on it (`rules.named["a"] = "b"`), from the first to the last, found once.
    private var registeringStatements: [Int: SourceSpan?] = [:]

    /// Where a registration applies.
    enum Placement: Equatable {
        /// Every view of the package.
        case global
        /// The views and calls inside these spans of the file.
        case spans([SourceSpan])
    }

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
        let mayUseScope =
            theme.scopes.isEmpty
            ? false
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
    /// when the file says `twRules`. Rules given inline as `.twRules(.init(named: […]))` may
    /// name no `TW` type at all.
    static func mayRegister(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if ByteSearch.anyPosition(of: UInt8(ascii: "W"), in: bytes, where: { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "T") }) { return true }
        if ByteSearch.contains(Array("twRules(.init(".utf8), in: bytes) { return true }
        // `.twTheme(customTheme)` may name no `TW` type and still replace the scale.
        if ByteSearch.contains(Array("twTheme(".utf8), in: bytes) { return true }
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
            || contentScopeComponents.keys.contains { ByteSearch.contains(Array($0.utf8), in: bytes) }
    }

    /// swiftcn's components whose body applies a scope modifier to the content they are given,
    /// so the caller's content closure is in that scope: `CNTabs` (`TabView(selection:) { content }
    /// .tw(cn("tabs", classes)).cnControlUtilities()`, Sources/SwiftCN/Navigation.swift), `CNChart`
    /// (`Chart { content }.tw(cn("chart", classes)).cnControlUtilities()`, Chart.swift) and `CNKbd`
    /// (`content.tw(cn("kbd", classes)).cnTextUtilities()`, ComponentParts.swift), and the
    /// toggles `CNToggle`, `CNSwitch` and `CNCheckbox`, whose label is the toggle's (`Toggle(isOn:
    /// $isOn) { label }.toggleStyle(…).cnControlUtilities()`, SelectionControls.swift). Each styles
    /// its own `classes` inside that scope too.
    static let contentScopeComponents: [String: String] = [
        "CNTabs": "cnControlUtilities", "CNChart": "cnControlUtilities", "CNKbd": "cnTextUtilities",
        "CNToggle": "cnControlUtilities", "CNSwitch": "cnControlUtilities", "CNCheckbox": "cnControlUtilities",
    ]

    private mutating func run() {
        let count = reader.level.count
        for p in 0..<count where reader.kind(p) == .identifier {
            if reader.isIdentifier(p, "WindowGroup") { isAppFile = true }
            if reader.kind(p - 1) == .dot, reader.isIdentifier(p, "twRules") || reader.isIdentifier(p, "twTheme"), let body = callBody(after: p) {
                let span = receiverSpan(dot: p - 1)
                ruleScopes.append((body, span))
                result.viewSubtrees.insert(span)
            }
            if let (name, close) = reader.typeDeclaration(at: p), reader.match(close) >= 0 {
                typeBodies.insert(reader.match(close))
                if name == "TWGlobalRules", reader.isIdentifier(p, "extension") { rulesExtensions.append(reader.match(close)...close) }
            }
            if reader.kind(p - 1) == .dot, reader.isIdentifier(p, "twRules") || reader.isIdentifier(p, "twTheme") { installCalls.append(p) }
            if reader.isIdentifier(p, "func"), reader.kind(p + 1) == .identifier,
                let open = (p + 2..<min(p + 64, count)).first(where: { reader.kind($0) == .leftBrace }), reader.match(open) > open
            {
                let name = reader.text(p + 1)
                if scopeNames.contains(name) { scopeDefinitions.append(open...reader.match(open)) }
                functionBodies[name, default: []].append(open...reader.match(open))
            }
        }
        for p in 0..<count where reader.kind(p) == .identifier {
            inspect(p)
        }
        forwardContentScopes()
    }

    /// A view type whose body applies a scope modifier, `.twRules` or `.twTheme` to an expression
    /// holding its `content` (`VStack { content }.cnTextUtilities()`, `content().twRules { … }`)
    /// puts the content its callers pass in that scope, as SwiftUI's environment does: the
    /// trailing closure (or the arguments, for `content:`) of each call of that type in this
    /// file, and of each call of swiftcn's ``contentScopeComponents``, gets it.
    private mutating func forwardContentScopes() {
        let count = reader.level.count
        var types: [(name: String, range: ClosedRange<Int>)] = []
        var filePrivate: Set<String> = []
        var contentUses: [Int] = []
        for p in 0..<count where reader.kind(p) == .identifier {
            if let declared = reader.typeDeclaration(at: p), let name = declared.0, declared.1 > p {
                types.append((name, reader.range(p).start...reader.range(declared.1).end))
                // `private struct`, `fileprivate final class`: seen only in this file.
                var modifier = p - 1
                while modifier >= 0, p - modifier <= 4, reader.kind(modifier) == .identifier {
                    if reader.isIdentifier(modifier, "private") || reader.isIdentifier(modifier, "fileprivate") { filePrivate.insert(name) }
                    modifier -= 1
                }
            }
            if reader.isIdentifier(p, "content"), reader.kind(p + 1) != .colon,
                reader.kind(p - 1) != .dot || reader.isIdentifier(p - 2, "self"),
                !(reader.isIdentifier(p - 1, "var") || reader.isIdentifier(p - 1, "let"))
            {
                contentUses.append(reader.range(p).start)
            }
        }
        func forwardingType(_ span: SourceSpan) -> String? {
            guard contentUses.contains(where: { span.start <= $0 && $0 < span.end }) else { return nil }
            return types.filter { $0.range.contains(span.start) && $0.range.contains(span.end) }.min { $0.range.count < $1.range.count }?.name
        }
        var scopes: [String: [String]] = [:]
        for (name, scope) in Self.contentScopeComponents where scopeNames.contains(scope) { scopes[name, default: []].append(scope) }
        var additions: [String: [SiteRegistrations]] = [:]
        for install in result.scopeInstalls { if let type = forwardingType(install.span) { scopes[type, default: []].append(install.scope) } }
        for span in result.viewSubtrees {
            if let found = result.subtrees[span], let type = forwardingType(span) { additions[type, default: []].append(found) }
        }
        // The file's own forwarding views reach their callers in other files too.
        for (name, list) in scopes where Self.contentScopeComponents[name] == nil && !filePrivate.contains(name) {
            result.contentForwarders[name, default: .init()].scopes = list
        }
        for (name, list) in additions where !filePrivate.contains(name) {
            result.contentForwarders[name, default: .init()].additions = list.dropFirst().reduce(list[0]) { $0.merging($1) }
        }
        guard !scopes.isEmpty || !additions.isEmpty else { return }
        for p in 0..<count where reader.kind(p) == .identifier && reader.kind(p - 1) != .dot {
            let name = reader.text(p)
            guard scopes[name] != nil || additions[name] != nil, let kind = reader.kind(p + 1), kind == .leftParen || kind == .leftBrace,
                reader.match(p + 1) > p + 1, reader.typeDeclaration(at: p - 1) == nil
            else { continue }
            var open = p + 1
            if kind == .leftParen, reader.kind(reader.match(open) + 1) == .leftBrace, reader.match(reader.match(open) + 1) > reader.match(open) + 1 {
                open = reader.match(open) + 1
            }
            let span = SourceSpan(file: path, start: reader.range(open).start, end: reader.range(reader.match(open)).end)
            for scope in scopes[name] ?? [] { result.scopeInstalls.append(.init(scope: scope, span: span)) }
            for found in additions[name] ?? [] {
                result.subtrees[span] = (result.subtrees[span] ?? SiteRegistrations()).merging(found)
                result.viewSubtrees.insert(span)
            }
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
                if isAppFile, !scopeDefinitions.contains(where: { $0.contains(p) }) {
                    // Installed around the app's scenes: every view of the package.
                    for modifier in theme.scopes[name]?.modifiers ?? [] where result.modifiers[modifier.name] == nil && theme.modifiers[modifier.name] == nil {
                        result.modifiers[modifier.name] = modifier
                    }
                } else {
                    result.scopeInstalls.append(.init(scope: name, span: receiverSpan(dot: p - 1)))
                }
                return
            }
        }
        if isScaleChange(p, afterDot: afterDot) { markScale(at: p) }
        // `.twTheme(customTheme)`: a theme read from elsewhere may have any scale. A local is
        // followed from where it is built instead (`let theme = TWTheme(spacingUnit: 5)`).
        if afterDot, reader.isIdentifier(p, "twTheme"), reader.kind(p + 1) == .leftParen, !isAppFile, let value = reader.arguments(p + 1).first?.value,
            !value.isEmpty, !(reader.isIdentifier(value.lowerBound, "TWTheme") && reader.kind(value.lowerBound + 1) == .leftParen),
            !isStandardTheme(value),
            !(value.count == 1 && reader.kind(value.lowerBound) == .identifier && localDeclaration(named: reader.text(value.lowerBound), before: p) != nil)
        {
            let span = receiverSpan(dot: p - 1)
            result.subtrees[span, default: SiteRegistrations()].replacesScale = true
        }
        // `.twRules(.init(animations: […]))`, as swiftcn's Catalog writes it.
        if afterDot, reader.isIdentifier(p, "init"), reader.kind(p + 1) == .leftParen, reader.match(p + 1) > p + 1,
            reader.kind(p - 2) == .leftParen, reader.isIdentifier(p - 3, "twRules")
        {
            return readGlobalRules(p)
        }
        if isRulesInitialiser(p, afterDot: afterDot) { return readGlobalRules(p) }
        if !afterDot, reader.kind(p + 1) == .leftParen, reader.match(p + 1) > p + 1 {
            if reader.isIdentifier(p, "TWGlobalRules") { return readGlobalRules(p) }
            let tokenType = reader.text(p)
            if tokenType.hasPrefix("TW"), ["TWColor", "TWRadius", "TWShadow", "TWText"].contains(tokenType), let name = firstStringArgument(p + 1) {
                addToken(tokenType, name, at: p)
            }
        }
        // `rules.named["x"] = …`, `$0.utilities["x"] = …`, `rules.modifiers["x"] = …`.
        if afterDot, reader.kind(p + 1) == .leftBracket {
            let close = reader.match(p + 1)
            guard close == p + 3, reader.kind(p + 2) == .stringLiteral, reader.isOperator(close + 1, "="),
                let key = reader.concatenation(p + 2..<p + 3)
            else { return }
            let value = close + 2..<reader.statementEnd(from: close + 2)
            guard !value.isEmpty else { return }
            add(member: reader.text(p), key: key.string, keyPosition: p + 2, value: value)
        }
    }

    /// `TWTheme(spacingUnit: 5)`, `TWTheme(radii: […])`, `theme.spacingUnit = 5`,
    /// `theme.radii[.lg] = 10`: a theme whose scale is not the linted theme's.
    private func isScaleChange(_ p: Int, afterDot: Bool) -> Bool {
        if !afterDot, reader.isIdentifier(p, "TWTheme"), reader.kind(p + 1) == .leftParen, reader.match(p + 1) > p + 1 {
            return reader.arguments(p + 1).contains { argument in
                argument.label.map { reader.isIdentifier($0, "spacingUnit") || reader.isIdentifier($0, "radii") } ?? false
            }
        }
        guard afterDot, reader.isIdentifier(p, "spacingUnit") || reader.isIdentifier(p, "radii") else { return false }
        var after = p + 1
        if reader.kind(after) == .leftBracket, reader.match(after) > after { after = reader.match(after) + 1 }
        return reader.isOperator(after, "=")
    }

    /// `.standard` or `TWTheme.standard`.
    private func isStandardTheme(_ value: Range<Int>) -> Bool {
        let texts = value.map(reader.text)
        return texts == [".", "standard"] || texts == ["TWTheme", ".", "standard"]
    }

    /// Records that a theme with a scale of its own reaches where the value made at `p` goes.
    private mutating func markScale(at p: Int) {
        guard case .spans(let spans) = placement(at: p) else { return }
        for span in spans { result.subtrees[span, default: SiteRegistrations()].replacesScale = true }
    }

    private func firstStringArgument(_ paren: Int) -> String? {
        guard let first = reader.arguments(paren).first, first.label == nil, first.value.count == 1 else { return nil }
        return reader.concatenation(first.value)?.string
    }

    /// `Self(named: …)`, `self.init(…)` or `.init(…)` inside `extension TWGlobalRules { … }`,
    /// `TWGlobalRules.init(…)`, and `.init(…)` where a `TWGlobalRules` is declared
    /// (`let rules: TWGlobalRules = .init(named: …)`, `var app: TWGlobalRules { .init(…) }`).
    private func isRulesInitialiser(_ p: Int, afterDot: Bool) -> Bool {
        guard reader.kind(p + 1) == .leftParen, reader.match(p + 1) > p + 1 else { return false }
        let inExtension = !rulesExtensions.isEmpty && rulesExtensions.contains { $0.contains(p) }
        if !afterDot { return inExtension && reader.isIdentifier(p, "Self") }
        guard reader.isIdentifier(p, "init") else { return false }
        if reader.isIdentifier(p - 2, "TWGlobalRules") || (inExtension && (reader.isIdentifier(p - 2, "Self") || reader.isIdentifier(p - 2, "self"))) {
            return true
        }
        // A leading dot: the type comes from the declaration around it.
        guard let before = reader.kind(p - 2), before != .identifier, before != .rightParen, before != .rightBracket, before != .rightBrace else {
            return false
        }
        if inExtension { return true }
        // `: TWGlobalRules = .init(`, `: TWGlobalRules { .init(`, `-> TWGlobalRules { return .init(`.
        var q = p - 2
        if reader.isIdentifier(q, "return") { q -= 1 }
        guard reader.isOperator(q, "=") || reader.kind(q) == .leftBrace else { return false }
        return reader.isIdentifier(q - 1, "TWGlobalRules")
    }

    private mutating func readGlobalRules(_ p: Int) {
        for argument in reader.arguments(p + 1) {
            guard let label = argument.label else { continue }
            let member = reader.text(label)
            guard reader.kind(argument.value.lowerBound) == .leftBracket else {
                // `TWGlobalRules(named: appNamed)`: a dictionary constant of this file.
                if let literal = constantDictionary(argument.value) {
                    for entry in dictionaryEntries(literal) {
                        add(member: member, key: entry.key, keyPosition: entry.keyPosition, value: entry.value, placedAt: p)
                    }
                }
                continue
            }
            for entry in dictionaryEntries(argument.value) {
                add(member: member, key: entry.key, keyPosition: entry.keyPosition, value: entry.value)
            }
        }
    }

    /// The dictionary literal held by the constant an argument names (`appNamed`,
    /// `Self.appNamed`, `Styles.named`): the value of a `let` or `var` of that name declared in
    /// this file (`static let appNamed: [String: TWStyle] = ["card": "p-4"]`).
    private func constantDictionary(_ value: Range<Int>) -> Range<Int>? {
        guard let last = value.last, reader.kind(last) == .identifier else { return nil }
        var q = value.lowerBound
        while q < last {
            guard reader.kind(q) == .identifier, reader.kind(q + 1) == .dot else { return nil }
            q += 2
        }
        let name = reader.text(last)
        for d in 0..<reader.level.count - 1 where reader.kind(d + 1) == .identifier && reader.text(d + 1) == name {
            guard reader.isIdentifier(d, "let") || reader.isIdentifier(d, "var") else { continue }
            var e = d + 2
            if reader.kind(e) == .colon {
                // Past the type annotation to `=`.
                while e < reader.level.count, !reader.isOperator(e, "=") {
                    if let kind = reader.kind(e), kind == .leftBracket || kind == .leftParen, reader.match(e) > e { e = reader.match(e) }
                    if reader.kind(e) == .leftBrace || reader.kind(e) == .semicolon { break }
                    e += 1
                }
            }
            guard reader.isOperator(e, "="), reader.kind(e + 1) == .leftBracket, reader.match(e + 1) > e + 1 else { continue }
            return (e + 1)..<(reader.match(e + 1) + 1)
        }
        return nil
    }

    /// A theme token name (`TWColor("brand")`) in the scope of the registration around it.
    private mutating func addToken(_ type: String, _ name: String, at p: Int) {
        guard let placement = placement(at: p) else { return }
        func insert(_ set: inout Set<String>) { set.insert(name) }
        switch placement {
        case .global:
            switch type {
            case "TWColor": insert(&result.colors)
            case "TWRadius": insert(&result.radii)
            case "TWShadow": insert(&result.shadows)
            default: insert(&result.typography)
            }
        case .spans(let spans):
            for span in spans {
                var subtree = result.subtrees[span] ?? SiteRegistrations()
                switch type {
                case "TWColor": insert(&subtree.colors)
                case "TWRadius": insert(&subtree.radii)
                case "TWShadow": insert(&subtree.shadows)
                default: insert(&subtree.typography)
                }
                result.subtrees[span] = subtree
            }
        }
    }

    /// `placedAt`: where the registration is made when its entry is written elsewhere (the call
    /// that hands a dictionary constant to `named:`).
    private mutating func add(member: String, key: String, keyPosition: Int, value: Range<Int>, placedAt: Int? = nil) {
        guard let placement = placement(at: placedAt ?? keyPosition) else { return }
        switch placement {
        case .global: add(member: member, key: key, keyPosition: keyPosition, value: value, scope: .global)
        case .spans(let spans):
            for span in spans { add(member: member, key: key, keyPosition: keyPosition, value: value, scope: .subtree(span)) }
        }
    }

    private mutating func add(member: String, key: String, keyPosition: Int, value: Range<Int>, scope: RegistrationScope) {
        let origin = RegistrationOrigin.swift(file: path, line: reader.source.location(ofByte: reader.range(keyPosition).start).line)
        var subtree: SiteRegistrations?
        // Taken out while it grows, so that adding to a large subtree does not copy it each time.
        if case .subtree(let span) = scope { subtree = result.subtrees.removeValue(forKey: span) ?? SiteRegistrations() }
        switch member {
        case "named":
            var recipe = recipe(value)
            recipe.origin = origin
            recipe.scope = scope
            if subtree != nil { subtree!.named[key] = recipe } else if result.named[key] == nil { result.named[key] = recipe }
        case "utilities":
            let values = reader.enumeratedReturns(ofUtility: value) ?? [:]
            let output = UtilityOutput(classes: values.isEmpty ? reader.returnedClasses(ofUtility: value) : nil, values: values)
            let utility = UtilityRegistration(
                name: key, argument: ArgumentRule(kind: reader.accessorKind(in: value)), output: output,
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
                let name = reader.arguments(lo + 3).first.flatMap({ reader.concatenation($0.value) })?.string, reader.match(lo + 3) == value.upperBound - 1
            {
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
            registration.argument = ArgumentRule(
                kind: reader.modifierArgumentKind(form: form, paren: reader.kind(lo + 2) == .leftParen ? lo + 2 : nil, value: value))
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
    private mutating func placement(at p: Int) -> Placement? {
        for body in scopeDefinitions where body.contains(p) { return nil }
        if let rules = ruleScopes.last(where: { $0.tokens.contains(p) }) {
            guard !isAppFile else { return .global }
            // The rules' own text too: a named class given there (`.twRules(.init(named:
            // ["photo-motion": "resize …"], modifiers: ["resize": …]))`) is checked with them.
            let own = SourceSpan(file: path, start: reader.range(rules.tokens.lowerBound).start, end: reader.range(rules.tokens.upperBound).end)
            return .spans([rules.span, own])
        }
        return flow(at: p, depth: 0)
    }

    /// Where the value made at token `p` goes (see the type's documentation): up through the
    /// calls and literals around it to its statement, then, for a local variable, to each use.
    private mutating func flow(at p: Int, depth: Int) -> Placement {
        guard depth < 4 else { return .global }
        var outer = p
        while let opener = enclosingOpener(outer), reader.kind(opener) != .leftBrace {
            if reader.kind(opener) == .leftParen, reader.kind(opener - 1) == .identifier {
                let callee = reader.text(opener - 1)
                if reader.kind(opener - 2) == .dot, callee == "twRules" || callee == "twTheme" {
                    guard !isAppFile else { return .global }
                    let span = receiverSpan(dot: opener - 2)
                    result.viewSubtrees.insert(span)
                    return .spans([span])
                }
                if callee == "TWStyleResolver" {
                    // The resolver is used by the code around it.
                    return codeBlock(around: opener).map { .spans([blockSpan($0)]) } ?? .global
                }
                let argument = reader.arguments(opener).first(where: { $0.value.contains(outer) })
                let isRulesLabel =
                    argument?.label.map {
                        reader.isIdentifier($0, "rules") || reader.isIdentifier($0, "theme") || reader.isIdentifier($0, "globalRules")
                    } ?? false
                // A local handed as it is to any call (`check(rules)`, `render(view, with: theme)`)
                // reaches that call as a `rules:` argument does: the helper may parse or install
                // it for what the call gives it, and nothing else is known to see it.
                let isHandedLocal = depth > 0 && outer == p && argument?.value == p..<p + 1 && callee != "TWGlobalRules" && callee != "TWTheme"
                // A helper of this file that installs rules in its body may install these for
                // views written anywhere: where they end up is not known.
                if isHandedLocal, !isRulesLabel, installsRules(callee) { return .global }
                if isRulesLabel || isHandedLocal {
                    var spans = [callSpan(opener)]
                    // A view handed a theme or rules (`PreviewHost(theme: theme) { Card() }`) may
                    // install them for its body: its type and the types inside are reached too.
                    if callee.first?.isUppercase == true, !callee.hasPrefix("TW") {
                        result.viewSubtrees.insert(spans[0])
                    }
                    var visited: Set<Int> = []
                    addSources(ofLocalsIn: opener + 1..<reader.match(opener), before: opener, depth: 0, into: &spans, visited: &visited)
                    return .spans(spans)
                }
            }
            outer = opener
        }
        let start = statementStart(outer)
        if let known = flowMemo[start] { return known }
        let placement = statementFlow(start, depth: depth)
        flowMemo[start] = placement
        return placement
    }

    /// True when the file declares a function named `name` whose body calls `.twRules` or
    /// `.twTheme`.
    private func installsRules(_ name: String) -> Bool {
        guard let bodies = functionBodies[name] else { return false }
        return installCalls.contains { call in bodies.contains { $0.contains(call) } }
    }

    /// Where the value of the statement at `start` goes: a local `let`/`var` it declares or
    /// mutates (`theme.colors[…] = …`) goes to every use of that variable.
    private mutating func statementFlow(_ start: Int, depth: Int) -> Placement {
        var name = start
        let declares = reader.isIdentifier(start, "let") || reader.isIdentifier(start, "var")
        // `_ = rules`: discarded, it reaches nothing.
        if reader.isIdentifier(start, "_"), reader.isOperator(start + 1, "=") { return .spans([]) }
        if declares {
            name = start + 1
        } else {
            guard reader.kind(start) == .identifier, reader.kind(start + 1) == .dot, reader.kind(start + 2) == .identifier else { return .global }
            var afterMember = start + 3
            if reader.kind(afterMember) == .leftBracket, reader.match(afterMember) > afterMember { afterMember = reader.match(afterMember) + 1 }
            guard reader.isOperator(afterMember, "=") else { return .global }
        }
        guard reader.kind(name) == .identifier else { return .global }
        let variable = reader.text(name)
        // The block that declares it, searched outwards through code (never a type's members).
        var declaration: (block: Int, name: Int)?
        var block = codeBlock(around: start)
        if declares { declaration = block.map { ($0, name) } }
        while declaration == nil, let current = block {
            if let found = firstDeclaration(of: variable, in: current, before: start) {
                declaration = (current, found + 1)
            } else {
                block = codeBlock(around: current)
            }
        }
        guard let declaration else { return .global }
        let end = reader.match(declaration.block)
        guard end > declaration.name else { return .global }
        // The statement itself: a named class's value there (`TWGlobalRules(named: ["x":
        // "animate-settle"], animations: ["settle": …])`) is checked with what it registers.
        let statementEnd = max(reader.statementEnd(from: start), start + 1)
        var spans = [SourceSpan(file: path, start: reader.range(start).start, end: reader.range(statementEnd - 1).end)]
        for use in declaration.name + 1..<end where reader.kind(use) == .identifier && reader.text(use) == variable {
            if reader.kind(use - 1) == .dot || reader.kind(use + 1) == .dot { continue }
            // An argument label (`theme: theme`) or a reassignment.
            if reader.kind(use + 1) == .colon, let before = reader.kind(use - 1), before == .leftParen || before == .comma { continue }
            if reader.isOperator(use + 1, "=") { continue }
            if reader.isIdentifier(use - 1, "let") || reader.isIdentifier(use - 1, "var") { break }
            switch flow(at: use, depth: depth + 1) {
            case .global: return .global
            case .spans(let found): spans += found
            }
        }
        // The named classes registered on the same variable are checked with its registrations:
        // `rules.named["a"] = "b"` then `rules.named["b"] = "p-1"` makes `b` valid in the first.
        // One span for all of them (not one per statement inside it), so that their class sites
        // share one set of registrations.
        if spans.count > 1, let registering = registeringSpan(of: variable, declaredAt: declaration.name, end: end) {
            if registering.contains(spans[0]) { spans[0] = registering } else { spans.append(registering) }
        }
        // Used nowhere: it reaches nothing beyond its own block.
        return .spans(spans.count == 1 ? [blockSpan(declaration.block)] : spans)
    }

    /// The span from the first to the last statement of the block that registers on the local
    /// `variable` declared at `name` (`variable.named[…] = …`, `variable.utilities[…] = …`),
    /// before token `end`; nil when there are none.
    private mutating func registeringSpan(of variable: String, declaredAt name: Int, end: Int) -> SourceSpan? {
        if let known = registeringStatements[name] { return known }
        var first: Int?, last: Int?
        var use = name + 1
        while use < end {
            defer { use += 1 }
            guard reader.kind(use) == .identifier, reader.kind(use - 1) != .dot, reader.kind(use + 1) == .dot, reader.kind(use + 3) == .leftBracket,
                reader.text(use) == variable
            else { continue }
            if reader.isIdentifier(use - 1, "let") || reader.isIdentifier(use - 1, "var") { break }
            guard Self.registrationMembers.contains(where: { reader.text(use + 2).utf8.elementsEqual($0) }) else { continue }
            let statementEnd = max(reader.statementEnd(from: use), use + 1)
            if first == nil { first = use }
            last = statementEnd - 1
            use = statementEnd - 1
        }
        let span = first.flatMap { first in
            last.map { SourceSpan(file: path, start: reader.range(first).start, end: reader.range($0).end) }
        }
        registeringStatements[name] = span
        return span
    }

    /// The first `let`/`var` declaring `variable` in the block opened at `block`, before token
    /// `end`. Remembered per block and name, so the many statements of one block that mutate a
    /// parameter (`rules.named["c1"] = …` 20,000 times) scan the block once, not once each.
    private mutating func firstDeclaration(of variable: String, in block: Int, before end: Int) -> Int? {
        let key = DeclarationSearchKey(block: block, variable: variable)
        var searched = declarationSearches[key] ?? (scannedTo: block + 1, found: nil)
        if let found = searched.found { return found < end ? found : nil }
        if searched.scannedTo < end {
            searched.found = (searched.scannedTo..<end).first(where: {
                (reader.isIdentifier($0, "let") || reader.isIdentifier($0, "var")) && reader.kind($0 + 1) == .identifier && reader.text($0 + 1) == variable
            })
            searched.scannedTo = end
            declarationSearches[key] = searched
        }
        return searched.found
    }

    private struct DeclarationSearchKey: Hashable {
        var block: Int
        var variable: String
    }

    /// The declarations of the local variables named in `range` (the arguments of a call that
    /// receives rules), and of those their values name: a class string built before the call
    /// (`let shared: TWClasses = "payload-[…]"`, `for classes in [composed, …]`) reaches it.
    private func addSources(ofLocalsIn range: Range<Int>, before use: Int, depth: Int, into spans: inout [SourceSpan], visited: inout Set<Int>) {
        guard depth < 4, !range.isEmpty else { return }
        var p = range.lowerBound
        while p < range.upperBound {
            defer { p += 1 }
            guard reader.kind(p) == .identifier, reader.kind(p - 1) != .dot else { continue }
            if reader.kind(p + 1) == .colon, let before = reader.kind(p - 1), before == .leftParen || before == .comma { continue }
            guard let declaration = localDeclaration(named: reader.text(p), before: use), visited.insert(declaration.keyword).inserted else { continue }
            spans.append(SourceSpan(file: path, start: reader.range(declaration.keyword).start, end: reader.range(declaration.end - 1).end))
            addSources(ofLocalsIn: declaration.keyword + 2..<declaration.end, before: declaration.keyword, depth: depth + 1, into: &spans, visited: &visited)
        }
    }

    /// The nearest `let`/`var`/`for` declaring `name` before `use`, in the code blocks around it:
    /// its keyword and the end of the declaration (a loop's, its sequence).
    private func localDeclaration(named name: String, before use: Int) -> (keyword: Int, end: Int)? {
        var block = codeBlock(around: use)
        while let current = block {
            for q in stride(from: use - 2, to: current, by: -1) where reader.kind(q + 1) == .identifier {
                let keyword = reader.isIdentifier(q, "let") || reader.isIdentifier(q, "var") || reader.isIdentifier(q, "for")
                guard keyword, reader.text(q + 1) == name else { continue }
                if reader.isIdentifier(q, "for") {
                    var end = q + 2
                    while end < use, reader.kind(end) != .leftBrace {
                        if let kind = reader.kind(end), kind == .leftParen || kind == .leftBracket, reader.match(end) > end { end = reader.match(end) }
                        end += 1
                    }
                    return (q, end)
                }
                return (q, max(reader.statementEnd(from: q), q + 2))
            }
            block = codeBlock(around: current)
        }
        return nil
    }

    /// The innermost `(`, `[` or `{` that encloses token `p`.
    private func enclosingOpener(_ p: Int) -> Int? {
        // Every position the scan passes at `p`'s level has the same answer; remembering them
        // makes the scans of one long block (20,000 `rules.named[…] =` statements) linear.
        var passed: [Int] = []
        var answer: Int?
        defer { for q in passed { openers.set(q + 1, answer) } }
        var q = p - 1
        while q >= 0 {
            if let known = openers.get(q + 1) {
                answer = known
                return answer
            }
            passed.append(q)
            guard let kind = reader.kind(q) else { return nil }
            switch kind {
            case .rightParen, .rightBracket, .rightBrace:
                let open = reader.match(q)
                q = open >= 0 && open < q ? open - 1 : q - 1
            case .leftParen, .leftBracket, .leftBrace:
                if reader.match(q) > p || reader.match(q) < 0 {
                    answer = q
                    return answer
                }
                q -= 1
            default:
                q -= 1
            }
        }
        return nil
    }

    /// The `{` of the innermost code block (not a type body) around `p`, nil at the top level or
    /// among a type's members.
    private func codeBlock(around p: Int) -> Int? {
        var q = p
        while let opener = enclosingOpener(q) {
            if reader.kind(opener) == .leftBrace { return typeBodies.contains(opener) ? nil : opener }
            q = opener
        }
        return nil
    }

    /// The first token of the statement holding `p` (at `p`'s nesting level).
    private func statementStart(_ p: Int) -> Int {
        var s = p
        while s > 0 {
            if reader.token(s).flags.contains(.newlineBefore), let here = reader.kind(s), let before = reader.kind(s - 1),
                !SinkFinder.continuesExpression(here), !SinkFinder.continuesExpression(before)
            {
                break
            }
            guard let before = reader.kind(s - 1) else { break }
            switch before {
            case .semicolon, .comma, .leftBrace, .leftParen, .leftBracket:
                return s
            case .rightParen, .rightBracket, .rightBrace:
                let open = reader.match(s - 1)
                s = open >= 0 && open < s - 1 ? open : s - 1
            default:
                s -= 1
            }
        }
        return s
    }

    /// A call from the start of its callee (`TWStyle.parse`, where the class site starts) through
    /// its arguments and trailing closure, from its `(`.
    private func callSpan(_ paren: Int) -> SourceSpan {
        var end = reader.match(paren)
        if reader.kind(end + 1) == .leftBrace, reader.match(end + 1) > end + 1 { end = reader.match(end + 1) }
        var start = paren
        var q = paren - 1
        while q >= 0, let kind = reader.kind(q), kind == .identifier || kind == .backtickIdentifier {
            start = q
            guard reader.kind(q - 1) == .dot, let before = reader.kind(q - 2), before == .identifier || before == .backtickIdentifier else { break }
            q -= 2
        }
        return SourceSpan(file: path, start: reader.range(start).start, end: reader.range(end).end)
    }

    /// A block's braces and what is between them.
    private func blockSpan(_ brace: Int) -> SourceSpan {
        SourceSpan(file: path, start: reader.range(brace).start, end: reader.range(max(brace, reader.match(brace))).end)
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
                    let key = reader.concatenation(start..<start + 1)
                {
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

/// ``RegistrationFinder``'s remembered enclosing openers: per token position, unknown, none, or
/// the opener's position. A class, so the finder's non-mutating readers can fill it.
private final class OpenerMemo {
    private var answers: [Int: Int] = [:]

    /// The remembered answer at `position`: nil when unknown, `.some(nil)` when there is no opener.
    func get(_ position: Int) -> Int?? {
        guard let stored = answers[position] else { return nil }
        return stored < 0 ? .some(nil) : .some(stored)
    }

    func set(_ position: Int, _ opener: Int?) { answers[position] = opener ?? -1 }
}
