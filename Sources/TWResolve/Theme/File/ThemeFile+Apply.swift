import Foundation

extension ThemeFile {
    /// Writes what the file sets over `theme` (reference §5.1: partial dictionaries keep the
    /// base's entries). `source` names the theme when the file does not.
    func apply(to theme: inout Theme, source: String) {
        theme.name = name ?? ((source as NSString).lastPathComponent as NSString).deletingPathExtension
        theme.source = source
        if let spacingUnit { theme.spacingUnit = spacingUnit }
        if let borderWidth { theme.borderWidth = borderWidth }
        theme.colors.merge(colors) { $1 }
        theme.typography.merge(typography) { $1 }
        theme.radii.merge(radii) { $1 }
        theme.shadows.merge(shadows) { $1 }
        if let animations {
            theme.animations.formUnion(animations.names)
            for (name, preset) in animations.presets {
                theme.animationPresets[name] = preset.registration(name: name)
            }
        }
        if let view { theme.view = view }
        if let button { theme.button = button }
        theme.named.merge(named) { $1 }
        theme.utilities.merge(utilities) { $1 }
        theme.modifiers.merge(modifiers) { $1 }
        theme.scopes.merge(scopes) { $1 }
        theme.components.merge(components) { $1 }
    }
}
