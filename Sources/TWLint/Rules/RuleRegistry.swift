/// Every twlint rule's description, sorted by id: one literal list, as sourcekit-lsp's
/// `Messages.swift` is.
///
/// Add a rule by adding its file to `Rules/Descriptions/` and its name here; `RuleRegistryTests`
/// fails when this list is not sorted, names a rule twice, misses a file of `Rules/Descriptions/`
/// or differs from what the checks report (``Linter/rules``, which keeps the order `twlint rules`
/// prints).
public enum RuleRegistry {
    public static let all: [RuleDescription] = [
        .canonicalValue,
        .classOrder,
        .classStringTooLarge,
        .duplicateClass,
        .dynamicGlassRenderer,
        .ignoredOnNativeButton,
        .invalidArgument,
        .invalidUTF8,
        .nestingTooDeep,
        .oneFill,
        .overriddenClass,
        .recursiveNamedClass,
        .scrollInSurfaceGroup,
        .shorthand,
        .stateOnlyButtonTint,
        .superfluousSuppression,
        .surfaceIdOrder,
        .surfaceRoleSwitch,
        .trackingTarget,
        .unknownClass,
        .unknownVariant,
        .whitespaceInBrackets,
    ]
}
