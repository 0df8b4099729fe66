import Foundation
import TWLint
import TWResolve
import XCTest

/// Sinks found by type. swiftcn's components (the shipped table), the project's
/// own declarations, and the other APIs that take class strings. Expected findings are the
/// defining inputs'; signatures are swiftcn's (`Sources/SwiftCN`).
final class SignatureSinkTests: XCTestCase {
    private func marked(
        _ text: String, configuration: LintConfiguration = LintConfiguration(),
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let source = MarkedSource(text)
        let findings = lint(source.text, configuration: configuration).findings
        XCTAssertEqual(
            findings.map { "\($0.rule)@\($0.line):\($0.column)" }, source.markers.map { "unknown-class@\($0)" },
            source.text, file: file, line: line)
    }

    func testBadgeClassesButNotItsTitle() {
        marked(#"CNBadge("Released", classes: "font-medium ↓bogus")"#)
    }

    /// `CNBadge(_ classes:…, content:)` takes classes first when a content closure follows;
    /// `CNBadge(_ title:…)` takes a title (`Badge.swift`).
    func testOverloadsAreBoundByLabelsAndTrailingClosures() {
        marked(#"CNBadge("↓bogus") { Text("New") }"#)
        marked(#"CNBadge("bogus-title")"#)
        marked(#"CNButton("Save bogus", classes: "↓nope") { save() }"#)
        marked(#"CNCard("p-4 ↓bogus", spacing: 8) { Text("a") }"#)
        marked(#"CNCardTitle("Plain title", classes: "↓bogus")"#)
        marked(#"CNDialogContent("↓bogus") { Text("a") }"#)
    }

    /// `CNDropdownMenuContent(_ classes:, autofocus:, isPresented:, onDismiss: () -> Void = {},
    /// content:)` (`Menus.swift`): Swift's forward scan gives the trailing closure to `content`,
    /// passing over the defaulted `onDismiss`, so the first argument is classes.
    func testTrailingClosurePassesOverADefaultedClosureParameter() {
        marked(#"CNDropdownMenuContent("border ↓mx-w-[260]", autofocus: false) { actions }"#)
    }

    /// `CNDropdownMenu(_ classes:, isPresented:, contentClasses:, arrowEdge:, content:, label:)`
    /// is the only overload a call with a `label:` trailing closure fits; without it, the title
    /// overload `CNDropdownMenu(_ title:, classes:, …, content:)` is called.
    func testLabelledTrailingClosuresBindByTheirLabels() {
        marked(#"CNDropdownMenu("↓bogus", contentClasses: "↓nope") { items } label: { Text("Open") }"#)
        marked(#"CNDropdownMenu("Open bogus", contentClasses: "↓nope") { items }"#)
    }

    func testTWStyleStringsAfterTheFirst() {
        marked(#"let style = TWStyle(.primaryButton, "p-4 ↓bogus")"#)
    }

    func testNilCoalescingDefault() {
        marked(#"Text("x").tw(custom ?? "p-4 ↓bogus")"#)
    }

    func testStyleResolverAndNamedAssignments() {
        marked(#"let r = TWStyleResolver.resolve("↓bogus px-2")"#)
        marked(
            """
            var rules = TWGlobalRules()
            rules.named["card"] = "p-4 ↓bogus"
            content.twRules { $0.named["hero"] = "↓nope" }
            """)
    }

    func testNativeButtonStyle() {
        marked(#"Button("Go") {}.buttonStyle(.twNative("glass ↓bogus"))"#)
    }

    /// `.textFieldStyle(.tw())` is styled with swiftcn's default `input` (`ControlStyles.swift`);
    /// `.toggleStyle(.tw(base: .switch))` with `toggle`, `.labelStyle(.tw())` with `label`.
    func testControlStyleDefaultsAreRead() {
        let file = scan(
            """
            TextField("a", text: $t).textFieldStyle(.tw())
            Toggle("a", isOn: $on).toggleStyle(.tw(base: .switch))
            Label("a", systemImage: "x").labelStyle(.tw())
            TextField("b", text: $t).textFieldStyle(.tw("input px-2"))
            """)
        XCTAssertEqual(file.values, ["input", "toggle", "label", "input px-2"])
        XCTAssertEqual(file.sites.map(\.calleeName), ["textFieldStyle", "toggleStyle", "labelStyle", "textFieldStyle"])
        XCTAssertEqual(lint("TextField(\"a\", text: $t).textFieldStyle(.tw())").findings.map(\.rule), [])
    }

    func testOwnDeclarationsInTheSameFile() {
        marked(
            """
            struct Surface<Content: View>: View {
                init(classes: TWClasses = "", @ViewBuilder content: () -> Content) { }
            }
            extension ButtonStyle where Self == DemoStyle {
                static func demo(_ classes: TWClasses, tint: Color = .blue) -> Self { DemoStyle(classes) }
            }
            let a = Surface(classes: "p-2 ↓bogus") { Text("a") }
            let b = Button("Go") {}.buttonStyle(.demo("↓nope", tint: .red))
            """)
    }

    /// A declaration in one file makes its calls sinks in every file of the package.
    func testOwnDeclarationsAcrossThePackage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sinks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let declaration = directory.appendingPathComponent("Surface.swift")
        let use = directory.appendingPathComponent("Use.swift")
        try #"struct Surface: View { init(_ title: String, classes: TWClasses) {} }"#.write(to: declaration, atomically: true, encoding: .utf8)
        try #"let s = Surface("Title bogus", classes: "p-4 bogus")"#.write(to: use, atomically: true, encoding: .utf8)
        let linter = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn))
        let outcomes = linter.lint([declaration.path, use.path])
        XCTAssertEqual(outcomes[0].findings.count, 0)
        XCTAssertEqual(outcomes[1].findings.map { "\($0.rule)@\($0.line):\($0.column)" }, ["unknown-class@1:46"])
    }

    /// The shipped table names swiftcn's components with their real parameters.
    func testShippedTableHasSwiftCNComponents() {
        let table = SwiftCNSignatures.table
        for name in [
            "CNCard", "CNCardHeader", "CNBadge", "CNTableHead", "CNTableCell", "CNChart", "CNFieldControl",
            "CNDropdownMenuContent", "CNDialogContent", "CNInputGroup", "CNBubble",
        ] {
            XCTAssertTrue(table.initializers[name]?.contains { $0.takesClasses } == true, name)
        }
        XCTAssertTrue(table.functions["twNative"]?.isEmpty == false)
    }
}

/// Computed properties and functions typed `TWClasses` or `TWStyle`: the values they return.
final class ReturnedValueSinkTests: XCTestCase {
    func testSwitchArmsOfAComputedProperty() {
        let source = MarkedSource(
            """
            enum Size {
                case sm, lg
                var classes: TWClasses { switch self { case .sm: "px-3 ↓bogus"
                case .lg: "px-4" } }
            }
            """)
        XCTAssertEqual(lint(source.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" }, source.markers.map { "unknown-class@\($0)" })
    }

    /// The results of one body are alternatives: `px-3` and `px-4` never meet, so neither is
    /// overridden; `return`, `if`/`guard` arms and `TWStyle` bodies count; a closure's value or a
    /// `String` property does not.
    func testReturnedValuesAreAlternatives() {
        let source = MarkedSource(
            """
            struct S {
                var classes: TWClasses {
                    switch size {
                    case .sm: "px-3"
                    case .lg:
                        "px-4"
                    }
                }
                func more(_ on: Bool) -> TWClasses {
                    if on { return "p-4 ↓bogus" }
                    guard on else { return "↓nope" }
                    let x = items.map { "not-classes" }
                    return on ? "p-2" : "↓wrong"
                }
                var title: String { "Not classes" }
                var style: TWStyle { "↓bad" }
            }
            """)
        XCTAssertEqual(lint(source.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" }, source.markers.map { "unknown-class@\($0)" })
    }
}
