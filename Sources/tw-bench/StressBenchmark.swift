import Foundation
import TWEmit
import TWLint
import TWResolve
import TWSyntax

/// `tw-bench stress`: the three input bounds TWKit promises, in-process, one run each:
/// `tw parse --json` on 1 MB of `p-4 ` (262,144 tokens), twlint on one `.tw("…")` string of
/// 200,000 tokens, and the 297-byte "laughs" theme (named classes ten wide, seven deep) resolved.
func measureStress() {
    // Wall time, and CPU time of the process (the machine may be shared: CPU time is the figure
    // that does not depend on other load).
    func time(_ name: String, _ body: () -> String) {
        let start = Date(), cpu = clock()
        let detail = body()
        let cpuSeconds = Double(clock() - cpu) / Double(CLOCKS_PER_SEC)
        print("\(name)  \(String(format: "%.3f", Date().timeIntervalSince(start))) s wall, \(String(format: "%.3f", cpuSeconds)) s CPU  (\(detail))")
    }
    time("parse --json 262,144 tokens") {
        let list = ClassParser.parse(utf8: Array(String(repeating: "p-4 ", count: 262_144).utf8) + [0x0A])
        var bytes = 0
        ParseJSON.write(list, list.syntaxDiagnostics) { bytes += $0.count }
        return "\(list.tokens.count) tokens, \(bytes) bytes of JSON"
    }
    time("lint one string of 200,000 tokens") {
        let text = #"Text("x").tw(""# + Array(repeating: "p-4", count: 200_000).joined(separator: " ") + #"")"#
        let result = Linter(configuration: LintConfiguration(), theme: .builtIn).lint(Array(text.utf8), path: "Stress.swift")
        return "\(result.findings.count) findings"
    }
    time("resolve l0 with the laughs theme") {
        var named: [String: Recipe] = [:]
        for level in 0..<7 { named["l\(level)"] = Recipe(classes: Array(repeating: "l\(level + 1)", count: 10).joined(separator: " ")) }
        named["l7"] = Recipe(classes: "p-4")
        var theme = Theme.builtIn
        theme.named.merge(named) { $1 }
        let resolution = Resolver(theme: theme).resolve("l0", context: ResolutionContext())
        return resolution.diagnostics.map(\.code.rawValue).joined(separator: ", ")
    }
}
