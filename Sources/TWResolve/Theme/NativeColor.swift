/// SwiftUI's named system colours, with the sRGB values iOS and macOS draw them in light and dark
/// appearance (Apple's Human Interface Guidelines, "Color", system colours; default accent blue).
///
/// A theme may use these names as colour values; in the `tw` commands a bracket argument that
/// names one stands for the native `Color`.
public enum NativeColor {
    /// The names a design tool may write in a bracket argument.
    public static let bracketNames: [String] = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
        "pink", "brown", "gray", "black", "white", "clear",
    ]

    /// Light and dark sRGB values of every name a theme may use.
    public static let values: [String: (light: RGBA, dark: RGBA)] = {
        func hex(_ text: String) -> RGBA { RGBA(hex: text)! }
        return [
            "red": (hex("#ff3b30"), hex("#ff453a")),
            "orange": (hex("#ff9500"), hex("#ff9f0a")),
            "yellow": (hex("#ffcc00"), hex("#ffd60a")),
            "green": (hex("#34c759"), hex("#30d158")),
            "mint": (hex("#00c7be"), hex("#63e6e2")),
            "teal": (hex("#30b0c7"), hex("#40c8e0")),
            "cyan": (hex("#32ade6"), hex("#64d2ff")),
            "blue": (hex("#007aff"), hex("#0a84ff")),
            "indigo": (hex("#5856d6"), hex("#5e5ce6")),
            "purple": (hex("#af52de"), hex("#bf5af2")),
            "pink": (hex("#ff2d55"), hex("#ff375f")),
            "brown": (hex("#a2845e"), hex("#ac8e68")),
            "gray": (hex("#8e8e93"), hex("#8e8e93")),
            "black": (hex("#000000"), hex("#000000")),
            "white": (hex("#ffffff"), hex("#ffffff")),
            "clear": (hex("#00000000"), hex("#00000000")),
            "primary": (hex("#000000"), hex("#ffffff")),
            "secondary": (hex("#3c3c4399"), hex("#ebebf599")),
            "accentColor": (hex("#007aff"), hex("#0a84ff")),
        ]
    }()
}
