import TWSyntax

/// `twlint:` comments that turn rules off.
///
/// ```swift
/// // twlint:disable overridden-class duplicate-class   from this line until an enable
/// // twlint:enable overridden-class                    (still suppressed on this line)
/// // twlint:disable:next unknown-class                 the next line only
/// Text("a").tw("bogus") // twlint:disable:this all      this line only
/// // twlint:disable:previous one-fill                  the line before
/// // twlint:disable all - generated code               a reason may follow ` - `
/// ```
/// A directive is a `//` or `/* */` comment that starts with `twlint:` (doc comments and comments
/// that mention one later are not directives). Rule ids are separated by spaces or commas; `all`
/// names every rule. A `disable` that
/// suppresses nothing, or a directive naming an unknown rule, is itself reported
/// (`superfluous-suppression`).
///
/// Regions are a state that each `disable`/`enable` comment changes, in source order:
/// - `disable all` turns every rule off; `enable all` turns every rule back on, including rules
///   disabled by name.
/// - `enable x` inside `disable all` turns `x` alone back on; every other rule stays off until
///   `enable all`. A later `disable x` turns it off again.
/// - `disable x` and `enable x` toggle `x` alone.
///
/// A `disable` takes effect on its own line; an `enable` takes effect on the line after it.
/// `:next`, `:this` and `:previous` suppress their line whatever the region state is.
struct Suppressions {
    struct Directive {
        enum Scope { case region, next, this, previous }
        var isDisable: Bool
        var scope: Scope
        var rules: [String]
        /// The comment, in bytes of the file.
        var range: ByteRange
        var line: Int
    }

    /// The region state after a `disable`/`enable` comment.
    private struct RegionState {
        /// The directive of the `disable all` in force, if any.
        var all: Int?
        /// Rules turned back on inside `disable all`.
        var exceptions: Set<String> = []
        /// Rules disabled by name, with the directive that disabled each.
        var disabled: [String: Int] = [:]

        /// The directive that suppresses `rule` in this state.
        func suppressor(of rule: String) -> Int? {
            if let directive = disabled[rule] { return directive }
            if let all, !exceptions.contains(rule) { return all }
            return nil
        }
    }

    /// A region change: the state from `line` on.
    private struct Change {
        var line: Int
        var state: RegionState
    }

    private(set) var directives: [Directive] = []
    private var changes: [Change] = []
    /// `:next`, `:this` and `:previous` directives by the line they suppress.
    private var lineScoped: [Int: [Int]] = [:]
    private var used: Set<Int> = []

    init(file: ScannedFile) {
        for token in file.tokens.tokens where token.kind.isComment {
            let text = file.source.text(token.range)
            guard let directive = Self.parse(text, range: token.range, line: file.source.location(ofByte: token.range.start).line) else { continue }
            directives.append(directive)
        }
        var state = RegionState()
        for (index, directive) in directives.enumerated() {
            switch directive.scope {
            case .next: lineScoped[directive.line + 1, default: []].append(index)
            case .this: lineScoped[directive.line, default: []].append(index)
            case .previous: lineScoped[max(directive.line - 1, 1), default: []].append(index)
            case .region:
                for rule in directive.rules {
                    switch (directive.isDisable, rule == "all") {
                    case (true, true):
                        state.all = index
                        state.exceptions = []
                    case (true, false):
                        state.disabled[rule] = index
                        state.exceptions.remove(rule)
                    case (false, true):
                        state = RegionState()
                    case (false, false):
                        state.disabled.removeValue(forKey: rule)
                        if state.all != nil { state.exceptions.insert(rule) }
                    }
                }
                changes.append(Change(line: directive.isDisable ? directive.line : directive.line + 1, state: state))
            }
        }
    }

    /// True when the finding is suppressed; records which directives suppressed it.
    mutating func suppresses(rule: String, line: Int) -> Bool {
        var suppressed = false
        for index in lineScoped[line] ?? [] where directives[index].rules.contains(rule) || directives[index].rules.contains("all") {
            used.insert(index)
            suppressed = true
        }
        // The last change that starts at or before the line (changes are in source order, so
        // their lines never decrease except for an enable's line + 1 before a disable on the
        // same line; the later one wins).
        if let change = changes.last(where: { $0.line <= line }), let index = change.state.suppressor(of: rule) {
            used.insert(index)
            suppressed = true
        }
        return suppressed
    }

    /// `disable` directives that suppressed nothing, and directives naming unknown rules.
    func superfluous(knownRules: Set<String>) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (index, directive) in directives.enumerated() {
            let unknown = directive.rules.filter { $0 != "all" && !knownRules.contains($0) }
            if !unknown.isEmpty {
                result.append(.unknownSuppressedRules(unknown, at: directive.range))
            } else if directive.isDisable, !used.contains(index) {
                result.append(.unusedSuppression(at: directive.range))
            }
        }
        return result
    }

    /// Reads a directive out of a comment's text, if it has one.
    static func parse(_ comment: String, range: ByteRange, line: Int) -> Directive? {
        // Only `//` and `/* */` comments that start with `twlint:`: a doc comment (`///`,
        // `/**`) or prose that mentions a directive is not one.
        guard !comment.hasPrefix("///"), !comment.hasPrefix("/**") else { return nil }
        var rest = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("twlint:") else { return nil }
        rest = rest.dropFirst("twlint:".count)
        let isDisable: Bool
        if rest.hasPrefix("disable") {
            isDisable = true
            rest = rest.dropFirst("disable".count)
        } else if rest.hasPrefix("enable") {
            isDisable = false
            rest = rest.dropFirst("enable".count)
        } else {
            return nil
        }
        var scope = Directive.Scope.region
        for (suffix, value) in [(":next", Directive.Scope.next), (":this", .this), (":previous", .previous)] where rest.hasPrefix(suffix) {
            scope = value
            rest = rest.dropFirst(suffix.count)
        }
        // The rule list ends at the end of the comment or at ` -` (a reason may follow).
        if let reason = rest.range(of: " -") { rest = rest[..<reason.lowerBound] }
        if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
        let rules = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init).filter { !$0.isEmpty }
        guard !rules.isEmpty else { return nil }
        return Directive(isDisable: isDisable, scope: scope, rules: rules, range: range, line: line)
    }
}
