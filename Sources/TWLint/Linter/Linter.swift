import Foundation
import TWResolve
import TWSyntax

/// Lints Swift files: finds their class strings, runs the rules, applies configuration and
/// suppressions, and gives findings in report order.
public struct Linter: Sendable {
    /// Every rule check, in the order `twlint rules` lists their rules.
    static let checks: [any LintRule] = siteChecks + [StructureRules(), NestingRule()]

    /// The checks whose findings for a site depend only on the site (``SiteKey``), in report
    /// order; ``StructureRules`` reads more of the file and runs after them.
    static let siteChecks: [any SiteRule] = [ClassValidityRule(), ConflictRules(), ButtonRules(), SurfaceRules(), CanonicalRules()]

    /// Every rule by id.
    static let descriptionsByID: [String: RuleDescription] = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0) })

    /// Rules reported by the linter itself rather than by a check.
    static let builtInRules: [RuleDescription] = [.superfluousSuppression, .invalidUTF8, .classStringTooLarge]

    /// Every rule twlint can report.
    public static let rules: [RuleDescription] = checks.flatMap { type(of: $0).descriptions } + builtInRules

    public let configuration: LintConfiguration
    /// Resolves with the theme extended by the project's global registrations.
    public let resolver: Resolver
    /// The theme as configured, before registrations found in Swift extend it.
    public let baseTheme: Theme
    /// The package's registrations, when the linter lints a package (``ProjectLinter``); nil
    /// when it lints files on their own, each with the registrations it makes itself.
    public let registrations: ProjectRegistrations?

    /// Resolutions shared by the files this linter lints (see ``LintMemo``).
    let memo = LintMemo()
    /// The same for class strings that travel on, checked inside every component scope.
    let everyScopeMemo = LintMemo()
    /// The same per set of registrations that reach part of the package (a subtree, a call).
    let scopedMemos = ScopedMemos()

    /// The linter's theme extended by each set of scoped theme tokens, shared by its files.
    let tokenThemes = TokenThemes()

    /// Parsed class strings shared by the files this linter scans.
    let parseCache = ClassListCache()

    /// Where the canonical rules keep their proofs between runs: set by ``ProjectLinter`` with a
    /// cache.
    var proofStore: ProofStore?

    /// Whether sites' findings are shared across files through ``LintMemo`` (tests turn it off
    /// to compare).
    var usesSiteMemo = true

    /// - Parameter registrations: the package's registrations, found with
    ///   ``ProjectRegistrations/discover(in:path:theme:)`` in every file before linting.
    public init(configuration: LintConfiguration, theme: Theme, registrations: ProjectRegistrations? = nil) {
        self.configuration = configuration
        self.baseTheme = theme
        self.registrations = registrations
        self.resolver = Resolver(theme: registrations?.theme(extending: theme) ?? theme)
    }

    /// Functions and initialisers whose class parameters are sinks: swiftcn's API, plus the
    /// declarations of the linted package when ``ProjectLinter`` has found them.
    public var signatures = SwiftCNSignatures.table
    /// False once ``signatures`` holds every linted file's own declarations.
    var discoversOwnSignatures = true

    /// ``ScannerConfiguration/sharedHelpers``: the package's `String` helpers used in sinks of
    /// other files, once ``ProjectLinter`` has found them.
    var sharedHelpers: Set<String> = []

    public var scannerConfiguration: ScannerConfiguration {
        var scanner = ScannerConfiguration(extraSinks: configuration.sinks, signatures: signatures, discoversOwnSignatures: discoversOwnSignatures)
        scanner.sharedHelpers = sharedHelpers
        return scanner
    }

    /// This linter reading the `String` helpers (`Type.member`) that other files of the package
    /// use in sinks, where they are declared.
    func addingSharedHelpers(_ helpers: Set<String>) -> Linter {
        var linter = self
        linter.sharedHelpers = helpers
        return linter
    }

    /// This linter with the sink declarations of a whole package added (found with
    /// ``SwiftSourceScanner/signatures(in:publicOnly:)``): files are then not searched for their own.
    public func addingPackageSignatures(_ found: [SinkSignature]) -> Linter {
        var linter = self
        linter.signatures.add(found)
        linter.discoversOwnSignatures = false
        return linter
    }

    /// The result of linting one file.
    public struct FileResult: Sendable {
        /// Findings in report order.
        public var findings: [Finding]
        /// The safe fixes of those findings, in file order, without overlaps.
        public var fixes: [SourceFix]
        /// True when the file was not linted: it uses another library's `.tw`, not swiftcn's
        /// (``SwiftCNVisibility``).
        public var isSkipped = false
    }

    /// The modules whose `.tw` is not swiftcn's: the shipped list and the configuration's.
    public var otherTwModules: Set<String> { SwiftCNVisibility.otherTwModules.union(configuration.otherTwModules) }

    /// Scans a file; invalid UTF-8 is an error value.
    public func scan(_ bytes: [UInt8]) -> Result<ScannedFile, SwiftSourceError> {
        SwiftSourceScanner.scan(bytes, configuration: scannerConfiguration, parseCache: parseCache)
    }

    /// Scans a file already tokenized.
    func scan(_ stream: SwiftTokenStream, bytes: [UInt8]) -> ScannedFile {
        scan(stream, source: SourceText(bytes: bytes))
    }

    /// ``scan(_:bytes:)`` with the file's line table already made, and its level when the
    /// caller built it reading the file's signatures.
    func scan(_ stream: SwiftTokenStream, source: SourceText, level: TokenLevel? = nil) -> ScannedFile {
        SwiftSourceScanner.scan(stream, source: source, configuration: scannerConfiguration, parseCache: parseCache, fileLevel: level)
    }

    /// The named classes a file defines with `TWGlobalRules(named:)` (values with interpolations
    /// are not readable and are left out).
    public static func namedClasses(in file: ScannedFile) -> [String: Recipe] {
        var named: [String: Recipe] = [:]
        for definition in file.namedClasses {
            guard let site = definition.siteIndex else { continue }
            let strings = file.occurrences(of: file.sites[site])
            guard strings.count == 1, let value = strings.first, value.value.dynamicRanges.isEmpty else { continue }
            named[definition.name] = Recipe(classes: value.value.string)
        }
        return named
    }

    /// Lints one file's bytes. `path` names it in findings; `named` adds named classes defined
    /// elsewhere in the project.
    public func lint(_ bytes: [UInt8], path: String, named extraNamed: [String: Recipe] = [:], moduleExportsSwiftCN: Bool = false) -> FileResult {
        switch scan(bytes) {
        case .failure(let error):
            return FileResult(findings: invalidUTF8(error, bytes: bytes, path: path), fixes: [])
        case .success(let file):
            return lint(file, path: path, named: extraNamed, moduleExportsSwiftCN: moduleExportsSwiftCN)
        }
    }

    /// Lints a scanned file. A file that imports another library with a `.tw` and not SwiftCN is
    /// skipped (``FileResult/isSkipped``); `moduleExportsSwiftCN` says its module has an
    /// `@_exported import SwiftCN`.
    ///
    /// - Parameter own: the file's registrations as it is now, when the package's were read from
    ///   an older version of it (an editor buffer, a chunk of one): its subtree and component
    ///   scopes then come from `own`, whose spans match this file.
    public func lint(
        _ file: ScannedFile, path: String, named extraNamed: [String: Recipe] = [:], own: DiscoveredRegistrations? = nil,
        moduleExportsSwiftCN: Bool = false
    ) -> FileResult {
        // One "did you mean" budget per file, unless the caller bound one (a server's analysis).
        guard SuggestionBudget.current != nil else {
            return SuggestionBudget.run { lint(file, path: path, named: extraNamed, own: own, moduleExportsSwiftCN: moduleExportsSwiftCN) }
        }
        guard SwiftCNVisibility.usesSwiftCN(file.imports, otherModules: otherTwModules, moduleExportsSwiftCN: moduleExportsSwiftCN),
            !SwiftCNVisibility.declaresOwnClassFunctions(file, moduleExportsSwiftCN: moduleExportsSwiftCN)
        else {
            return FileResult(findings: [], fixes: [], isSkipped: true)
        }
        // Without the package's registrations, the file's own apply; results
        // computed with its extended theme are not shared with other files.
        var project: ProjectRegistrations
        var resolver = self.resolver
        var sharesMemo = true
        if let registrations {
            project = registrations
            if let own { project.replaceLocalRegistrations(of: path, with: own) }
        } else {
            let found = ProjectRegistrations.discover(in: file, path: path, theme: baseTheme)
            project = ProjectRegistrations([(path, found)])
            if project.hasViewSubtrees { project.followViewTypes([path: ViewTypeIndex(file)]) }
            if !project.global.isEmpty {
                resolver = Resolver(theme: project.theme(extending: baseTheme))
                sharesMemo = false
            }
        }
        let named = extraNamed
        var input = LintInput(
            file: file, configuration: configuration, resolver: resolver, named: named,
            memo: sharesMemo && memo.accepts(named: named) ? memo : nil)
        input.proofStore = proofStore
        // Per site, the run-time findings of the site checks (shared across files with the same
        // site key), mapped to source ranges; kept per check so that the order is the checks'.
        var perCheck = Array(repeating: [Diagnostic](), count: Self.siteChecks.count)
        let siteMemo = usesSiteMemo ? input.memo : nil
        var everyScope: SiteRegistrations??
        var tokenResolvers: [TokenKey: Resolver] = [:]
        var knownAdditions: [ScopeKey: (SiteAdditions, LintMemo??)] = [:]
        // The file's type declarations, when a subtree elsewhere reaches some view type: read
        // again from a buffer newer than what the package's were read from.
        let types = own != nil && project.reachesTypes ? ViewTypeIndex(file) : nil
        var cancellation = CancellationCheck(interval: 16)
        for (index, site) in file.sites.enumerated() where !site.occurrences.isEmpty {
            // A cancelled request's lint is thrown away (``Cancellation``).
            if cancellation.shouldStop() { break }
            // A class string over the limit is reported once below, never checked class by class.
            if site.occurrences.contains(where: { file.occurrences[$0].value.utf8.count > InputLimits.classStringBytes }) { continue }
            let findings: [SiteFinding]
            let enclosingTypes = types?.declarations(around: site.range.start, site.range.end, in: path) ?? project.reachedTypes(around: site.range, in: path)
            // Sites inside the same scopes get the same registrations: merged and hashed once.
            let scopeKey = ScopeKey(
                spans: project.scopesContaining(site.range, in: path), types: enclosingTypes, callee: site.calleeName,
                reachesAView: site.kind.reachesAView)
            let additions: SiteAdditions
            var scopedMemo: LintMemo??
            if let known = knownAdditions[scopeKey] {
                (additions, scopedMemo) = known
            } else {
                additions = project.additions(
                    forSiteAt: site.range, in: path, calleeName: site.calleeName, kind: site.kind, theme: resolver.theme,
                    enclosingTypes: enclosingTypes)
            }
            if case .scoped(let registrations) = additions {
                // Subtree and component-scoped registrations reach this site only.
                var scoped = input
                scoped.scoped = registrations
                scoped.memo = nil
                if scopedMemo == nil {
                    scopedMemo = .some(sharesMemo ? scopedMemos.memo(for: registrations).flatMap { $0.accepts(named: named) ? $0 : nil } : nil)
                }
                knownAdditions[scopeKey] = (additions, scopedMemo)
                scoped.memo = scopedMemo!
                if registrations.hasTokens {
                    // Theme tokens of one call or subtree: a theme of its own, made once per set
                    // (per run when the file resolves with the linter's theme: the extended
                    // theme's revision is then read once, not once per file).
                    let key = TokenKey(registrations)
                    if let known = tokenResolvers[key] {
                        scoped.resolver = known
                    } else {
                        let extend = { Resolver(theme: registrations.extending(resolver.theme)) }
                        let extended = sharesMemo ? tokenThemes.resolver(for: key, make: extend) : extend()
                        tokenResolvers[key] = extended
                        scoped.resolver = extended
                    }
                }
                if usesSiteMemo, let memo = scoped.memo {
                    findings = memo.siteFindings(SiteMemoKey(site: site, file: file, input: scoped)) { Self.siteFindings(ofSite: index, scoped) }
                } else {
                    findings = Self.siteFindings(ofSite: index, scoped)
                }
            } else if case .everyScope = additions {
                knownAdditions[scopeKey] = (additions, nil)
                // Values that travel on all see every component scope: they share one memo.
                var scoped = input
                if everyScope == nil { everyScope = ProjectRegistrations.installed(by: resolver.theme.scopes.keys.sorted(), theme: resolver.theme) }
                scoped.scoped = everyScope!
                scoped.memo = sharesMemo && everyScopeMemo.accepts(named: named) ? everyScopeMemo : nil
                if usesSiteMemo, let memo = scoped.memo {
                    findings = memo.siteFindings(SiteMemoKey(site: site, file: file, input: scoped)) { Self.siteFindings(ofSite: index, scoped) }
                } else {
                    findings = Self.siteFindings(ofSite: index, scoped)
                }
            } else if let siteMemo {
                knownAdditions[scopeKey] = (additions, nil)
                findings = siteMemo.siteFindings(SiteMemoKey(site: site, file: file, input: input)) { Self.siteFindings(ofSite: index, input) }
            } else {
                findings = Self.siteFindings(ofSite: index, input)
            }
            SiteFinding.materialize(findings, site: site, file: file, into: &perCheck)
        }
        var raw = perCheck.flatMap { $0 }
        for occurrence in file.occurrences where occurrence.value.utf8.count > InputLimits.classStringBytes {
            raw.append(.classStringTooLarge(bytes: occurrence.value.utf8.count, at: occurrence.value.sourceRange))
        }
        raw += StructureRules().check(input)
        raw += NestingRule().check(input)

        var suppressions = Suppressions(file: file)
        var findings: [Finding] = []
        var fixes: [SourceFix] = []
        let descriptions = Self.descriptionsByID
        var seen: Set<DistinctFinding> = []
        seen.reserveCapacity(raw.count)
        for var finding in raw where seen.insert(DistinctFinding(finding: finding)).inserted {
            guard let description = descriptions[finding.rule], let severity = configuration.severity(of: description) else { continue }
            let start = file.source.location(ofByte: finding.range.start)
            if suppressions.suppresses(rule: finding.rule, line: start.line) { continue }
            let end = file.source.location(ofByte: finding.range.end)
            finding.severity = severity
            findings.append(
                Finding(file: path, line: start.line, column: start.scalarColumn, endLine: end.line, endColumn: end.scalarColumn, diagnostic: finding))
            if let fix = finding.fix, fix.isSafe { fixes.append(fix) }
        }
        if let description = descriptions[RuleDescription.superfluousSuppression.id], let severity = configuration.severity(of: description) {
            for var diagnostic in suppressions.superfluous(knownRules: Set(descriptions.keys)) {
                let start = file.source.location(ofByte: diagnostic.range.start)
                let end = file.source.location(ofByte: diagnostic.range.end)
                diagnostic.severity = severity
                findings.append(
                    Finding(file: path, line: start.line, column: start.scalarColumn, endLine: end.line, endColumn: end.scalarColumn, diagnostic: diagnostic))
            }
        }
        findings.sort(by: Finding.reportOrder)
        return FileResult(findings: findings, fixes: Self.nonOverlapping(fixes))
    }

    /// The run-time findings of the site checks for one site.
    static func siteFindings(ofSite index: Int, _ input: LintInput) -> [SiteFinding] {
        let sets = input.sets(ofSite: index)
        var findings: [SiteFinding] = []
        for (position, check) in siteChecks.enumerated() {
            check.check(site: index, sets: sets, input: input, check: position, into: &findings)
        }
        return findings
    }

    private func invalidUTF8(_ error: SwiftSourceError, bytes: [UInt8], path: String) -> [Finding] {
        guard let severity = configuration.severity(of: .invalidUTF8) else { return [] }
        var offset = 0
        if case .invalidUTF8(let at) = error { offset = at }
        let location = SourceLocationConverter(utf8: bytes).location(ofByte: offset)
        var diagnostic = Diagnostic.invalidUTF8(offset: offset, at: ByteRange(start: offset, end: min(offset + 1, bytes.count)))
        diagnostic.severity = severity
        return [
            Finding(
                file: path, line: location.line, column: location.scalarColumn, endLine: location.line, endColumn: location.scalarColumn + 1,
                diagnostic: diagnostic)
        ]
    }

    /// Fixes sorted by position, dropping any that overlaps an earlier one.
    package static func nonOverlapping(_ fixes: [SourceFix]) -> [SourceFix] {
        var result: [SourceFix] = []
        for fix in fixes.sorted(by: { ($0.range.start, $0.range.end) < ($1.range.start, $1.range.end) }) {
            if let last = result.last, fix.range.start < last.range.end || (fix.range == last.range) { continue }
            result.append(fix)
        }
        return result
    }

    /// Applies fixes (from ``FileResult/fixes``) to a file's bytes.
    public static func apply(_ fixes: [SourceFix], to bytes: [UInt8]) -> [UInt8] {
        var output = bytes
        for fix in nonOverlapping(fixes).reversed() where fix.range.end <= output.count {
            output.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        }
        return output
    }
}

