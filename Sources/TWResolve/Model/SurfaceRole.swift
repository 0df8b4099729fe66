/// The adaptive-surface role a class selects (reference §8.2, seed "Surface roles"): what a
/// surface asks for before the system and the policy decide its fill.
///
/// Raw values are the words of the `twkit.resolution/1` document (`surface.role`, `button.role`).
public enum SurfaceRole: String, Hashable, Sendable, CaseIterable {
    /// `surface-floating`: glass where the system draws it and the policy allows, else a material.
    case floating
    /// `surface-solid`: always a solid fill.
    case solid
    /// `glass`, `glass-prominent` and the UniversalGlass tiers: glass wherever the system draws it.
    case glass
}
