/// Where a registration applies: swiftcn keeps its rules in the SwiftUI
/// environment, so a registration reaches exactly the views below the modifier that installs it.
public enum RegistrationScope: Hashable, Sendable {
    /// `TWGlobalRules` handed to the app, or a theme file: every view.
    case global
    /// `.twRules(…)`, `.twRules { … }` or `.twTheme(…)` on one view: the views inside `span`.
    case subtree(SourceSpan)
    /// Installed by a component scope modifier such as `.cnControlUtilities()` (reference §7.2):
    /// the views inside `span`, or, without a span, wherever that scope is active (a component's
    /// own classes, `tw resolve --component`).
    case component(scope: String, span: SourceSpan?)
    /// TWKit found the registration but cannot tell which views it reaches. It never makes a
    /// class an error.
    case unknown
}

/// A range of one source file: the file's path and UTF-8 byte offsets.
public struct SourceSpan: Hashable, Sendable {
    public var file: String
    /// UTF-8 byte offsets, `start` inclusive and `end` exclusive.
    public var start: Int
    public var end: Int

    public init(file: String, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// True when `other` lies inside this span of the same file.
    public func contains(_ other: SourceSpan) -> Bool {
        file == other.file && start <= other.start && other.end <= end
    }
}

/// Where a registration is written, for hovers, "go to definition" and messages.
public enum RegistrationOrigin: Hashable, Sendable {
    /// A Swift file, at a 1-based line.
    case swift(file: String, line: Int)
    /// A theme file, at a JSON path such as `$.utilities.tilt`.
    case theme(file: String, path: String)
    /// swiftcn itself (a built-in component scope).
    case builtIn

    /// `Rules.swift:12`, `brand.json $.utilities.tilt`, `swiftcn`.
    public var description: String {
        switch self {
        case .swift(let file, let line): "\(file):\(line)"
        case .theme(let file, let path): "\(file) \(path)"
        case .builtIn: "swiftcn"
        }
    }
}
