import XCTest
import TWResolve
import TWEmit

/// Resolutions with the `transaction` member and typed values validate against the resolution
/// schema ("JSON schemas updated and validated in tests").
final class MotionSchemaTests: XCTestCase {
    func testTransactionDocumentsValidate() throws {
        let theme = try ThemeLoader.decode(
            Data(#"{"animations": {"pop": {"kind": "fixed", "animation": "interactiveSpring(response: 0.4, dampingFraction: 0.8)", "delay": 0.05}}}"#.utf8),
            source: "test", base: .builtIn)
        let resolver = Resolver(theme: theme)
        var documents: [String] = []
        func add(_ classes: String, values: [String: InterpolatedValue] = [:], _ change: (inout ResolutionContext) -> Void = { _ in }) {
            var context = ResolutionContext()
            change(&context)
            let resolution = resolver.resolve(classes, values: values, context: context)
            documents.append(ResolutionJSON.encode(resolution, compact: true))
        }
        add("animate-ease-out duration-300 active:animate-spring") {
            $0.states = [.pressed]; $0.motionChange = MotionChange(fromStates: [])
        }
        add("animate-pop delay-50") { $0.transaction = CallerTransaction(animation: "default", disablesAnimations: false) }
        add("animate-none") { $0.transaction = CallerTransaction(animation: "linear(duration: 2)", disablesAnimations: true) }
        add("disclosure-motion p-8") { $0.motionChange = MotionChange(scope: .layout) }
        add("control-motion") {
            $0.motionChange = MotionChange(scope: .content, valueChanged: false); $0.reduceMotion = true
        }
        add("animate-[{a}] offset-[{x},{y}]", values: ["a": .animation("snappy"), "x": .int(1), "y": .int(2)]) { $0.target = .animation }
        add("{c}", values: ["c": .color("blue")])
        XCTAssertTrue(documents[0].contains("\"transaction\""))
        try validateJSON(documents, against: ResolutionSchema.text)
    }
}
