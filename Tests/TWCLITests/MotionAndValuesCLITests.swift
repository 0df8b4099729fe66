import XCTest

/// `tw resolve` with a state change, the caller's transaction and typed values, and `tw compose`.
final class MotionAndValuesCLITests: XCTestCase {
    static let states = "animate-ease-out duration-300 active:animate-spring active:duration-100 disabled:animate-none"

    func testEnteringPressedInJSON() throws {
        let result = tw("resolve", "--json", "--state", "pressed", "--from-state", "rest", Self.states)
        XCTAssertEqual(result.status, 0, result.error)
        let json = try JSONOutput(result.output)
        XCTAssertEqual(json.string("transaction.effect"), "set")
        XCTAssertEqual(json.string("transaction.animation.name"), "spring")
        XCTAssertEqual(json.number("transaction.animation.duration"), 0.1)
        XCTAssertEqual(json.array("transaction.fromStates").count, 0)
        XCTAssertEqual(json.array("transaction.toStates") as? [String], ["pressed"])
    }

    func testCallerTransactionAndScopeFlags() throws {
        let kept = try JSONOutput(tw("resolve", "--json", "--caller-animation", "linear(duration: 2)", "p-4 duration-200").output)
        XCTAssertEqual(kept.string("transaction.effect"), "unchanged")
        XCTAssertEqual(kept.string("transaction.callerAnimation"), "linear(duration: 2)")
        let scoped = try JSONOutput(tw("resolve", "--json", "--animation-scope", "layout", "disclosure-motion").output)
        XCTAssertEqual(scoped.array("transaction.animatedPhases") as? [String], ["layout"])
        XCTAssertEqual(scoped.string("transaction.contentTransition"), "identity")
        XCTAssertEqual(tw("resolve", "--value-unchanged", "p-4").status, 2, "--value-unchanged needs --animation-scope")
        XCTAssertEqual(tw("resolve", "--animation-scope", "everything", "p-4").status, 2)
    }

    func testTypedValues() throws {
        let result = tw("resolve", "--json", "--value", "x=Int:12", "--value", "y=Int:-4", "--value", "size=CGSize:1.1,0.9", "offset-[{x},{y}] scale-[{size}]")
        XCTAssertEqual(result.status, 0, result.error)
        let json = try JSONOutput(result.output)
        XCTAssertEqual(json.number("transform.offsetX"), 12)
        XCTAssertEqual(json.number("transform.offsetY"), -4)
        XCTAssertEqual(json.number("transform.scaleX"), 1.1)
        XCTAssertEqual(json.number("transform.scaleY"), 0.9)
        let nan = tw("resolve", "--value", "n=Double:nan", "--theme", "/dev/null", "w-[{n}]")
        XCTAssertEqual(nan.status, 2, "a bad theme path is still a usage error")
        XCTAssertEqual(tw("resolve", "--value", "n=Double:nan", "w-[{n}]").status, 1, "a NaN width is rejected")
        let bad = tw("resolve", "--value", "x=Integer:1", "p-[{x}]")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.contains("unknown type 'Integer'"), bad.error)
    }

    // The composition input of ClassCompositionTests, on the command line.
    func testCompose() throws {
        let plain = tw("compose", " card ", "", "tilt-[8]", "hover:tilt-[12]", "p-3")
        XCTAssertEqual(plain.status, 0, plain.error)
        XCTAssertEqual(plain.output, "card tilt-[8] hover:tilt-[12] p-3\n")
        let json = try JSONOutput(tw("compose", "--json", "--fragments", #"[" card ", null, "", "tilt-[8]", "hover:tilt-[12]", "p-3"]"#).output)
        XCTAssertEqual(json.string("composed"), "card tilt-[8] hover:tilt-[12] p-3")
        XCTAssertEqual(json.string("schema"), "twkit.compose/1")
        XCTAssertEqual(tw("compose", "-", input: #"[["glass", "p-4"], "tilt-[0]"]"#).output, "glass p-4 tilt-[0]\n")
        XCTAssertEqual(tw("compose", "--fragments", "[1]").status, 2)
        XCTAssertEqual(tw("compose").status, 2)
    }
}

/// `tw explain` names the animation a styled update applies.
final class MotionExplainCLITests: XCTestCase {
    func testExplainHasATransactionRow() {
        let result = tw("explain", "--state", "pressed", "animate-ease-out duration-300 active:animate-spring active:duration-100")
        XCTAssertEqual(result.status, 0, result.error)
        let row = result.output.split(separator: "\n").first { $0.hasPrefix("transaction") } ?? ""
        XCTAssertTrue(row.contains("spring 0.1s") && row.contains("active:animate-spring"), result.output)
    }
}
