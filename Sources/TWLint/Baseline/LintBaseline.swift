import Foundation
import TWResolve
import TWSyntax

/// Findings a team has accepted: a `twlint.baseline/1` JSON document (schema
/// `Themes/twlint-baseline.schema.json`) that `twlint --baseline FILE` reads and
/// `twlint --write-baseline FILE` writes.
///
/// An entry is keyed by the file's path (relative to the baseline file's directory), the rule id,
/// and the text of the finding (the class token) with the word before and the word after it on
/// the same line, never by line or column: code that moves, or lines inserted above it, keeps its
/// entries. Entries form a multiset: two identical findings in one file need two entries, so a
/// third copy of the same mistake is reported.
public struct LintBaseline: Hashable, Sendable, Codable {
    /// The document's format name.
    public static let schemaName = "twlint.baseline/1"

    /// One accepted finding.
    public struct Entry: Hashable, Sendable, Codable, Comparable {
        /// The file, relative to the baseline file's directory (`/`-separated, `../` for a file
        /// outside it).
        public var file: String
        /// The rule id (`unknown-class`).
        public var rule: String
        /// The text the finding covers (the class token, such as `surface-floatng`), at most
        /// ``LintBaseline/maximumTextLength`` bytes.
        public var text: String
        /// The whitespace-separated word just before it on the same line (`""` at a quote or the
        /// start of the line).
        public var before: String
        /// The word just after it on the same line (`""` at a quote or the end of the line).
        public var after: String
        /// The message when the entry was written; for people reading the file, never compared.
        public var message: String?

        public init(file: String, rule: String, text: String, before: String, after: String, message: String? = nil) {
            self.file = file
            self.rule = rule
            self.text = text
            self.before = before
            self.after = after
            self.message = message
        }

        /// The fields that identify a finding (everything but ``message``).
        public var key: Key { Key(file: file, rule: rule, text: text, before: before, after: after) }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.text, lhs.before, lhs.after) < (rhs.file, rhs.rule, rhs.text, rhs.before, rhs.after)
        }
    }

    /// What a finding is matched by.
    public struct Key: Hashable, Sendable {
        public var file: String
        public var rule: String
        public var text: String
        public var before: String
        public var after: String
    }

    /// Longest recorded text or neighbour, in UTF-8 bytes (longer text is cut at a character
    /// boundary): a finding over a whole multi-line string would otherwise copy the string.
    public static let maximumTextLength = 200

    public var schema: String = LintBaseline.schemaName
    /// Sorted by file, rule and text.
    public var findings: [Entry]

    public init(findings: [Entry]) {
        self.findings = findings.sorted()
    }

    /// A baseline problem: the file and what is wrong with it.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    /// Reads a baseline file.
    /// - Throws: ``Problem`` when the file cannot be read, is not JSON, or is not a
    ///   `twlint.baseline/1` document.
    public static func load(path: String) throws(Problem) -> LintBaseline {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            throw Problem(
                file: path, message: "cannot read the baseline: \(error.reason)\(error.isMissing ? " (write one with `twlint --write-baseline \(path)`)" : "")")
        }
        do {
            let baseline = try JSONDecoder().decode(LintBaseline.self, from: Data(bytes))
            guard baseline.schema == schemaName else {
                throw Problem(file: path, message: "not a \(schemaName) document (its schema is \"\(baseline.schema)\")")
            }
            return baseline
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(file: path, message: "not a \(schemaName) document: \(error)")
        }
    }

    /// The document as written: sorted keys, one entry per line, a final newline.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = "{\n  \"findings\": ["
        for (index, entry) in findings.enumerated() {
            let data = (try? encoder.encode(entry)) ?? Data("{}".utf8)
            text += (index == 0 ? "\n    " : ",\n    ") + String(decoding: data, as: UTF8.self)
        }
        text += findings.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"schema\": \"\(schema)\"\n}\n"
        return Array(text.utf8)
    }

    /// The entry for a finding in a file whose bytes are `bytes`; `file` is the name the entry
    /// records (relative to the baseline's directory).
    public static func entry(for finding: Finding, file: String, bytes: [UInt8]) -> Entry {
        let range = finding.diagnostic.range
        let start = min(max(range.start, 0), bytes.count), end = min(max(range.end, start), bytes.count)
        let text = clipped(bytes[start..<end])
        return Entry(
            file: file, rule: finding.rule, text: text, before: word(before: start, in: bytes), after: word(after: end, in: bytes),
            message: finding.message)
    }

    /// Bytes that separate words: space, tab, line breaks and the quote that ends a string.
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x22
    }

    /// The word ending before `offset`, skipping spaces and tabs (not line breaks or quotes).
    static func word(before offset: Int, in bytes: [UInt8]) -> String {
        var end = offset
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        var start = end
        while start > 0, !isSeparator(bytes[start - 1]) { start -= 1 }
        return clipped(bytes[start..<end])
    }

    /// The word starting after `offset`, skipping spaces and tabs (not line breaks or quotes).
    static func word(after offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var end = start
        while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
        return clipped(bytes[start..<end])
    }

    /// At most ``maximumTextLength`` bytes, cut before a UTF-8 continuation byte; carriage returns
    /// are dropped so that CRLF and LF checkouts record the same text.
    private static func clipped(_ slice: ArraySlice<UInt8>) -> String {
        var bytes = Array(slice.filter { $0 != 0x0D })
        if bytes.count > maximumTextLength {
            var cut = maximumTextLength
            while cut > 0, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            bytes = Array(bytes[..<cut])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Splits findings into those the baseline does not cover and the covered ones; also returns
    /// the entries no finding matched (for `--strict-baseline`), among the files in `linted`
    /// only. `entries[i]` is the entry of `findings[i]`.
    public func match(_ findings: [Finding], entries: [Entry], linted: Set<String>) -> (reported: [Finding], baselined: Int, unmatched: [Entry]) {
        precondition(findings.count == entries.count, "one entry per finding")
        var remaining: [Key: Int] = [:]
        for entry in self.findings { remaining[entry.key, default: 0] += 1 }
        var reported: [Finding] = []
        var baselined = 0
        for (finding, entry) in zip(findings, entries) {
            if let count = remaining[entry.key], count > 0 {
                remaining[entry.key] = count - 1
                baselined += 1
            } else {
                reported.append(finding)
            }
        }
        var unmatched: [Entry] = []
        for entry in self.findings where linted.contains(entry.file) {
            if let count = remaining[entry.key], count > 0 {
                remaining[entry.key] = count - 1
                unmatched.append(entry)
            }
        }
        return (reported, baselined, unmatched)
    }
}
