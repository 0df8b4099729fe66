import TWLint

/// The options of `twlint`.
struct LintOptions {
    static let spec = ArgumentSpec(
        flags: ["--strict", "--fix", "--stdin", "--quiet", "--no-progress", "--strict-baseline", "--no-baseline", "--no-cache"],
        options: [
            "--config", "--format", "--stdin-path", "--theme", "--stamp", "--baseline", "--write-baseline", "--since", "--since-merge-base", "--project",
            "--cache-path",
        ]
    )

    static let help = """
        twlint \(TWCommandLine.version): finds every swiftcn class string in Swift sources and reports
        what swiftcn will do wrong.

        Usage: twlint [OPTIONS] [PATH...]
               twlint rules [RULE-ID]
               twlint sinks [--public] [PATH...]   (functions whose class parameters are sinks)
               twlint registrations [PATH...]      (named classes, utilities, modifiers and presets found)

        With no path, lints the current directory (skipping .build, .git and excluded globs).

        Options:
          --config FILE        Configuration (default: .twlint.json in the linted directory or a parent)
          --theme FILE         Theme file (overrides the configuration's theme)
          --format FORMAT      xcode (default), json, sarif, github or summary
          --strict             Exit 1 on any finding, not only errors
          --fix                Apply safe fixes in place (atomically), then report what remains.
                               A file is left as it is, with a message, when you may not write it,
                               it is read-only, it has several hard links, or it changed or was
                               deleted while twlint ran
          --project DIR        Also read the Swift files under DIR, without linting them, for the
                               named classes, registrations and sinks they declare: lint a few
                               files (a pre-commit hook's staged files) as part of their package
          --cache-path DIR     Keep each file's findings in DIR and reuse them while the file, every
                               file that registers classes or sinks, the configuration, the theme
                               and twlint's version are unchanged (not with --fix)
          --no-cache           Ignore --cache-path (lint every file)
          --stdin              Lint standard input; with --fix, print the fixed source
          --stdin-path PATH    The path standard input stands for (configuration and messages);
                               standard input is linted as that file of its project (--project,
                               else the folder of .twlint.json, Package.swift or .git above PATH),
                               whose other files are read for their registrations
          --quiet              No summary line on standard error
          --no-progress        No progress line, even on a terminal
          --stamp FILE         After linting, write FILE (a Swift comment naming the counts): the
                               output a build-tool plugin's command declares
          --baseline FILE      Report only findings the baseline FILE does not list (default: the
                               configuration's `baseline`); entries match by file, rule and the
                               class with its neighbours, not by line, so moved code stays quiet
          --write-baseline FILE  Write every finding of this run to FILE as the baseline, report
                               nothing, exit 0
          --strict-baseline    Also report baseline entries of the linted files that no longer
                               occur (exit 1), so the baseline only shrinks
          --no-baseline        Ignore the configuration's baseline
          --since REV          Report only findings on lines added or changed since the git
                               revision REV (work tree against REV; untracked files are new)
          --since-merge-base REV  The same, since the merge base of REV and HEAD (a branch's changes)
          -h, --help           Show this help
          --version            Print the version

        Exit status: 0 no error findings, 1 error findings (any finding with --strict), 2 usage or
        configuration error, a path that could not be read, or a file --fix could not fix.

        """

    var paths: [String]
    var configPath: String?
    var themePath: String?
    var format: ReportFormat
    var strict: Bool
    var fix: Bool
    var stdin: Bool
    var stdinPath: String?
    var quiet: Bool
    var progress: Bool
    var stampPath: String?
    /// `--baseline FILE`; `noBaseline` ignores the configuration's.
    var baselinePath: String?
    var writeBaselinePath: String?
    var strictBaseline: Bool
    var noBaseline: Bool
    /// `--since REV` or `--since-merge-base REV`, and which of the two.
    var sinceRevision: String?
    var sinceMergeBase: Bool
    /// `--project DIR`: the package the linted files belong to, read for definitions only.
    var projectPath: String?
    /// `--cache-path DIR`, nil with `--no-cache`.
    var cachePath: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        paths = parsed.positionals
        configPath = parsed.options["--config"]
        themePath = parsed.options["--theme"]
        let formatName = parsed.options["--format"] ?? "xcode"
        guard let format = ReportFormat(rawValue: formatName) else {
            throw UsageError("unknown format '\(formatName)'; use \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.format = format
        strict = parsed.has("--strict")
        fix = parsed.has("--fix")
        stdin = parsed.has("--stdin")
        stdinPath = parsed.options["--stdin-path"]
        quiet = parsed.has("--quiet")
        progress = !parsed.has("--no-progress")
        stampPath = parsed.options["--stamp"]
        baselinePath = parsed.options["--baseline"]
        writeBaselinePath = parsed.options["--write-baseline"]
        strictBaseline = parsed.has("--strict-baseline")
        noBaseline = parsed.has("--no-baseline")
        if parsed.options["--since"] != nil, parsed.options["--since-merge-base"] != nil {
            throw UsageError("give --since or --since-merge-base, not both")
        }
        sinceRevision = parsed.options["--since"] ?? parsed.options["--since-merge-base"]
        sinceMergeBase = parsed.options["--since-merge-base"] != nil
        projectPath = parsed.options["--project"]
        cachePath = parsed.has("--no-cache") ? nil : parsed.options["--cache-path"]
        if let revision = sinceRevision, revision.isEmpty { throw UsageError("--since needs a revision, such as HEAD or origin/main") }
        if sinceRevision != nil, stdin { throw UsageError("--since compares files in a git work tree; it does not go with --stdin") }
        if projectPath != nil, stdin, stdinPath == nil {
            throw UsageError("--project with --stdin needs --stdin-path: the file of the project standard input stands for")
        }
        if noBaseline, baselinePath != nil { throw UsageError("give --baseline or --no-baseline, not both") }
        if writeBaselinePath != nil, baselinePath != nil || strictBaseline {
            throw UsageError("--write-baseline records every finding; it does not go with --baseline or --strict-baseline")
        }
        if writeBaselinePath != nil, sinceRevision != nil { throw UsageError("--write-baseline records every finding; it does not go with --since") }
        if writeBaselinePath != nil, stdin { throw UsageError("--write-baseline lints files; it does not go with --stdin") }
        if stdin, !paths.isEmpty { throw UsageError("--stdin lints standard input; give no paths with it") }
        if stdinPath != nil, !stdin { throw UsageError("--stdin-path goes with --stdin") }
    }
}
