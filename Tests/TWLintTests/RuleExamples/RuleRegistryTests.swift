import Foundation
import Testing
import TWLint
import TWTestSupport

/// ``RuleRegistry/all`` is the sorted list of every rule, with one file per rule in
/// `Sources/TWLint/Rules/Descriptions/`.
@Suite("Rule registry")
struct RuleRegistryTests {
    let ids = RuleRegistry.all.map(\.id)

    @Test func isSortedByIDWithoutRepeats() {
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
    }

    @Test func holdsExactlyTheRulesTheLinterReports() {
        #expect(Set(ids) == Set(Linter.rules.map(\.id)))
        #expect(Linter.rules.count == ids.count)
    }

    @Test func hasOneDescriptionFilePerRule() throws {
        let folder = packageRoot.appendingPathComponent("Sources/TWLint/Rules/Descriptions")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        // `DuplicateClass.swift` holds `duplicate-class`; names compare without dashes and case.
        let names = files.map { $0.dropLast(".swift".count).lowercased() }.sorted()
        #expect(names == ids.map { $0.replacingOccurrences(of: "-", with: "") }.sorted())
    }

    @Test func everyRuleHasExamplesAndAWellFormedCode() {
        for rule in RuleRegistry.all {
            #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
            // invalid-utf8 needs bytes that are not UTF-8, which a Swift string cannot hold;
            // LintExitStatusTests lints such a file. class-string-too-large needs a literal of
            // over 4 MiB; BoundedInputTests lints one.
            if rule.id != "invalid-utf8" && rule.id != "class-string-too-large" {
                #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
            }
            #expect(rule.code.wholeMatch(of: /TW[0-9]([0-9]{2}|xx)/) != nil, "\(rule.id): \(rule.code)")
        }
    }
}
