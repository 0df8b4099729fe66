import Foundation
import Testing
import TWResolve
import TWSyntax
import TWTestSupport

/// The message factories of the parser, the catalog and the expander, pinned against texts that
/// were written down before them: the resolution goldens (`Golden/*.json`, recorded from the
/// resolver before the factories existed) and the error table of the reference (§13.1). The
/// expected texts are read from those files, never from the factories' output.
@Suite("Diagnostic factories against the goldens and the reference")
struct DiagnosticFactoryTests {
    /// One diagnostic of a golden resolution document.
    struct Golden: Decodable {
        var code: String
        var rule: String
        var severity: Severity
        var message: String
        var range: ByteRange
    }

    static func golden(_ name: String) throws -> [Golden] {
        struct Document: Decodable { var diagnostics: [Golden] }
        let url = packageRoot.appendingPathComponent("Tests/TWResolveTests/Golden/\(name).json")
        return try JSONDecoder().decode(Document.self, from: Data(contentsOf: url)).diagnostics
    }

    static func expect(_ made: Diagnostic, equals golden: Golden, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(made.code.rawValue == golden.code, sourceLocation: sourceLocation)
        #expect(made.rule == golden.rule, sourceLocation: sourceLocation)
        #expect(made.severity == golden.severity, sourceLocation: sourceLocation)
        #expect(made.message == golden.message, sourceLocation: sourceLocation)
        #expect(made.range == golden.range, sourceLocation: sourceLocation)
    }

    @Test("A recursive named class, shown on the token that names it (named-recursive, lenient-recursive)")
    func recursiveClass() throws {
        // "loop px-4" with loop = "p-1 again", again = "loop".
        let nested = try Self.golden("named-recursive")
        #expect(nested.count == 1)
        let token = ByteRange(start: 0, end: 4)
        Self.expect(
            Diagnostic.recursiveClass("loop", cycle: ["loop", "again", "loop"], at: token).insideNamedClass(["loop", "again"], shownAt: token),
            equals: nested[0])
        // "loop p-3" with loop = "loop".
        let direct = try Self.golden("lenient-recursive")
        Self.expect(Diagnostic.recursiveClass("loop", cycle: ["loop", "loop"], at: token).insideNamedClass(["loop"], shownAt: token), equals: direct[0])
    }

    @Test("An unknown variant and the catalog's framing of unknown classes (lenient-unknown, invalid-opacity-modifier)")
    func unknownClassAndVariant() throws {
        // "px-4 bogus-class hover:bg-nope wiggle:p-2"
        let found = try Self.golden("lenient-unknown")
        #expect(found.map(\.code) == ["TW101", "TW207", "TW301"])
        Self.expect(.unknownVariant("wiggle", suggestion: nil, at: ByteRange(start: 31, end: 37)), equals: found[2])
        Self.expect(
            .unknownClass(
                "bogus-class", code: .unknownClass, reason: "no utility, recipe or named class is called `bogus-class`",
                at: ByteRange(start: 5, end: 16)), equals: found[0])
        let opacity = try Self.golden("invalid-opacity-modifier")
        let reason = "Tailwind modifiers such as `/50` are not supported; use `opacity-50`, or a colour with alpha such as `bg-[#rrggbbaa]`"
        Self.expect(CatalogError(.opacityModifier, reason).diagnostic(rejecting: "bg-primary/50", at: ByteRange(start: 0, end: 13)), equals: opacity[0])
    }

    /// The rows of the reference's §13.1 table: `| case | `pattern` | raised when |`.
    static func referencePatterns() throws -> [String: String] {
        let url = SharedData.url("reference/swiftcn-language.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var patterns: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
            patterns[cells[0]] = String(cells[1].dropFirst().dropLast())
        }
        return patterns
    }

    @Test("swiftcn's wording of each error kind (reference §13.1)")
    func referenceWording() throws {
        let patterns = try Self.referencePatterns()
        let range = ByteRange(start: 0, end: 1)
        // The reference's placeholders passed as the arguments give its patterns exactly, or
        // (for the kinds TWKit explains further) the pattern followed by the reason.
        #expect(Diagnostic.unknownVariant("<variant>", suggestion: nil, at: range).message == patterns["unknown variant (variant)"])
        #expect(Diagnostic.unsupportedInterpolation("<type>", at: range).message == patterns["invalid interpolation (type)"])
        #expect(Diagnostic.expansionLimit(levels: 32, at: range).message == patterns["expansion limit"])
        let unknownClass = try #require(patterns["unknown class (name)"])
        #expect(Diagnostic.unknownClass("<name>", code: .unknownClass, reason: "why", at: range).message == unknownClass + " (why)")
        #expect(Diagnostic.malformedBracket("<name>", .neverClosed, at: range).message.hasPrefix(unknownClass + " ("))
        let recursive = try #require(patterns["recursive class (name)"])
        #expect(Diagnostic.recursiveClass("<name>", cycle: ["<name>", "<name>"], at: range).message == recursive + " (<name> → <name>)")
        // The catalog words swiftcn's unsupportedTarget error itself.
        let target = try #require(patterns["unsupported target (name, expected)"])
        let made = CatalogError.unsupportedTarget("<name>", target: "<text/image/shape>").diagnostic(rejecting: "resize-[2]", at: range)
        #expect(made.message == target)
        #expect(made.code == .unsupportedTarget)
        #expect(Diagnostic.escapedArgument == "an escaped argument", "the reference's name for an escaped interpolation (§1.3)")
    }
}
