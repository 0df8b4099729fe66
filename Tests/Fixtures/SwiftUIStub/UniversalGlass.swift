// A stub of the UniversalGlass names `tw swift --universal-glass` emits (seed
// universalglass-effects.md, reference universal-glass.md), over the SwiftUI stub.
import Foundation
import SwiftUI

public enum UniversalGlassRendering {
    case automatic, glass, material
}

public struct UniversalGlassShadow {
    public init(color: Color, radius: CGFloat) {}
    public static let `default` = UniversalGlassShadow(color: Color.black, radius: 8)
    public static let none = UniversalGlassShadow(color: Color.clear, radius: 0)
}

public struct UniversalGlassConfiguration {
    public static let identity = UniversalGlassConfiguration(), ultraThin = UniversalGlassConfiguration()
    public static let thin = UniversalGlassConfiguration(), regular = UniversalGlassConfiguration()
    public static let thick = UniversalGlassConfiguration(), ultraThick = UniversalGlassConfiguration()
    public static let clear = UniversalGlassConfiguration()
    public func tint(_ color: Color) -> UniversalGlassConfiguration { self }
    public func interactive(_ isEnabled: Bool = true) -> UniversalGlassConfiguration { self }
    public func fallback(material: Material?, tint: Color? = nil) -> UniversalGlassConfiguration { self }
    public func shadow(_ shadow: UniversalGlassShadow) -> UniversalGlassConfiguration { self }
}

public struct UniversalGlassEffectContainer<Content: View>: View {
    public init(spacing: CGFloat? = nil, rendering: UniversalGlassRendering = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct UniversalGlassButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

public struct UniversalGlassProminentButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension PrimitiveButtonStyle where Self == UniversalGlassButtonStyle {
    public static func universalGlass(rendering: UniversalGlassRendering = .automatic) -> UniversalGlassButtonStyle { .init() }
}

extension PrimitiveButtonStyle where Self == UniversalGlassProminentButtonStyle {
    public static func universalGlassProminent(rendering: UniversalGlassRendering = .automatic) -> UniversalGlassProminentButtonStyle { .init() }
}

extension View {
    public func universalGlassEffect<S: Shape>(_ configuration: UniversalGlassConfiguration = .regular, in shape: S,
                                               rendering: UniversalGlassRendering = .automatic) -> some View { self }
    public func universalGlassRenderingMode(_ mode: UniversalGlassRendering) -> some View { self }
}
