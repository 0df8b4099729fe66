import TWSyntax

/// The utilities swiftcn knows, and what each class writes (reference §2.3, §3).
///
/// `interpret` follows swiftcn's lookup order: registered exact tags, `group`, `shared-[...]`,
/// fixed keywords, bracket utilities, then keyword families; the first family that matches
/// decides, and a family that matches but rejects the value does not fall through. Named classes
/// are looked up before this, by the expander (reference §2.2).
public struct Catalog: Sendable {
    /// The theme and context in one reference, so that the per-token helpers
    /// (`KeywordUtilities`, `BracketUtilities`) copy one pointer rather than every collection
    /// of both.
    final class Storage: Sendable {
        let theme: Theme
        let context: ResolutionContext
        /// The modifier names the theme's component scopes install, to skip the scope search
        /// for every other class.
        let scopedNames: NameFilter
        /// The theme's tokens by bytes, for ``KeywordFastPath``.
        let tokens: ThemeTokens
        /// The named classes in effect (the context's over the theme's), for the expander.
        let named: NamedClasses

        init(theme: Theme, context: ResolutionContext) {
            self.theme = theme
            self.context = context
            let index = theme.index.contents(for: theme)
            scopedNames = index.scoped
            tokens = theme.tokenIndex.tokens(for: theme)
            named = NamedClasses(theme: theme, context: context, names: index.named)
        }

        /// True when this box was made for `context` (compared in place, not copied out).
        func holds(_ context: ResolutionContext) -> Bool {
            self.context == context
        }
    }

    /// The theme and context, shared with the ``ResolutionBuilder`` of the same resolution.
    private(set) var storage: Storage

    public var theme: Theme {
        get { storage.theme }
        set { storage = Storage(theme: newValue, context: storage.context) }
    }

    public var context: ResolutionContext {
        get { storage.context }
        set { storage = Storage(theme: storage.theme, context: newValue) }
    }

    public init(theme: Theme, context: ResolutionContext) {
        storage = Storage(theme: theme, context: context)
    }

    /// A catalog reading the theme and context of `storage`, without copying them.
    init(storage: Storage) {
        self.storage = storage
    }

    /// What a well-formed token's class name writes, or why swiftcn rejects it.
    /// Tokens with syntax issues must not be passed here.
    public func interpret(_ token: ClassToken, in list: ClassList) -> Result<[Assignment], CatalogError> {
        interpret(token, named: list.name(of: token), in: list)
    }

    /// ``interpret(_:in:)`` with the token's class name already read (`list.name(of: token)`).
    func interpret(_ token: ClassToken, named name: String, in list: ClassList) -> Result<[Assignment], CatalogError> {
        if let registered = registeredTag(name) { return registered }
        // The name's bytes, read once for every test below; in place for a native
        // string, else from a contiguous copy.
        if let result = name.utf8.withContiguousStorageIfAvailable({ interpret(token, named: name, bytes: $0, in: list) }) { return result }
        var utf8 = name
        return utf8.withUTF8 { interpret(token, named: name, bytes: $0, in: list) }
    }

    /// ``interpret(_:named:in:)`` after the registered tags, with the name's UTF-8 bytes. An
    /// ASCII name is compared by its bytes, which for ASCII is the `String` comparison; any other
    /// name takes the `String` comparisons.
    private func interpret(_ token: ClassToken, named name: String, bytes: UnsafeBufferPointer<UInt8>, in list: ClassList) -> Result<[Assignment], CatalogError>
    {
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        if !isASCII || bytes.first == UInt8(ascii: "g") {
            if isASCII ? bytes.equals("group") : name == "group" { return .success([Assignment(.group, .keyword(""))]) }
            if isASCII ? bytes.starts(with: "group/") : name.hasPrefix("group/") {
                let group = name.dropFirst("group/".count)
                // An ASCII name's group is its bytes after `group/`.
                let groupBytes = UnsafeBufferPointer(rebasing: bytes[min(6, bytes.count)...])
                guard isASCII ? !groupBytes.isEmpty && groupBytes.allSatisfy(Identifier.isCharacter) : Identifier.isValid(group.utf8) else {
                    return .failure(CatalogError(.invalidArgument, "a group name is one identifier of ASCII letters, digits, `-`, `_` and `.`"))
                }
                return .success([Assignment(.group, .keyword(String(group)))])
            }
        }
        if case .arbitrary(let value) = token.value, let typed = typedArgument(value, list: list) {
            let prefix = list.root(of: token)
            return typed.flatMap { interpretTyped(token, prefix: prefix, argument: $0, list: list) }
                .mapError { suggestingBracketPrefix($0, of: token, named: name, prefix: prefix) }
        }
        if case .arbitrary(let value) = token.value, Self.bytes(of: token.rootRange, in: list, equal: "shared") {
            return shared(token, value, list)
        }
        if isASCII {
            if CatalogTables.fixedKeywordNames.mayContain(bytes), let fixed = CatalogTables.fixedKeywordTable.lookUp(bytes) { return .success(fixed.value) }
        } else if CatalogTables.fixedKeywordNames.mayContain(name), let fixed = CatalogTables.fixedKeywords[name] {
            return .success(fixed)
        }
        if case .arbitrary(let value) = token.value {
            let prefix = list.root(of: token)
            if let registered = registeredBracket(prefix: prefix, value: value, list: list) { return registered }
            if let scope = installingScope(of: prefix) { return .failure(Self.outOfScope(prefix, scope)) }
            return BracketUtilities(catalog: self).interpret(prefix: prefix, value: value, list: list)
                .mapError { suggestingBracketPrefix($0, of: token, named: name, prefix: prefix) }
        }
        if let scope = installingScope(of: name, bytes: bytes) { return .failure(Self.outOfScope(name, scope)) }
        if token.modifierRange != nil {
            return .failure(
                CatalogError(
                    .opacityModifier, "Tailwind modifiers such as `/50` are not supported; use `opacity-50`, or a colour with alpha such as `bg-[#rrggbbaa]`"))
        }
        // The common successes from the bytes; every other name, and every rejection, by the
        // general reading.
        if isASCII, let assignments = KeywordFastPath(catalog: self).interpret(bytes) { return .success(assignments) }
        return KeywordUtilities(catalog: self).interpret(name)
    }

