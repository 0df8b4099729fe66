/// Which OS versions a context may name: the range `tw --os` and the design-tool methods'
/// `context.os` accept, so that every entry point refuses the same versions with the same words.
extension Platform {
    /// The oldest version swiftcn runs on: its deployment targets, iOS 17 and macOS 14
    /// (reference §15, swiftcn's Package.swift). tvOS, watchOS and visionOS have none, so any
    /// version from 1.
    public var oldestSupportedOS: OSVersion {
        switch self {
        case .ios: OSVersion(17)
        case .macos: OSVersion(14)
        case .tvos, .watchos, .visionos: OSVersion(1)
        }
    }
}

extension OSVersion {
    /// Major versions from this one on are not OS versions (a typo such as `180`).
    public static let majorLimit = 100

    /// Why this version cannot be the OS of a context on `platform`, or nil when it can:
    /// "swiftcn runs on iOS 17 and later".
    public func unsupportedReason(on platform: Platform) -> String? {
        let oldest = platform.oldestSupportedOS
        guard self < oldest || major >= Self.majorLimit else { return nil }
        return "swiftcn runs on \(platform.displayName) \(oldest) and later"
    }
}
