/// Resolving inside a component (`tw resolve --component checkbox`).
extension ResolutionContext {
    /// Adds the modifiers that `component`'s scopes install, where no registration of that name
    /// is in effect yet (swiftcn's scope modifiers never replace an existing registration).
    ///
    /// - Returns: false when the theme declares no such component or scope; the context is then
    ///   unchanged.
    @discardableResult
    public mutating func activate(component name: String, theme: Theme) -> Bool {
        let scopes: [String]
        if let component = theme.components[name] {
            scopes = component.scopes
        } else if theme.scopes[name] != nil {
            scopes = [name]
        } else {
            return false
        }
        for scope in scopes {
            for registration in theme.scopes[scope]?.modifiers ?? [] where modifiers[registration.name] == nil && theme.modifiers[registration.name] == nil {
                modifiers[registration.name] = registration
            }
        }
        return true
    }
}
