import TWResolve

/// A column of ``Matrix``: a named system (platform, OS and glass renderer setting).
public struct MatrixColumn: Sendable {
    public var name: String
    public var context: ResolutionContext

    /// A column named `name` (its heading in text, Markdown and JSON) resolved in `context`.
    public init(name: String, context: ResolutionContext) {
        self.name = name
        self.context = context
    }

    /// The standard columns, ``NamedContext/matrixSystems``: iOS 18, iOS 26, iOS 27, iOS 27 with
    /// SwiftUI's renderer, macOS 15 and macOS 26. Every other setting of `base` (scheme, target, states,
    /// policy, accessibility) applies to each column; its platform, OS and renderer do not.
    public static func standard(base: ResolutionContext) -> [MatrixColumn] {
        NamedContext.matrixSystems.map { system in
            let column = system.over(base)
            return MatrixColumn(name: column.name, context: column.context)
        }
    }
}

/// A setting the matrix varies on top of the base context: Reduce Transparency, Increase
/// Contrast, `UIDesignRequiresCompatibility`, the `solid` policy, or UniversalGlass's `material`
/// rendering override (which changes only surfaces with glass configuration classes).
public struct MatrixVariation: Sendable {
    /// How people call it (`Reduce Transparency`).
    public var name: String
    /// The `tw` flag that sets it (`--reduce-transparency`, `--appearance solid`).
    public var flag: String
    public var apply: @Sendable (inout ResolutionContext) -> Void

    public static let standard: [MatrixVariation] = [
        MatrixVariation(name: "Reduce Transparency", flag: "--reduce-transparency") { $0.reduceTransparency = true },
        MatrixVariation(name: "Increase Contrast", flag: "--increase-contrast") { $0.increaseContrast = true },
        MatrixVariation(name: "UIDesignRequiresCompatibility", flag: "--requires-compatibility") { $0.requiresCompatibility = true },
        MatrixVariation(name: "solid policy", flag: "--appearance solid") { $0.appearance = .solid },
        MatrixVariation(name: "material rendering", flag: "--rendering material") { $0.rendering = .material },
    ]
}
