import Foundation

// swift run -c release tw-bench MODE [--seconds N]
//   parse    tokens per second of ClassParser, single core
//   resolve  class strings per second of Resolver, cached and uncached, single core,
//            and the Python tailwind-merge port on the same strings when installed;
//            with --passes N, exactly N uncached passes over its 60 (string, context) pairs and
//            nothing else, for instruction counts under callgrind (ResolveBenchmark.swift)
//   lint     twlint's ProjectLinter on all cores: a generated tree of --files N Swift files
//            (default 3000) using --vocabulary N distinct class strings (default 1000; 0: every
//            string drawn afresh), and a real one, --tree PATH (default Tests/Fixtures/LintProject);
//            with --against-rg, twlint against ripgrep and `swift format lint` on the
//            same files in one run: a generated swiftcn-style tree of --files N files (default
//            1000), or --tree PATH (LintPeerBenchmark.swift)
//   lsp      didChange -> publishDiagnostics latency and memory of `tw lsp` (LSPBenchmark.swift)
//   lsp-slow a hover and a $/cancelRequest while a 4 MiB tw/parse runs (SlowRequestBenchmark.swift)
//   stress   the input bounds: parse --json of 1 MB, lint of a 200,000-token string, the
//            laughs theme (StressBenchmark.swift)
//   serve    `tw serve` under --clients N concurrent clients (default 200) sending POST /resolve:
//            errors, throughput, p50/p99 latency (ServeBenchmark.swift)

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            "usage: tw-bench parse|resolve|lint|lsp|lsp-slow|stress|serve [--seconds N] [--files N] [--vocabulary N] [--tree PATH] [--against-rg] [--clients N] [--passes N]\n"
                .utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["parse", "resolve", "lint", "lsp", "lsp-slow", "stress", "serve"].contains(mode) else { usage() }
arguments.removeFirst()
var seconds = 2.0
var fileCount = 3000
var vocabulary = 1000
var tree = "Tests/Fixtures/LintProject"
var clients = 200
var againstPeers = false
var fileCountGiven = false
var passes: Int?
var treeGiven = false
while let argument = arguments.first {
    arguments.removeFirst()
    if argument == "--seconds", let value = arguments.first.flatMap(Double.init), value > 0 {
        seconds = value
        arguments.removeFirst()
    } else if argument == "--files", mode == "lint", let value = arguments.first.flatMap(Int.init), value > 0 {
        fileCount = value
        fileCountGiven = true
        arguments.removeFirst()
    } else if argument == "--vocabulary", mode == "lint", let value = arguments.first.flatMap(Int.init), value >= 0 {
        vocabulary = value
        arguments.removeFirst()
    } else if argument == "--clients", mode == "serve", let value = arguments.first.flatMap(Int.init), value > 0, value <= 1000 {
        clients = value
        arguments.removeFirst()
    } else if argument == "--tree", mode == "lint", let value = arguments.first {
        tree = value
        treeGiven = true
        arguments.removeFirst()
    } else if argument == "--passes", mode == "resolve", let value = arguments.first.flatMap(Int.init), value > 0 {
        passes = value
        arguments.removeFirst()
    } else if argument == "--against-rg", mode == "lint" {
        againstPeers = true
    } else {
        usage()
    }
}

switch mode {
case "lsp":
    measureLanguageServer()
case "lsp-slow":
    measureSlowRequests()
case "stress":
    measureStress()
case "parse":
    measureParse("real     ", realClassStrings, seconds: seconds)
    measureParse("generated", generatedClassStrings(count: 2000), seconds: seconds)
case "serve":
    measureServe(clients: clients, seconds: seconds)
case "lint" where againstPeers:
    runLintAgainstPeers(tree: treeGiven ? tree : nil, files: fileCountGiven ? fileCount : 1000, seconds: seconds)
case "lint":
    runLintBenchmark(files: fileCount, vocabulary: vocabulary, realTree: tree, seconds: seconds)
case "resolve" where passes != nil:
    countResolve(passes: passes ?? 1)
default:
    measureResolve(seconds: seconds)
}
