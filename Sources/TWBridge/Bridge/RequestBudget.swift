import TWJSON
import TWResolve

/// The work a design request may ask of the bridge, counted before any of it is done: its
/// whitespace-separated classes times what the method does with each (one resolution for
/// `parse`, `resolve` and `swift`; one per platform column for `matrix` and `codegen`, which
/// resolve the string for every platform and emit for each). A request over the budget is
/// answered 413 `over-budget` at once, naming the budget, instead of holding a worker (and
/// hundreds of MB) for minutes: a 1 MiB body of `p-4` is 200,000 classes.
package enum RequestBudget {
    /// Class resolutions one request may cost: 200,000, so every method reads the longest
    /// class string one person or design tool writes many times over, and `parse`, `resolve`
    /// and `swift` take any body under the 1 MiB limit that a real recipe fills.
    package static let budget = 200_000

    /// Resolutions per class of each method; methods not named cost one.
    package static let weights: [String: Int] = ["explain": 2, "matrix": 16, "codegen": 16, "suggest": 1, "group": 1, "cluster": 1]

    /// Classes `method` may be given at most.
    package static func classLimit(of method: String) -> Int { budget / (weights[method] ?? 1) }

    /// The 413 for a request whose `classes` exceed its method's share of the budget, or nil.
    static func refusal(_ method: String, _ params: JSON) -> HTTPResponse? {
        guard let classes = params["classes"]?.stringValue else { return nil }
        let limit = classLimit(of: method)
        guard count(classes, over: limit) else { return nil }
        return .error(
            .contentTooLarge, code: "over-budget",
            "`classes` has more than \(limit.formatted()) classes, the most /\(method) computes in one request (a budget of \(budget.formatted()) class resolutions, \(weights[method] ?? 1) per class for /\(method)); send a shorter string"
        )
    }

    /// The words of a refusal of `classes` for `method` (`tw swift` gives the bridge's budget),
    /// or nil when they are within it.
    package static func excess(_ method: String, _ classes: String) -> String? {
        let limit = classLimit(of: method)
        guard count(classes, over: limit) else { return nil }
        return
            "more than \(limit.formatted()) classes, over the budget of \(budget.formatted()) class resolutions (\(weights[method] ?? 1) per class for \(method))"
    }

    /// True when `classes` holds more than `limit` whitespace-separated classes (stops counting there).
    private static func count(_ classes: String, over limit: Int) -> Bool {
        var count = 0
        var inToken = false
        for byte in classes.utf8 {
            // ASCII whitespace and the start of any multi-byte whitespace alike end nothing
            // here: only an over-count matters, and splitting on fewer separators counts fewer.
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                inToken = false
            } else if !inToken {
                inToken = true
                count += 1
                if count > limit { return true }
            }
        }
        return false
    }
}

extension Int {
    /// `200000` as `200,000`, the way the manuals write limits.
    fileprivate func formatted() -> String {
        let digits = Array(String(self))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
