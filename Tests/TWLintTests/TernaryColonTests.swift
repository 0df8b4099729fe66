import Foundation
@testable import TWLint
import XCTest

/// A ternary's `:` is read forward from its `?` for short ternaries and from the level's table
/// (``SinkFinder/ternaryColonTable()``) past ``SinkFinder/forwardColonLimit`` tokens: both must
/// give the table's answer for every `?` and every end of the range searched.
final class TernaryColonTests: XCTestCase {
    static let sources = [
        #"Text("a").tw(cn("p-2", isOn ? "bg-[#ff0000]" : nil, "shadow-md"))"#,
        #"let a = c ? d ? "x" : "y" : "z"; let b = [c ? 1 : 2, e ? f(g ? 3 : 4) : 5]"#,
        #"f(a ? b : c, d ? e, g: h ? i : j) ; k ? { l ? m : n }() : o"#,
        #"x ? (y ? [1 : 2] : z) : w ?? v; switch s { case .a: t ? u : v; default: break }"#,
        #"a ? b ) : c ( d ? e : f ] g ? h : i"#,
        "let deep = " + String(repeating: "c ? ", count: 150) + "\"x\"" + String(repeating: " : \"b\"", count: 150),
        "let wide = c ? " + (0..<300).map { "f(\($0))" }.joined(separator: " + ") + " : d",
    ]

    func testForwardReadingAgreesWithTheTable() throws {
        let linter = Linter(configuration: LintConfiguration(), theme: .builtIn)
        var questions = 0, viaTable = 0
        for source in Self.sources {
            let file = try linter.scan(Array(source.utf8)).get()
            var reference = SinkFinder(stream: file.tokens, source: file.source, configuration: ScannerConfiguration())
            reference.level = TokenLevel(stream: file.tokens, range: 0..<file.tokens.tokens.count)
            let table = reference.ternaryColonTable()
            for question in 0..<reference.level.count where reference.isTernaryQuestion(question) {
                questions += 1
                for end in Set([question + 1, question + 3, question + 9, reference.level.count, Int(table[question]), Int(table[question]) + 1])
                where end > question {
                    var finder = reference
                    let colon = finder.ternaryColon(of: question, before: end)
                    let expected = table[question] > question && Int(table[question]) < end ? Int(table[question]) : nil
                    XCTAssertEqual(colon, expected, "? at \(question), end \(end) in \(source.prefix(60))")
                    if finder.level.ternaryColons != nil { viaTable += 1 }
                }
            }
        }
        XCTAssertGreaterThan(questions, 150)
        XCTAssertGreaterThan(viaTable, 0, "some lookups went past the forward limit")
    }
}
