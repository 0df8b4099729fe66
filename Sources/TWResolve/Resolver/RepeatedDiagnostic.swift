/// One problem raised again and again inside named classes (a recipe used thirty times by one
/// that is used thirty times: nine hundred copies of each of its problems on one token), kept
/// once and counted: `… (and 899 more like this)`. Output stays bounded by the distinct problems,
/// not the expansion.
struct RepeatedDiagnostic {
    /// What makes two problems the same: code, message, where shown and which class string.
    struct Key: Hashable {
        var code: String
        var message: String
        var start: Int
        var end: Int
        var source: RuleSource

        init(_ resolved: ResolvedDiagnostic) {
            code = resolved.diagnostic.code.rawValue
            message = resolved.diagnostic.message
            start = resolved.diagnostic.range.start
            end = resolved.diagnostic.range.end
            source = resolved.source
        }
    }

    /// Where the first one is in the expander's problems.
    var index: Int
    var baseMessage: String
    /// How many were raised, the first included.
    var count = 1

    init(index: Int, baseMessage: String) {
        self.index = index
        self.baseMessage = baseMessage
    }

    /// The message for `count` copies: `base (and 2,999 more like this)`.
    func message(count: Int) -> String {
        let more = count - 1
        return "\(baseMessage) (and \(Self.grouped(more)) more like this)"
    }

    /// `2999` as `2,999`.
    static func grouped(_ value: Int) -> String {
        var digits = Array(String(value))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
