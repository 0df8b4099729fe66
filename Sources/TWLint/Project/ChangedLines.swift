import Foundation

/// The lines of a git work tree added or changed since a revision (`twlint --since REV`): from
/// `git diff --unified=0 REV` (the work tree, staged or not, against the revision), with every
/// line of an untracked, not ignored file counting as new.
public struct ChangedLines: Sendable {
    /// The work tree's top directory (`git rev-parse --show-toplevel`), symbolic links resolved.
    public var root: String
    /// Per file (absolute, symbolic links resolved): the 1-based line ranges added or changed.
    public var lines: [String: [ClosedRange<Int>]]
    /// Untracked files (absolute): every line is new.
    public var untracked: Set<String>

    public init(root: String, lines: [String: [ClosedRange<Int>]], untracked: Set<String>) {
        self.root = root
        self.lines = lines
        self.untracked = untracked
    }

    /// Why the changed lines could not be found: not a work tree, no git, an unknown revision.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// True when a finding from `line` through `endLine` of `file` (absolute, symbolic links
    /// resolved) touches an added or changed line.
    public func contains(file: String, line: Int, endLine: Int) -> Bool {
        if untracked.contains(file) { return true }
        guard let ranges = lines[file] else { return false }
        return ranges.contains { $0.lowerBound <= max(line, endLine) && line <= $0.upperBound }
    }

    /// Asks git, in the work tree that contains `directory`, which lines changed since
    /// `revision`, or since the merge base of `revision` and `HEAD` when `mergeBase` is true.
    /// - Throws: ``Problem`` outside a git work tree, without git, or for a revision git does not
    ///   know, with git's own message.
    public static func load(since revision: String, mergeBase: Bool, in directory: String) throws(Problem) -> ChangedLines {
        let top = try git(
            ["rev-parse", "--show-toplevel"], in: directory,
            failure: { output in
                "--since needs a git work tree, and \(directory) is not in one\(output.isEmpty ? "" : " (git: \(output))")"
            })
        let root = URL(fileURLWithPath: top.trimmingCharacters(in: .newlines)).resolvingSymlinksInPath().path
        var base = revision
        if mergeBase {
            base = try git(
                ["merge-base", revision, "HEAD"], in: root,
                failure: { output in
                    "no merge base of \(revision) and HEAD\(output.isEmpty ? "" : " (git: \(output))")"
                }
            ).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // Fixed prefixes and no external diff or colour whatever the user's git configuration
        // says; `--end-of-options` keeps a revision that starts with `-` from being read as an option.
        let diff = try git(
            [
                "-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0", "-M",
                "--src-prefix=a/", "--dst-prefix=b/", "--end-of-options", base, "--",
            ],
            in: root, failure: { output in "cannot compare with \(base)\(output.isEmpty ? "" : " (git: \(output))")" })
        var lines: [String: [ClosedRange<Int>]] = [:]
        for (path, ranges) in parse(diff) { lines[(root as NSString).appendingPathComponent(path), default: []] += ranges }
        let others = try git(
            ["ls-files", "--others", "--exclude-standard", "-z"], in: root,
            failure: { output in
                "cannot list untracked files\(output.isEmpty ? "" : " (git: \(output))")"
            })
        let untracked = Set(others.split(separator: "\0").map { (root as NSString).appendingPathComponent(String($0)) })
        return ChangedLines(root: root, lines: lines, untracked: untracked)
    }

    /// The added line ranges per file (relative to the work tree) of a unified diff with
    /// `a/` and `b/` prefixes: each hunk `@@ -a,b +c,d @@` adds lines `c` through `c+d-1` (`d` is 1
    /// when absent, and 0 for a hunk that only deletes). A deleted file adds nothing.
    public static func parse(_ diff: String) -> [String: [ClosedRange<Int>]] {
        var result: [String: [ClosedRange<Int>]] = [:]
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = unquote(String(line.dropFirst(4)))
                current = name.hasPrefix("b/") ? String(name.dropFirst(2)) : nil
                continue
            }
            if line.hasPrefix("diff --git ") {
                current = nil
                continue
            }
            guard line.hasPrefix("@@ "), let path = current else { continue }
            let fields = line.split(separator: " ")
            guard fields.count >= 3, fields[2].hasPrefix("+") else { continue }
            let numbers = fields[2].dropFirst().split(separator: ",")
            guard let start = numbers.first.flatMap({ Int($0) }) else { continue }
            let count = numbers.count > 1 ? Int(numbers[1]) ?? 1 : 1
            if count > 0 { result[path, default: []].append(start...(start + count - 1)) }
        }
        return result
    }

    /// A path as git writes it in a diff header: C-quoted (`"b/caf\303\251 \"x\".swift"`) when it has
    /// quotes, backslashes or control characters, else as is.
    static func unquote(_ text: String) -> String {
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
        var bytes: [UInt8] = []
        var input = Array(text.utf8.dropFirst().dropLast())[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = input.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch next {
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "a"): bytes.append(0x07)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    input.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs git with `arguments` in `directory`; its standard output, or a ``Problem`` built by
    /// `failure` from its standard error when it cannot run or exits non-zero.
    private static func git(_ arguments: [String], in directory: String, failure: (String) -> String) throws(Problem) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
        var environment = ProcessInfo.processInfo.environment
        // Plain, untranslated output that the parser reads.
        environment["LC_ALL"] = "C"
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Problem(message: "--since needs git, which could not be run: \(error.localizedDescription)")
        }
        // Standard error is read on another thread so that a full pipe never blocks git.
        let errorText = LockedData()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        if process.terminationReason == .exit, process.terminationStatus == 127 {
            throw Problem(message: "--since needs git, which is not installed")
        }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.value, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Problem(message: failure(message.split(separator: "\n").first.map(String.init) ?? ""))
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Data that one thread sets and another waits for.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    var value: Data { lock.withLock { data ?? Data() } }
    func set(_ value: Data) { lock.withLock { data = value } }
}
