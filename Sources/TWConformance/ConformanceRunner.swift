import TWResolve
/// Runs conformance cases against the resolver (conformance README).
///
/// For each case: a seed contradiction is reported as such; a context or expect key the model
/// cannot represent makes the case `unsupported`; otherwise the classes are resolved in every
/// environment of the case (both platforms when none is named) and every expected field is
/// compared. A case passes only when every field matches in every environment.
public struct ConformanceRunner: Sendable {
    /// The theme case overrides apply to: swiftcn's standard theme.
    public var theme: Theme
    /// The reviewed translations of registration phrases (``PhraseTable``); without them every
    /// case that registers a utility, modifier or preset is unsupported.
    public var phrases: PhraseTable

    public init(theme: Theme = .builtIn, phrases: PhraseTable = .empty) {
        self.theme = theme
        self.phrases = phrases
    }

    /// Runs every case of the file at `path`.
    ///
    /// - Throws: ``ConformanceFileError`` when the file cannot be read or has a bad line.
    public func run(path: String) throws(ConformanceFileError) -> ConformanceReport {
        let cases = try ConformanceFile.read(path: path)
        return ConformanceReport(file: path, results: cases.map(run))
    }

    /// Runs one case.
    public func run(_ testCase: ConformanceCase) -> ConformanceResult {
        ConformanceResult(id: testCase.id, line: testCase.line, source: testCase.source, classes: testCase.classes, outcome: outcome(testCase))
    }

    func outcome(_ testCase: ConformanceCase) -> ConformanceOutcome {
        for key in testCase.expect.keys.sorted() {
            if let reason = ConformanceComparator.unsupportedExpectKeys[key] { return .unsupported("expect `\(key)`: \(reason)") }
        }
        let environments: [ConformanceEnvironment]
        switch ConformanceEnvironment.make(for: testCase, base: theme, phrases: phrases) {
        case .success(let list): environments = list
        case .failure(.unsupported(let reason)): return .unsupported(reason)
        case .failure(.invalid(let message)): return .fail([ConformanceDifference(field: "context", expected: "a valid context", actual: message)])
        }
        let tolerance = testCase.expect["tolerance"]?.doubleValue ?? 1e-9
        var differences: [ConformanceDifference] = []
        for environment in environments {
            let comparator = ConformanceComparator(
                subject: ConformanceSubject(environment: environment, classes: testCase.classes), tolerance: tolerance,
                expectations: testCase.expect)
            for key in testCase.expect.keys.sorted() {
                do throws(ConformanceSetupError) {
                    differences += try comparator.compare(key, testCase.expect[key]!).map { difference in
                        var difference = difference
                        difference.platform = environment.label
                        return difference
                    }
                } catch {
                    switch error {
                    case .unsupported(let reason):
                        return .unsupported(reason)
                    case .invalid(let message):
                        differences.append(ConformanceDifference(field: key, platform: environment.label, expected: "a valid expectation", actual: message))
                    }
                }
            }
        }
        return differences.isEmpty ? .pass : .fail(differences)
    }
}
