import TWResolve

/// What the site memo keys a site's findings by: its ``SiteKey`` and, for a site whose strings
/// interpolate, what the file says each interpolation is (``TypedInterpolationCheck/values(_:input:)``,
/// the only thing beyond the run-time text that the site checks read). With their typed values in
/// the key, interpolated sites are shared like any other (a value not equal to itself, a NaN,
/// never hits, so such a site is checked each time).
struct SiteMemoKey: Hashable, Sendable {
    let site: SiteKey
    /// The typed values of every interpolation of the site's strings, string by string (each
    /// string's count is in ``site``); empty when nothing interpolates.
    let interpolations: [InterpolatedValue??]
    /// The hash of both, computed once outside the memo's lock: the two linting threads look up
    /// every site in one shared memo, and hashing a site's bytes under its lock made them wait.
    private let hash: Int

    /// The parameters are borrowed: an initializer's are owned by default, which copied the
    /// site, the file and the whole ``LintInput`` for every site linted.
    init(site: borrowing ClassSite, file: borrowing ScannedFile, input: borrowing LintInput) {
        self.site = SiteKey(site: site, file: file)
        var interpolations: [InterpolatedValue??] = []
        for index in site.occurrences where !file.occurrences[index].value.dynamicRanges.isEmpty {
            interpolations += TypedInterpolationCheck.values(file.occurrences[index], input: input)
        }
        self.interpolations = interpolations
        var hasher = Hasher()
        self.site.hash(into: &hasher)
        interpolations.hash(into: &hasher)
        hash = hasher.finalize()
    }

    static func == (lhs: SiteMemoKey, rhs: SiteMemoKey) -> Bool {
        lhs.hash == rhs.hash && lhs.site == rhs.site && lhs.interpolations == rhs.interpolations
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
