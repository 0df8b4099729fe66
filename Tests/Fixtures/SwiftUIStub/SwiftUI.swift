// A stub of the SwiftUI names `tw swift` emits, for type-checking the emitted code on Linux
// (issue 6 item 3). Signatures follow Apple's SwiftUI (iOS 26 / macOS 26 SDK); bodies do nothing.
// Only what TWKit emits is declared, so a misspelt modifier fails to type-check. Compiled after
// the UIKit stub, as SwiftUI on iOS re-exports UIKit's interoperability (UIViewRepresentable).
import Foundation
#if canImport(UIKit)
import UIKit
#endif

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// MARK: Environment

public struct EnvironmentValues {
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var isEnabled: Bool { true }
}

@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

// MARK: Values

public struct EdgeInsets {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

public enum Edge {
    case top, leading, bottom, trailing

    public struct Set {
        public static let top = Set(), leading = Set(), bottom = Set(), trailing = Set()
        public static let horizontal = Set(), vertical = Set(), all = Set()
    }
}

public struct Alignment {
    public static let center = Alignment()
    public static let topLeading = Alignment()
}

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle {
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let orange = red, yellow = red, green = red, mint = red, teal = red, cyan = red, blue = red
    public static let indigo = red, purple = red, pink = red, brown = red, gray = red, black = red, white = red
    public static let clear = red, primary = red, secondary = red, accentColor = red
}

public struct Material: ShapeStyle {
    public static let ultraThin = Material(), thin = Material(), regular = Material(), thick = Material(), ultraThick = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

public struct Font {
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font(), caption2 = Font()
    public static func system(size: CGFloat) -> Font { Font() }

    public struct Weight {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
}

public enum ControlSize {
    case mini, small, regular, large, extraLarge
}

// MARK: Shapes

public protocol Shape: View {}
public protocol InsettableShape: Shape {}

public enum RoundedCornerStyle {
    case circular, continuous
}

public struct Rectangle: InsettableShape {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Capsule: InsettableShape {
    public init() {}
    public var body: Never { fatalError() }
}

public struct RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> some View { self }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

// MARK: Glass (iOS 26 / macOS 26)

public struct Glass {
    public static let regular = Glass(), clear = Glass(), identity = Glass()
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

public struct GlassEffectContainer<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Namespace {
    public struct ID: Hashable, Sendable {}
}

// MARK: Buttons and button styles

public struct ButtonRole: Equatable {
    public static let destructive = ButtonRole(), cancel = ButtonRole()
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }

    public var role: ButtonRole? { nil }
    public var label: Label { Label() }
    public func trigger() {}
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }

    public var role: ButtonRole? { nil }
    public var label: Label { Label() }
    public var isPressed: Bool { false }
}

public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct Button<Label: View>: View {
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }
public struct LinkButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() } }

extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: GlassProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { .init() } }

public struct ButtonBorderShape {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), circle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

// MARK: Animation

public struct Animation {
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
}

// MARK: Angles and points

public struct Angle {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
    public static func radians(_ radians: Double) -> Angle { Angle() }
}

public struct UnitPoint {
    public static let center = UnitPoint()
}

// MARK: Modifiers

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func shadow(color: Color = Color.black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func font(_ font: Font?) -> some View { self }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
    public func scaleEffect(_ scale: CGFloat) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View { self }
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID, in namespace: Namespace.ID) -> some View { self }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    // What registered native modifiers apply in the type-checked batch (`applies`).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func kerning(_ kerning: CGFloat) -> some View { self }
}

// MARK: UIKit interoperability

#if canImport(UIKit)
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}
#endif
