import TWLint
import TWSyntax
import XCTest

/// Which calls are class sinks, and the facts recorded about them.
final class SinkTests: XCTestCase {
    func testEveryBuiltInSink() {
        let text = """
            v.tw(value: "a1")
            v.twAnimation("a2", value: flag)
            let s = TWStyle.classes("a3")
            let c = TWClasses("a4")
            let t: TWClasses = "a5"
            var u: TWClasses = flag
                ? "a6"
                : "a7"
            let w = TWStyle("a8")
            let x = TWStyle.parse("a9")
            let y: TWStyle = "a10" + "b"
            """
        let file = scan(text)
        XCTAssertEqual(file.values, ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10b"])
        XCTAssertEqual(file.sites.map(\.kind), [.tw, .twAnimation, .classes, .twClasses, .twClasses, .twClasses, .twStyle, .twStyle, .twStyle])
        XCTAssertFalse(file.occurrences[5].canCoOccur(with: file.occurrences[6]))
    }

    func testGlobalRules() {
        let text = """
            let rules = TWGlobalRules(
                view: "text-[17]",
                button: "px-4",
                named: ["card": "p-4 glass", "hero": dark ? "bg-[#000]" : "bg-[#fff]", "dyn": makeClasses()]
            )
            """
        let file = scan(text)
        XCTAssertEqual(file.sites.map(\.kind), [.globalView, .globalButton, .globalNamed, .globalNamed])
        XCTAssertEqual(file.values, ["text-[17]", "px-4", "p-4 glass", "bg-[#000]", "bg-[#fff]"])
        XCTAssertEqual(file.namedClasses.map(\.name), ["card", "hero", "dyn"])
        XCTAssertEqual(file.namedClasses.map(\.siteIndex), [2, 3, nil])
        XCTAssertEqual(file.sites[3].namedKey, "hero")
        XCTAssertEqual(file.source.text(file.namedClasses[0].keyRange), "\"card\"")
    }

    func testExtraSinksFromConfiguration() {
        let file = scan(
            #"myCard(title, "p-4 glass"); other("x"); v.myStyle("y")"#,
            configuration: ScannerConfiguration(extraSinks: ["myCard", "myStyle"]))
        XCTAssertEqual(file.values, ["p-4 glass", "y"])
        XCTAssertEqual(file.sites.map(\.calleeName), ["myCard", "myStyle"])
    }

    func testNonLiteralArgumentsAreSkippedAndCommentsIgnored() {
        let text = """
            // Text("a").tw("commented")
            /* .tw("block") */
            Text("a").tw(style)
            Text("b").tw(cn(base, optional, "p-4"))
            Text("c").tw("p-" + size)
            """
        let file = scan(text)
        XCTAssertEqual(file.values, ["p-4"])
        XCTAssertEqual(file.sites.count, 3)
        XCTAssertEqual(file.sites[0].occurrences.count, 0)
    }

    func testSinksInsideInterpolationsAndClosures() {
        let text = #"""
            Text("\(Text("x").tw("in-interp"))")
            VStack { Text("y").tw("in-closure") }.tw("outer")
            """#
        let file = scan(text)
        XCTAssertEqual(Set(file.values), ["in-interp", "in-closure", "outer"])
    }

    func testNestedTernariesAndNestedCn() {
        let file = scan(#"x.tw(cn("a", c1 ? "b" : c2 ? "c" : nil, cn("d", (c3 ? "e" : "f"))))"#)
        XCTAssertEqual(file.values, ["a", "b", "c", "d", "e", "f"])
        let o = file.occurrences
        XCTAssertFalse(o[1].canCoOccur(with: o[2]))
        XCTAssertTrue(o[2].canCoOccur(with: o[4]))
        XCTAssertFalse(o[4].canCoOccur(with: o[5]))
        XCTAssertTrue(o[0].canCoOccur(with: o[3]))
        XCTAssertEqual(file.sites.count, 1, "the inner cn belongs to the .tw site")
        // `a d e` (c1 and c2 false) is an evaluation of its own, though contained in `a b d e`.
        XCTAssertEqual(
            file.alternatives(ofSite: 0),
            [[0, 1, 3, 4], [0, 2, 3, 4], [0, 3, 4], [0, 1, 3, 5], [0, 2, 3, 5], [0, 3, 5]])
    }

    func testOptionalChainingIsNotATernary() {
        // `a?.b` is optional chaining, not a ternary; the `??` default is a class string
        // (`x ?? "…"`), present only when `a?.b` is nil.
        let file = scan(#"x.tw(cn(a?.b ?? "p-4", "m-2"))"#)
        XCTAssertEqual(file.values, ["p-4", "m-2"])
        XCTAssertTrue(file.occurrences[0].isOptional)
    }

    func testModifierChainFacts() {
        let text = """
            Text("a").padding().tw("x")
            content
                .twSurfaceID("tools", in: ns)
                .tw("surface-floating")
                .twGlassRenderer(.automatic)
                .twGlassRenderer(TWGlassRenderer.uiKit)
                .twGlassRenderer(flag ? .uiKit : .swiftUI)
            """
        let file = scan(text)
        XCTAssertEqual(file.sites[0].modifier?.isAppliedToText, false)
        XCTAssertEqual(file.sites[0].modifier?.index, 1)
        XCTAssertEqual(file.surfaceIDs.count, 1)
        XCTAssertEqual(file.surfaceIDs[0].modifier.index, 0)
        XCTAssertEqual(file.sites[1].modifier?.index, 1)
        XCTAssertEqual(file.surfaceIDs[0].modifier.chainStart, file.sites[1].modifier?.chainStart)
        XCTAssertEqual(file.glassRenderers.map(\.isLiteralArgument), [true, true, false])
        XCTAssertEqual(file.glassRenderers.map(\.modifier.index), [2, 3, 4])
    }

    func testSurfaceGroupScrollContainers() {
        let text = """
            TWSurfaceGroup {
                ScrollView { Text("a") }
                TWSurfaceGroup(spacing: 4) { List(items) { Text($0) } }
            }
            ScrollView { }
            """
        let file = scan(text)
        XCTAssertEqual(file.surfaceGroups.count, 2)
        XCTAssertEqual(file.surfaceGroups.map { $0.scrollContainers.map { file.source.text($0) } }, [["ScrollView"], ["List"]])
    }
}
