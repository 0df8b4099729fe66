import Foundation
import TWJSON
import TWResolve
import TWConformance

/// `tw conformance [--json] [--phrases PATH]… FILE.jsonl`: runs a conformance case file (the
/// format of `shared/conformance/README.md`) against the resolver, with registration phrases
/// translated through reviewed tables (``PhraseTable``).
public struct ConformanceCommand: Command {
    public init() {}

    public var name: String { "conformance" }
    public var summary: String { "Run a swiftcn conformance case file against the resolver" }
    public var help: String {
        """
        Usage: tw conformance [--json] [--phrases PATH]... FILE.jsonl

        Runs every case of a conformance file (one JSON object a line: id, source, classes,
        context, expect) and prints the counts: pass, fail, unsupported (a context or expect
        key the model cannot represent) and contradicts-seed (a case the seed overrides), then
        each failing case with its differences, expected against actual. A case without a
        platform runs on iOS and macOS and passes only when both do.

        Registered utilities, native modifiers and animation presets are described in
        English in the case files. They are run only through reviewed phrase tables
        (--phrases), which map each exact phrase to a registration in the theme file's
        format; a case whose phrase no table translates is unsupported, and its reason
        quotes the phrase. TWKit's own tables are in Tests/Fixtures/Conformance/.

        Options:
          --json           Print a machine-readable report ("schema": "twkit.conformance/1")
                           with every case, its outcome, reason and differences
          --phrases PATH   A phrase table (JSON) or a folder of them (every *.json, in name
                           order); repeatable, the tables combine
          -h, --help       Show this help

        Exit status: 0 when no case fails, 1 when one does, 2 for a usage error, a file that
        cannot be read (a bad line is named by its number) or a bad phrase table.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec(flags: ["--json"], options: ["--phrases"]))
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError(parsed.positionals.isEmpty ? "missing FILE.jsonl" : "expected one FILE.jsonl, got \(parsed.positionals.count) arguments")
        }
        let phrases: PhraseTable
        do {
            phrases = try PhraseTable.load(paths: parsed.repeatedOptions["--phrases"] ?? [])
        } catch {
            io.writeError("tw conformance: error: phrase table \(error)\n")
            return 2
        }
        let report: ConformanceReport
        do {
            report = try ConformanceRunner(phrases: phrases).run(path: path)
        } catch {
            io.writeError("tw conformance: error: \(error)\n")
            return 2
        }
        if parsed.has("--json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
            io.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            io.write(Self.readable(report))
        }
        if phrases.count == 0 {
            // The extended file's registrations are English phrases; without the reviewed tables
            // those cases cannot run, which a first-time user would not guess from the counts.
            let untranslated = report.results.filter { ($0.outcome.reason ?? "").contains("no reviewed") }.count
            if untranslated > 0 {
                io.writeError("tw conformance: note: \(untranslated) cases need the reviewed phrase tables: add --phrases Tests/Fixtures/Conformance\n")
            }
        }
        return report.failed > 0 ? 1 : 0
    }

    /// The counts, then every failing case with its differences.
    static func readable(_ report: ConformanceReport) -> String {
        var text = "\(report.file): \(report.summary)\n"
        for result in report.failures {
            text += "\nFAIL \(result.id) (line \(result.line)): \(result.classes)\n"
            for difference in result.outcome.differences {
                text += "  \(difference)\n"
            }
        }
        return text
    }
}
