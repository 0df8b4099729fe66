import Dispatch
import Foundation
import TWResolve
import TWSyntax

/// Lints many files on all cores: a first pass collects every
/// `TWGlobalRules(named:)` key, a second lints each file with them; results come back in path
/// order whatever order the threads finish in.
public struct ProjectLinter: Sendable {
    public let linter: Linter

    /// Called with a file's path when its fixed text is written out and the file is about to be
    /// compared once more and replaced: tests change or delete the file here.
    package var beforeReplace: (@Sendable (String) -> Void)?

    /// Texts that stand for files, by path: an editor's buffer given on standard input is linted
    /// as the file at its path, in place of what is on disk, and never written.
    public var buffers: [String: [UInt8]] = [:]

    public init(linter: Linter) {
        self.linter = linter
    }

    /// One file's outcome.
    public struct FileOutcome: Sendable {
        public var path: String
        public var findings: [Finding]
        /// True when `--fix` changed the file on disk.
        public var fixed: Bool
        /// Set when the file could not be read or written.
        public var error: String?
        /// True when the file was not linted: it uses another library's `.tw`.
        public var skipped = false
        /// The safe fixes of a buffer (``ProjectLinter/buffers``), which is never written.
        public var fixes: [SourceFix] = []
    }

    /// The module a file belongs to, for `@_exported import SwiftCN`: the target directory of a
    /// Swift package (`…/Sources/Target`, `…/Tests/TargetTests`), else the file's directory.
    static func moduleRoot(of path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if let index = components.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 2 < components.count {
            return components[...(index + 1)].joined(separator: "/")
        }
        return (path as NSString).deletingLastPathComponent
    }

