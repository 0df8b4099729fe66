import TWResolve
import TWSyntax

/// Everything a rule may read about one file.
public struct LintInput: Sendable {
    public var file: ScannedFile
    public var configuration: LintConfiguration
    public var resolver: Resolver
    /// Named classes visible to the file beyond the theme's recipes: every
    /// `TWGlobalRules(named:)` key of the linted files. The resolver adds the
    /// theme's own, so they are not copied into every context.
    public var named: [String: Recipe]
    /// Shared results, when valid for ``named``.
    var memo: LintMemo?
    /// Registrations that reach only the site being checked (a `.twRules` subtree, a component
    /// scope such as `.cnControlUtilities()`).
    var scoped: SiteRegistrations?
    /// Where proofs of the canonical rules are kept between runs (``ProofStore``), if anywhere.
    var proofStore: ProofStore?
    /// The file's typed declarations, for interpolations whose type the source gives.
    let typedNames = FileTypedNames()

    public init(file: ScannedFile, configuration: LintConfiguration, resolver: Resolver, named: [String: Recipe]) {
        self.init(file: file, configuration: configuration, resolver: resolver, named: named, memo: nil)
    }

    init(file: ScannedFile, configuration: LintConfiguration, resolver: Resolver, named: [String: Recipe], memo: LintMemo?) {
        self.file = file
        self.configuration = configuration
        self.resolver = resolver
        self.named = named
        self.memo = memo
    }

    /// The sets of class strings of a site that are present together (computed on each call:
    /// the linter computes them once per site, and not at all for a site it finds in the memo).
    func sets(ofSite index: Int) -> [SiteClasses] { SiteClasses.sets(ofSite: index, in: file) }

    /// ``Resolver/resolve(_:context:lenient:dynamicRanges:)``, shared across files when possible.
    public func resolve(_ text: String, context: ResolutionContext, lenient: Bool = false, dynamicRanges: [ByteRange] = []) -> Resolution {
        memo?.resolve(text, context: context, lenient: lenient, dynamicRanges: dynamicRanges, resolver: resolver)
            ?? resolver.resolve(text, context: context, lenient: lenient, dynamicRanges: dynamicRanges)
    }

    /// ``Resolver/expand(_:context:dynamicRanges:)``, shared across files when possible.
    public func expand(_ text: String, context: ResolutionContext, dynamicRanges: [ByteRange] = [])
        -> (rules: [ExpandedRule], problems: [ResolvedDiagnostic], uncheckable: [RuleOrigin])
    {
        memo?.expand(text, context: context, dynamicRanges: dynamicRanges, resolver: resolver)
            ?? resolver.expand(text, context: context, dynamicRanges: dynamicRanges)
    }

    /// ``ClassValidator/validate(_:)`` of an occurrence in a context, shared when possible.
    public func validate(_ occurrence: ClassOccurrence, context: ResolutionContext) -> [ClassValidator.TokenResult] {
        memo?.validate(occurrence, context: context, theme: resolver.theme)
            ?? ClassValidator(theme: resolver.theme, context: context).validate(occurrence.classList)
    }

    /// The context a site's classes are checked in: source mode (bracket colour names must be
    /// theme tokens, as in swiftcn), the first configured platform, the sink's target.
    public func context(for site: ClassSite, platform: Platform? = nil, os: OSVersion? = nil) -> ResolutionContext {
        var context = ResolutionContext()
        context.nativeColorNames = false
        context.named = named
        scoped?.apply(to: &context)
        let chosen = platform ?? configuration.platforms.keys.sorted { $0.rawValue < $1.rawValue }.first ?? .ios
        context.platform = chosen
        context.os = os ?? configuration.platforms[chosen] ?? OSVersion(17)
        switch site.kind {
        case .buttonStyle: context.target = .button
        case .tw where site.modifier?.isAppliedToText == true: context.target = .text
        case .twStyle where site.declaredTarget != nil: context.target = site.declaredTarget.flatMap { StyleTarget(rawValue: $0.rawValue) } ?? .view
        default:
            context.target = .view
            // The receiver may be an Image or a Shape the scanner cannot see: registered image
            // and shape modifiers are not checked against a guess (reference §2.5).
            context.targetIsKnown = false
        }
        return context
    }

    /// The systems context-dependent rules consider: per configured platform, its minimum OS, the
    /// first Liquid Glass release and, on iOS, the first with UIKit's renderer (``PlatformRelease``), where
    /// these are not below the minimum.
    public var systems: [(Platform, OSVersion)] {
        configuration.platforms.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { platform, minimum in
            var versions = [minimum]
            for candidate in [PlatformRelease.liquidGlass] + [PlatformRelease.automaticUIKitGlass(on: platform)].compactMap({ $0 }) where candidate > minimum {
                versions.append(candidate)
            }
            return versions.map { (platform, $0) }
        }
    }
}

/// One lint rule: its description and its check.
public protocol LintRule: Sendable {
    /// The rules this check reports (most checks report one).
    static var descriptions: [RuleDescription] { get }
    init()
    /// The findings of one file, before configuration and suppressions: diagnostics whose rule
    /// is one of ``descriptions``' ids and whose ranges are UTF-8 bytes of the Swift file.
    func check(_ input: LintInput) -> [Diagnostic]
}
