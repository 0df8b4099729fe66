import Foundation
import TWJSON
import TWResolve
import TWSyntax

/// The reviewed translation of the extended case file's English registration phrases
/// (conformance README, "`swiftcn-extended.jsonl`") into registrations in the
/// theme file's format (`utilities`, `modifiers`, `animations` of `Themes/theme.schema.json`).
///
/// The tables are test data, written and reviewed by hand (`Tests/Fixtures/Conformance/`); the
/// product never reads English. A table file is a JSON object:
///
/// ```json
/// {
///   "description": "why these translations hold",
///   "modifiers": {"argument modifier, default '0', order 10, conflictKey 'angle', argument in degrees":
///                 {"argument": "degrees", "default": "0", "order": 10, "conflictKey": "angle"}},
///   "utilities": {"…": {…}},
///   "animations": {"…": {…}}
/// }
/// ```
///
/// Several files combine: the same phrase may appear in two files only with the same
/// translation, so that engineers keep separate files (`phrases-motion.json`) without conflicts.
public struct PhraseTable: Hashable, Sendable {
    /// The registration kinds a phrase can describe: the theme file's keys.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case utilities, modifiers, animations
        /// Typed `TWStyle` expressions a case compares with (`sameAsTyped`), each mapped to the
        /// class string that writes the same style, where one exists.
        case typedStyles

        /// The kinds that are registrations in a theme file.
        public static let registrations: [Kind] = [.utilities, .modifiers, .animations]
    }

    /// One translation: the registration body in the theme file's format and the file it came from.
    public struct Entry: Hashable, Sendable {
        public var registration: JSON
        public var file: String
    }

    /// Translations by kind, then by the exact phrase.
    public private(set) var entries: [Kind: [String: Entry]] = [:]
    /// The files read, in order.
    public private(set) var files: [String] = []

    /// A table with no phrases: every registration phrase is unsupported.
    public static let empty = PhraseTable()

    public init() {}

    /// The class string a typed `TWStyle` expression translates to, or nil when no table has it.
    public func typedStyle(_ expression: String) -> String? { entry(.typedStyles, expression)?.registration.stringValue }

    /// The translation of `phrase` for `kind`, or nil when no table has it.
    public func entry(_ kind: Kind, _ phrase: String) -> Entry? { entries[kind]?[phrase] }

    /// The number of phrases over all kinds.
    public var count: Int { entries.values.reduce(0) { $0 + $1.count } }

    /// Reads every table at `paths`: a file, or a folder whose `*.json` files are read in name order.
    ///
    /// - Throws: ``PhraseTableError`` for a missing path, a file that is not a table, an entry the
    ///   theme loader rejects, or one phrase translated two ways.
    public static func load(paths: [String]) throws(PhraseTableError) -> PhraseTable {
        var table = PhraseTable()
        for path in paths {
            for file in try tableFiles(at: path) {
                let data: Data
                do {
                    data = Data(try InputFile.read(file))
                } catch {
                    throw PhraseTableError(file: file, message: "cannot read the file: \(error.reason)")
                }
                try table.add(data, file: file)
            }
        }
        return table
    }

    /// Adds one table file's text; `file` names it in errors and in ``Entry/file``.
    ///
    /// - Throws: ``PhraseTableError`` as ``load(paths:)`` does.
    public mutating func add(_ data: Data, file: String) throws(PhraseTableError) {
        func fail(_ message: String) -> PhraseTableError { PhraseTableError(file: file, message: message) }
        let root: JSON
        do {
            root = try JSON.parse(data)
        } catch {
            throw fail("not JSON: \(error)")
        }
        guard let object = root.objectValue else { throw fail("expected an object of utilities, modifiers and animations, got \(root.kindPhrase)") }
        let allowed = Set(Kind.allCases.map(\.rawValue)).union(["description", "$comment"])
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw fail("unknown key `\(key)`; expected \(allowed.sorted().joined(separator: ", "))")
        }
        for kind in Kind.allCases {
            guard let value = object[kind.rawValue] else { continue }
            guard let phrases = value.objectValue else { throw fail("`\(kind.rawValue)` must be an object of phrase → registration") }
            for (phrase, registration) in phrases {
                // Checked once here, so that a bad entry names its table file, not a case.
                if kind == .typedStyles {
                    if registration.stringValue == nil { throw fail("typedStyles \"\(phrase)\": expected the class string that writes the same style") }
                } else if let problem = RegistrationTranslation.problem(kind: kind, registration: registration, file: file) {
                    throw fail("\(kind.rawValue) \"\(phrase)\": \(problem)")
                }
                if let existing = entries[kind]?[phrase], existing.registration != registration {
                    throw fail("\(kind.rawValue) \"\(phrase)\" is translated differently in \(existing.file)")
                }
                entries[kind, default: [:]][phrase] = entries[kind]?[phrase] ?? Entry(registration: registration, file: file)
            }
        }
        files.append(file)
    }

    private static func tableFiles(at path: String) throws(PhraseTableError) -> [String] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = InputFile.failure(errno: errno, path: path)
            throw PhraseTableError(file: path, message: failure.reason == "no such file or directory" ? "no such file or folder" : failure.reason)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return [path] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw PhraseTableError(file: path, message: "cannot list the folder (\(error.localizedDescription))")
        }
        let tables = names.filter { $0.hasSuffix(".json") }.sorted()
        if tables.isEmpty { throw PhraseTableError(file: path, message: "the folder holds no *.json phrase table") }
        return tables.map { (path as NSString).appendingPathComponent($0) }
    }
}

/// A phrase table that cannot be used: the file and why.
public struct PhraseTableError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var message: String

    public var description: String { "\(file): \(message)" }
}
