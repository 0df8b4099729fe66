/// The bezel a button asks for (reference §6.2).
public enum ButtonBezel: String, Hashable, Sendable, CaseIterable {
    case prominent, bordered, borderless, link
}

/// The native button style drawn (reference §6.3; seed "Native buttons" and "Glass renderer").
///
/// Raw values are the SwiftUI spellings (`.glassProminent`), which the resolution document uses.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    case glass, glassProminent, bordered, borderedProminent, borderless, link
    /// A plain button whose label carries the classes.
    case plain
    /// A plain button over a UIKit glass view (UIKit's renderer).
    case uiKitGlass

    /// True for the SwiftUI glass styles (`.glass`, `.glassProminent`).
    public var isSwiftUIGlass: Bool { self == .glass || self == .glassProminent }

    /// True when glass is drawn by either framework.
    public var drawsGlass: Bool { isSwiftUIGlass || self == .uiKitGlass }
}

/// A button's `buttonBorderShape` (reference §6.5).
public enum ButtonBorderShape: String, Hashable, Sendable, CaseIterable {
    case automatic, capsule, roundedRectangle
}

/// SwiftUI's `ControlSize` (`control-*` classes).
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The animation of a UIKit glass button's press feedback (seed "Glass renderer").
public enum PressAnimation: String, Hashable, Sendable, CaseIterable {
    case spring
    /// Under Reduce Motion.
    case easeOut
}
