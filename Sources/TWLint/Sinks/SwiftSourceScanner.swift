import TWSyntax

/// Everything the scanner found in one Swift file.
public struct ScannedFile: Sendable {
    /// The file's bytes and line table.
    public let source: SourceText
    /// Its tokens.
    public let tokens: SwiftTokenStream
    /// Every sink call, in source order of discovery (the file first, then interpolations).
    public var sites: [ClassSite]
    /// Every class string; ``ClassSite/occurrences`` indexes into this array.
    public var occurrences: [ClassOccurrence]
    /// Named classes defined by `TWGlobalRules(named:)`.
    public var namedClasses: [NamedClassDefinition]
    public var surfaceIDs: [SurfaceIDFact]
    public var glassRenderers: [GlassRendererFact]
    public var surfaceGroups: [SurfaceGroupFact]
    /// Class expressions nested more deeply than the scanner reads (128 levels of ternaries,
    /// parentheses, `cn(…)` calls and interpolations): the strings inside were not checked.
    public var unreadExpressions: [ByteRange] = []
    /// Interpolations nested more deeply than the lexer reads (``SwiftLexer/maximumInterpolationDepth``):
    /// the strings inside were not checked.
    public var unreadInterpolations: [ByteRange] = []
    /// The file's `import` declarations.
    public var imports: [ImportFact] = []
    /// `Type.member(…)` helpers read in its class expressions that the file does not declare
    /// (``ScannerConfiguration/sharedHelpers``).
    public var foreignHelperCalls: Set<String> = []

    /// The class strings of a site.
    public func occurrences(of site: ClassSite) -> ArraySlice<ClassOccurrence> { occurrences[site.occurrences] }

    /// The sets of class strings of a site that can be present together, as indices into
    /// ``occurrences``: for `cn(a, c ? b : d, e)`, `[a, b, e]` and `[a, d, e]`; for
    /// `cn(a, c ? b : nil)`, `[a, b]` and `[a]`. A set contained in another is kept: it is an
    /// evaluation of its own, in which `a` is not overridden by `b` (and in which a view may have
    /// no surface role at all). Returns nil when the site has more than 2^`maximumTernaries` combinations of arms
    /// (use ``ClassOccurrence/canCoOccur(with:)`` pairwise instead).
    public func alternatives(ofSite siteIndex: Int, maximumTernaries: Int = 12) -> [[Int]]? {
        let site = sites[siteIndex]
        // Each choice and its number of arms (at least 2: `c ? "a" : nil` has an empty arm 1).
        var ternaries: [Int] = []
        var arity: [Int: Int] = [:]
        for index in site.occurrences {
            for choice in occurrences[index].branches {
                if arity[choice.ternary] == nil { ternaries.append(choice.ternary) }
                arity[choice.ternary] = max(arity[choice.ternary] ?? 2, choice.arm + 1)
            }
        }
        var combinations = 1
        for ternary in ternaries {
            combinations *= arity[ternary]!
            if combinations > 1 << maximumTernaries { return nil }
        }
        let position = Dictionary(uniqueKeysWithValues: ternaries.enumerated().map { ($1, $0) })
        var sets: [[Int]] = []
        var arms = Array(repeating: 0, count: ternaries.count)
        for _ in 0..<combinations {
            let present = site.occurrences.filter { index in
                occurrences[index].branches.allSatisfy { arms[position[$0.ternary]!] == $0.arm }
            }
            if !sets.contains(present) { sets.append(Array(present)) }
            // The next assignment, the first choice varying fastest.
            for k in arms.indices {
                arms[k] += 1
                if arms[k] < arity[ternaries[k]]! { break }
                arms[k] = 0
            }
        }
        return sets
    }
}

/// Finds every class string of a Swift file: the lexer, the sinks, the source map.
///
/// ```swift
/// let file = try SwiftSourceScanner.scan(Array(text.utf8)).get()
/// for occurrence in file.occurrences {
///     for token in occurrence.classList.tokens {
///         let location = occurrence.location(of: token)   // line, scalarColumn
///     }
/// }
/// ```
public enum SwiftSourceScanner {
    /// Scans one file.
    ///
    /// - Returns: the file's class strings and facts, or ``SwiftSourceError/invalidUTF8(offset:)``
    ///   for a file to report once and skip.
    public static func scan(_ bytes: [UInt8], configuration: ScannerConfiguration = ScannerConfiguration()) -> Result<ScannedFile, SwiftSourceError> {
        scan(bytes, configuration: configuration, parseCache: nil)
    }

