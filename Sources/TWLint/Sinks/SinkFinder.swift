import TWResolve
import TWSyntax

/// Finds the class sinks of one file in its token stream, level by level.
///
/// ```
/// Text(":)").tw(cn("p-[13]", mood == ")" ? "text-[18]" : nil, "bogus"))
///            ^^ sink     ^^^^^^            ^^^^^^^^^^^         ^^^^^^^   class strings
///      ^^^^ not a sink              ^^^ a ternary condition, not a class string
/// ```
/// Each level (the file, then every interpolation) is read on its own, so a `.tw` inside an
/// interpolation is found too and brackets of one level never pair with another's.
struct SinkFinder {
    let stream: SwiftTokenStream
    let bytes: [UInt8]
    let source: SourceText
    let extraSinks: [[UInt8]]
    /// ``ScannerConfiguration/sharedHelpers``.
    let sharedHelpers: Set<String>
    /// Configured `Name.label` sinks (`CNBadge.classes`): only the argument with that label.
    let labelledSinks: [(name: [UInt8], label: String)]
    /// Functions and initialisers with class parameters; nil when there are none.
    let signatures: SinkSignatureTable?
    /// Bit `b` is set when an identifier starting with byte `b` may be a sink or a fact (a quick
    /// filter before comparing names); the last word stands for every non-ASCII byte.
    let firstByteMask: (UInt64, UInt64, UInt64)
    var sites: [ClassSite] = []
    var occurrences: [ClassOccurrence] = []
    var namedClasses: [NamedClassDefinition] = []
    var surfaceIDs: [SurfaceIDFact] = []
    var glassRenderers: [GlassRendererFact] = []
    var surfaceGroups: [SurfaceGroupFact] = []
    /// The file's `import` declarations.
    var imports: [ImportFact] = []
    /// Class expressions nested deeper than ``maximumNesting``, not read.
    var unreadExpressions: [ByteRange] = []
    /// `Type.member(…)` and `Type.member` read in class expressions that no declaration of the
    /// file resolves: helpers another file may declare (``ScannerConfiguration/sharedHelpers``).
    var foreignHelperCalls: Set<String> = []
    var nextTernary = 0
    /// Token indices of `cn` calls already read as part of another sink.
    var consumedCalls: Set<Int32> = []
    /// Chain facts already computed, by the token index of a modifier's dot.
    var chainMemo: [Int32: (start: Int, index: Int)] = [:]
    var level = TokenLevel(stream: SwiftTokenStream(tokens: [], literals: [], contentStart: 0), range: 0..<0)
    /// Open `TWSurfaceGroup` bodies of the current level: (closing brace position, fact index).
    var openGroups: [(end: Int, fact: Int)] = []
    /// True while the file's own level (not an interpolation) is scanned.
    var scanningFileLevel = false
    /// The file level's declarations by name (``fileConstants()``), once built.
    var constants: [String: [ConstantDeclaration]]?
    /// The file level's `String` helpers by name (``fileHelpers()``), once built.
    var helpers: [String: [StringHelper]]?
    /// Stream indices of the names interpolated inside a class (``classFragmentNames()``), once
    /// found.
    var fragmentNames: Set<Int>?
    /// Whether the file names `TWClasses` (``namesClassesType()``), once looked for.
    var namesTWClasses: Bool?
    /// Parsed class strings shared across files, when the caller has one.
    let parseCache: ClassListCache?
    /// The file's own level, when already built (by ``findSignatures(publicOnly:)`` for the
    /// same tokens): the scan reuses it instead of building it again.
    var fileLevel: TokenLevel?