    /// `prefix-[…]` where no utility takes a bracket argument: "did you mean" among the bracket
    /// prefixes (``ClassVocabulary/bracketPrefixes``), spelled as the whole class
    /// (`glass-tint-[red]`), repairing the prefix alone so that the argument stays as written.
    private func suggestingBracketPrefix(_ error: CatalogError, of token: ClassToken, named name: String, prefix: String) -> CatalogError {
        guard error == CatalogError.notBracketUtility(prefix), token.rootRange.start == token.nameRange.start, name.hasPrefix(prefix) else { return error }
        let rest = name.dropFirst(prefix.count)
        let answer = SuggestionMemo.answer(for: prefix, .bracketPrefix, theme: theme, context: context)
        let suggestion = answer.suggestion
        return error.suggesting(suggestion?.map { $0 + rest }) { _ in suggestion?.only.map { CatalogError.Correction(range: token.rootRange, replacement: $0) }
        }.noting(answer.note)
    }

    /// A component-scoped class used outside its scope (reference §7.2).
    static func outOfScope(_ name: String, _ scope: ComponentScope) -> CatalogError {
        CatalogError(
            .componentScope,
            "`\(name)` is installed only by `\(scope.call)`: apply it to this view or to a view that contains it (swiftcn components do this themselves)")
    }

    /// True when the bytes of `range` are exactly `literal` (no `String` is created).
    static func bytes(of range: ByteRange, in list: ClassList, equal literal: StaticString) -> Bool {
        guard range.start >= 0, range.end <= list.utf8.count, range.end - range.start == literal.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        var offset = 0
        for index in range.start..<range.end {
            guard list.utf8[index] == expected[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// `shared-[id]` and `shared-[id]/group` (reference §2.3 item 3).
    private func shared(_ token: ClassToken, _ value: ArbitraryValue, _ list: ClassList) -> Result<[Assignment], CatalogError> {
        var assignments: [Assignment] = []
        if value.isDynamic {
            assignments.append(Assignment(.sharedID, .dynamic))
        } else {
            let id = list.text(value.bodyRange)
            guard Identifier.isValid(id.utf8) else {
                return .failure(CatalogError(.invalidArgument, "the shared-element id `\(id)` must be ASCII letters, digits, `-`, `_` and `.`"))
            }
            assignments.append(Assignment(.sharedID, .keyword(id)))
        }
        if let group = token.modifierRange {
            assignments.append(Assignment(.sharedGroup, .keyword(list.text(group))))
        } else {
            assignments.append(Assignment(.sharedGroup, .cleared))
        }
        return .success(assignments)
    }

    // MARK: Colours

    /// A colour word of a keyword class: aliases first, then a registered token (reference §3.3).
    /// `name` is the whole class (`border-brnd`), for the "did you mean" of a misspelt colour.
    func keywordColor(_ word: String, in name: String? = nil) -> Result<ColorReference, CatalogError> {
        let token = CatalogTables.colorAliasNames.mayContain(word) ? CatalogTables.colorAliases[word] ?? word : word
        if theme.colors[token] != nil { return .success(.token(token)) }
        return .failure(unknownColor(word, in: name))
    }

    /// The colour `word` is not a token: "did you mean" among the tokens and aliases, spelled as
    /// the whole class `name` of a keyword class (repairing the name), or as the token alone inside
    /// brackets (repairing `valueRange`, the bracket value's bytes, when given).
    func unknownColor(_ word: String, in name: String? = nil, at valueRange: ByteRange? = nil) -> CatalogError {
        let tokens = theme.colors.keys.sorted()
        let spell: (String) -> String = { candidate in
            name.map { $0.hasSuffix(word) ? String($0.dropLast(word.count)) + candidate : candidate } ?? candidate
        }
        let suggestion = word.utf8.count >= 3 ? Suggestion(word, among: tokens + CatalogTables.colorAliases.keys)?.map(spell) : nil
        var error = CatalogError(.unknownColor, "colour `\(word)` is not in the theme").suggesting(suggestion) { spelled in
            if name != nil { return .init(replacement: spelled) }
            return valueRange.map { .init(range: $0, replacement: spelled) }
        }
        error.reason += " (tokens: \(tokens.joined(separator: ", ")))"
        return error
    }

    /// Spacing units to points with the theme in effect at expansion (reference §14).
    func points(fromUnits units: Double) -> Double? {
        let value = units * theme.spacingUnit
        return value.isFinite ? value : nil
    }
}
