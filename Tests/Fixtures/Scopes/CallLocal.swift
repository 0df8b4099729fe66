import SwiftCN

// Registrations handed to one call, written in other ways; none reaches another file.
func inlineRules() throws {
    _ = try TWStyle.parse("w-[12] bg-accentbrand", rules: TWGlobalRules(utilities: ["w": TWUtility { _, _ in .w(12) }]),
                          theme: TWTheme(colors: [TWColor("accentbrand"): TWAdaptiveColor(.blue)]))
}

func resolverRules() {
    var rules = TWGlobalRules()
    rules.named["promo-card"] = "p-4 rounded-lg"
    _ = TWStyleResolver.resolve("promo-card", theme: .standard, scheme: .light, state: TWState(), globalRules: rules)
}
