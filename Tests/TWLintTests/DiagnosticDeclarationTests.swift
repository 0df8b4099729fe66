import Foundation
import Testing
@testable import TWLint
import TWResolve
import TWSyntax
import TWTestSupport

/// Every diagnostic code is declared once, by the layer whose check raises it, and each message
/// framing is written once, in its factory. Read from the sources, so that a
/// second declaration or an inline copy of a message anywhere fails here.
@Suite("Diagnostic codes and messages are declared once")
struct DiagnosticDeclarationTests {
    /// Every Swift file of `Sources/`, with its path relative to the package and its code lines
    /// (comments dropped, so that prose naming a code or a message does not count).
    static let sources: [(path: String, lines: [String])] = {
        let root = packageRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [(String, [String])] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            files.append((String(url.path.dropFirst(packageRoot.path.count + 1)), lines))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// Where each `"TWnnn"` literal of the sources is written.
    static func codeLiterals() -> [String: [String]] {
        var found: [String: [String]] = [:]
        for file in sources {
            for (number, line) in file.lines.enumerated() {
                for match in line.matches(of: /"(TW[0-9]{3})"/) { found[String(match.output.1), default: []].append("\(file.path):\(number + 1)") }
            }
        }
        return found
    }

    @Test("Each code is written once in the sources, in a declaration")
    func codesDeclaredOnce() {
        let literals = Self.codeLiterals()
        for (code, places) in literals.sorted(by: { $0.key < $1.key }) {
            #expect(places.count == 1, "\(code) is written \(places.count) times: \(places)")
        }
        // The class language's codes are `DiagnosticCode` statics, in the file of the layer that
        // raises them; a lint rule's code is in its description file.
        for (code, places) in literals {
            guard let place = places.first else { continue }
            if code.hasPrefix("TW6") {
                #expect(place.hasPrefix("Sources/TWLint/Rules/Descriptions/"), "\(code) is declared at \(place), not in a rule description")
            } else {
                #expect(place.hasPrefix("Sources/TWSyntax/") || place.hasPrefix("Sources/TWResolve/"), "\(code) is declared at \(place)")
            }
        }
    }

    @Test("The linter's rules have distinct codes, each declared once")
    func ruleCodes() {
        let single = Linter.rules.map(\.code).filter { !$0.hasSuffix("xx") }
        #expect(Set(single).count == single.count, "\(single)")
        let literals = Self.codeLiterals()
        for code in single { #expect(literals[code]?.count == 1, "\(code)") }
    }

    /// A framing, the file of its factories, and how many factories there write it (two messages
    /// may share a stem: the depth and the budget of an expansion).
    @Test(
        "Each message framing is written only in its factories",
        arguments: [
            ("Unknown swiftcn class: ", "Sources/TWSyntax/ParserDiagnostics.swift", 1),
            ("Unknown swiftcn variant: ", "Sources/TWSyntax/ParserDiagnostics.swift", 1),
            ("Recursive swiftcn class: ", "Sources/TWResolve/Resolver/ExpansionDiagnostics.swift", 1),
            ("swiftcn class expansion exceeds", "Sources/TWResolve/Resolver/ExpansionDiagnostics.swift", 2),
            ("Unsupported swiftcn interpolation: ", "Sources/TWResolve/Interpolation/InterpolationDiagnostics.swift", 1),
            ("requires .tw directly on a native \\(", "Sources/TWResolve/Catalog/CatalogDiagnostics.swift", 1),
            ("Whitespace inside a bracket argument", "Sources/TWSyntax/ParserDiagnostics.swift", 1),
            // One suggestion engine: every "did you mean" question is `Suggestion.question`.
            ("did you mean \\(", "Sources/TWSyntax/Suggestion.swift", 1),
            ("did you mean `\\(", "Sources/TWSyntax/Suggestion.swift", 0),
            ("twlint suppression ", "Sources/TWLint/Rules/Descriptions/SuperfluousSuppression.swift", 2),
        ])
    func framingWrittenOnce(framing: String, file: String, count: Int) {
        let places = Self.sources.flatMap { source in
            source.lines.enumerated().filter { $0.element.contains(framing) }.map { "\(source.path):\($0.offset + 1)" }
        }
        #expect(places.count == count, "\(framing): \(places)")
        #expect(places.allSatisfy { $0.hasPrefix(file + ":") }, "\(framing): \(places)")
    }
}

/// The lint rules' factories against the output the README and the manuals document, and against
/// their own descriptions (code, id and default severity are the description's, not written again).
@Suite("Lint message factories")
struct LintDiagnosticFactoryTests {
    static let documentation: String = UserDocumentation.text

    @Test("The documentation's twlint output lines")
    func readmeOutput() {
        #expect(!Self.documentation.isEmpty)
        let range = ByteRange(start: 0, end: 1), fix = Fix(range: range, replacement: "")
        // `twlint Sources` in the README's quick start and the twlint manual, and the build-tool plugin's output.
        for (diagnostic, severity) in [
            (Diagnostic.duplicateClass("shadow-md", at: range, fix: fix), "warning"),
            (Diagnostic.overriddenClass("p-2", by: "p-4", at: range, fix: fix), "warning"),
            (
                Diagnostic.unknownClass(
                    "surface-floatng", code: .unknownClass,
                    reason: "no utility, recipe or named class is called `surface-floatng`; did you mean `surface-floating`?", at: range), "error"
            ),
        ] {
            let line = ": \(severity): \(diagnostic.message) [\(diagnostic.rule)]\n"
            #expect(Self.documentation.contains(line), "the documentation has no line ending in \(line)")
        }
    }

    @Test("The documentation's tw output lines")
    func readmeCheckOutput() {
        let range = ByteRange(start: 0, end: 8)
        let checkbox = ComponentDeclaration(name: "checkbox", scopes: ["cnControlUtilities"], types: ["CNCheckbox"])
        let variants = [
            Diagnostic.unknownVariant("md", suggestion: nil, isTailwindOnly: true, at: range),
            Diagnostic.unknownVariant("hovr", suggestion: "hover", at: range),
        ]
        for diagnostic in variants {
            #expect(Self.documentation.contains(": error: \(diagnostic.message) [\(diagnostic.code) \(diagnostic.rule)]\n"), "\(diagnostic.message)")
        }
        let recipe = Diagnostic.componentRecipe("checkbox", of: checkbox, at: range)
        #expect(Self.documentation.contains("error    \(recipe.message) [\(recipe.code) \(recipe.rule)] at bytes 0..<8\n"), "\(recipe.message)")
    }

    @Test("Each lint factory takes its rule's code, id and default severity from the rule's description")
    func factoriesFollowTheirDescriptions() {
        let range = ByteRange(start: 0, end: 1)
        let made: [(Diagnostic, RuleDescription)] = [
            (.duplicateClass("p-4", at: range, fix: Fix(range: range, replacement: "")), .duplicateClass),
            (.overriddenClass("p-2", by: "p-4", at: range, fix: Fix(range: range, replacement: "")), .overriddenClass),
            (.ignoredOnNativeButton("bg-primary", bezel: .bordered, at: range), .ignoredOnNativeButton),
            (.stateOnlyButtonTint("hover:tint-primary", defaultTintStates: "normal", at: range), .stateOnlyButtonTint),
            (.oneFill("bg-primary", at: range), .oneFill),
            (.surfaceRoleSwitch(at: range), .surfaceRoleSwitch),
            (.trackingTarget("tracking-[2]", at: range), .trackingTarget),
            (.surfaceIdOrder(at: range), .surfaceIdOrder),
            (.dynamicGlassRenderer(at: range), .dynamicGlassRenderer),
            (.scrollInSurfaceGroup("ScrollView", at: range), .scrollInSurfaceGroup),
            (.nestingTooDeep(levels: 128, at: range), .nestingTooDeep),
            (.unknownSuppressedRules(["bogus"], at: range), .superfluousSuppression),
            (.unusedSuppression(at: range), .superfluousSuppression),
            (.invalidUTF8(offset: 4, at: range), .invalidUTF8),
            (.classStringTooLarge(bytes: 4_194_305, at: range), .classStringTooLarge),
            (.classOrder(sorted: "p-4 bg-primary", at: range, fix: Fix(range: range, replacement: "p-4 bg-primary")), .classOrder),
            (.shorthand("px-4 py-4", merged: "p-4", at: range, fix: Fix(range: range, replacement: "p-4")), .shorthand),
            (.canonicalValue("p-[16]", keyword: "p-4", at: range, fix: Fix(range: range, replacement: "p-4")), .canonicalValue),
        ]
        for (diagnostic, description) in made {
            #expect(diagnostic.code.rawValue == description.code, "\(description.id)")
            #expect(diagnostic.rule == description.id)
            #expect(diagnostic.severity == description.defaultSeverity, "\(description.id)")
        }
        // Every rule with a code of its own has a factory above.
        let covered = Set(made.map(\.1.id))
        for rule in Linter.rules where !rule.code.hasSuffix("xx") {
            #expect(covered.contains(rule.id), "\(rule.id) has no factory in this test")
        }
    }
}
