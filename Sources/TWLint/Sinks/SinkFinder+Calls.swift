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
        let trailingClosures = kind(close + 1) == .leftBrace && match(close + 1) > close + 1 ? 1 : 0
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
        addSite(ClassSite(kind: .parameter, range: span(p, close), occurrences: 0..<0, modifier: nil, namedKey: nil,
                          calleeName: overloads[0].name), pieces)
    }

    /// For each argument (by label, nil when unlabelled), the index of the parameter it binds to
    /// in `signature`, or nil when the call cannot call it: arguments bind in order, skipping
    /// parameters with defaults; a variadic parameter takes the unlabelled arguments after it;
    /// trailing closures fill the closure parameters after the last bound one; every other
    /// parameter left out needs a default.
    static func bind(_ labels: [String?], trailingClosures: Int, to signature: SinkSignature) -> [Int]? {
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
        var closures = trailingClosures
        let lastBound = bound.lastIndex(of: true) ?? -1
        for position in parameters.indices where !bound[position] {
            if parameters[position].isClosure, closures > 0, position > lastBound {
                closures -= 1
                continue
            }
            if !parameters[position].hasDefault, !parameters[position].isVariadic { return nil }
        }
        return closures == 0 ? binding : nil
    }
}
