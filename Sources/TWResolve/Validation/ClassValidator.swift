import TWSyntax

/// How the catalog classifies one token.
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
        var expander = Expander(
            catalog: Catalog(theme: theme, context: context), named: NamedClasses(theme: theme, context: context), platform: context.platform)
        expander.expand(list, source: .local)
        var results = list.tokens.map { token in
            TokenResult(status: token.isUncheckable && token.issues.isEmpty ? .dynamic : .valid, diagnostics: [])
        }
        let tokens = list.tokens
        // Tokens are in source order and do not overlap, so both their starts and their ends
        // ascend: a binary search finds the first token that may cover a problem (linear overall).
        let ordered = zip(tokens, tokens.dropFirst()).allSatisfy { $0.range.start <= $1.range.start && $0.range.end <= $1.range.end }
        func covers(_ token: ClassToken, _ range: ByteRange) -> Bool {
            token.range == range || token.range.start <= range.start && range.end <= token.range.end
        }
        func tokenIndex(_ range: ByteRange) -> Int? {
            guard ordered else { return tokens.firstIndex { covers($0, range) } }
            // The first token whose end reaches the problem's end; no earlier token can cover it.
            var low = 0, high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].range.end < range.end { low = middle + 1 } else { high = middle }
            }
            var index = low
            while index < tokens.count, tokens[index].range.start <= range.start {
                if covers(tokens[index], range) { return index }
                index += 1
            }
            return nil
        }
        if context.nativeColorNames { addNativeColorNotes(expander.rules, list: list, tokenIndex: tokenIndex, to: &results) }
        for problem in expander.problems {
            guard let index = tokenIndex(problem.diagnostic.range) else { continue }
            results[index].diagnostics.append(problem.diagnostic)
            if results[index].status == .valid || results[index].status == .dynamic {
                results[index].status = TokenStatus(rawValue: problem.diagnostic.rule) ?? .unknownClass
                if problem.diagnostic.code.isExpansionLimit { results[index].status = .recursiveNamedClass }
            }
        }
        return results
    }

    /// All diagnostics of `list`, in source order.
    public func diagnostics(_ list: ClassList) -> [Diagnostic] {
        validate(list).flatMap(\.diagnostics)
    }

    /// Notes for bracket colours that name a SwiftUI colour (design-tool mode): valid here, but a
    /// Swift string literal needs the interpolation.
    private func addNativeColorNotes(
        _ rules: [ExpandedRule], list: ClassList, tokenIndex: (ByteRange) -> Int?,
        to results: inout [TokenResult]
    ) {
        for rule in rules where rule.origin.chain.isEmpty {
            for assignment in rule.assignments {
                guard case .color(.native(let name)) = assignment.value, let index = tokenIndex(rule.origin.range) else { continue }
                let token = list.tokens[index]
                results[index].diagnostics.append(.nativeColorName(name, inClass: list.text(of: token), at: token.range))
            }
        }
    }
}

extension DiagnosticCode {
    /// A note, not an error: in design-tool mode a bracket colour name such as `[red]` stands for
    /// the native SwiftUI colour, which a Swift string literal cannot express. Rule
    /// `native-color`.
    public static let nativeColorName = DiagnosticCode(rawValue: "TW210")
}

extension Diagnostic {
    /// `TW210`, a note: the class `token` (`bg-[red]`) names SwiftUI's `Color.<color>`, which a
    /// Swift string literal spells as an interpolation (`bg-[\(Color.red)]`).
    public static func nativeColorName(_ color: String, inClass token: String, at range: ByteRange) -> Diagnostic {
        let swift = token.replacingOccurrences(of: "[\(color)]", with: "[\\(Color.\(color))]")
        return Diagnostic(
            code: .nativeColorName, rule: "native-color", severity: .note,
            message: "`\(token)` stands for SwiftUI's Color.\(color) here; in a Swift string literal swiftcn accepts only theme colours, so write `\(swift)`",
            range: range)
    }
}
