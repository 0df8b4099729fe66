import TWLint

/// The options of `twlint`.
struct LintOptions {
    static let spec = ArgumentSpec(
        flags: ["--strict", "--fix", "--stdin", "--quiet", "--no-progress"],
        options: ["--config", "--format", "--stdin-path", "--theme", "--stamp"]
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
      --fix                Apply safe fixes in place (atomically), then report what remains
      --stdin              Lint standard input; with --fix, print the fixed source
      --stdin-path PATH    The path standard input stands for (configuration and messages)
      --quiet              No summary line on standard error
      --no-progress        No progress line, even on a terminal
      --stamp FILE         After linting, write FILE (a Swift comment naming the counts): the
                           output a build-tool plugin's command declares
      -h, --help           Show this help
      --version            Print the version

    Exit status: 0 no error findings, 1 error findings (any finding with --strict), 2 usage or
    configuration error.

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
        if stdin, !paths.isEmpty { throw UsageError("--stdin lints standard input; give no paths with it") }
        if stdinPath != nil, !stdin { throw UsageError("--stdin-path goes with --stdin") }
    }
}
