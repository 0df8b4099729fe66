import Foundation
import XCTest
import TWResolve

/// `tw swift` with registered native modifiers of every argument kind: the argument is written as
/// the value the registration's closure receives (swiftcn hands a value modifier of `Color` a real
/// `Color`), and every form type-checks against the SwiftUI stub in one compiler run.
extension SwiftEmitterTests {
    /// A theme file registering one modifier per argument kind, each with the call it applies.
    private func registrationsTheme() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-registered-\(UUID().uuidString).json")
        try Data(
            """
            {"modifiers": {
              "tint": {"argument": "color", "default": "clear", "applies": "background({argument})"},
              "lift": {"argument": "points", "phase": "layout", "scale": "spacingUnit", "applies": "offset(x: {argument})"},
              "tilt": {"argument": "degrees", "default": "0", "applies": "rotationEffect(.degrees({argument}))"},
              "fade": {"argument": "number", "applies": "opacity({argument})"},
              "pace": {"argument": "seconds", "applies": "animation(.easeOut(duration: {argument}), value: 0)"},
              "label": {"argument": "text", "phase": "content", "applies": "accessibilityLabel({argument})"},
              "payload": {"argument": "payload", "applies": "opacity({argument})"},
              "loose": {"argument": "any", "phase": "layout", "applies": "padding(.all, {argument})"},
              "ctint": {"argument": "color", "keywords": ["none"], "default": "none", "applies": "tint({argument})"},
              "wash": {"applies": "background(blue)"},
              "mark": {"applies": "background(#3399cc)"},
              "kern": {"argument": "number", "target": "text", "default": "0", "applies": "kerning({argument})"}
            }}
            """.utf8
        ).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// The defining inputs: a colour modifier `tint` with a hex literal and with an interpolated
    /// `Color(red: 0.2, green: 0.6, blue: 0.8)`, which is `#3399cc` (conformance
    /// `nur-registered-tint-prefix`, its note): `.background(Color(red: 0.2, green: 0.6, blue: 0.8))`.
    func testColourArgumentIsAColour() throws {
        let theme = try registrationsTheme()
        let expected = ".background(Color(red: 0.2, green: 0.6, blue: 0.8)) // registered native modifier `tint`"
        let literal = tw(["swift", "--theme", theme, "tint-[#3399cc]"])
        XCTAssertEqual(literal.status, 0, literal.output)
        XCTAssertTrue(literal.output.contains(expected), literal.output)
        XCTAssertFalse(literal.output.contains("background(#3399cc)"), literal.output)
        let interpolated = tw(["swift", "--theme", theme, "--value", "color=Color:#3399cc", "tint-[{color}]"])
        XCTAssertEqual(interpolated.status, 0, interpolated.output)
        XCTAssertTrue(interpolated.output.contains(expected), interpolated.output)
        XCTAssertFalse(interpolated.output.contains("<SwiftUI.Color>"), interpolated.output)
        // A SwiftUI colour keeps its name, as built-in colours do.
        XCTAssertTrue(tw(["swift", "--theme", theme, "--value", "color=Color:red", "tint-[{color}]"]).output.contains(".background(Color.red)"))
        try assertTypeChecks(literal.output, "tint-[#3399cc]")
        try assertTypeChecks(interpolated.output, "tint-[{color}]")
    }