    init(stream: SwiftTokenStream, source: SourceText, configuration: ScannerConfiguration, parseCache: ClassListCache? = nil) {
        self.stream = stream
        self.parseCache = parseCache
        self.source = source
        bytes = source.bytes
        extraSinks = configuration.extraSinks.filter { !$0.contains(".") }.map { Array($0.utf8) }
        sharedHelpers = configuration.sharedHelpers
        labelledSinks = configuration.extraSinks.compactMap { entry in
            let parts = entry.split(separator: ".", maxSplits: 1)
            return parts.count == 2 ? (Array(parts[0].utf8), String(parts[1])) : nil
        }
        signatures = configuration.signatures.isEmpty ? nil : configuration.signatures
        var mask: (UInt64, UInt64, UInt64) = (0, 0, 0)
        for name in ["tw", "classes", "cn", "parse", "resolve", "named", "import", "TWClasses", "ScrollView", "List"].map({ Array($0.utf8) })
            + extraSinks + labelledSinks.map(\.name)
        {
            guard let first = name.first else { continue }
            if first >= 128 { mask.2 = 1 } else if first >= 64 { mask.1 |= 1 << UInt64(first - 64) } else { mask.0 |= 1 << UInt64(first) }
        }
        firstByteMask = mask
    }

    /// The quick filter of ``firstByteMask``.
    @inline(__always) func mayBeInteresting(_ p: Int) -> Bool {
        let r = range(p)
        if mayBeBuiltIn(bytes[r.start]) { return true }
        return signatures?.mayName(bytes[r.start], length: r.count) ?? false
    }

    @inline(__always) func mayBeBuiltIn(_ first: UInt8) -> Bool {
        if first >= 128 { return firstByteMask.2 != 0 }
        if first >= 64 { return firstByteMask.1 & (1 << UInt64(first - 64)) != 0 }
        return firstByteMask.0 & (1 << UInt64(first)) != 0
    }

    mutating func run() {
        scanLevel(0..<stream.tokens.count)
        if !sharedHelpers.isEmpty { addSharedHelperSites() }
        for literal in stream.literals {
            for interpolation in literal.interpolations { scanLevel(interpolation.tokens) }
        }
    }

    mutating func scanLevel(_ range: Range<Int>) {
        scanningFileLevel = range == 0..<stream.tokens.count
        level = scanningFileLevel ? fileLevel ?? TokenLevel(stream: stream, range: range) : TokenLevel(stream: stream, range: range)
        openGroups.removeAll()
        var p = 0
        while p < level.count {
            while let last = openGroups.last, p > last.end { openGroups.removeLast() }
            if kind(p) == .identifier, mayBeInteresting(p) { inspectIdentifier(p) }
            p += 1
        }
    }

    // MARK: Dispatch

