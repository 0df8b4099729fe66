/// Cases whose `context` writes a typed Swift value as its class-string equivalent, where the
/// two differ (conformance README: "Typed values in a test are written as their string
/// equivalents, and the `note` says so"). A typed `TWStyle` skips the lexer and the registry
/// (reference §1.1), so under a registration of the same prefix no class string equals it; the
/// runner reports these as `unsupported` with the reason instead of resolving the string.
enum TypedValueCases {
    static let reasons: [String: String] = [
        "arg-exact-named-beats-factory": "the named value is the typed `.w(84)` (its note says so); with the app utility `w` registered, the class string `w-[84]` means the utility's 21 points, so no class string states the typed value",
    ]
}
