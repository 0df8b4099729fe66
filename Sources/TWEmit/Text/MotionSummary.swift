import TWResolve

/// One line for the animation a styled update applies:
/// `spring 0.1s, no delay (active:animate-spring in pressed), entering pressed from rest`.
enum MotionSummary {
    static func line(_ transaction: MotionTransaction) -> String {
        var text: String
        switch transaction.effect {
        case .set:
            if let animation = transaction.animation {
                text = animation.name
                text += animation.duration.map { " \(Points.format($0))s" } ?? " (fixed, not retimed by duration-*)"
                text += animation.delay == 0 ? ", no delay" : ", delay \(Points.format(animation.delay))s"
            } else {
                text = "an animation known only at run time"
            }
        case .cleared:
            text = "no animation"
        case .unchanged:
            text = "caller's transaction unchanged" + (transaction.callerAnimation.map { " (\($0))" } ?? "")
        }
        text += " — \(transaction.reason)"
        if let from = transaction.fromStates {
            func states(_ list: [String]) -> String { list.isEmpty ? "rest" : list.joined(separator: "+") }
            text += "; \(states(from)) → \(states(transaction.toStates))"
        }
        if transaction.scope != .surface || transaction.contentTransition != nil {
            text +=
                "; scope \(transaction.scope.rawValue) animates \(transaction.animatedPhases.isEmpty ? "nothing" : transaction.animatedPhases.map(\.rawValue).joined(separator: ", "))"
        }
        if let transition = transaction.contentTransition { text += ", content transition \(transition)" }
        if transaction.disablesAnimations { text += "; the transaction disables animations" }
        return text
    }
}
