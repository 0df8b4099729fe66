import Foundation
import TWSyntax

/// Findings kept between runs (`twlint --cache-path DIR`): one small JSON file per linted file,
/// named by a key that covers everything its findings depend on, so an entry is either exactly
/// what linting would report or never looked up again (no entry is ever updated in place).
///
/// A file's key hashes the project key, the file's name as reported, its bytes, whether its
/// module re-exports SwiftCN, and what it depends on in the other files (``CacheDependencies``):
/// the registrations it names, and what reaches the view types it declares through scopes, so an
/// edit re-lints the files it can change and no others. The project key
/// (``projectKey(signatures:exportingModules:)``) hashes twlint's version, the configuration and
/// theme files' bytes, the package's sink signatures and the modules that re-export SwiftCN. An
/// entry with findings also records the set of registered names (suggestions for unknown classes
/// come from all of them) and is used only while that set is the same. Hashes are two 64-bit FNV-1a with different
/// offsets (128 bits): they tell inputs apart, they are not meant to resist crafted collisions in
/// a folder the user writes anyway.
public struct LintCache: Sendable {
    /// The folder the entries are in (created when needed).
    public var directory: String
    /// What the run's findings depend on beyond the files: ``seed(toolVersion:configuration:theme:configurationDirectory:)``.
    public var seed: String

    public init(directory: String, seed: String) {
        self.directory = directory
        self.seed = seed
    }

    /// Why `directory` cannot hold the cache, or nil when it can: it exists as a directory, or
    /// is created now. A cache that cannot be written would only cost time, so the caller warns
    /// and lints without it.
    public static func problem(with directory: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "it is not a directory"
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            return nil
        } catch {
            // Name the folder that stops it: the nearest one that exists.
            var ancestor = (directory as NSString).deletingLastPathComponent
            while !ancestor.isEmpty, ancestor != "/", !FileManager.default.fileExists(atPath: ancestor) {
                ancestor = (ancestor as NSString).deletingLastPathComponent
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory)
            return "it cannot be created: \(ancestor) is \(isDirectory.boolValue ? "not writable" : "not a directory")"
        }
    }

    /// The seed of a run: twlint's version, the bytes of the configuration and theme files
    /// (empty for none: the defaults, the built-in theme), and the configuration's directory (its
    /// globs and paths are relative to it).
    public static func seed(toolVersion: String, configuration: [UInt8], theme: [UInt8], configurationDirectory: String) -> String {
        hash([Array("twlint.cache/2".utf8), Array(toolVersion.utf8), configuration, theme, Array(configurationDirectory.utf8)])
    }

    /// A 128-bit hash of byte strings, in order, each length-prefixed, as 32 hexadecimal digits.
    public static func hash(_ parts: [[UInt8]]) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x6c62_272e_07bb_0142
        func mix(_ byte: UInt8) {
            first ^= UInt64(byte)
            first &*= 0x0000_0100_0000_01b3
            second ^= UInt64(byte)
            second &*= 0x0000_0100_0000_01b3
            second ^= second >> 29
        }
        for part in parts {
            var count = UInt64(part.count)
            for _ in 0..<8 {
                mix(UInt8(truncatingIfNeeded: count))
                count >>= 8
            }
            for byte in part { mix(byte) }
        }
        return String(first, radix: 16).leftPadded(16) + String(second, radix: 16).leftPadded(16)
    }

    /// The key shared by every file of a run: the ``seed``, the package's functions and
    /// initialisers with class parameters (which make their calls sinks in every file; in any
    /// order), and the modules that re-export SwiftCN.
    public func projectKey(signatures: [SinkSignature], exportingModules: [String]) -> String {
        var parts: [[UInt8]] = [Array(seed.utf8)]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        parts += Set(Set(signatures).compactMap { try? encoder.encode($0) }.map { Array($0) }).sorted { $0.lexicographicallyPrecedes($1) }
        parts.append(Array("modules".utf8))
        parts += exportingModules.sorted().map { Array($0.utf8) }
        return Self.hash(parts)
    }

    /// The key of one file's findings; `dependencies` are the canonical lines of what it
    /// depends on in other files (``CacheDependencies``).
    public static func fileKey(project: String, name: String, bytes: [UInt8], exportsSwiftCN: Bool, dependencies: [String] = []) -> String {
        hash([Array(project.utf8), Array(name.utf8), bytes, [exportsSwiftCN ? 1 : 0]] + dependencies.map { Array($0.utf8) })
    }

    /// What one file's entry holds.
    public struct Entry: Codable, Sendable {
        public var findings: [CachedFinding]
        public var skipped: Bool
        /// For an entry with findings: the hash of the registered names it was linted with.
        public var names: String?
    }

    private func path(of key: String) -> String {
        (directory as NSString).appendingPathComponent("\(key.prefix(2))/\(key).json")
    }

    /// The cached findings under `key`, or nil when there are none, when they were linted with
    /// other registered names than `names` (their suggestions may differ), or when they cannot be
    /// read (a damaged entry is linted again).
    public func load(_ key: String, names: String = "") -> (findings: [Finding], skipped: Bool)? {
        guard let data = FileManager.default.contents(atPath: path(of: key)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.findings.isEmpty || entry.names == names
        else { return nil }
        return (entry.findings.map(\.finding), entry.skipped)
    }

    /// Stores findings under `key`, with the hash of the registered `names` they were linted
    /// with, atomically (a reader sees the whole entry or none). Failures are ignored: the cache
    /// only saves time.
    public func store(_ key: String, findings: [Finding], skipped: Bool, names: String = "") {
        let target = path(of: key)
        let entry = Entry(findings: findings.map(CachedFinding.init), skipped: skipped, names: findings.isEmpty ? nil : names)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        Self.write(data, to: target)
    }

    /// Writes `data` to `target` atomically, creating its folder when needed; failures are
    /// ignored (the cache only saves time).
    static func write(_ data: Data, to target: String) {
        // A temporary file renamed into place, without `fsync` (Foundation's atomic write syncs,
        // which costs more than linting the file): an entry lost in a crash is only linted again.
        let temporary = target + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        func attempt() -> Bool {
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { return false }
            let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            if written != data.count { unlink(temporary) }
            return written == data.count
        }
        if !attempt() {
            try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard attempt() else { return }
        }
        if rename(temporary, target) != 0 { unlink(temporary) }
    }
}

