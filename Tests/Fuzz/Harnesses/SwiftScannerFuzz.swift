// libFuzzer harness: twlint on one arbitrary Swift file: the lexer, the scanner, the sink
// finder and every rule, with the built-in theme. Findings must lie inside the file.
import TWLint
import TWResolve

private let linter = Linter(configuration: LintConfiguration(), theme: .builtIn)

@_cdecl("LLVMFuzzerTestOneInput")
public func swiftScannerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = linter.lint(bytes, path: "Fuzz.swift")
    for finding in result.findings {
        precondition(finding.line >= 1 && finding.column >= 1, "finding at \(finding.line):\(finding.column)")
    }
    _ = Linter.apply(result.fixes, to: bytes)
    return 0
}
