import Foundation
import TWResolve

/// Notes for bracket arguments that name a SwiftUI system colour (`glass-tint-[red]`).
///
/// In the `tw` commands such an argument stands for the native `Color`, as an interpolation would
/// supply it; in Swift source swiftcn rejects it unless the theme registers the name, so the note
/// gives the spelling that works there (`glass-tint-[\(Color.red)]`).
package enum NativeColorNotes {
    /// One note per class (as written) whose value is a native colour name, in class order.
    package static func notes(for classes: String, context: ResolutionContext, resolver: Resolver) -> [String] {
        guard context.nativeColorNames else { return [] }
        var seen: Set<String> = []
        var notes: [String] = []
        for rule in resolver.expand(classes, context: context).rules where rule.origin.source == .local {
            for assignment in rule.assignments {
                guard case .color(.native(let name)) = assignment.value else { continue }
                let written = rule.origin.innerText ?? rule.origin.text
                guard seen.insert(written).inserted else { continue }
                let swift = written.replacingOccurrences(of: "[\(name)]", with: "[\\(Color.\(name))]")
                notes.append(
                    "`\(written)` stands for SwiftUI's native Color.\(name); in Swift source write `\(swift)` (swiftcn rejects a bare colour name the theme does not register)"
                )
            }
        }
        return notes
    }
}
