/// A context with the name a design tool shows for it (`"iOS 26"`, `"iPhone, Reduce
/// Transparency"`): one column of an ``Analysis`` or a ``Matrix``.
public struct NamedContext: Sendable {
    public var name: String
    public var context: ResolutionContext

    public init(_ name: String, _ context: ResolutionContext) {
        self.name = name
        self.context = context
    }

    /// iOS `major`, named `iOS <major>`.
    public static func iOS(_ major: Int) -> NamedContext { NamedContext("iOS \(major)", .iOS(major)) }

    /// macOS `major`, named `macOS <major>`.
    public static func macOS(_ major: Int) -> NamedContext { NamedContext("macOS \(major)", .macOS(major)) }
}
