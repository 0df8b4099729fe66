/// The adaptive-surface decision functions (reference §8.2, seed "Surface roles" and
/// "Appearance policy").
package struct SurfaceDecision {
    /// The parts of the context the decision reads: plain values, so that making a decision
    /// copies no table of the context.
    private let context: Inputs

    private struct Inputs {
        let supportsGlass: Bool
        let appearance: AppearancePolicy
        let requiresCompatibility: Bool
        let reduceTransparency: Bool
        let platform: Platform
        let os: OSVersion
    }

    package init(context: ResolutionContext) {
        self.context = Inputs(
            supportsGlass: context.supportsGlass, appearance: context.appearance, requiresCompatibility: context.requiresCompatibility,
            reduceTransparency: context.reduceTransparency, platform: context.platform, os: context.os)
    }

    /// `usesGlass(role)`: never on a system without Liquid Glass; always for the glass role; never
    /// for solid; for floating by policy, where `automatic` follows `UIDesignRequiresCompatibility`.
    /// Accessibility never enters (reference §8.2).
    package func usesGlass(_ role: SurfaceRole) -> Bool {
        guard context.supportsGlass else { return false }
        switch role {
        case .glass: return true
        case .solid: return false
        case .floating:
            switch context.appearance {
            case .glass: return true
            case .solid: return false
            case .automatic: return !context.requiresCompatibility
            }
        }
    }

    /// `fill(role)` and the reason for it.
    func fill(_ role: SurfaceRole) -> (kind: FillKind, reason: String) {
        if usesGlass(role) {
            if role == .floating && context.appearance == .glass { return (.glass, "the glass policy opts floating surfaces into glass") }
            if role == .glass && (context.appearance == .solid || context.requiresCompatibility) {
                return (.glass, "local glass classes override the policy and UIDesignRequiresCompatibility")
            }
            return (.glass, "\(context.platform.displayName) \(context.os) draws Liquid Glass; native glass adapts to accessibility itself")
        }
        if role == .solid { return (.solid, "surface-solid is always a solid fill") }
        if role == .floating && context.appearance == .solid { return (.solid, "the solid policy makes floating surfaces solid") }
        if context.reduceTransparency { return (.solid, "Reduce Transparency turns the material fallback solid") }
        if !context.supportsGlass { return (.material, "\(context.platform.displayName) \(context.os) has no Liquid Glass: material fallback") }
        return (.material, "UIDesignRequiresCompatibility makes the automatic policy use the earlier appearance")
    }
}