    mutating func inspectIdentifier(_ p: Int) {
        let afterDot = kind(p - 1) == .dot
        if !afterDot, isIdentifier(p, "cn"), let end = builderCallEnd(p) {
            if consumedCalls.contains(level.indices[p]) { return }
            return addBuilderSink(p, end: end)
        }
        let callsAt = kind(p + 1) == .leftParen && match(p + 1) >= 0
        if callsAt {
            if afterDot {
                if isIdentifier(p, "tw") { return findTW(p) }
                if isIdentifier(p, "twAnimation") { return addModifierSink(.twAnimation, p) }
                if isIdentifier(p, "classes") { return addModifierSink(.classes, p) }
                if isIdentifier(p, "parse"), isIdentifier(p - 2, "TWStyle") { return addCallSink(.twStyle, p - 2, p + 1, target: declaredTarget(p + 1)) }
                // `try .parse("…")` where a `TWStyle` is expected, in a file that imports SwiftCN.
                if isIdentifier(p, "parse"), !hasReceiver(dot: p - 1), imports.contains(where: { $0.module == "SwiftCN" }) {
                    return addCallSink(.twStyle, p, p + 1, target: declaredTarget(p + 1))
                }
                if isIdentifier(p, "resolve"), isIdentifier(p - 2, "TWStyleResolver") {
                    return addCallSink(.twStyle, p - 2, p + 1, target: declaredTarget(p + 1))
                }
                // `.twRules(.init(named: […]))`: rules given inline beside the view they reach.
                if isIdentifier(p, "init"), kind(p - 2) == .leftParen, isIdentifier(p - 3, "twRules"), kind(p - 4) == .dot {
                    return addGlobalRules(p)
                }
                if isIdentifier(p, "twSurfaceID") { return addSurfaceID(p) }
                if isIdentifier(p, "twGlassRenderer") { return addGlassRenderer(p) }
            } else {
                if isIdentifier(p, "cn") {
                    if consumedCalls.contains(level.indices[p]) { return }
                    return addCallSink(.cn, p, p + 1, allArguments: true)
                }
                if isIdentifier(p, "TWClasses") { return addCallSink(.twClasses, p, p + 1) }
                // `TWStyle(.primaryButton, "p-4", …)`: every string piece is classes.
                if isIdentifier(p, "TWStyle") { return addCallSink(.twStyle, p, p + 1, allArguments: true) }
                if isIdentifier(p, "TWGlobalRules") { return addGlobalRules(p) }
            }
            if let sink = labelledSinks.first(where: { identifierEquals(p, $0.name) }) { return addLabelledSink(p, label: sink.label) }
            if let overloads = signatureOverloads(p, afterDot: afterDot) { return addSignatureCall(p, overloads) }
            if let name = extraSinks.first(where: { identifierEquals(p, $0) }) {
                return addCallSink(.custom, p, p + 1, firstStringOnly: true, callee: String(decoding: name, as: UTF8.self))
            }
        }
        if kind(p - 1) == .colon || kind(p - 1) == .leftBracket || (kind(p - 1) == .operator && text(p - 1) == "->") {
            if isIdentifier(p, "TWClasses") { return addTypedDeclaration(.twClasses, p) }
            if isIdentifier(p, "TWStyle") { return addTypedDeclaration(.twStyle, p) }
        }
        if afterDot, isIdentifier(p, "named"), kind(p + 1) == .leftBracket { return addNamedAssignment(p) }
        if scanningFileLevel, isIdentifier(p, "import") { return addImport(p) }
        if isIdentifier(p, "TWSurfaceGroup") { return addSurfaceGroup(p) }
        if isIdentifier(p, "ScrollView") || isIdentifier(p, "List"), let group = openGroups.last {
            surfaceGroups[group.fact].scrollContainers.append(range(p))
        }
    }

    // MARK: Sinks

    /// `.tw(…)`, or `.buttonStyle(.tw(…))` when the `.tw` is the whole argument of `.buttonStyle`.
    mutating func findTW(_ p: Int) {
        let isButtonStyle =
            kind(p - 2) == .leftParen && isIdentifier(p - 3, "buttonStyle") && kind(p - 4) == .dot
            && match(p - 2) == match(p + 1) + 1
        if isButtonStyle {
            addCallSink(.buttonStyle, p - 3, p - 2, modifier: modifierPosition(dot: p - 4), innerCall: p + 1)
        } else if let classes = controlStyleDefault(tw: p) {
            // `.toggleStyle(.tw(…))`: the site names its style modifier (``ClassSite/calleeName``).
            let style = text(p - 3)
            guard arguments(p + 1).first.map({ $0.label != nil }) ?? true else {
                return addCallSink(.tw, p, p + 1, callee: style)
            }
            // `.textFieldStyle(.tw())`, `.toggleStyle(.tw(base: .switch))`: swiftcn's default classes.
            let piece = Piece(value: StringLiteralValue(defaultClasses: classes, of: span(p, match(p + 1))), branches: [])
            addSite(ClassSite(kind: .tw, range: span(p, match(p + 1)), occurrences: 0..<0, modifier: nil, namedKey: nil, calleeName: style), [piece])
        } else {
            addCallSink(.tw, p, p + 1, modifier: hasReceiver(dot: p - 1) ? modifierPosition(dot: p - 1) : nil)
        }
    }

