import TWSyntax

/// The argument an app utility's factory receives (swiftcn `TWArgument.rawValue`): the bracket
/// body after decoding (`_` → space, `\_` → `_`, reference §1.5).
public struct UtilityArgument: Hashable, Sendable, Codable {
    /// The utility's prefix (`label`).
    public var utility: String
    /// The decoded body; nil for an interpolated value.
    public var raw: String?
}

extension Resolver {
    /// The arguments `classes` pass to registered app utilities, in class order (recipes are not
    /// entered: a recipe's arguments are fixed text in the theme).
    public func utilityArguments(_ classes: String, context: ResolutionContext, dynamicRanges: [ByteRange] = []) -> [UtilityArgument] {
        let catalog = Catalog(theme: theme, context: context)
        let list = ClassParser.parse(classes, dynamicRanges: dynamicRanges)
        var result: [UtilityArgument] = []
        for token in list.tokens {
            guard case .arbitrary(let value) = token.value else { continue }
            let prefix = list.root(of: token)
            guard catalog.registeredModifier(prefix) == nil, catalog.registeredUtility(prefix) != nil else { continue }
            result.append(UtilityArgument(utility: prefix, raw: value.isDynamic ? nil : list.decodedText(value.bodyRange)))
        }
        return result
    }
}
