// A stub of the UIKit names `tw swift` emits for swiftcn's UIKit glass renderer (iOS 27 and later,
// seed "Glass renderer"), for type-checking on Linux (issue 15). Signatures follow Apple's UIKit
// (iOS 26 SDK); bodies do nothing. Only what TWKit emits is declared, so a misspelt name fails.
@_exported import Foundation  // UIKit re-exports Foundation (CGFloat) as Apple's does

open class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open class var tintColor: UIColor { UIColor(red: 0, green: 0.533, blue: 1, alpha: 1) }
}

@available(iOS 26, *)
public struct UICornerRadius {
    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius() }
}

@available(iOS 26, *)
public struct UICornerConfiguration {
    public static func capsule(maximumRadius: CGFloat? = nil) -> UICornerConfiguration { UICornerConfiguration() }
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration { UICornerConfiguration() }
}

open class UIView {
    public init() {}
    open var isUserInteractionEnabled: Bool = true
    @available(iOS 26, *)
    open var cornerConfiguration: UICornerConfiguration {
        get { UICornerConfiguration() }
        set {}
    }
}

open class UIVisualEffect {
    public init() {}
}

@available(iOS 26, *)
open class UIGlassEffect: UIVisualEffect {
    public enum Style {
        case regular, clear
    }

    public init(style: Style) {}
    open var tintColor: UIColor?
    open var isInteractive: Bool = false
}

open class UIVisualEffectView: UIView {
    public init(effect: UIVisualEffect?) {}
    open var effect: UIVisualEffect?
}
