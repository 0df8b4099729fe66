import TWResolve
import TWSyntax

extension ResolutionDocumentV1 {
    /// One of `ignored`.
    public struct Ignored: Hashable, Sendable, Codable {
        public var `class`: String
        public var range: ByteRange?
        public var source: RuleSource
        public var reason: String

        /// The document form of an ignored class.
        public init(_ i: Resolution.Ignored) {
            self.class = i.class
            range = i.range
            source = i.source
            reason = i.reason
        }
    }

    /// One of `overridden`.
    public struct Overridden: Hashable, Sendable, Codable {
        public var `class`: String
        public var by: String
        public var field: String
        public var source: RuleSource
        public var range: ByteRange
        public var byRange: ByteRange

        /// The document form of an overridden class.
        public init(_ o: Resolution.Overridden) {
            self.class = o.class
            by = o.by
            field = o.field
            source = o.source
            range = o.range
            byRange = o.byRange
        }
    }

    /// One value of `provenance`.
    public struct Provenance: Hashable, Sendable, Codable {
        public var `class`: String
        public var rule: String
    }

    /// One of `diagnostics` (also in the matrix and explain documents).
    public struct Diagnostic: Hashable, Sendable, Codable {
        public var code: String
        public var rule: String
        public var severity: Severity
        public var message: String
        public var range: ByteRange
        public var source: RuleSource
        public var fix: Fix?
        public var kind: String
        public var detail: String

        /// The document form of a resolution diagnostic.
        public init(_ d: ResolvedDiagnostic) {
            code = d.code.rawValue
            rule = d.rule
            severity = d.severity
            message = d.message
            range = d.range
            source = d.source
            fix = d.fix
            kind = d.kind.rawValue
            detail = d.detail
        }
    }
}