/// A finding as the cache stores it: every field, the rule and the fix's safety included (the
/// diagnostic's own coding leaves those to its code).
public struct CachedFinding: Codable, Sendable {
    var file: String
    var line: Int, column: Int, endLine: Int, endColumn: Int
    var code: String, rule: String, severity: Severity, message: String
    var start: Int, end: Int
    var fix: CachedFix?

    struct CachedFix: Codable, Sendable {
        var start: Int, end: Int, replacement: String, isSafe: Bool
    }

    init(_ finding: Finding) {
        file = finding.file
        line = finding.line
        column = finding.column
        endLine = finding.endLine
        endColumn = finding.endColumn
        code = finding.code
        rule = finding.rule
        severity = finding.severity
        message = finding.message
        start = finding.diagnostic.range.start
        end = finding.diagnostic.range.end
        fix = finding.fix.map { CachedFix(start: $0.range.start, end: $0.range.end, replacement: $0.replacement, isSafe: $0.isSafe) }
    }

    var finding: Finding {
        let diagnostic = Diagnostic(
            code: DiagnosticCode(rawValue: code), rule: rule, severity: severity, message: message,
            range: ByteRange(start: start, end: end),
            fix: fix.map { Fix(range: ByteRange(start: $0.start, end: $0.end), replacement: $0.replacement, isSafe: $0.isSafe) })
        return Finding(file: file, line: line, column: column, endLine: endLine, endColumn: endColumn, diagnostic: diagnostic)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
