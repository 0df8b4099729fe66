import Foundation
import TWJSON
import TWResolve
import TWSyntax

/// One line of a conformance case file: a fact about what swiftcn does with a class string in a
/// context (format: `shared/conformance/README.md`, "Line format").
///
/// ```json
/// {"id": "doc-p4-standard", "source": "…", "classes": "p-4", "context": {}, "expect": {"padding": {"top": 16}}}
/// ```
public struct ConformanceCase: Hashable, Sendable {
    /// Unique, stable identifier; its prefix names the area (`res`, `surf`, `btn`, ...).
    public var id: String
    /// Where swiftcn states the fact (a test or a docs page).
    public var source: String
    /// The class string exactly as swiftcn's test passes it.
    public var classes: String
    /// Inputs other than the classes; an absent key means the library default.
    public var context: [String: JSON]
    /// The asserted outcome; only asserted fields appear.
    public var expect: [String: JSON]
    public var note: String?
    /// The 1-based line of the case in its file.
    public var line: Int

    public init(
        id: String, source: String = "", classes: String, context: [String: JSON] = [:],
        expect: [String: JSON], note: String? = nil, line: Int = 0
    ) {
        self.id = id
        self.source = source
        self.classes = classes
        self.context = context
        self.expect = expect
        self.note = note
        self.line = line
    }
}

/// A case file that cannot be read: the file, the 1-based line (0 for the whole file) and why.
public struct ConformanceFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// Reads conformance case files: JSON Lines, one case a line; blank lines are skipped.
public enum ConformanceFile {
    /// Reads and decodes the case file at `path`.
    ///
    /// - Throws: ``ConformanceFileError`` when the file cannot be read or a line is not a case.
    public static func read(path: String) throws(ConformanceFileError) -> [ConformanceCase] {
        let data: Data
        do {
            data = Data(try InputFile.read(path))
        } catch {
            throw ConformanceFileError(file: path, line: 0, message: error.isMissing ? error.reason : "cannot read the file: \(error.reason)")
        }
        return try parse(data, file: path)
    }

    /// Decodes JSON Lines text (lines end in LF or CRLF; a leading byte order mark is skipped);
    /// `file` names it in errors.
    ///
    /// - Throws: ``ConformanceFileError`` naming the first bad line.
    public static func parse(_ data: Data, file: String) throws(ConformanceFileError) -> [ConformanceCase] {
        if let offset = InputFile.firstInvalidUTF8Offset(data) {
            throw ConformanceFileError(file: file, line: 0, message: "the file is not valid UTF-8 (first bad byte at offset \(offset))")
        }
        var text = String(decoding: data, as: UTF8.self)
        // Editors on Windows start UTF-8 files with a byte order mark, which is not JSON.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var cases: [ConformanceCase] = []
        var seen: [String: Int] = [:]
        // `\r\n` is one `Character`, so lines end at either: a CRLF file reads as its LF twin.
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let lineNumber = offset + 1
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            func fail(_ message: String) -> ConformanceFileError { ConformanceFileError(file: file, line: lineNumber, message: message) }
            let value: JSON
            do {
                value = try JSON.parse(Data(line.utf8))
            } catch {
                throw fail("not a JSON object: \(error)")
            }
            guard let object = value.objectValue else { throw fail("expected a JSON object, got \(value.kindPhrase)") }
            guard let id = object["id"]?.stringValue, !id.isEmpty else { throw fail("`id` must be a non-empty string") }
            if let first = seen[id] { throw fail("duplicate id \"\(id)\" (first on line \(first))") }
            seen[id] = lineNumber
            guard let classes = object["classes"]?.stringValue else { throw fail("case \(id): `classes` must be a string") }
            let context = object["context"] ?? .object([:])
            guard let contextObject = context.objectValue else { throw fail("case \(id): `context` must be an object, got \(context.kindPhrase)") }
            guard let expect = object["expect"]?.objectValue else { throw fail("case \(id): `expect` must be an object") }
            if let source = object["source"], source.stringValue == nil { throw fail("case \(id): `source` must be a string") }
            if let note = object["note"], note.stringValue == nil, note != .null { throw fail("case \(id): `note` must be a string") }
            cases.append(
                ConformanceCase(
                    id: id, source: object["source"]?.stringValue ?? "", classes: classes, context: contextObject,
                    expect: expect, note: object["note"]?.stringValue, line: lineNumber
                ))
        }
        return cases
    }
}
