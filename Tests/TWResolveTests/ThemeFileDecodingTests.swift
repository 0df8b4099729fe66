import Foundation
import Testing
import TWResolve

/// The theme file is decoded by `Decodable` parts (`ThemeFile`), and every error gives its
/// message and JSON path (a bad theme names the file and the path). The expected messages are
/// the loader's own wording, written where each check lives.
struct ThemeFileDecodingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var json: String
        var path: String
        var message: String
        var testDescription: String { json }
    }

    static let cases: [Case] = [
        // `null` is a value, not an absent key.
        Case(json: #"{"colors": null}"#, path: "$.colors", message: "expected an object, got null"),
        Case(json: #"{"animations": null}"#, path: "$.animations", message: "expected an array of preset names or an object of presets, got null"),
        Case(json: #"{"radii": {"lg": true}}"#, path: "$.radii.lg", message: "expected a finite number, got a Boolean"),
        Case(json: #"{"radii": {"lg": -2}}"#, path: "$.radii.lg", message: "expected a length in points >= 0, got -2.0"),
        Case(json: #"{"view": ["p-1"]}"#, path: "$.view", message: "expected a string, got an array"),
        // Named classes may hold any one token, so their path is quoted.
        Case(json: #"{"named": {"a b": "p-1"}}"#, path: #"$.named["a b"]"#, message: "a named class is one token: no whitespace and no `:`"),
        Case(
            json: #"{"named": {"card": {"classes": "p-1", "watchos": "p-2"}}}"#, path: #"$.named["card"].watchos"#,
            message: "unknown key; expected classes, ios, macos"),
        Case(json: #"{"utilities": {"pick": {"values": {"a b": 3}}}}"#, path: #"$.utilities.pick.values["a b"]"#, message: "expected a string, got a number"),
        Case(
            json: ##"{"colors": {"ink": {"light": {"red": 1, "green": 2, "blue": 0}, "dark": "#000"}}}"##, path: "$.colors.ink.light.green",
            message: "expected a channel in 0...1, got 2.0"),
        Case(json: ##"{"colors": {"ink": {"light": "#000"}}}"##, path: "$.colors.ink", message: "needs both light and dark"),
        Case(json: #"{"animations": ["ok", 3]}"#, path: "$.animations[1]", message: "expected a preset name of ASCII letters, digits, -, _ and ."),
        Case(json: #"{"modifiers": {"cn-row": {"order": 1.5}}}"#, path: "$.modifiers.cn-row.order", message: "expected a whole number"),
        // A component's scope is checked before its types, against the base theme's scopes and the file's.
        Case(
            json: #"{"components": {"c": {"scopes": ["nope"], "types": 3}}}"#, path: "$.components.c.scopes[0]",
            message: "unknown scope `nope`; scopes: cnAspectUtilities, cnAvatarUtilities, cnControlUtilities, cnTextUtilities, loadingUtilities"),
        // A number JSON cannot hold is reported wherever it is, even where nothing is read.
        Case(
            json: #"{"description": {"a": 1e400}}"#, path: "$.description.a",
            message: "this value cannot be read (a number outside the range of a 64-bit floating-point value?)"),
        Case(
            json: #"{"spacingUnit": 1e-400}"#, path: "$.spacingUnit",
            message: "this value cannot be read (a number outside the range of a 64-bit floating-point value?)"),
        Case(
            json: #"{"description": 1e-400}"#, path: "$.description",
            message: "this value cannot be read (a number outside the range of a 64-bit floating-point value?)"),
        Case(
            json: #"{"name": 1e400, "zz": 1}"#, path: "$.name",
            message: "this value cannot be read (a number outside the range of a 64-bit floating-point value?)"),
        Case(json: #"{"name": "x", "#, path: "$", message: "invalid JSON: unexpected end of text inside an object at line 1, column 15"),
    ]

    @Test(arguments: cases)
    func badValueNamesItsPath(_ example: Case) {
        #expect(throws: ThemeError(file: "t.json", path: example.path, message: example.message)) {
            try Theme.decode(Data(example.json.utf8), source: "t.json")
        }
    }

    @Test func fileScopesAndOriginsAreKept() throws {
        let theme = try Theme.decode(
            Data(
                #"""
                {"scopes": {"mine": {"modifiers": {"cn-x": {"argument": "none"}}}},
                 "components": {"thing": {"scopes": ["mine", "cnControlUtilities"], "types": ["Thing"]}},
                 "utilities": {"tilt": {"argument": "angle", "sets": "rotation"}},
                 "animations": {"pop": {"kind": "fixed", "animation": "easeIn", "delay": 0.05}}}
                """#.utf8), source: "dir/brand.json")
        #expect(theme.name == "brand")
        #expect(theme.components["thing"]?.scopes == ["mine", "cnControlUtilities"])
        #expect(theme.scopes["mine"]?.modifiers.first?.scope == .component(scope: "mine", span: nil))
        #expect(theme.utilities["tilt"]?.origin == .theme(file: "dir/brand.json", path: "$.utilities.tilt"))
        #expect(theme.animationPresets["pop"]?.origin == .theme(file: "dir/brand.json", path: "$.animations.pop"))
        #expect(theme.animationPresets["pop"]?.delay == 0.05)
        #expect(theme.animations.contains("pop"))
    }
}