    /// Lints `paths` (already discovered). With `fix`, applies safe fixes, writes each changed file
    /// atomically, and reports what remains. `progress` is called with the number of files done.
    /// `names`, when given (one per path), name the files in findings instead of their paths.
    /// `definitionSources` are files that are not linted (excluded by the configuration) but whose
    /// `TWGlobalRules(named:)` keys still define named classes for the project: excluding a theme
    /// or generated file must not turn every use of its named classes into an unknown class.
    /// `definitionNames`, when given (one per definition source), name them as `names` name the
    /// linted files: a test-target file is told by its name (`Tests/…`), so a package checked out
    /// below a `Tests` folder must be named relative to its own root.
    /// `cache`, when given and not fixing, supplies the findings of files whose key it holds
    /// (``LintCache``) and keeps those of the files linted.
    public func lint(
        _ paths: [String], names: [String]? = nil, definitionSources: [String] = [], definitionNames: [String]? = nil, fix: Bool = false,
        cache: LintCache? = nil, progress: (@Sendable (Int) -> Void)? = nil
    ) -> [FileOutcome] {
        precondition(names == nil || names!.count == paths.count, "one name per path")
        precondition(definitionNames == nil || definitionNames!.count == definitionSources.count, "one name per definition source")
        // Pass 1: read and tokenize every file, and find the package's declarations with class
        // parameters (`Surface(classes:)`), which make their calls sinks in every file.
        let all = paths + definitionSources
        let contents = ConcurrentArray<[UInt8]?>(count: all.count, initial: nil)
        let statuses = ConcurrentArray<stat?>(count: all.count, initial: nil)
        let readFailures = ConcurrentArray<String?>(count: all.count, initial: nil)
        let streams = ConcurrentArray<SwiftTokenStream?>(count: all.count, initial: nil)
        // One line table per file for both passes.
        let sources = ConcurrentArray<SourceText?>(count: all.count, initial: nil)
        let declared = ConcurrentArray<[SinkSignature]>(count: all.count, initial: [])
        // The level reading a file's signatures built, for its scan (dropped once scanned).
        let levels = ConcurrentArray<TokenLevel?>(count: all.count, initial: nil)
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            let bytes: [UInt8]
            if let buffer = buffers[all[index]] {
                bytes = buffer
            } else {
                do throws(InputFile.Failure) {
                    (bytes, statuses[index]) = try InputFile.readWithStatus(all[index])
                } catch {
                    readFailures[index] = error.reason
                    return
                }
            }
            contents[index] = bytes
            guard case .success(let stream) = SwiftLexer.tokenize(bytes) else { return }
            streams[index] = stream
            let source = SourceText(bytes: bytes)
            sources[index] = source
            (declared[index], levels[index]) = SwiftSourceScanner.signaturesAndLevel(in: stream, source: source)
        }
        let linter = self.linter.addingPackageSignatures(all.indices.flatMap { declared[$0] })
        // Pass 2: the sinks of every file, and its registrations, before any
        // file is linted; merged below in path order, linted files first.
        let theme = linter.baseTheme
        let scanned = ConcurrentArray<ScannedFile?>(count: all.count, initial: nil)
        let discovered = ConcurrentArray<DiscoveredRegistrations?>(count: all.count, initial: nil)
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            guard let stream = streams[index], let source = sources[index] else { return }
            let file = linter.scan(stream, source: source, level: levels[index])
            levels[index] = nil
            scanned[index] = file
            let name = index < paths.count ? names?[index] ?? paths[index] : definitionNames?[index - paths.count] ?? all[index]
            discovered[index] = ProjectRegistrations.discover(in: file, path: name, theme: theme)
        }
        // `String` helpers used in a sink of a file that does not declare them
        // (`.tw(MotionSurface.classes(…))`): the files declaring one are scanned again, reading
        // its returned values as class strings there.
        var sharedHelpers: Set<String> = []
        for index in all.indices { sharedHelpers.formUnion(scanned[index]?.foreignHelperCalls ?? []) }
        let helperLinter = sharedHelpers.isEmpty ? linter : linter.addingSharedHelpers(sharedHelpers)
        if !sharedHelpers.isEmpty {
            let names = Set(sharedHelpers.compactMap { $0.split(separator: ".").last.map(String.init) })
            let types = Set(sharedHelpers.compactMap { $0.split(separator: ".").first.map(String.init) })
            DispatchQueue.concurrentPerform(iterations: all.count) { index in
                guard let stream = streams[index], let source = sources[index], Self.declares(names, of: types, in: stream, bytes: source.bytes) else {
                    return
                }
                scanned[index] = helperLinter.scan(stream, source: source)
            }
        }
        var found: [(path: String, registrations: DiscoveredRegistrations)] = []
        for index in all.indices {
            guard let registrations = discovered[index] else { continue }
            found.append((index < paths.count ? names?[index] ?? paths[index] : definitionNames?[index - paths.count] ?? all[index], registrations))
        }
        // Modules with an `@_exported import SwiftCN`: their files see SwiftCN without importing it.
        let exportingModules = Set(
            all.indices.filter { index in
                scanned[index]?.imports.contains { $0.isExported && $0.module == "SwiftCN" } == true
            }.map { Self.moduleRoot(of: all[$0]) })
        // A test target's registrations (each suite registers its own `tilt`) never reach the
        // app's views; the tests see the app's and their own.
        let appFound = found.filter { !ProjectRegistrations.isTestFile($0.path) }
        var testRegistrations = ProjectRegistrations(found)
        var appRegistrations = appFound.count == found.count ? testRegistrations : ProjectRegistrations(appFound)
        // The types each file declares, when subtrees reach types (for the cache key).
        let indexes = ConcurrentArray<ViewTypeIndex?>(count: all.count, initial: nil)
        if testRegistrations.hasViewSubtrees {
            // A subtree reaches the view types used inside it, declared in any file.
            DispatchQueue.concurrentPerform(iterations: all.count) { index in
                indexes[index] = scanned[index].map { ViewTypeIndex($0) }
            }
            var byName: [String: ViewTypeIndex] = [:]
            for index in all.indices {
                guard let found = indexes[index] else { continue }
                byName[index < paths.count ? names?[index] ?? paths[index] : all[index]] = found
            }
            testRegistrations.followViewTypes(byName)
            if appFound.count != found.count {
                appRegistrations.followViewTypes(byName.filter { !ProjectRegistrations.isTestFile($0.key) })
            } else {
                appRegistrations = testRegistrations
            }
        }
        let cache = fix ? nil : cache
        // Proofs of the canonical rules are kept with the cache: they cost more than the rest of
        // linting a file.
        let proofs = cache.map { ProofStore(directory: ($0.directory as NSString).appendingPathComponent("proofs"), seed: $0.seed) }
        func packageLinter(_ registrations: ProjectRegistrations) -> Linter {
            var made = Linter(configuration: linter.configuration, theme: theme, registrations: registrations)
                .addingPackageSignatures(linter.signatures.all).addingSharedHelpers(sharedHelpers)
            made.proofStore = proofs
            return made
        }
        let testLinter = packageLinter(testRegistrations)
        let appLinter = appFound.count == found.count ? testLinter : packageLinter(appRegistrations)
        let projectKey = cache.map { cache in
            cache.projectKey(
                signatures: all.indices.flatMap { declared[$0] }, exportingModules: Array(exportingModules) + sharedHelpers.map { "helper " + $0 })
        }
        // What each file depends on in the others: the registrations it names, what reaches the
        // types it declares.
        // What reaches each declared type, once per type name (many files declare the same).
        var declaredTypes: Set<String> = []
        if cache != nil { for index in all.indices { declaredTypes.formUnion(indexes[index]?.declarations.map(\.name) ?? []) } }
        func reachLines(_ registrations: ProjectRegistrations) -> [String: [String]] {
            var lines: [String: [String]] = [:]
            for name in declaredTypes {
                let found = CacheDependencies.reachLines(registrations, types: [name])
                if !found.isEmpty { lines[name] = found }
            }
            return lines
        }
        let testReach = reachLines(testRegistrations)
        let appReach = appFound.count == found.count ? testReach : reachLines(appRegistrations)
        let testDependencies = cache.map { _ in CacheDependencies(global: testRegistrations.global, forwarders: testRegistrations.contentForwarders) }
        let appDependencies =
            appFound.count == found.count
            ? testDependencies : cache.map { _ in CacheDependencies(global: appRegistrations.global, forwarders: appRegistrations.contentForwarders) }
        let outcomes = ConcurrentArray<FileOutcome?>(count: paths.count, initial: nil)
        let done = ConcurrentCounter()
        let allNamed: [String: Recipe] = [:]
        // `--fix` leaves a constant another file shows as text as written (canonical rewrites).
        let displayed = fix ? DisplayedConstants(files: all.indices.map { scanned[$0] }) : nil
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let name = names?[index] ?? path
            defer { progress?(done.increment()) }
            guard let bytes = contents[index] else {
                outcomes[index] = FileOutcome(path: name, findings: [], fixed: false, error: "cannot read \(name): \(readFailures[index] ?? "unknown error")")
                return
            }
            let exports = exportingModules.contains(Self.moduleRoot(of: path))
            let isTest = ProjectRegistrations.isTestFile(name)
            let dependencies = isTest ? testDependencies : appDependencies
            let key = projectKey.flatMap { project in
                dependencies.map { dependencies in
                    let reached = isTest ? testReach : appReach
                    let reach = Set(indexes[index]?.declarations.map(\.name) ?? []).sorted().flatMap { reached[$0] ?? [] }
                    return LintCache.fileKey(
                        project: project, name: name, bytes: bytes, exportsSwiftCN: exports,
                        dependencies: reach + ["registrations"] + dependencies.lines(for: bytes, reach: reach))
                }
            }
            let namesDigest = dependencies?.namesDigest ?? ""
            if let cache, let key, let cached = cache.load(key, names: namesDigest) {
                outcomes[index] = FileOutcome(path: name, findings: cached.findings, fixed: false, error: nil, skipped: cached.skipped)
                return
            }
            let packageLinter = isTest ? testLinter : appLinter
            // One "did you mean" budget per file, whichever thread lints it.
            var result = SuggestionBudget.run {
                scanned[index].map { packageLinter.lint($0, path: name, named: allNamed, moduleExportsSwiftCN: exports) }
                    ?? packageLinter.lint(bytes, path: name, named: allNamed, moduleExportsSwiftCN: exports)
            }
            if let displayed, let file = scanned[index], !result.fixes.isEmpty {
                result.fixes = displayed.fixes(of: result, in: file, at: index)
            }
            var fixed = false
            var failure: String?
            if fix, !result.fixes.isEmpty, let status = statuses[index] {
                let output = Linter.apply(result.fixes, to: bytes)
                let hook = beforeReplace.map { hook in { hook(path) } }
                do throws(AtomicWriter.Refusal) {
                    try AtomicWriter.write(output, to: path, expected: FileSnapshot(status: status, bytes: bytes), beforeReplace: hook)
                    fixed = true
                    result = packageLinter.lint(output, path: name, named: allNamed, moduleExportsSwiftCN: exports)
                } catch {
                    failure = "\(name): \(error.reason); not fixed"
                }
            }
            if let cache, let key { cache.store(key, findings: result.findings, skipped: result.isSkipped, names: namesDigest) }
            outcomes[index] = FileOutcome(
                path: name, findings: result.findings, fixed: fixed, error: failure, skipped: result.isSkipped,
                fixes: buffers[path] != nil ? result.fixes : [])
        }
        return paths.indices.map { outcomes[$0]! }
    }
}

