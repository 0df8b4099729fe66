/// A component scope: a modifier that installs native modifiers for the views below it, only
/// where no registration of that name exists yet, such as `.cnControlUtilities()` installing
/// `cn-tint` (reference §7.2; swiftcn `ComponentUtilities.swift`, `Loading.swift`).
public struct ComponentScope: Hashable, Sendable {
    /// The installing modifier's name, without the dot and parentheses (`cnControlUtilities`).
    public var name: String
    /// What it installs.
    public var modifiers: [ModifierRegistration]

    public init(name: String, modifiers: [ModifierRegistration]) {
        self.name = name
        self.modifiers = modifiers
    }

    /// How people write it: `.cnControlUtilities()`.
    public var call: String { ".\(name)()" }
}

/// A swiftcn component whose recipes use component-scoped classes: the recipe names, the Swift
/// types that apply them, and the scopes those types install (reference §7.2).
public struct ComponentDeclaration: Hashable, Sendable {
    /// The component's name, as `tw resolve --component` takes it (`checkbox`).
    public var name: String
    /// Scope names (keys of ``Theme/scopes``) active inside the component.
    public var scopes: [String]
    /// swiftcn views whose `classes` are styled inside those scopes (`CNCheckbox`).
    public var types: [String]

    public init(name: String, scopes: [String], types: [String] = []) {
        self.name = name
        self.scopes = scopes
        self.types = types
    }
}
