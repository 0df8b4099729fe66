import Foundation
import TWJSON
import TWResolve
import TWSyntax

/// The settings of a `.twlint.json` file (schema `Themes/twlint.schema.json`).
///
/// Every key is optional; a missing key means the default. Paths are relative to the
/// configuration file's directory.
public struct LintConfiguration: Sendable {
    /// The theme file, or nil for the built-in default theme.
    public var themePath: String?
    /// Rules turned on beyond the defaults (every rule but the opt-in ones, such as
    /// `class-order`, is on by default; this turns those on and re-enables rules a parent list
    /// disabled).
    public var enabled: Set<String> = []
    /// Rules turned off.
    public var disabled: Set<String> = []
    /// Severity per rule id.
    public var severities: [String: Severity] = [:]
    /// Files to lint; empty means every `.swift` file.
    public var include: [GlobPattern] = []
    /// Files to skip (`.build` and `.git` are always skipped).
    public var exclude: [GlobPattern] = []
    /// Extra sink functions: a call `name("…")` or `.name("…")` whose first argument is a class
    /// string, or `Name.label` (`"CNBadge.classes"`): only the argument with that label.
    public var sinks: [String] = []
    /// Modules with a `.tw` of their own (beyond the shipped `TailwindSwiftUI`): a file that
    /// imports one and not SwiftCN is skipped.
    public var otherTwModules: Set<String> = []
    /// The platforms and minimum OS versions that context-dependent rules consider (default iOS 17
    /// and later, macOS 14 and later).
    public var platforms: [Platform: OSVersion] = [.ios: OSVersion(17), .macos: OSVersion(14)]
    /// The baseline file (`twlint.baseline/1`, schema `Themes/twlint-baseline.schema.json`),
    /// relative to ``directory``: findings it lists are not reported. `--baseline` overrides it.
    public var baselinePath: String?
    /// The directory the configuration was found in; relative paths resolve against it.
    public var directory: String = "."
    /// The file it was read from, if any.
    public var file: String?

    public init() {}

    /// The keys a configuration file may have.
    public static let keys: Set<String> = [
        "$schema", "theme", "enabled", "disabled", "severity", "include", "exclude", "sinks", "otherTwModules", "platforms", "baseline",
    ]

    /// A configuration problem: the file and JSON path, and what is wrong.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var path: String
        public var message: String
        public var description: String { "\(file): \(path): \(message)" }
    }

    /// Reads a configuration file.
    ///
    /// - Returns: the configuration and warnings for keys it does not know (which are ignored).
    /// - Throws: ``Problem`` for unreadable files, invalid JSON, wrong types and unknown rule ids.
    public static func load(path: String, knownRules: Set<String>) throws(Problem) -> (LintConfiguration, [Problem]) {
        let data: Data
        do {
            data = Data(try InputFile.read(path))
        } catch {
            throw Problem(file: path, path: "$", message: "cannot read the file: \(error.reason)")
        }
        return try decode(data, file: path, knownRules: knownRules)
    }

    /// Decodes configuration JSON; `file` names it in messages and gives the base directory.
    public static func decode(_ data: Data, file: String, knownRules: Set<String>) throws(Problem) -> (LintConfiguration, [Problem]) {
        func fail(_ path: String, _ message: String) -> Problem { Problem(file: file, path: path, message: message) }
        let root: JSON
        do {
            root = try JSON.parse(data)
        } catch {
            throw fail(error.path, error.path == "$" ? "\(error)" : error.message)
        }
        guard root.objectValue != nil else { throw fail("$", "expected an object, got \(root.kindPhrase)") }
        let decoded: LintConfigurationFile
        do {
            decoded = try JSONValueDecoder().decode(LintConfigurationFile.self, from: root)
        } catch let error as DecodingError {
            let located = JSONPathError(error)
            throw fail(located.path, located.message)
        } catch {
            throw fail("$", "\(error)")
        }
        var configuration = LintConfiguration()
        configuration.file = file
        configuration.directory = (file as NSString).deletingLastPathComponent.isEmpty ? "." : (file as NSString).deletingLastPathComponent
        let warnings = decoded.unknownKeys.map { key in
            fail("$.\(key)", "unknown key (ignored); known keys: \(keys.subtracting(["$schema"]).sorted().joined(separator: ", "))")
        }
        func rules(_ key: String, _ ids: [String]?) throws(Problem) -> Set<String> {
            let ids = ids ?? []
            for (index, id) in ids.enumerated() where !knownRules.contains(id) && id != "all" {
                throw fail("$.\(key)[\(index)]", "unknown rule `\(id)`; `twlint rules` lists them")
            }
            return Set(ids)
        }
        configuration.themePath = decoded.theme
        configuration.baselinePath = decoded.baseline
        configuration.enabled = try rules("enabled", decoded.enabled)
        configuration.disabled = try rules("disabled", decoded.disabled)
        for (id, entry) in (decoded.severity ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard knownRules.contains(id) else { throw fail("$.severity.\(id)", "unknown rule `\(id)`; `twlint rules` lists them") }
            guard let name = entry.stringValue else { throw fail("$.severity.\(id)", "expected \"error\", \"warning\", \"note\" or \"off\"") }
            if name == "off" {
                configuration.disabled.insert(id)
            } else if let severity = Severity(rawValue: name) {
                configuration.severities[id] = severity
            } else {
                throw fail("$.severity.\(id)", "expected \"error\", \"warning\", \"note\" or \"off\", got \"\(name)\"")
            }
        }
        configuration.include = (decoded.include ?? []).map(GlobPattern.init)
        configuration.exclude = (decoded.exclude ?? []).map(GlobPattern.init)
        configuration.sinks = decoded.sinks ?? []
        configuration.otherTwModules = Set(decoded.otherTwModules ?? [])
        if let platforms = decoded.platforms { configuration.platforms = platforms }
        return (configuration, warnings)
    }

    /// Finds `.twlint.json` in `directory` or its parents.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".twlint.json").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Whether a rule runs, and at which severity.
    public func severity(of rule: RuleDescription) -> Severity? {
        if disabled.contains(rule.id) || (disabled.contains("all") && !enabled.contains(rule.id)) { return nil }
        if rule.isOptIn && !enabled.contains(rule.id) && severities[rule.id] == nil { return nil }
        return severities[rule.id] ?? rule.defaultSeverity
    }

    /// Whether a path (relative to ``directory``) is linted.
    public func includes(_ relativePath: String) -> Bool {
        if exclude.contains(where: { $0.matches(relativePath) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relativePath) }
    }
}