    /// The default classes of swiftcn's `.tw` style whose `.tw` at `p` is the whole argument of
    /// `.textFieldStyle(…)` (`input`), `.toggleStyle(…)` (`toggle`) or `.labelStyle(…)` (`label`);
    /// source: `ControlStyles.swift`, `TWTextFieldStyle.init(_:state:)` and its siblings.
    func controlStyleDefault(tw p: Int) -> String? {
        guard kind(p - 2) == .leftParen, kind(p - 4) == .dot, match(p - 2) == match(p + 1) + 1 else { return nil }
        if isIdentifier(p - 3, "textFieldStyle") { return "input" }
        if isIdentifier(p - 3, "toggleStyle") { return "toggle" }
        if isIdentifier(p - 3, "labelStyle") { return "label" }
        return nil
    }

    /// `cn { … }` (or `cn() { … }`) ending before `end`: the builder's expressions are one site.
    mutating func addBuilderSink(_ p: Int, end: Int) {
        var pieces: [Piece] = []
        readClassExpression(p..<end, [], &pieces)
        addSite(ClassSite(kind: .cn, range: span(p, end - 1), occurrences: 0..<0, modifier: nil, namedKey: nil, calleeName: nil), pieces)
    }

    mutating func addModifierSink(_ kind: SinkKind, _ p: Int) {
        addCallSink(kind, p, p + 1, modifier: hasReceiver(dot: p - 1) ? modifierPosition(dot: p - 1) : nil)
    }

    /// A call sink whose name is at `name` and whose `(` is at `paren`. `innerCall` is the `(` of
    /// the call whose arguments hold the strings when it differs (`.buttonStyle(.tw(…))`).
    mutating func addCallSink(
        _ kind: SinkKind, _ name: Int, _ paren: Int, allArguments: Bool = false,
        firstStringOnly: Bool = false, callee: String? = nil,
        modifier: ModifierPosition? = nil, innerCall: Int? = nil, target: ModifierTarget? = nil
    ) {
        let call = innerCall ?? paren
        let arguments = self.arguments(call)
        var pieces: [Piece] = []
        if allArguments {
            for argument in arguments { readClassExpression(argument.value, [], &pieces) }
        } else if firstStringOnly {
            for argument in arguments {
                readClassExpression(argument.value, [], &pieces)
                if !pieces.isEmpty { break }
            }
        } else if let first = arguments.first {
            readClassExpression(first.value, [], &pieces)
        }
        let end = max(match(paren), paren)
        addSite(
            ClassSite(
                kind: kind, range: span(name, end), occurrences: 0..<0, modifier: modifier, namedKey: nil, calleeName: callee,
                declaredTarget: target), pieces)
    }

    /// The `target:` argument of the call whose `(` is at `paren` (`target: .text`,
    /// `target: TWTarget.image`); nil without one or for a value the source does not spell.
    func declaredTarget(_ paren: Int) -> ModifierTarget? {
        guard let argument = arguments(paren).last(where: { $0.label.map { isIdentifier($0, "target") } ?? false }) else { return nil }
        var lo = argument.value.lowerBound
        if isIdentifier(lo, "TWTarget") { lo += 1 }
        guard kind(lo) == .dot, lo + 2 == argument.value.upperBound, kind(lo + 1) == .identifier else { return nil }
        return ModifierTarget(rawValue: text(lo + 1))
    }

