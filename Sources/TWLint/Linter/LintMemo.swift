import Foundation
import TWResolve
import TWSyntax

/// Results of the resolver and validator shared by every file of a run, so that a class string
/// written many times in a project (the common case: an app's styles repeat) is expanded,
/// resolved and validated once per context.
///
/// Valid only for one set of named classes: ``Linter`` uses it for files whose named classes
/// equal the first file's (in a project run, every file sees the project's named classes) and
/// resolves directly for the others. Thread-safe; bounded (CLOCK eviction, ``ClockCache``).
final class LintMemo: @unchecked Sendable {
    struct Key: Hashable {
        enum Operation: UInt8 { case resolve, resolveLenient, expand, validate }
        var operation: Operation
        var text: String
        var dynamicRanges: [ByteRange]
        /// The context without ``ResolutionContext/named`` (fixed for the memo).
        var context: ResolutionContext

        /// Hashes the text and the context's scalar settings only: the collections in a context
        /// (states, group states, animations, modifiers) rarely tell keys apart within a run, and
        /// hashing them would be a tenth of the linter's time. Equality still compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(operation)
            hasher.combine(text)
            hasher.combine(dynamicRanges.count)
            context.hashScalarSettings(into: &hasher)
        }
    }

    typealias Expansion = (rules: [ExpandedRule], problems: [ResolvedDiagnostic], uncheckable: [RuleOrigin])

    private let lock = NSLock()
    private var named: [String: Recipe]?
    private let resolutions: ClockCache<Key, Resolution>
    private let expansions: ClockCache<Key, Expansion>
    private let validations: ClockCache<Key, [ClassValidator.TokenResult]>
    /// Run-time findings of the site checks per site key (see ``SiteFinding``).
    private let sites: ClockCache<SiteMemoKey, [SiteFinding]>

    init(capacity: Int = 50_000) {
        resolutions = ClockCache(capacity: capacity)
        expansions = ClockCache(capacity: capacity)
        validations = ClockCache(capacity: capacity)
        sites = ClockCache(capacity: capacity)
    }

    /// The site checks' findings for a site key, computed on a miss.
    func siteFindings(_ key: SiteMemoKey, compute: () -> [SiteFinding]) -> [SiteFinding] {
        sites.value(for: key, compute: compute)
    }

    /// The number of site keys held.
    var siteCount: Int { sites.count }

    /// Whether results computed with `named` may be shared (the first caller fixes the set).
    func accepts(named candidate: [String: Recipe]) -> Bool {
        lock.withLock {
            if named == nil { named = candidate }
            return named == candidate
        }
    }

    private func key(_ operation: Key.Operation, _ text: String, _ dynamicRanges: [ByteRange], _ context: ResolutionContext) -> Key {
        var context = context
        context.named = [:]
        return Key(operation: operation, text: text, dynamicRanges: dynamicRanges, context: context)
    }

    func resolve(_ text: String, context: ResolutionContext, lenient: Bool, dynamicRanges: [ByteRange], resolver: Resolver) -> Resolution {
        resolutions.value(for: key(lenient ? .resolveLenient : .resolve, text, dynamicRanges, context)) {
            resolver.resolve(text, context: context, lenient: lenient, dynamicRanges: dynamicRanges)
        }
    }

    func expand(_ text: String, context: ResolutionContext, dynamicRanges: [ByteRange], resolver: Resolver) -> Expansion {
        expansions.value(for: key(.expand, text, dynamicRanges, context)) {
            resolver.expand(text, context: context, dynamicRanges: dynamicRanges)
        }
    }

    func validate(_ occurrence: ClassOccurrence, context: ResolutionContext, theme: Theme) -> [ClassValidator.TokenResult] {
        validations.value(for: key(.validate, occurrence.value.string, occurrence.value.dynamicRanges, context)) {
            ClassValidator(theme: theme, context: context).validate(occurrence.classList)
        }
    }
}

/// One ``LintMemo`` per set of scoped registrations: the class sites that one subtree, call or
/// view type reaches share results across files as sites without registrations do. Thread-safe;
/// at most ``limit`` sets are kept (the sites of others are checked without a memo), each memo
/// small: a package whose subtrees reach many types through different paths has hundreds of sets.
final class ScopedMemos: @unchecked Sendable {
    static let limit = 4_096
    private let lock = NSLock()
    private var memos: [SiteRegistrations: LintMemo] = [:]

    /// The memo of `registrations`, made on first use; nil beyond ``limit``.
    func memo(for registrations: SiteRegistrations) -> LintMemo? {
        lock.withLock {
            if let memo = memos[registrations] { return memo }
            guard memos.count < Self.limit else { return nil }
            let memo = LintMemo(capacity: 1_024)
            memos[registrations] = memo
            return memo
        }
    }
}
