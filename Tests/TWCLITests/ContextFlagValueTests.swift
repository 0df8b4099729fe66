import Testing

/// A context flag with a bad value fails with exit status 2 and lists the accepted values, in
/// every command that takes it (Docs/resolving.md, "Context flags").
@Suite("Context flag values")
struct ContextFlagValueTests {
    @Test(
        "A bad value lists the accepted ones",
        arguments: [
            (["--platform", "android"], "ios, macos"),
            (["--os", "twenty"], "18, 26, 26.1 or 27"),
            (["--appearance", "dark"], "automatic, glass, solid"),
            (["--renderer", "metal"], "automatic, swiftUI, uiKit"),
            (["--scheme", "sepia"], "light, dark"),
            (["--target", "label"], "view, button, text, image, shape, presentation"),
            (["--state", "hover,selected"], "hover, focus, pressed, disabled"),
        ])
    func badValue(_ flags: [String], accepted: String) {
        // The matrix sets platform, OS and renderer per column, so it refuses those flags outright.
        let perColumn = ["--platform", "--os", "--renderer"].contains(flags[0])
        for command in perColumn ? ["resolve", "explain"] : ["resolve", "matrix", "explain"] {
            let result = tw([command] + flags + ["p-4"])
            #expect(result.status == 2, "\(command) \(flags)")
            #expect(result.error.contains(accepted), "\(result.error)")
        }
    }
}
