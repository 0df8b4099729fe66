import Foundation

// swift run -c release tw-bench MODE [--seconds N]
//   parse    tokens per second of ClassParser, single core (issue 2)
//   resolve  class strings per second of Resolver, cached and uncached, single core (issue 3)
//   lsp      didChange -> publishDiagnostics latency and memory of `tw lsp` (issue 5, LSPBenchmark.swift)

func usage() -> Never {
    FileHandle.standardError.write(Data("usage: tw-bench parse|resolve|lsp [--seconds N]\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["parse", "resolve", "lsp"].contains(mode) else { usage() }
arguments.removeFirst()
var seconds = 2.0
while let argument = arguments.first {
    arguments.removeFirst()
    if argument == "--seconds", let value = arguments.first.flatMap(Double.init), value > 0 {
        seconds = value
        arguments.removeFirst()
    } else {
        usage()
    }
}

switch mode {
case "lsp":
    measureLanguageServer()
case "parse":
    measureParse("real     ", realClassStrings, seconds: seconds)
    measureParse("generated", generatedClassStrings(count: 2000), seconds: seconds)
default:
    measureResolve(seconds: seconds)
}
