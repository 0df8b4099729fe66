import TWSyntax

/// Checks the class strings a theme carries (named classes, `view` and `button` defaults): one
/// bad class there makes swiftcn reject every string that uses it (reference §4.2, §7).
public struct ThemeClassCheck: Sendable {
    /// One problem: where in the theme (a JSON path), how serious, and why.
    public struct Problem: Hashable, Sendable {
        public var path: String
        public var severity: Severity
        public var message: String
    }

    public var theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// Problems in every named class (on iOS and macOS) and in the global defaults, sorted by path.
    /// A problem found on one platform only says which.
    ///
    /// `cn-*` classes are component-scoped modifiers that swiftcn's components register
    /// (reference §7.2): outside those components they fail. They are not errors of the theme;
    /// ``componentScoped()`` lists the named classes that use them.
    public func problems() -> [Problem] {
        var platformsByProblem: [Problem: Set<Platform>] = [:]
        forEachProblem { problem, path, platform in
            guard !Self.isComponentScoped(problem) else { return }
            let entry = Problem(path: path, severity: .error, message: problem.diagnostic.message)
            platformsByProblem[entry, default: []].insert(platform)
        }
        return platformsByProblem.map { problem, platforms in
            var problem = problem
            if platforms.count == 1, let platform = platforms.first { problem.message += " [\(platform.displayName) only]" }
            return problem
        }.sorted { ($0.path, $0.message) < ($1.path, $1.message) }
    }

    /// The named classes that use component-scoped `cn-*` modifiers, sorted.
    public func componentScoped() -> [String] {
        var names: Set<String> = []
        forEachProblem { problem, path, _ in
            if Self.isComponentScoped(problem), path.hasPrefix("$.named") { names.insert(String(path.dropFirst("$.named[\"".count).dropLast(2))) }
        }
        return names.sorted()
    }

    private static func isComponentScoped(_ problem: ResolvedDiagnostic) -> Bool {
        problem.kind == .unknownClass && problem.detail.hasPrefix("cn-")
    }

    private func forEachProblem(_ body: (ResolvedDiagnostic, String, Platform) -> Void) {
        // Without the global defaults, so that a bad default is reported once, at its own path.
        var bare = theme
        bare.view = ""
        bare.button = ""
        let bareResolver = Resolver(theme: bare)
        for platform in Platform.allCases where platform.isSwiftCNPlatform {
            var context = ResolutionContext()
            context.platform = platform
            for name in theme.named.keys.sorted() {
                // Expanding the name itself also catches recursion through other named classes.
                for problem in bareResolver.expand(name, context: context).problems { body(problem, "$.named[\"\(name)\"]", platform) }
            }
            for (key, classes) in [("view", theme.view), ("button", theme.button)] {
                for problem in bareResolver.expand(classes, context: context).problems { body(problem, "$.\(key)", platform) }
            }
        }
    }
}
