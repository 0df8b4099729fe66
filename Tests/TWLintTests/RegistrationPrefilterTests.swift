import Foundation
@testable import TWLint
import TWResolve
import XCTest

/// Registration discovery skips the token walk for files whose bytes cannot register anything
/// (``RegistrationFinder/mayRegister(_:)``); wherever the walk finds something, the byte search
/// must let the file through.
final class RegistrationPrefilterTests: XCTestCase {
    static let sources = [
        #"let rules = TWGlobalRules(named: ["card2": "p-4 rounded-lg"])"#,
        #"let brand = TWColor("brand")"#,
        #"func setUp(rules: inout TWGlobalRules) { rules.named["x"] = "p-4"; rules.utilities["tilt"] = TWUtility { a, _ in nil } }"#,
        #"var body: some View { Text("a").twRules { $0.named["chip"] = "px-2" } }"#,
        #"var body: some View { Text("a").twRules { $0.items["chip"] = "px-2" } }"#,
        #"var body: some View { Text("a").twRules { $0.modifiers["tint"] = .init() ; $0.animations["settle"] = TWAnimation { .spring(duration: $0) } } }"#,
        #"var body: some View { VStack { Text("a").tw("p-2") }.cnControlUtilities() }"#,
        #"final class Store { var items: [Int: String] = [:]; func f(id: Int) { items[id] = "x"; ids[0] = 1 } }"#,
        #"struct V: View { var body: some View { Text("a").tw("cn-tint-[primary]") } }"#,
        #"func f(off: Bool) { _ = Harness().twRules(.init(named: ["sidebar-motion": off ? "animate-none" : "animate-smooth"])) }"#,
    ]

    func testTheByteSearchLetsThroughEveryFileTheWalkFindsSomethingIn() throws {
        let linter = Linter(configuration: LintConfiguration(), theme: .builtIn)
        var found = 0
        for source in Self.sources {
            let file = try linter.scan(Array("import SwiftUI\nimport SwiftCN\n\(source)\n".utf8)).get()
            let walked = RegistrationFinder.walking(file, path: "A.swift", theme: .builtIn)
            XCTAssertEqual(RegistrationFinder.registrations(in: file, path: "A.swift", theme: .builtIn), walked, source)
            if !walked.isEmpty { found += 1 }
        }
        XCTAssertEqual(found, 8, "every source but the store and the plain view registers or installs something")
    }

    func testOrdinarySubscriptsOutsideTwRulesAreSkipped() {
        func may(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer(RegistrationFinder.mayRegister) }
        XCTAssertFalse(may("items[id] = value; ids[0] = 1"))
        XCTAssertTrue(may("rules.named[\"x\"] = \"p-4\""))
        XCTAssertTrue(may("$0.animations[\"settle\"] = x"))
        XCTAssertTrue(may("x.twRules { $0.items[\"a\"] = 1 }"))
        XCTAssertTrue(may("let c = TWColor(\"brand\")"))
    }
}
