import Foundation
import TWResolve
import TWSyntax

@_exported import TWTestSupport

/// A context with the given changes.
func context(_ change: (inout ResolutionContext) -> Void = { _ in }) -> ResolutionContext {
    var context = ResolutionContext()
    change(&context)
    return context
}

/// Resolves with the built-in theme.
func resolve(_ classes: String, lenient: Bool = false, _ change: (inout ResolutionContext) -> Void = { _ in }) -> Resolution {
    Resolver().resolve(classes, context: context(change), lenient: lenient)
}

/// The four padding edges as (top, leading, bottom, trailing).
func edges(_ resolution: Resolution) -> [Double] {
    [resolution.padding.top, resolution.padding.leading, resolution.padding.bottom, resolution.padding.trailing]
}

/// The classes listed as overridden.
func overriddenClasses(_ resolution: Resolution) -> [String] { resolution.overridden.map(\.class) }
