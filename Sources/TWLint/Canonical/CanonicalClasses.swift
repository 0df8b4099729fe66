import Foundation
import TWResolve
import TWSyntax

/// One rewrite towards the canonical form of a class string, proposed by `class-order`,
/// `shorthand` or `canonical-value`, with the proof's verdict.
package struct ClassRewrite: Hashable, Sendable, Codable {
    /// The rule that proposes it.
    package enum Rule: String, Hashable, Sendable, CaseIterable, Codable {
        case classOrder = "class-order"
        case shorthand
        case canonicalValue = "canonical-value"
    }

    package var rule: Rule
    /// The run-time bytes of the string replaced (the whole string for `class-order`).
    package var range: ByteRange
    package var replacement: String
    /// The classes before and after, for messages: `` `px-4 py-4` `` and `` `p-4` ``.
    package var before: String
    package var after: String
    /// The whole string after this rewrite alone.
    package var result: String
    /// Why it is left alone (the rewrite would draw differently, or cannot be checked); nil when
    /// the proof shows it draws the same in every cell.
    package var refusal: String?

    package var isProved: Bool { refusal == nil }
}

/// The canonical form of class strings (`tw format`, the `class-order`, `shorthand` and
/// `canonical-value` rules, the language server's "Sort classes"), each rewrite applied only when
/// ``DrawingProof`` shows that it draws the same.
///
/// - `canonical-value`: a bracket value the scale already has becomes the keyword: `p-[16]` →
///   `p-4` (padding classes `p*`: the points over the theme's spacing unit on
///   ``ClassVocabulary/spacingSteps``; frames such as `w-[240]` keep their points), `opacity-[0.5]` → `opacity-50` (the steps of
///   ``ClassVocabulary/opacitySteps``), `border-[2]` → `border-2` (whole points),
///   `rounded-[12]` → the theme radius of that size, `duration-[400]`/`delay-[75ms]` → whole
///   milliseconds (reference §3.2, §3.4).
/// - `shorthand`: two classes with the same variants and value that one class writes:
///   `px-N py-N` → `p-N`, `pt-N pb-N` → `py-N`, `ps-N pe-N` (or `pl`/`pr`) → `px-N`, and
///   `w-[X] h-[X]` → `size-[X]`. swiftcn has no `size-N` keyword, so `w-4 h-4` stays. The merged
///   class takes the later class's place.
/// - `class-order`: ``Category`` order, then variants (``variantKey(_:)``); classes of one
///   category keep their written order, and two classes that write one field in the same state
///   never change places (the later one wins in swiftcn, reference §4.2).
package struct CanonicalClasses: Sendable {
    package let proof: DrawingProof
    package var theme: Theme { proof.resolver.theme }

    package init(resolver: Resolver, context: ResolutionContext) {
        proof = DrawingProof(resolver: resolver, base: context)
    }

    /// The most classes a string may have for the rules to rewrite it. Each rewrite is proved by
    /// resolving the whole string in every cell of the matrix, and a string has a candidate per
    /// pair of classes, so the work grows with the square of its length; a longer string is left
    /// as written (``Outcome/refusal``). swiftcn's longest class strings have about ten classes.
    package static let maximumClasses = 32

    /// Why a string of `count` classes is not rewritten, or nil when it may be.
    static func lengthRefusal(_ count: Int) -> String? {
        count > maximumClasses ? "left as written: it has \(count) classes, more than the \(maximumClasses) whose rewrites are checked" : nil
    }

    /// The order of `class-order`: named classes, registered and unclassified classes first, then
    /// layout, spacing, size, type, colour, surface, edge, shape, effects, motion.
    package enum Category: Int, Comparable, CaseIterable, Sendable {
        case named, layout, spacing, size, type, colour, surface, edge, shape, effects, motion

        package static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What the rules find in one string on its own, and the string with every proved rewrite
    /// applied in turn (shorthand, then values, then order; each step proved against the last).
    package struct Outcome: Sendable {
        /// Rewrites proposed on the string as written, each with its verdict.
        package var rewrites: [ClassRewrite] = []
        /// Classes kept in their written order because the later one decides a field.
        package var kept: [String] = []
        /// The canonical string.
        package var formatted: String
        /// Every rewrite considered on the way to ``formatted`` (later steps see earlier results).
        package var steps: [ClassRewrite] = []
        /// Why the whole string is left as written without considering any rewrite (it has more
        /// than ``CanonicalClasses/maximumClasses`` classes), or nil.
        package var refusal: String?
    }

    /// The rewrites the rules propose on `text` as written, each with its verdict (the lint rules
    /// report the proved ones); empty when the string cannot be rewritten (an interpolation, a
    /// syntax problem); a rewrite of a string swiftcn rejects is refused.
    package func rewrites(_ text: String, rules: Set<ClassRewrite.Rule>) -> [ClassRewrite] {
        guard let list = checkable(text), Self.lengthRefusal(list.tokens.count) == nil else { return [] }
        return proposals(list, rules: rules)
    }

    /// False when no rule of `rules` can propose a rewrite of `list` (its tokens alone tell):
    /// no two classes of a shorthand pair's roots, no bracket value of a root with keywords, and
    /// `class-order` not asked for. ``rewrites(_:rules:)`` of the list's text is then empty, and
    /// the linter skips it without parsing the text again.
    package static func mayRewrite(_ list: ClassList, rules: Set<ClassRewrite.Rule>) -> Bool {
        if rules.contains(.classOrder) { return true }
        let shorthand = rules.contains(.shorthand), canonicalValue = rules.contains(.canonicalValue)
        var roots = 0
        // By index: a token is a large value, and only two of its ranges are read.
        for index in list.tokens.indices {
            if shorthand, isShorthandRoot(list.utf8, list.tokens[index].rootRange) {
                roots += 1
                if roots == 2 { return true }
            }
            let name = list.tokens[index].nameRange
            if canonicalValue, name.start >= 0, name.end <= list.utf8.count, mayHaveKeyword(list.utf8[name.start..<name.end]) { return true }
        }
        return false
    }

    /// The rewrites of `text` for the given rules, and its canonical form.
    package func analyze(_ text: String, rules: Set<ClassRewrite.Rule> = Set(ClassRewrite.Rule.allCases)) -> Outcome {
        var outcome = Outcome(formatted: text)
        guard let parsed = checkable(text) else {
            outcome.refusal = Self.syntaxRefusal(text)
            return outcome
        }
        if let refusal = Self.lengthRefusal(parsed.tokens.count) {
            outcome.refusal = refusal
            return outcome
        }
        outcome.rewrites = proposals(parsed, rules: rules)
        outcome.kept = keptPairs(parsed)
        var current = text
        for rule in [ClassRewrite.Rule.shorthand, .canonicalValue, .classOrder] where rules.contains(rule) {
            // A proved rewrite can make another possible (`pt-4 pb-4 px-4` → `py-4 px-4` → `p-4`).
            for _ in 0..<16 {
                guard let list = checkable(current) else { break }
                // Only the first proved rewrite is applied: the candidates after it are proposed
                // again on the result, so each step proves as few as it can.
                let found = proposals(list, rules: [rule], untilProved: true)
                outcome.steps += found
                guard let first = found.first(where: \.isProved) else { break }
                current = first.result
            }
        }
        // Merging can leave one class twice (`p-[8] px-[8] py-[8]` gives `p-2 p-2`): the earlier
        // copy goes, as `duplicate-class`'s fix does, when the string was rewritten at all.
        if current != text, let list = checkable(current) {
            let texts = list.tokens.map { list.text(of: $0) }
            let kept = texts.indices.filter { !texts[($0 + 1)...].contains(texts[$0]) }.map { texts[$0] }
            let deduplicated = kept.joined(separator: " ")
            if kept.count < texts.count, proof.difference(current, deduplicated) == nil { current = deduplicated }
        }
        outcome.formatted = current
        return outcome
    }

    /// The parsed string when the rules can rewrite it: no interpolation and no syntax problem
    /// (whether swiftcn accepts it is part of each proof, so a string without candidates is not
    /// resolved at all).
    private func checkable(_ text: String) -> ClassList? {
        let list = ClassParser.parse(text)
        guard !list.tokens.isEmpty, list.dynamicRanges.isEmpty,
            list.tokens.allSatisfy({ !$0.isDynamic && !$0.isUncheckable && $0.issues.isEmpty })
        else { return nil }
        return list
    }

    /// The candidates of `rules` with their proofs; with `untilProved`, none after the first
    /// proved one.
    /// Why a string that ``checkable(_:)`` refuses is left alone, when the reason is a class
    /// swiftcn rejects (`dark:`, a broken bracket); nil for an interpolation, which is quietly
    /// never rewritten.
    static func syntaxRefusal(_ text: String) -> String? {
        let list = ClassParser.parse(text)
        guard list.dynamicRanges.isEmpty, !list.tokens.contains(where: \.isDynamic) else { return nil }
        for token in list.tokens {
            guard let issue = token.issues.first else { continue }
            return "left as written: swiftcn rejects `\(list.text(of: token))`: \(issue.diagnostic.message)"
        }
        return nil
    }

    private func proposals(_ list: ClassList, rules: Set<ClassRewrite.Rule>, untilProved: Bool = false) -> [ClassRewrite] {
        var found: [ClassRewrite] = []
        var merged: Set<Int> = []
        if rules.contains(.shorthand) {
            for (rewrite, tokens) in shorthands(list, untilProved: untilProved) {
                found.append(rewrite)
                if rewrite.isProved { merged.formUnion(tokens) }
            }
            if untilProved, found.contains(where: \.isProved) { return found }
        }
        if rules.contains(.canonicalValue) {
            for (index, token) in list.tokens.enumerated() where !merged.contains(index) {
                guard let keyword = canonicalValue(list.name(of: token)) else { continue }
                let variants = list.text(ByteRange(start: token.range.start, end: token.nameRange.start))
                found.append(rewrite(.canonicalValue, in: list, range: token.range, replacement: variants + keyword))
                if untilProved, found.last!.isProved { return found }
            }
        }
        if rules.contains(.classOrder), let sorted = sortedOrder(list) {
            let text = sorted.map { list.text(of: list.tokens[$0]) }.joined(separator: " ")
            let whole = ByteRange(start: list.tokens.first!.range.start, end: list.tokens.last!.range.end)
            found.append(rewrite(.classOrder, in: list, range: whole, replacement: text))
        }
        return found
    }

    /// A rewrite of `range` with its proof.
    private func rewrite(_ rule: ClassRewrite.Rule, in list: ClassList, range: ByteRange, replacement: String) -> ClassRewrite {
        var bytes = list.utf8
        bytes.replaceSubrange(range.start..<range.end, with: Array(replacement.utf8))
        let original = String(decoding: list.utf8, as: UTF8.self), result = String(decoding: bytes, as: UTF8.self)
        return ClassRewrite(
            rule: rule, range: range, replacement: replacement, before: list.text(range), after: replacement, result: result,
            refusal: proof.difference(original, result))
    }

    // MARK: canonical-value

    /// The keyword for a bracket class whose value the scale has, or nil.
    package func canonicalValue(_ name: String) -> String? {
        guard Self.mayHaveKeyword(name.utf8) else { return nil }
        guard let open = name.firstIndex(of: "["), open > name.startIndex, name.hasSuffix("]"), name[name.index(before: open)] == "-" else { return nil }
        let root = String(name[..<name.index(before: open)])
        let body = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        switch root {
        // Frames keep their points: swiftcn's examples size frames in points (`w-[240]`), and
        // `w-60` would follow a subtree's spacing unit where `w-[240]` does not.
        case "p", "px", "py", "pt", "pb", "ps", "pe", "pl", "pr":
            guard let points = Self.scalar(body, units: ["": 1, "pt": 1, "px": 1]), theme.spacingUnit > 0 else { return nil }
            let units = points / theme.spacingUnit
            guard let step = ClassVocabulary.spacingSteps.first(where: { abs($0 - units) < 1e-9 }) else { return nil }
            return root + "-" + Self.number(step)
        case "opacity":
            guard let value = Self.scalar(body, units: ["": 1]), value >= 0, value <= 1,
                let step = ClassVocabulary.opacitySteps.first(where: { abs($0 - value * 100) < 1e-9 })
            else { return nil }
            return "opacity-" + Self.number(step)
        case "border":
            guard let points = Self.scalar(body, units: ["": 1, "pt": 1, "px": 1]), points == points.rounded(), points < 1000 else { return nil }
            return "border-" + Self.number(points)
        case "rounded":
            guard let points = Self.scalar(body, units: ["": 1, "pt": 1, "px": 1]),
                let token = theme.radii.filter({ abs($0.value - points) < 1e-9 }).keys.sorted().first
            else { return nil }
            return "rounded-" + token
        case "duration", "delay":
            guard let seconds = Self.scalar(body, units: ["": 0.001, "ms": 0.001, "s": 1]) else { return nil }
            let milliseconds = (seconds * 1000 * 1e6).rounded() / 1e6
            guard milliseconds == milliseconds.rounded(), milliseconds < 100_000 else { return nil }
            return root + "-" + Self.number(milliseconds)
        default:
            return nil
        }
    }

    /// The roots whose bracket values ``canonicalValue(_:)`` can write as keywords.
    private static let keywordRoots: Set<[UInt8]> = Set(
        ["p", "px", "py", "pt", "pb", "ps", "pe", "pl", "pr", "opacity", "border", "rounded", "duration", "delay"].map { Array($0.utf8) })

    /// Whether `name` has the shape that ``canonicalValue(_:)`` rewrites, read from its bytes:
    /// `root-[…]` with one of ``keywordRoots``. Most classes have no bracket at all, and the
    /// `Character` reading that follows costs a grapheme walk per class; false here is false
    /// there, since that reading's root is ASCII letters before `-[` (so its `[` is the first).
    private static func mayHaveKeyword<Bytes: BidirectionalCollection<UInt8>>(_ name: Bytes) -> Bool {
        guard name.last == UInt8(ascii: "]"), let open = name.firstIndex(of: UInt8(ascii: "[")), open != name.startIndex else { return false }
        let dash = name.index(before: open)
        guard dash != name.startIndex, name[dash] == UInt8(ascii: "-") else { return false }
        return keywordRoots.contains(Array(name[..<dash]))
    }

    /// A non-negative bracket number with one of `units` (reference §3.1's scalar, without a
    /// sign), times the unit's multiplier.
    static func scalar(_ body: String, units: [String: Double]) -> Double? {
        var bytes = Array(body.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return graphemeScalar(body, units: units) }
        // ASCII, as bracket numbers are: the same reading on bytes, where a character is a byte.
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
        let start = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.endIndex
        let text = bytes[start...]
        let matching = units.keys.filter { !$0.isEmpty && text.count >= $0.utf8.count && text.suffix($0.utf8.count).elementsEqual($0.utf8) }
        let unit = matching.max { $0.utf8.count < $1.utf8.count } ?? ""
        guard let multiplier = units[unit] else { return nil }
        let digits = text.dropLast(unit.utf8.count)
        guard !digits.isEmpty, digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }),
            let value = Double(String(decoding: digits, as: UTF8.self)), value.isFinite
        else { return nil }
        return value * multiplier
    }

    /// ``scalar(_:units:)`` of text that is not ASCII, read by characters.
    private static func graphemeScalar(_ body: String, units: [String: Double]) -> Double? {
        let text = body.trimmingCharacters(in: [" ", "\t"])
        let unit = units.keys.filter { !$0.isEmpty && text.hasSuffix($0) }.max { $0.count < $1.count } ?? ""
        guard let multiplier = units[unit] else { return nil }
        let digits = text.dropLast(unit.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(digits), value.isFinite else { return nil }
        return value * multiplier
    }

    /// `4`, `2.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(value)
    }

    // MARK: shorthand

    /// The pairs one class can replace, with the indices of the two tokens; with `untilProved`,
    /// none after the first proved one.
    private func shorthands(_ list: ClassList, untilProved: Bool) -> [(ClassRewrite, Set<Int>)] {
        let pairs: [(Set<String>, String)] = [(["px", "py"], "p"), (["pt", "pb"], "py"), (["ps", "pe"], "px"), (["w", "h"], "size")]
        func parts(_ token: ClassToken) -> (variants: String, root: String, value: String)? {
            let name = list.name(of: token), root = list.root(of: token)
            guard name.count > root.count + 1, name.hasPrefix(root + "-") else { return nil }
            let normalized = root == "pl" ? "ps" : root == "pr" ? "pe" : root
            return (list.text(ByteRange(start: token.range.start, end: token.nameRange.start)), normalized, String(name.dropFirst(root.count + 1)))
        }
        var used: Set<Int> = []
        var result: [(ClassRewrite, Set<Int>)] = []
        let tokens = list.tokens
        // Only classes whose root is one of the pairs' can merge: the others are not read.
        let eligible = tokens.indices.filter { Self.isShorthandRoot(list.utf8, tokens[$0].rootRange) }
        guard eligible.count >= 2 else { return [] }
        for i in eligible where !used.contains(i) {
            guard let a = parts(tokens[i]) else { continue }
            for j in eligible where j > i && !used.contains(j) {
                guard let b = parts(tokens[j]), a.variants == b.variants, a.value == b.value, a.root != b.root,
                    let merged = pairs.first(where: { $0.0 == [a.root, b.root] })?.1
                else { continue }
                // `size` is a bracket utility only.
                if merged == "size" && !a.value.hasPrefix("[") { continue }
                let range = ByteRange(start: tokens[i].range.start, end: tokens[j].range.end)
                let between = list.text(ByteRange(start: Self.removalEnd(of: tokens[i], in: list), end: tokens[j].range.start))
                let replacement = between + b.variants + merged + "-" + b.value
                var rewrite = rewrite(.shorthand, in: list, range: range, replacement: replacement)
                rewrite.before = list.text(of: tokens[i]) + " " + list.text(of: tokens[j])
                rewrite.after = b.variants + merged + "-" + b.value
                used.formUnion([i, j])
                result.append((rewrite, [i, j]))
                if untilProved, rewrite.isProved { return result }
                break
            }
        }
        return result
    }

    /// Whether the bytes of `root` are a root of the shorthand pairs: `w`, `h`, or `p` and one of
    /// `x y t b s e l r`.
    private static func isShorthandRoot(_ utf8: [UInt8], _ root: ByteRange) -> Bool {
        guard root.start >= 0, root.end <= utf8.count else { return false }
        switch root.end - root.start {
        case 1: return utf8[root.start] == UInt8(ascii: "w") || utf8[root.start] == UInt8(ascii: "h")
        case 2: return utf8[root.start] == UInt8(ascii: "p") && "xytbselr".utf8.contains(utf8[root.start + 1])
        default: return false
        }
    }

    /// Where removing a token ends: after the whitespace that follows it.
    private static func removalEnd(of token: ClassToken, in list: ClassList) -> Int {
        var end = token.range.end
        while end < list.utf8.count, list.utf8[end] == 0x20 || list.utf8[end] == 0x09 || list.utf8[end] == 0x0A { end += 1 }
        return end
    }

    // MARK: class-order

    /// The category of a class name (without variants).
    package func category(of name: String) -> Category {
        func family(_ roots: [String]) -> Bool { roots.contains { name == $0 || name.hasPrefix($0 + "-") } }
        if name == "group" || name.hasPrefix("group/") || name.hasPrefix("shared-") { return .layout }
        if family(["p", "px", "py", "pt", "pb", "ps", "pe", "pl", "pr"]) { return .spacing }
        if family(["w", "h", "size", "min-w", "max-w", "min-h", "max-h", "control"]) { return .size }
        if family(["font", "tracking", "line-spacing", "line-clamp"]) { return .type }
        if name.hasPrefix("text-") {
            let value = String(name.dropFirst("text-".count))
            if ["start", "center", "end"].contains(value) || theme.typography[value] != nil { return .type }
            if value.hasPrefix("[") {
                let body = value.dropFirst()
                if body.hasPrefix("length:") || body.hasPrefix("size:") || body.first.map({ $0.isNumber || $0 == "." }) == true { return .type }
            }
            return .colour
        }
        if family(["bg", "tint", "glass-tint", "glass-fallback-tint"]) { return .colour }
        if family(["surface", "glass", "bezel"]) { return .surface }
        if family(["border"]) { return .edge }
        if family(["rounded"]) { return .shape }
        if family(["shadow", "opacity", "blur", "scale", "rotate", "offset"]) { return .effects }
        if family(["animate", "duration", "delay"]) { return .motion }
        return .named
    }

    /// The order of variants: none first, then by the number of variants, then hover, focus,
    /// pressed, disabled, each before its `group-` form.
    package static func variantKey(_ variants: VariantList) -> [Int] {
        [variants.count] + variants.map { ($0.isGroup ? 10 : 0) + $0.state.rawValue }.sorted()
    }

    /// The fields each token writes, with the precedence of the state they write them in.
    private func writes(_ list: ClassList) -> [Set<String>] {
        var result = [Set<String>](repeating: [], count: list.tokens.count)
        for rule in proof.resolver.expand(list, context: proof.base).rules where rule.origin.source == .local {
            guard let index = list.tokenIndex(exactly: rule.origin.range) else { continue }
            for assignment in rule.assignments {
                result[index].insert("\(assignment.field.rawValue)#\(rule.priority)#\(rule.conditionCount)")
            }
        }
        return result
    }

    /// The canonical order of the tokens, by index, or nil when they are in it already.
    private func sortedOrder(_ list: ClassList) -> [Int]? {
        let tokens = list.tokens
        let keys = tokens.map { (Self.variantKey($0.variants), category(of: list.name(of: $0)).rawValue) }
        func less(_ a: Int, _ b: Int) -> Bool {
            if keys[a].0 != keys[b].0 { return keys[a].0.lexicographicallyPrecedes(keys[b].0) }
            if keys[a].1 != keys[b].1 { return keys[a].1 < keys[b].1 }
            return a < b
        }
        let fields = writes(list)
        // A class may move before an earlier one only when they write no field in common.
        var placed: [Int] = []
        var remaining = Array(tokens.indices)
        while !remaining.isEmpty {
            let free = remaining.filter { candidate in
                !remaining.contains { $0 < candidate && !fields[$0].isDisjoint(with: fields[candidate]) }
            }
            let next = free.min(by: less)!
            placed.append(next)
            remaining.removeAll { $0 == next }
        }
        return placed == Array(tokens.indices) ? nil : placed
    }

    /// Pairs of classes of one category that write one field in the same state: the later one
    /// wins, so their order is kept (and neither is merged).
    private func keptPairs(_ list: ClassList) -> [String] {
        let fields = writes(list)
        var kept: [String] = []
        for i in list.tokens.indices {
            let first = list.tokens[i]
            let category = category(of: list.name(of: first))
            guard category != .named else { continue }
            for j in list.tokens.indices where j > i {
                let second = list.tokens[j]
                guard category == self.category(of: list.name(of: second)), Self.variantKey(first.variants) == Self.variantKey(second.variants) else {
                    continue
                }
                let common = fields[i].intersection(fields[j]).map { String($0.prefix { $0 != "#" }) }
                guard !common.isEmpty else { continue }
                kept.append(
                    "`\(list.text(of: first))` and `\(list.text(of: second))` both set \(Set(common).sorted().joined(separator: ", ")); the later one wins, so their order is kept"
                )
            }
        }
        return kept
    }
}
