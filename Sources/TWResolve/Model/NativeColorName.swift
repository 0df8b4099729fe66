/// The name of a SwiftUI, UIKit or AppKit colour (`white`, `tint`, `labelColor`): an open set,
/// since themes and bracket values may name any native colour.
///
/// The raw value is the name as ``ResolvedColor/native`` and the resolution document spell it.
public struct NativeColorName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `Color.white`: a prominent bezel's label (reference §6.4).
    public static let white = NativeColorName(rawValue: "white")
    /// `Color.primary`: the hierarchical label on glass (reference §6.4).
    public static let primary = NativeColorName(rawValue: "primary")
    /// The current tint: a bordered button's label (reference §6.4).
    public static let tint = NativeColorName(rawValue: "tint")
    /// AppKit's `labelColor`: an inactive window's prominent bezel label.
    public static let labelColor = NativeColorName(rawValue: "labelColor")
    /// AppKit's `disabledControlTextColor`: a disabled label on macOS.
    public static let disabledControlTextColor = NativeColorName(rawValue: "disabledControlTextColor")
}

extension ResolvedColor {
    /// The native colour's name, when the colour is a native one.
    public var nativeName: NativeColorName? { native.map(NativeColorName.init(rawValue:)) }
}
