/// One finding (§3.27 `result`): its rule (by id and by index into the driver's rules), level,
/// message, one location, twlint's `TW101`-style code as a property, and its fix if any.
struct SARIFResult: Codable, Equatable {
    /// §3.8 `propertyBag`: twlint's stable code.
    struct Properties: Codable, Equatable {
        var code: String
    }

    var ruleId: String
    var ruleIndex: Int?
    var level: SARIFLevel
    var message: SARIFMessage
    var locations: [SARIFLocation]
    var properties: Properties
    var fixes: [SARIFFix]?
}

/// §3.28 `location` with its §3.29 `physicalLocation`.
struct SARIFLocation: Codable, Equatable {
    struct Physical: Codable, Equatable {
        var artifactLocation: SARIFArtifactLocation
        var region: SARIFRegion
    }

    var physicalLocation: Physical
}

/// §3.4 `artifactLocation`: a relative or `file://` URI.
struct SARIFArtifactLocation: Codable, Equatable {
    var uri: String
}

/// §3.30 `region`: lines and columns (1-based, columns in Unicode scalars) for a location, a byte
/// offset and length for a replacement.
struct SARIFRegion: Codable, Equatable {
    var startLine: Int?
    var startColumn: Int?
    var endLine: Int?
    var endColumn: Int?
    var byteOffset: Int?
    var byteLength: Int?
}

/// §3.55 `fix`: one change to one file.
struct SARIFFix: Codable, Equatable {
    /// §3.56 `artifactChange`.
    struct Change: Codable, Equatable {
        var artifactLocation: SARIFArtifactLocation
        var replacements: [Replacement]
    }

    /// §3.57 `replacement`.
    struct Replacement: Codable, Equatable {
        var deletedRegion: SARIFRegion
        var insertedContent: Content
    }

    /// §3.3 `artifactContent`: the inserted text.
    struct Content: Codable, Equatable {
        var text: String
    }

    var description: SARIFMessage
    var artifactChanges: [Change]
}
