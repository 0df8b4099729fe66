import TWResolve
/// Cases that contradict the seed (`shared/seeds/swiftcn-adaptive-surfaces.md`), which wins
/// (conformance README, "Rules for using them"). Each entry is a case id and the reason, quoting
/// the seed. The runner reports these as `contradicts-seed` and never runs them as facts.
enum SeedContradictions {
    static let reasons: [String: String] = [:]
}
