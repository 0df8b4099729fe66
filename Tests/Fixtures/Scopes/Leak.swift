import SwiftCN
func checkInvalid() throws { _ = try TWStyle.parse("w-[50%] bg-brand") }
func unrelatedTest() throws {
    let rules = TWGlobalRules(utilities: ["w": TWUtility { _, _ in .w(21) }])
    _ = try TWStyle.parse("w-[43]", rules: rules)
    var theme = TWTheme.standard
    theme.colors[TWColor("brand")] = TWAdaptiveColor(.red)
    _ = try TWStyle.parse("bg-brand", theme: theme)
}
