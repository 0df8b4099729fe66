import TWSyntax

/// `twlint:` comments that turn rules off (issue 4, item 7).
///
/// ```swift
/// // twlint:disable overridden-class duplicate-class   from this line until an enable
/// // twlint:enable overridden-class
/// // twlint:disable:next unknown-class                 the next line only
/// Text("a").tw("bogus") // twlint:disable:this all      this line only
/// // twlint:disable:previous one-fill                  the line before
/// ```
/// Rule ids are separated by spaces or commas; `all` names every rule. A `disable` that
/// suppresses nothing is itself reported (`superfluous-suppression`).
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

    /// A disabled line range for some rules, and the directive that made it.
    private struct Region {
        var rules: Set<String>
        var lines: ClosedRange<Int>
        var directive: Int
    }

    private(set) var directives: [Directive] = []
    private var regions: [Region] = []
    private var used: Set<Int> = []

    init(file: ScannedFile) {
        for token in file.tokens.tokens where token.kind.isComment {
            let text = file.source.text(token.range)
            guard let directive = Self.parse(text, range: token.range, line: file.source.location(ofByte: token.range.start).line) else { continue }
            directives.append(directive)
        }
        var open: [String: (line: Int, directive: Int)] = [:]
        let lastLine = Int.max / 2
        for (index, directive) in directives.enumerated() {
            let rules = Set(directive.rules)
            switch directive.scope {
            case .next: regions.append(Region(rules: rules, lines: (directive.line + 1)...(directive.line + 1), directive: index))
            case .this: regions.append(Region(rules: rules, lines: directive.line...directive.line, directive: index))
            case .previous: regions.append(Region(rules: rules, lines: max(directive.line - 1, 1)...max(directive.line - 1, 1), directive: index))
            case .region:
                for rule in directive.rules {
                    if directive.isDisable {
                        if open[rule] == nil { open[rule] = (directive.line, index) }
                    } else if let start = open.removeValue(forKey: rule) {
                        regions.append(Region(rules: [rule], lines: start.line...max(start.line, directive.line), directive: start.directive))
                    } else if rule != "all" {
                        // `enable x` inside `disable all` ends `all` for x only: approximate by
                        // closing the all-region here for every rule.
                        if let start = open.removeValue(forKey: "all") {
                            regions.append(Region(rules: ["all"], lines: start.line...max(start.line, directive.line), directive: start.directive))
                        }
                    }
                }
            }
        }
        for (rule, start) in open { regions.append(Region(rules: [rule], lines: start.line...lastLine, directive: start.directive)) }
    }

    /// True when the finding is suppressed; records which directive suppressed it.
    mutating func suppresses(rule: String, line: Int) -> Bool {
        var suppressed = false
        for region in regions where region.lines.contains(line) && (region.rules.contains(rule) || region.rules.contains("all")) {
            used.insert(region.directive)
            suppressed = true
        }
        return suppressed
    }

    /// `disable` directives that suppressed nothing, and directives naming unknown rules.
    func superfluous(knownRules: Set<String>) -> [(Directive, String)] {
        var result: [(Directive, String)] = []
        for (index, directive) in directives.enumerated() where directive.isDisable {
            let unknown = directive.rules.filter { $0 != "all" && !knownRules.contains($0) }
            if !unknown.isEmpty {
                result.append((directive, "twlint suppression names unknown rule\(unknown.count == 1 ? "" : "s") \(unknown.map { "`\($0)`" }.joined(separator: ", "))"))
            } else if !used.contains(index) {
                result.append((directive, "twlint suppression suppresses nothing; remove it"))
            }
        }
        return result
    }

    /// Reads a directive out of a comment's text, if it has one.
    static func parse(_ comment: String, range: ByteRange, line: Int) -> Directive? {
        guard let marker = comment.range(of: "twlint:") else { return nil }
        var rest = comment[marker.upperBound...]
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
