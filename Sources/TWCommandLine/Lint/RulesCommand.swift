import TWLint

/// `twlint rules` lists the rules; `twlint rules ID` explains one.
enum RulesCommand {
    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let rules = Linter.rules
        guard let id = arguments.first else {
            let width = rules.map(\.id.count).max() ?? 0
            var text = ""
            for rule in rules {
                text += rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                text += rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
                text += rule.summary + "\n"
            }
            text += "\nRun 'twlint rules ID' for a rule's documentation and example.\n"
            io.write(text)
            return 0
        }
        guard let rule = rules.first(where: { $0.id == id }) else {
            io.writeError("twlint: error: unknown rule '\(id)'; 'twlint rules' lists them\n")
            return 2
        }
        var text =
            "\(rule.id) (default severity: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary).\n\n\(rule.documentation)\n\nTriggers:\n\n    \(rule.triggeringExample.replacingOccurrences(of: "\n", with: "\n    "))\n"
        if let corrected = rule.correctedExample {
            text += "\nCorrected:\n\n    \(corrected.replacingOccurrences(of: "\n", with: "\n    "))\n"
        }
        io.write(text)
        return 0
    }
}
