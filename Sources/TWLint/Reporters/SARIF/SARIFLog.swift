/// A SARIF 2.1.0 log (OASIS, §3.13 `sarifLog`): the document `twlint --format sarif` writes.
/// Member names are the specification's; optional members are absent when nil. Written with
/// sorted keys by ``SARIFReporter``.
struct SARIFLog: Codable, Equatable {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    var schema = SARIFLog.schemaURI
    var version = "2.1.0"
    var runs: [SARIFRun]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }
}

/// One run of one tool (§3.14 `run`). `columnKind` `unicodeCodePoints`: columns count Unicode
/// scalars, as twlint's other formats do.
struct SARIFRun: Codable, Equatable {
    var tool: SARIFTool
    var columnKind = "unicodeCodePoints"
    var results: [SARIFResult]
}

/// §3.18 `tool`, whose `driver` is twlint (§3.19 `toolComponent`).
struct SARIFTool: Codable, Equatable {
    struct Driver: Codable, Equatable {
        var name: String
        var version: String
        var rules: [SARIFRule]
    }

    var driver: Driver
}

/// A rule twlint checks (§3.49 `reportingDescriptor`).
struct SARIFRule: Codable, Equatable {
    /// §3.50 `reportingConfiguration`: only the level.
    struct Configuration: Codable, Equatable {
        var level: SARIFLevel
    }

    var id: String
    var shortDescription: SARIFMessage
    var fullDescription: SARIFMessage
    var defaultConfiguration: Configuration
    var help: SARIFMessage
}

/// §3.27.10 `level`.
enum SARIFLevel: String, Codable, Equatable {
    case error, warning, note
}

/// A plain-text message (§3.11 `message`, §3.12 `multiformatMessageString`).
struct SARIFMessage: Codable, Equatable {
    var text: String
}
