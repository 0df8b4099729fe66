import TWSyntax

/// How the catalog classifies one token (issue 2, item 4).
public enum TokenStatus: String, Hashable, Sendable, Codable {
    case valid
    case unknownClass = "unknown-class"
    case invalidArgument = "invalid-argument"
    case unknownVariant = "unknown-variant"
    /// Whitespace split a bracket argument (swiftcn sees unknown classes).
    case whitespaceInBrackets = "whitespace-in-brackets"
    /// A named class that re-enters itself or nests deeper than 32 levels.
    case recursiveNamedClass = "recursive-named-class"
    /// A dynamic part outside the brackets: only known at run time.
    case dynamic
}

/// Validates the tokens of a class string exactly as swiftcn does (valid or not), naming the
/// precise reason for each rejection.
public struct ClassValidator: Sendable {
    public var theme: Theme
    public var context: ResolutionContext

    public init(theme: Theme = .builtIn, context: ResolutionContext = ResolutionContext()) {
        self.theme = theme
        self.context = context
    }

    /// The result for one token.
    public struct TokenResult: Hashable, Sendable {
        public var status: TokenStatus
        public var diagnostics: [Diagnostic]
    }

    /// One result per token of `list`, in order.
    public func validate(_ list: ClassList) -> [TokenResult] {
        var named = theme.named
        for (name, recipe) in context.named { named[name] = recipe }
        var expander = Expander(catalog: Catalog(theme: theme, context: context), named: named, platform: context.platform)
        expander.expand(list, source: .local)
        var results = list.tokens.map { token in
            TokenResult(status: token.isUncheckable && token.issues.isEmpty ? .dynamic : .valid, diagnostics: [])
        }
        if context.nativeColorNames { addNativeColorNotes(expander.rules, list: list, to: &results) }
        for problem in expander.problems {
            guard let index = list.tokens.firstIndex(where: { $0.range == problem.diagnostic.range || $0.range.start <= problem.diagnostic.range.start && problem.diagnostic.range.end <= $0.range.end }) else { continue }
            results[index].diagnostics.append(problem.diagnostic)
            if results[index].status == .valid || results[index].status == .dynamic {
                results[index].status = TokenStatus(rawValue: problem.diagnostic.rule) ?? .unknownClass
                if problem.diagnostic.rule == "expansion-limit" { results[index].status = .recursiveNamedClass }
            }
        }
        return results
    }

    /// All diagnostics of `list`, in source order.
    public func diagnostics(_ list: ClassList) -> [Diagnostic] {
        validate(list).flatMap(\.diagnostics)
    }

    /// Notes for bracket colours that name a SwiftUI colour (design-tool mode): valid here, but a
    /// Swift string literal needs the interpolation (issue 3, "native values").
    private func addNativeColorNotes(_ rules: [ExpandedRule], list: ClassList, to results: inout [TokenResult]) {
        for rule in rules where rule.origin.chain.isEmpty {
            for assignment in rule.assignments {
                guard case .color(.native(let name)) = assignment.value,
                      let index = list.tokens.firstIndex(where: { $0.range == rule.origin.range }) else { continue }
                let token = list.tokens[index]
                let swift = list.text(of: token).replacingOccurrences(of: "[\(name)]", with: "[\\(Color.\(name))]")
                results[index].diagnostics.append(Diagnostic(
                    code: .nativeColorName,
                    message: "`\(list.text(of: token))` stands for SwiftUI's Color.\(name) here; in a Swift string literal swiftcn accepts only theme colours, so write `\(swift)`",
                    range: token.range))
            }
        }
    }
}
