import TWLint
import TWSyntax
import XCTest

/// twlint's defining inputs, at the scanner level: the class strings found and the source
/// positions (1-based line, Unicode-scalar column) of their tokens.
final class IssueSnippetTests: XCTestCase {
    func testSnippet1MultiLineChainsTernariesAndNonClassStrings() {
        let text = """
            Text(":)").tw(cn("p-[13]", mood == ")" ? "text-[18]" : nil, "bogus"))
            Button("Go") { go() }
                .buttonStyle(.tw(
                    "control-lg bogus-two"
                ))
                .tw(cn(
                    base,
                    "px-4",
                    isOn ? "rounded-[14]" : nil,
                    "bogus-three"
                ))
            """
        let file = scan(text)
        XCTAssertEqual(file.values, ["p-[13]", "text-[18]", "bogus", "control-lg bogus-two", "px-4", "rounded-[14]", "bogus-three"])
        XCTAssertEqual(file.position(of: "bogus"), "1:62")
        XCTAssertEqual(file.position(of: "bogus-two"), "4:21")
        XCTAssertEqual(file.position(of: "bogus-three"), "10:10")
        XCTAssertEqual(file.sites.map(\.kind), [.tw, .buttonStyle, .tw])
        XCTAssertEqual(file.sites[0].modifier?.isAppliedToText, true)
        XCTAssertEqual(file.sites[1].modifier?.index, 0)
        XCTAssertEqual(file.sites[2].modifier?.index, 1)
        XCTAssertEqual(file.sites[1].modifier?.chainStart, file.sites[2].modifier?.chainStart)
        XCTAssertEqual(file.sites[2].modifier?.isAppliedToText, false)
        XCTAssertTrue(file.occurrences[1].isOptional)
        XCTAssertFalse(file.occurrences[2].isOptional)
    }

    func testSnippet2InterpolationsAreDynamicParts() {
        let text = """
            Text("a").tw("px-4 rounded-[14]\\(extra) text-[18] bogus")
            Text("b").tw("px-4 bg-[\\(accent)] \\(emphasis)")
            """
        let file = scan(text)
        XCTAssertEqual(file.values, ["px-4 rounded-[14]<value> text-[18] bogus", "px-4 bg-[<value>] <value>"])
        XCTAssertEqual(file.position(of: "bogus"), "1:51")
        let tokens = file.allTokens
        let merged = tokens.first { $0.text == "rounded-[14]<value>" }
        XCTAssertEqual(merged?.token.isUncheckable, true)
        XCTAssertEqual(merged.map { file.source.text($0.occurrence.sourceRange(of: $0.token)) }, "rounded-[14]\\(extra)")
        let bracket = tokens.first { $0.text == "bg-[<value>]" }
        XCTAssertEqual(bracket?.token.isUncheckable, false)
        XCTAssertEqual(bracket?.token.arbitraryValue?.isDynamic, true)
        XCTAssertEqual(bracket?.position, "2:20")
        XCTAssertEqual(file.sourceText(of: "bg-[<value>]"), "bg-[\\(accent)]")
        XCTAssertEqual(tokens.filter(\.token.isUncheckable).count, 2)
    }

    func testSnippet3RawStrings() {
        let text = """
            Text("a").tw(#"p-[13] bg-[\\#(accent)] bogus"#)
            Text("b").tw(##"px-4 "quoted" \\##(extra) \\#(notInterp)"##)
            """
        let file = scan(text)
        XCTAssertEqual(file.values, ["p-[13] bg-[<value>] bogus", "px-4 \"quoted\" <value> \\#(notInterp)"])
        XCTAssertEqual(file.position(of: "bogus"), "1:39")
        XCTAssertEqual(file.position(of: "\"quoted\""), "2:22")
        XCTAssertEqual(file.position(of: "\\#(notInterp)"), "2:42")
        XCTAssertEqual(file.position(of: "bg-[<value>]"), "1:23")
    }

    func testSnippet4ChainedSinksCnArraysAndConcatenation() {
        let text = """
            Text("a").tw("bg-[#fff]").tw("glass-tint-primary bogus")
            let parts = [cn("p-[13]"), cn("offset-[12,-4]")]
            Text("b").tw("px-4" + "p-[13]")
            """
        let file = scan(text)
        XCTAssertEqual(file.values, ["bg-[#fff]", "glass-tint-primary bogus", "p-[13]", "offset-[12,-4]", "px-4p-[13]"])
        XCTAssertEqual(file.sites.map(\.kind), [.tw, .tw, .cn, .cn, .tw])
        XCTAssertEqual(file.position(of: "bogus"), "1:50")
        XCTAssertEqual(file.position(of: "px-4p-[13]"), "3:15")
        XCTAssertEqual(file.sourceText(of: "px-4p-[13]"), "px-4\" + \"p-[13]")
        XCTAssertEqual(file.sites[0].modifier?.index, 0)
        XCTAssertEqual(file.sites[1].modifier?.index, 1)
        XCTAssertEqual(file.sites[1].modifier?.isAppliedToText, false)
    }

    func testSnippet5TernaryArmsAreAlternatives() {
        let file = scan(#"Text("a").tw(cn("rounded-[14]", isCompact ? "px-2" : "px-6"))"#)
        XCTAssertEqual(file.values, ["rounded-[14]", "px-2", "px-6"])
        let (base, two, six) = (file.occurrences[0], file.occurrences[1], file.occurrences[2])
        XCTAssertFalse(two.canCoOccur(with: six))
        XCTAssertTrue(base.canCoOccur(with: two))
        XCTAssertTrue(base.canCoOccur(with: six))
        XCTAssertEqual(file.alternatives(ofSite: 0), [[0, 1], [0, 2]])
    }

    func testSnippet6ByteOrderMark() {
        let file = scan(bytes: [0xEF, 0xBB, 0xBF] + Array(#"Text("a").tw("bogus")"#.utf8))
        XCTAssertEqual(file.values, ["bogus"])
        XCTAssertEqual(file.position(of: "bogus"), "1:15")
    }

    func testSnippet7EmojiColumnsCountScalars() {
        let file = scan("Text(\"🤵🏼‍♀️ hi\").tw(\"px-4 bogus\")\nText(\"a\").tw(\"px-4 🙄\")")
        XCTAssertEqual(file.values, ["px-4 bogus", "px-4 🙄"])
        XCTAssertEqual(file.position(of: "bogus"), "1:27")
        XCTAssertEqual(file.position(of: "🙄"), "2:20")
    }
}