    /// Scans one file, sharing parsed class strings through `parseCache`.
    static func scan(_ bytes: [UInt8], configuration: ScannerConfiguration, parseCache: ClassListCache?) -> Result<ScannedFile, SwiftSourceError> {
        SwiftLexer.tokenize(bytes).map { stream in
            scan(stream, source: SourceText(bytes: bytes), configuration: configuration, parseCache: parseCache)
        }
    }

    /// Scans a file already tokenized. Unless ``ScannerConfiguration/discoversOwnSignatures`` is
    /// off (a project run has added every file's already), the file's own declarations with class
    /// parameters are sinks too.
    ///
    /// - Parameter fileLevel: the file's level when the caller has it already (built for
    ///   ``signaturesAndLevel(in:source:)`` from the same tokens).
    static func scan(
        _ stream: SwiftTokenStream, source: SourceText, configuration: ScannerConfiguration,
        parseCache: ClassListCache?, fileLevel: TokenLevel? = nil
    ) -> ScannedFile {
        var configuration = configuration
        var level = fileLevel
        if configuration.discoversOwnSignatures {
            var discovery = SinkFinder(stream: stream, source: source, configuration: ScannerConfiguration(signatures: SinkSignatureTable()))
            discovery.fileLevel = level
            let own = discovery.findSignatures()
            level = discovery.fileLevel
            if !own.isEmpty { configuration.signatures.add(own) }
        }
        var finder = SinkFinder(stream: stream, source: source, configuration: configuration, parseCache: parseCache)
        finder.fileLevel = level
        finder.run()
        return ScannedFile(
            source: source, tokens: stream, sites: finder.sites, occurrences: finder.occurrences,
            namedClasses: finder.namedClasses, surfaceIDs: finder.surfaceIDs,
            glassRenderers: finder.glassRenderers, surfaceGroups: finder.surfaceGroups,
            unreadExpressions: finder.unreadExpressions, unreadInterpolations: stream.tooDeepInterpolations,
            imports: finder.imports, foreignHelperCalls: finder.foreignHelperCalls)
    }

    /// The initialisers and functions of a file that take class strings (with the other
    /// overloads of their names), for ``ScannerConfiguration/signatures``. `publicOnly` keeps a
    /// library's API. Empty for a file that is not UTF-8.
    public static func signatures(in bytes: [UInt8], publicOnly: Bool = false) -> [SinkSignature] {
        guard case .success(let stream) = SwiftLexer.tokenize(bytes) else { return [] }
        return signatures(in: stream, source: SourceText(bytes: bytes), publicOnly: publicOnly)
    }

    static func signatures(in stream: SwiftTokenStream, source: SourceText, publicOnly: Bool = false) -> [SinkSignature] {
        signaturesAndLevel(in: stream, source: source, publicOnly: publicOnly).signatures
    }

    /// ``signatures(in:source:publicOnly:)`` and the file's level when reading them built it,
    /// for the scan of the same tokens (``scan(_:source:configuration:parseCache:fileLevel:)``).
    static func signaturesAndLevel(in stream: SwiftTokenStream, source: SourceText, publicOnly: Bool = false) -> (
        signatures: [SinkSignature], level: TokenLevel?
    ) {
        var finder = SinkFinder(stream: stream, source: source, configuration: ScannerConfiguration(signatures: SinkSignatureTable()))
        let found = finder.findSignatures(publicOnly: publicOnly)
        return (found, finder.fileLevel)
    }

    /// Scans one file given as text.
    public static func scan(_ text: String, configuration: ScannerConfiguration = ScannerConfiguration()) -> Result<ScannedFile, SwiftSourceError> {
        scan(Array(text.utf8), configuration: configuration)
    }
}