    /// The resolution's pipeline writes the colour, not the argument's text.
    func testPipelineCarriesTheColour() throws {
        let theme = try ThemeLoader.decode(
            Data(#"{"modifiers": {"tint": {"argument": "color", "default": "clear", "applies": "background({argument})"}}}"#.utf8),
            source: "test", base: .builtIn)
        var context = ResolutionContext()
        context.interpolations["color"] = .color("#3399cc")
        let resolver = Resolver(theme: theme)
        XCTAssertEqual(resolver.pipeline("tint-[{color}]", context: context).calls, ["background(#3399cc)"])
        XCTAssertEqual(resolver.pipeline("tint-[#3399CC]", context: ResolutionContext()).calls, ["background(#3399cc)"])
        let slot = try XCTUnwrap(resolver.resolve("tint-[{color}]", context: context).nativeSlots?.first)
        XCTAssertEqual(slot.argument, "<SwiftUI.Color>", "the text stays swiftcn's rawValue")
        XCTAssertEqual(slot.value, .color(ResolvedColor(hex: "#3399cc")))
    }

    /// Every argument kind, as text and as an interpolated value, in one batch: numbers (points
    /// times the spacing unit, degrees, seconds, plain), colours (hex, theme token, SwiftUI name,
    /// with opacity), text with quotes, a backslash and a line break, a payload, an undeclared
    /// argument, a keyword, constant colours in `applies`, and a text-target modifier.
    func testEveryArgumentKindTypeChecks() throws {
        let theme = try registrationsTheme()
        let inputs: [(String, [String])] = [
            ("tint-[#3399cc]", []), ("tint-[#33669980]", []), ("tint-[primary]", []), ("tint-[primary]", ["--scheme", "dark"]),
            ("tint-[{c}]", ["--value", "c=Color:#3399cc"]), ("tint-[{c}]", ["--value", "c=Color:indigo"]),
            ("lift-[2]", []), ("lift-[{n}]", ["--value", "n=CGFloat:1.5"]),
            ("tilt-[12deg]", []), ("tilt-[0.5rad]", []), ("tilt-[{a}]", ["--value", "a=Angle:45deg"]),
            ("fade-[0.5]", []), ("fade-[{d}]", ["--value", "d=Double:0.25"]),
            ("pace-[200ms]", []), ("pace-[{ms}]", ["--value", "ms=Int:250"]),
            ("label-[Hello_world]", []), ("label-[{l}]", ["--value", "l=String:He said \"hi\" \\ end\nline 2 */ // x"]),
            ("payload-[{p}]", ["--value", #"p=Payload:{"amount": 0.4}"#]),
            ("loose-[4]", []), ("loose-[wide]", []),
            ("ctint-[none]", []), ("ctint-[#ff0000]", []),
            ("wash mark", []),
            ("kern-[2] p-2", ["--target", "text"]), ("kern-[{k}]", ["--target", "text", "--value", "k=Double:1.5"]),
            ("tint-[#3399cc] lift-[1] tilt-[8] fade-[0.9] label-[x] wash", ["--availability"]),
        ]
        var files: [String] = [], labels: [String] = []
        for (classes, flags) in inputs {
            let name = "Registered\(files.count)"
            let result = tw(["swift", "--theme", theme, "--name", name] + flags + [classes])
            XCTAssertEqual(result.status, 0, "\(classes): \(result.output)")
            files.append(result.output)
            labels.append("\(name): `\(classes)` \(flags.joined(separator: " "))")
        }
        let all = try checker().typeCheck(files: files)
        XCTAssertEqual(all.status, 0, "some forms do not type-check:\n\(all.output)\n\(labels.joined(separator: "\n"))")

        // The values, as the registrations' closures receive them.
        let code = zip(inputs.map(\.0), files).reduce(into: [String: String]()) { $0[$1.0, default: ""] += $1.1 }
        XCTAssertTrue(code["lift-[2]"]!.contains(".offset(x: 8)"), "2 points times the spacing unit 4")
        XCTAssertTrue(code["lift-[{n}]"]!.contains(".offset(x: 6)"), "1.5 times 4")
        XCTAssertTrue(code["tilt-[12deg]"]!.contains(".rotationEffect(.degrees(12))"))
        XCTAssertTrue(code["tilt-[{a}]"]!.contains(".rotationEffect(.degrees(45))"), "an Angle is its degrees, not <SwiftUI.Angle>")
        XCTAssertTrue(code["pace-[200ms]"]!.contains(".animation(.easeOut(duration: 0.2), value: 0)"))
        XCTAssertTrue(code["pace-[{ms}]"]!.contains(".animation(.easeOut(duration: 0.25), value: 0)"), "a bare number of seconds is milliseconds")
        XCTAssertTrue(code["label-[Hello_world]"]!.contains(#".accessibilityLabel("Hello world")"#), "`_` is a space")
        XCTAssertTrue(code["label-[{l}]"]!.contains(#".accessibilityLabel("He said \"hi\" \\ end\nline 2 */ // x")"#), code["label-[{l}]"]!)
        XCTAssertTrue(code["tint-[{c}]"]!.contains(".background(Color.indigo)"))
        XCTAssertTrue(code["wash mark"]!.contains(".background(Color.blue)"))
        XCTAssertTrue(code["wash mark"]!.contains(".background(Color(red: 0.2, green: 0.6, blue: 0.8))"))
        XCTAssertTrue(code["ctint-[#ff0000]"]!.contains(".tint(Color(red: 1, green: 0, blue: 0))"))
        XCTAssertTrue(code["kern-[2] p-2"]!.contains(".kerning(2)"))
        // No value TWKit can write: a comment that says why, never a call that cannot compile.
        XCTAssertTrue(
            code["payload-[{p}]"]!.contains(
                "// registered native modifier `payload` applies `opacity(<Payload>)`: its argument is a Payload value that only the app has"),
            code["payload-[{p}]"]!)
        XCTAssertTrue(code["loose-[4]"]!.contains(".padding(.all, 4)"))
        XCTAssertTrue(code["loose-[wide]"]!.contains("// registered native modifier `loose` applies `padding(.all, wide)`"), code["loose-[wide]"]!)
        XCTAssertTrue(code["ctint-[none]"]!.contains("// registered native modifier `ctint` applies `tint(none)`"), code["ctint-[none]"]!)
    }
}
