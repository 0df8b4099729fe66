extension Resolution.Motion {
    /// The preset word `animate-none` sets: no animation. Presets are an open set (swiftcn's own
    /// and registered ones), so they stay names; this is the one with a meaning of its own.
    public static let nonePreset = "none"

    /// True when `animate-none` removes the animation.
    public var removesAnimation: Bool { preset == Self.nonePreset }
}
