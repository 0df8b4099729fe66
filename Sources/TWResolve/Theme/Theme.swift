import Foundation
import TWSyntax

/// A theme: spacing, colours, type, radii, shadows, and the global rules that ship with it
/// (reference §5 and §7). Load one with ``Theme/load(path:)`` or use ``Theme/builtIn``.
public struct Theme: Sendable {
    /// The theme's display name.
    public var name: String {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Points per theme unit: `p-4` is `4 × spacingUnit` points (reference §5.1).
    public var spacingUnit: Double {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Points of the `border` class and the surface fallback edge (reference §5.6).
    public var borderWidth: Double {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Colour tokens by raw name (reference §5.2).
    public var colors: [String: AdaptiveColor] {
        didSet { tokenIndex = ThemeTokenIndex(); revisionMemo = ThemeRevision() }
    }
    /// Size tokens (`xs` ... `3xl`) to native text styles (reference §5.3).
    public var typography: [String: String] {
        didSet { tokenIndex = ThemeTokenIndex(); revisionMemo = ThemeRevision() }
    }
    /// Radius tokens to points (reference §5.4).
    public var radii: [String: Double] {
        didSet { tokenIndex = ThemeTokenIndex(); revisionMemo = ThemeRevision() }
    }
    /// Shadow tokens (reference §5.5).
    public var shadows: [String: ShadowToken] {
        didSet { tokenIndex = ThemeTokenIndex(); revisionMemo = ThemeRevision() }
    }
    /// Custom `animate-*` presets beyond the built-ins (reference §9.1).
    public var animations: Set<String> {
        didSet { tokenIndex = ThemeTokenIndex(); revisionMemo = ThemeRevision() }
    }
    /// Global classes before every `.tw` surface (`TWGlobalRules.view`, reference §7.1).
    public var view: String {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Global classes before every `.buttonStyle(.tw)` label (`TWGlobalRules.button`).
    public var button: String {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Named classes and recipes by exact name (reference §7.2).
    public var named: [String: Recipe] {
        didSet { index = ThemeIndex(); revisionMemo = ThemeRevision() }
    }
    /// App bracket utilities the theme declares (`"utilities"`), by prefix.
    public var utilities: [String: UtilityRegistration] = [:] {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Registered native modifiers the theme declares (`"modifiers"`), by name.
    public var modifiers: [String: ModifierRegistration] = [:] {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Component scopes by installing modifier (`cnControlUtilities`, reference §7.2).
    public var scopes: [String: ComponentScope] = [:] {
        didSet { index = ThemeIndex(); revisionMemo = ThemeRevision() }
    }
    /// Components whose recipes need a scope (`checkbox`), by name.
    public var components: [String: ComponentDeclaration] = [:] {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Custom `animate-*` presets with what they animate (`"animations"` as an object), by name;
    /// every name is also in ``animations``.
    public var animationPresets: [String: AnimationRegistration] = [:] {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// Where the theme came from: a file path, or `built-in`.
    public var source: String {
        didSet { revisionMemo = ThemeRevision() }
    }
    /// What the resolver derives from ``named`` and ``scopes``, replaced when they change.
    var index = ThemeIndex()
    /// The catalog's byte tables of ``colors``, ``typography``, ``radii``, ``shadows`` and
    /// ``animations``, replaced when they change.
    var tokenIndex = ThemeTokenIndex()
    /// The revision of the current content, replaced when any stored field is set.
    var revisionMemo = ThemeRevision()

    /// A fingerprint of the theme's content (the key of every cache of resolutions and
    /// suggestions): different content has a different revision. Kept by the theme itself:
    /// setting any field gives a new revision, a fingerprint of the whole edited content; a theme
    /// as read from a file has the fingerprint of the file's bytes, chained to the revision of the
    /// theme it was merged over.
    public var revision: UInt64 { revisionMemo.value(for: self) }

    /// Marks the content as exactly what was decoded from text whose fingerprint is `revision`
    /// (``ThemeLoader``), which then is the theme's revision until the next edit.
    mutating func markLoaded(revision: UInt64) {
        revisionMemo = ThemeRevision(loaded: revision)
    }

    /// swiftcn's default theme, `Themes/default.json`, compiled into the package.
    public static let builtIn: Theme = {
        let data = Data(PackageResources.default_json)
        do {
            return try ThemeLoader.decode(data, source: "built-in default theme", base: nil)
        } catch {
            fatalError("The built-in theme does not load: \(error)")
        }
    }()

    /// Loads a theme file and merges it over the built-in default (reference §5.1: partial
    /// dictionaries keep the defaults).
    ///
    /// - Throws: ``ThemeError`` naming the file and the JSON path of the bad value.
    public static func load(path: String) throws(ThemeError) -> Theme {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            if error.isMissing {
                throw ThemeError(
                    file: path, path: "$", message: "no such file" + (error.reason.hasPrefix("a dangling symbolic link") ? " (\(error.reason))" : ""))
            }
            if error.reason.hasPrefix("is a directory") { throw ThemeError(file: path, path: "$", message: "is a directory, not a theme file") }
            throw ThemeError(file: path, path: "$", message: "cannot read the file (\(error.reason))")
        }
        let data = Data(bytes)
        return try ThemeLoader.decode(data, source: path, base: builtIn)
    }

    /// Decodes theme JSON text merged over the built-in default. `source` names it in errors.
    public static func decode(_ data: Data, source: String) throws(ThemeError) -> Theme {
        try ThemeLoader.decode(data, source: source, base: builtIn)
    }

    /// A colour token's value in a scheme, or nil when the theme does not register it.
    public func color(_ token: String, in scheme: ColorScheme) -> RGBA? {
        colors[token]?.value(in: scheme).rgba(in: scheme)
    }
}

/// A shadow token (reference §5.5). Lengths in points.
public struct ShadowToken: Hashable, Sendable {
    public var light: ThemeColorValue
    public var dark: ThemeColorValue
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(light: ThemeColorValue, dark: ThemeColorValue, radius: Double, x: Double, y: Double) {
        self.light = light
        self.dark = dark
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A named class: its classes, plus classes added on one platform only (the recipes whose minimum
/// heights differ between iOS and macOS, reference §6.5).
public struct Recipe: Hashable, Sendable {
    public var classes: String
    public var ios: String?
    public var macos: String?
    /// True when the definition exists but TWKit cannot read all of it (a `TWStyle` built from
    /// typed pieces or values only known at run time): the name is valid, and `classes` holds
    /// only the readable part (a false error is the worst bug).
    public var isPartial: Bool
    /// Where the named class is defined, when known.
    public var origin: RegistrationOrigin?
    /// Which views see it (a theme's recipes and `TWGlobalRules` entries: every view).
    public var scope: RegistrationScope

    public init(
        classes: String, ios: String? = nil, macos: String? = nil, isPartial: Bool = false,
        origin: RegistrationOrigin? = nil, scope: RegistrationScope = .global
    ) {
        self.classes = classes
        self.ios = ios
        self.macos = macos
        self.isPartial = isPartial
        self.origin = origin
        self.scope = scope
    }

    /// The class string on a platform.
    public func classes(on platform: Platform) -> String {
        let extra = platform.swiftCNRules == .ios ? ios : macos
        guard let extra, !extra.isEmpty else { return classes }
        return classes.isEmpty ? extra : classes + " " + extra
    }
}

/// A bad theme file: which file, where in it (a JSON path such as `$.colors.brand.light`) and why.
public struct ThemeError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var path: String
    public var message: String

    public var description: String { "\(file): \(path): \(message)" }

    package init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }
}
