import TWResolve
/// One expected field that did not match: what the case asserts and what TWKit resolved.
public struct ConformanceDifference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The expect key, with a sub-path where useful (`padding.top`, `motion.duration`).
    public var field: String
    /// The platform the difference showed on, when the case was run on both (`ios`, `macos`).
    public var platform: String?
    public var expected: String
    public var actual: String

    public init(field: String, platform: String? = nil, expected: String, actual: String) {
        self.field = field
        self.platform = platform
        self.expected = expected
        self.actual = actual
    }

    public var description: String {
        "\(field)\(platform.map { " [\($0)]" } ?? ""): expected \(expected), got \(actual)"
    }
}

/// The result of one case (conformance README, "Rules for using them").
public enum ConformanceOutcome: Hashable, Sendable {
    /// Every expected field matched.
    case pass
    /// At least one expected field differs.
    case fail([ConformanceDifference])
    /// A context or expect key the model cannot represent; never counted as a pass.
    case unsupported(String)
    /// The case contradicts the seed, which wins (`shared/seeds/swiftcn-adaptive-surfaces.md`).
    case contradictsSeed(String)

    /// `pass`, `fail`, `unsupported` or `contradicts-seed`.
    public var name: String {
        switch self {
        case .pass: "pass"
        case .fail: "fail"
        case .unsupported: "unsupported"
        case .contradictsSeed: "contradicts-seed"
        }
    }

    /// The written reason of an unsupported or contradicts-seed outcome.
    public var reason: String? {
        switch self {
        case .unsupported(let reason), .contradictsSeed(let reason): reason
        default: nil
        }
    }

    public var differences: [ConformanceDifference] {
        if case .fail(let differences) = self { return differences }
        return []
    }
}

/// One case and its outcome.
public struct ConformanceResult: Hashable, Sendable {
    public var id: String
    public var line: Int
    public var source: String
    public var classes: String
    public var outcome: ConformanceOutcome
}

/// The outcomes of a whole case file, with counts.
public struct ConformanceReport: Hashable, Sendable {
    public var file: String
    public var results: [ConformanceResult]

    public init(file: String, results: [ConformanceResult]) {
        self.file = file
        self.results = results
    }

    public func count(_ name: String) -> Int { results.filter { $0.outcome.name == name }.count }
    public var passed: Int { count("pass") }
    public var failed: Int { count("fail") }
    public var unsupported: Int { count("unsupported") }
    public var contradictsSeed: Int { count("contradicts-seed") }
    public var failures: [ConformanceResult] { results.filter { $0.outcome.name == "fail" } }

    /// `pass 180, fail 0, unsupported 30, contradicts-seed 7 (217 cases)`.
    public var summary: String {
        "pass \(passed), fail \(failed), unsupported \(unsupported), contradicts-seed \(contradictsSeed) (\(results.count) cases)"
    }
}

extension ConformanceReport: Codable {
    private enum CodingKeys: String, CodingKey { case schema, file, counts, cases }

    /// The machine-readable form `tw conformance --json` prints.
    public static let schemaVersion = "twkit.conformance/1"

    struct Counts: Codable {
        var total: Int
        var pass: Int
        var fail: Int
        var unsupported: Int
        var contradictsSeed: Int
    }

    struct Case: Codable {
        var id: String
        var line: Int
        var source: String
        var classes: String
        var outcome: String
        var reason: String?
        var differences: [ConformanceDifference]?
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        results = try container.decode([Case].self, forKey: .cases).map { entry in
            let outcome: ConformanceOutcome
            switch entry.outcome {
            case "pass": outcome = .pass
            case "fail": outcome = .fail(entry.differences ?? [])
            case "unsupported": outcome = .unsupported(entry.reason ?? "")
            default: outcome = .contradictsSeed(entry.reason ?? "")
            }
            return ConformanceResult(id: entry.id, line: entry.line, source: entry.source, classes: entry.classes, outcome: outcome)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schema)
        try container.encode(file, forKey: .file)
        try container.encode(
            Counts(total: results.count, pass: passed, fail: failed, unsupported: unsupported, contradictsSeed: contradictsSeed), forKey: .counts)
        try container.encode(
            results.map { result in
                Case(
                    id: result.id, line: result.line, source: result.source, classes: result.classes, outcome: result.outcome.name,
                    reason: result.outcome.reason, differences: result.outcome.name == "fail" ? result.outcome.differences : nil)
            }, forKey: .cases)
    }
}
