import Foundation

/// The Python port of tailwind-merge (PyPI `tailwind-merge`, which has no cache) on the same
/// six-token strings, timed in a `python3` process of its own for about `seconds`: the peer of
/// the uncached resolver. Returns strings/s, or nil when python3 or the package is
/// missing.
func tailwindMergeStringsPerSecond(_ strings: [String], seconds: Double) -> Double? {
    guard let python = executableOnPath("python3") else { return nil }
    let script = """
        import sys, time
        try:
            from tailwind_merge import TailwindMerge
        except ImportError:
            sys.exit(3)
        strings = [line for line in sys.stdin.read().split("\\n") if line]
        merge = TailwindMerge().merge
        for s in strings: merge(s)
        count, start = 0, time.perf_counter()
        deadline = start + \(seconds)
        while time.perf_counter() < deadline:
            for s in strings: merge(s)
            count += len(strings)
        print(count / (time.perf_counter() - start))
        """
    guard let run = timeProcess(python, ["-c", script], input: Data(strings.joined(separator: "\n").utf8)),
        let text = String(data: run.output, encoding: .utf8)
    else { return nil }
    return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
}
