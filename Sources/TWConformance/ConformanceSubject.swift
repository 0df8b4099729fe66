import TWSyntax
import TWResolve

/// What TWKit resolves for a case in one environment, as the comparator reads it.
struct ConformanceSubject {
    let environment: ConformanceEnvironment
    let classes: String
    /// The drawing model (`twkit.resolution/1`).
    let resolution: Resolution
    /// The resolver-level properties in the context's states (reference §4.1): facts such as a
    /// glass tint or an interactive flag on a view without a surface role, which draw nothing but
    /// which swiftcn's tests assert. Empty when the classes are invalid (swiftcn's default style).
    let table: FieldTable

    /// Native references of the parsed style that the registry of a later expansion lacks
    /// (`reexpandWithRules`): each is swiftcn's `unknownClass` with the registration name.
    let staleReferences: [String]

    init(environment: ConformanceEnvironment, classes: String) {
        self.environment = environment
        self.classes = classes
        let resolver = Resolver(theme: environment.theme)
        let values = environment.context.interpolations
        var resolution = resolver.resolve(classes, values: values, context: environment.context)
        let text = values.isEmpty ? classes : (try? InterpolatedClasses.compile(classes, values: values).get()) ?? ""
        let expansion = resolver.expand(text, context: environment.context)
        var stale: [String] = []
        if let later = environment.reexpandModifiers, expansion.problems.isEmpty {
            for rule in expansion.rules {
                for assignment in rule.assignments {
                    if case .modifier(let name, _, _) = assignment.value, later[name] == nil, !stale.contains(name) { stale.append(name) }
                }
            }
            if !stale.isEmpty { resolution.valid = false }
        }
        staleReferences = stale
        self.resolution = resolution
        table = FieldTable(
            rules: expansion.problems.isEmpty ? expansion.rules : [],
            states: environment.context.states, groupStates: environment.context.groupStates)
    }

    var theme: Theme { environment.theme }
    var context: ResolutionContext { environment.context }

    /// The same classes with one context change.
    func with(_ change: (inout ResolutionContext) -> Void) -> ConformanceSubject {
        var environment = environment
        change(&environment.context)
        return ConformanceSubject(environment: environment, classes: classes)
    }

    /// The surface role, from the surface when one is drawn, otherwise from the resolved property
    /// (a native button uses its role only to choose the style).
    var surfaceRole: SurfaceRole? { resolution.surface?.role ?? table.surfaceRole }
}
