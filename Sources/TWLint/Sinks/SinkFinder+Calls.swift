import TWSyntax

/// Calls of functions and initialisers with class parameters (``SinkSignature``): which arguments
/// are class strings, decided by binding the call's labels to each overload's parameters as Swift
/// does, so that `CNBadge("Released", classes: "…")` reads only the `classes:` argument.
extension SinkFinder {
    /// The overloads a call of the identifier at `p` may call: functions after a dot
    /// (`.demo(…)`, `style.demo(…)`), initialisers and free functions otherwise.
    func signatureOverloads(_ p: Int, afterDot: Bool) -> [SinkSignature]? {
        guard let table = signatures, table.mayName(bytes[range(p).start], length: range(p).count) else { return nil }
        let name = text(p)
        if afterDot { return table.functions[name] }
        let both = (table.initializers[name] ?? []) + (table.functions[name] ?? [])
        return both.isEmpty ? nil : both
    }

    /// A call of a signature's name: its class arguments, and the literal defaults of class
    /// parameters it leaves out (`.textFieldStyle(.tw())` is styled with `input`).
    mutating func addSignatureCall(_ p: Int, _ overloads: [SinkSignature]) {
        let paren = p + 1
        let close = match(paren)
        guard close > paren, !isIdentifier(p - 1, "func") else { return }
        let arguments = self.arguments(paren)
        let labels = arguments.map { $0.label.map { text($0).trimmingBackticks } }
        let trailingClosures = trailingClosureLabels(after: close)
        let candidates = overloads.compactMap { signature in
            Self.bind(labels, trailingClosures: trailingClosures, to: signature).map { (signature, $0) }
        }
        var classArguments: [Int] = []
        if candidates.isEmpty {
            // No overload fits the call as written (a shape this reader does not model): a
            // labelled argument is read when every parameter with its label takes classes.
            for (index, label) in labels.enumerated() {
                guard let label else { continue }
                let parameters = overloads.flatMap { $0.parameters.filter { $0.label == label } }
                if !parameters.isEmpty, parameters.allSatisfy(\.takesClasses) { classArguments.append(index) }
            }
        } else {
            classArguments = arguments.indices.filter { index in
                candidates.allSatisfy { signature, binding in signature.parameters[binding[index]].takesClasses }
            }
        }
        var pieces: [Piece] = []
        for index in classArguments { readClassExpression(arguments[index].value, [], &pieces) }
        if candidates.count == 1, let (signature, binding) = candidates.first {
            for (index, parameter) in signature.parameters.enumerated() where parameter.takesClasses && !binding.contains(index) {
                guard let classes = parameter.defaultClasses, classes.contains(where: { $0 != " " }) else { continue }
                pieces.append(Piece(value: StringLiteralValue(defaultClasses: classes, of: range(p)), branches: []))
            }
        }
        guard !pieces.isEmpty else { return }
        addSite(
            ClassSite(
                kind: .parameter, range: span(p, close), occurrences: 0..<0, modifier: nil, namedKey: nil,
                calleeName: overloads[0].name), pieces)
    }

    /// The labels of the trailing closures after the `)` at `close`: nil for the first
    /// (`CNDropdownMenu("Open") { … }`), then each label of `} label: { … }`; empty for none.
    func trailingClosureLabels(after close: Int) -> [String?] {
        var p = close + 1
        guard kind(p) == .leftBrace, match(p) > p else { return [] }
        var labels: [String?] = [nil]
        p = match(p) + 1
        while kind(p) == .identifier || kind(p) == .backtickIdentifier, kind(p + 1) == .colon, kind(p + 2) == .leftBrace, match(p + 2) > p + 2 {
            labels.append(text(p).trimmingBackticks)
            p = match(p + 2) + 1
        }
        return labels
    }

    /// For each argument (by label, nil when unlabelled), the index of the parameter it binds to
    /// in `signature`, or nil when the call cannot call it: arguments bind in order, skipping
    /// parameters with defaults; a variadic parameter takes the unlabelled arguments after it.
    /// Trailing closures (`trailingClosures`, their labels: nil for the first) then bind by
    /// Swift's forward scan (SE-0286): the first goes to the next parameter of function type,
    /// passing over one with a default while a later parameter still needs an argument (so
    /// `CNDropdownMenuContent("…", autofocus: false) { … }` fills `content:`, not the defaulted
    /// `onDismiss:`); a labelled one goes to the next parameter with its label. Every other
    /// parameter left out needs a default.
    static func bind(_ labels: [String?], trailingClosures: [String?], to signature: SinkSignature) -> [Int]? {
        let parameters = signature.parameters
        var binding: [Int] = []
        var bound = Array(repeating: false, count: parameters.count)
        var next = 0
        var index = 0
        while index < labels.count {
            while next < parameters.count, parameters[next].label != labels[index] {
                guard parameters[next].hasDefault || parameters[next].isClosure || parameters[next].isVariadic else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            binding.append(next)
            bound[next] = true
            index += 1
            if parameters[next].isVariadic {
                while index < labels.count, labels[index] == nil {
                    binding.append(next)
                    index += 1
                }
            }
            next += 1
        }
        let optional = { (position: Int) in parameters[position].hasDefault || parameters[position].isVariadic }
        for (closure, label) in trailingClosures.enumerated() {
            if let label {
                while next < parameters.count, parameters[next].label != label {
                    guard optional(next) else { return nil }
                    next += 1
                }
            } else {
                // Parameters a later labelled closure names are its to fill.
                let limit =
                    trailingClosures.dropFirst(closure + 1).first.flatMap { later in
                        parameters.indices.dropFirst(next + 1).first { parameters[$0].label == later }
                    } ?? parameters.count
                while next < parameters.count {
                    if !parameters[next].isClosure {
                        guard optional(next) else { return nil }
                    } else if !optional(next) || !(next + 1..<limit).contains(where: { !optional($0) }) {
                        break
                    }
                    next += 1
                }
            }
            guard next < parameters.count else { return nil }
            bound[next] = true
            next += 1
        }
        for position in parameters.indices where !bound[position] && !optional(position) { return nil }
        return binding
    }
}