extension ProjectLinter {
    /// Whether a file declares a `func` or `var` named one of `names` and a type (`struct`,
    /// `enum`, `class`, `actor`, `extension`) named one of `types`: one pass over its tokens,
    /// making a string only for the name after each such keyword.
    static func declares(_ names: Set<String>, of types: Set<String>, in stream: SwiftTokenStream, bytes: [UInt8]) -> Bool {
        let tokens = stream.tokens
        guard tokens.count > 1 else { return false }
        var member = false, type = false
        func word(_ range: ByteRange, _ text: StaticString) -> Bool {
            range.count == text.utf8CodeUnitCount && text.withUTF8Buffer { bytes[range.start..<range.end].elementsEqual($0) }
        }
        for index in 1..<tokens.count where tokens[index].kind == .identifier && tokens[index - 1].kind == .identifier {
            let keyword = tokens[index - 1].range
            guard keyword.count >= 3, keyword.count <= 9 else { continue }
            let isMember = !member && (word(keyword, "func") || word(keyword, "var"))
            let isType =
                !type && (word(keyword, "struct") || word(keyword, "enum") || word(keyword, "class") || word(keyword, "actor") || word(keyword, "extension"))
            guard isMember || isType else { continue }
            let range = tokens[index].range
            let name = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
            if isMember, names.contains(name) { member = true }
            if isType, types.contains(name) { type = true }
            if member && type { return true }
        }
        return false
    }
}

/// A fixed-size array that threads write at distinct indices.
final class ConcurrentArray<Element>: @unchecked Sendable {
    private var storage: [Element]
    private let lock = NSLock()

    init(count: Int, initial: Element) {
        storage = Array(repeating: initial, count: count)
    }

    subscript(index: Int) -> Element {
        get { lock.lock(); defer { lock.unlock() }; return storage[index] }
        set { lock.lock(); storage[index] = newValue; lock.unlock() }
    }
}

/// A thread-safe counter for progress.
final class ConcurrentCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