    /// `let x: TWClasses = …` (also `var`, and `TWClasses?`): the value up to the end of the
    /// statement; `var x: TWClasses { … }` and `-> TWClasses { … }`: the values returned.
    mutating func addTypedDeclaration(_ kind: SinkKind, _ p: Int) {
        var e = p + 1
        if isOperator(e, "?") { e += 1 }
        // `[String: TWClasses] = [ … ]`, `[TWClasses] = [ … ]`.
        if self.kind(e) == .rightBracket { return addTypedCollection(kind, p, close: e) }
        guard self.kind(p - 1) != .leftBracket else { return }
        if self.kind(e) == .leftBrace {
            // `var classes: TWClasses { … }`, `func classes() -> TWClasses { … }`.
            var start = p
            while start > 0, start > p - 64, !(isIdentifier(start, "var") || isIdentifier(start, "func")) { start -= 1 }
            if kind == .twClasses, isIdentifier(start, "var") || isIdentifier(start, "func"), isUsedOnlyAsFragment(name: start + 1) { return }
            return addReturnedValues(kind, start: isIdentifier(start, "var") || isIdentifier(start, "func") ? start : p, brace: e)
        }
        guard self.kind(p - 1) == .colon, isOperator(e, "=") else { return }
        if kind == .twClasses, p >= 3, isIdentifier(p - 3, "let") || isIdentifier(p - 3, "var"), isUsedOnlyAsFragment(name: p - 2) { return }
        let hi = statementEnd(from: e + 1)
        guard hi > e + 1 else { return }
        var pieces: [Piece] = []
        readClassExpression(e + 1..<hi, [], &pieces)
        let start = p >= 3 && (isIdentifier(p - 3, "let") || isIdentifier(p - 3, "var")) ? p - 3 : p
        addSite(ClassSite(kind: kind, range: span(start, hi - 1), occurrences: 0..<0, modifier: nil, namedKey: nil, calleeName: nil), pieces)
    }

    /// A configured `Name.label` sink: the argument labelled `label` of a call of `Name`.
    mutating func addLabelledSink(_ p: Int, label: String) {
        var pieces: [Piece] = []
        for argument in arguments(p + 1) where argument.label.map({ text($0).trimmingBackticks == label }) ?? false {
            readClassExpression(argument.value, [], &pieces)
        }
        guard !pieces.isEmpty else { return }
        addSite(
            ClassSite(
                kind: .custom, range: span(p, match(p + 1)), occurrences: 0..<0, modifier: nil, namedKey: nil,
                calleeName: text(p) + "." + label), pieces)
    }

    /// Records a site and its strings; returns the site's index.
    @discardableResult
    mutating func addSite(_ site: ClassSite, _ pieces: [Piece]) -> Int {
        var site = site
        let siteIndex = sites.count
        let first = occurrences.count
        for piece in pieces {
            // A string over the class string limit is not parsed: the linter reports it once.
            let list =
                piece.value.utf8.count > InputLimits.classStringBytes
                ? ClassParser.parse(utf8: [], dynamicRanges: [])
                : parseCache?.parse(utf8: piece.value.utf8, dynamicRanges: piece.value.dynamicRanges)
                    ?? ClassParser.parse(utf8: piece.value.utf8, dynamicRanges: piece.value.dynamicRanges)
            occurrences.append(
                ClassOccurrence(
                    kind: site.kind, siteIndex: siteIndex, value: piece.value,
                    classList: list, branches: piece.branches, source: source))
        }
        site.occurrences = first..<occurrences.count
        sites.append(site)
        return siteIndex
    }

    /// `import M`, `@testable import M`, `@_exported import M`, `import struct M.T`: at the start
    /// of a declaration (after its attributes), followed by the module path.
    mutating func addImport(_ p: Int) {
        var q = p - 1
        var isExported = false
        while q >= 1, kind(q) == .identifier, kind(q - 1) == .at {
            if isIdentifier(q, "_exported") { isExported = true }
            q -= 2
        }
        guard q < 0 || token(q + 1).flags.contains(.newlineBefore) || kind(q) == .semicolon else { return }
        var name = p + 1
        let kinds = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
        if kind(name) == .identifier, kinds.contains(text(name)), kind(name + 1) == .identifier { name += 1 }
        guard kind(name) == .identifier, !token(name).flags.contains(.newlineBefore) else { return }
        imports.append(ImportFact(module: text(name), isExported: isExported))
    }
}