/// What decides the registrations that reach a site (``ProjectRegistrations/additions(forSiteAt:in:calleeName:kind:theme:enclosingTypes:)``).
private struct ScopeKey: Hashable {
    let spans: [Int]
    let types: [String]
    let callee: String?
    let reachesAView: Bool
}

/// The linter's resolver with its theme extended by a set of scoped theme tokens, made on first
/// use. Thread-safe.
final class TokenThemes: @unchecked Sendable {
    private let lock = NSLock()
    private var resolvers: [TokenKey: Resolver] = [:]

    fileprivate func resolver(for key: TokenKey, make: () -> Resolver) -> Resolver {
        if let known = lock.withLock({ resolvers[key] }) { return known }
        let made = make()
        return lock.withLock {
            if let known = resolvers[key] { return known }
            resolvers[key] = made
            return made
        }
    }
}

/// The theme token names of a site's registrations, which decide its theme.
private struct TokenKey: Hashable {
    let colors: Set<String>, radii: Set<String>, shadows: Set<String>, typography: Set<String>

    init(_ registrations: SiteRegistrations) {
        colors = registrations.colors
        radii = registrations.radii
        shadows = registrations.shadows
        typography = registrations.typography
    }
}

/// A finding compared in full but hashed by its range and code only: hashing every message
/// (a long string) to drop exact repeats would be a measurable part of linting a file.
private struct DistinctFinding: Hashable {
    let finding: Diagnostic

    func hash(into hasher: inout Hasher) {
        hasher.combine(finding.range.start)
        hasher.combine(finding.range.end)
        hasher.combine(finding.code)
    }
}
