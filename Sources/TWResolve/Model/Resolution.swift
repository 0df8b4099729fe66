import TWSyntax

/// What swiftcn draws for a class string in a context, with the reason for each decision.
///
/// A domain model: TWEmit's `ResolutionDocumentV1` is the `twkit.resolution/1` JSON document
/// made from it (schema served by `tw schema resolution`). Lengths are points, durations seconds, rotation degrees, opacity 0...1. Optional members are
/// absent when the classes leave them unset (inherited or the system default).
public struct Resolution: Hashable, Sendable {
    /// The schema version of the JSON document made from a resolution.
    public static let schemaVersion = "twkit.resolution/1"

    public var classes: String
    /// False when swiftcn rejects the classes (any unknown class, variant, recursion or limit).
    public var valid: Bool
    /// True when swiftcn leaves the whole surface undecorated, global defaults included
    /// (reference §4.2), which is what an invalid class string does unless `lenient` is set.
    public var undecorated: Bool
    /// True when bad tokens were skipped to show a resolution anyway (design tools). swiftcn
    /// itself never does this.
    public var lenient: Bool
    public var context: ContextSummary
    public var theme: ThemeSummary

    public var surface: Surface?
    public var button: Button?
    public var presentation: Presentation?
    public var padding: Padding
    public var frame: Frame
    public var font: Font?
    public var weight: FontWeight?
    public var foreground: ResolvedColor?
    /// True when no class in any state sets a foreground colour, so none is installed (§4.4).
    public var inheritsForeground: Bool
    public var background: ResolvedColor?
    /// The corner radius; absent when no `rounded*` class applies.
    public var radius: Double?
    public var border: Border?
    public var shadow: Shadow?
    public var opacity: Double
    public var text: TextAttributes
    public var transform: Transform
    public var motion: Motion
    /// The animation a styled update applies to its transaction; present when a
    /// preset applies or the context gives a caller transaction or a state change.
    /// Made when first read.
    public var transaction: MotionTransaction? {
        get { lazyTransaction?.value }
        set { lazyTransaction = newValue.map(Lazy.init) }
    }
    /// The storage of ``transaction``.
    var lazyTransaction: Lazy<MotionTransaction>? = nil
    /// The group this surface declares: `""` for `group`, the name for `group/name`.
    public var group: String?
    public var shared: Shared?
    public var nativeModifiers: [NativeModifier]
    public var ignored: [Ignored]
    public var overridden: [Overridden]
    /// Tokens with a dynamic part outside brackets, which cannot be resolved here.
    public var dynamic: [String]
    /// For each resolved field (`padding.top`, `surface.fill`, ...), the class that decided it.
    /// Built when first read.
    public var provenance: [String: Provenance] {
        get { lazyProvenance.value }
        set { lazyProvenance = Lazy(newValue) }
    }
    /// The storage of ``provenance``.
    var lazyProvenance: Lazy<[String: Provenance]>
    public var diagnostics: [ResolvedDiagnostic]
    /// Every registered native modifier slot in slot order, active or not, with its argument
    /// (reference §12.2); absent when nothing is registered.
    public var nativeSlots: [NativeSlot]? = nil
    /// On tvOS, watchOS and visionOS: that swiftcn itself has no answer there, and what TWKit
    /// shows instead.
    public var platformNote: String? = nil

    public struct ContextSummary: Hashable, Sendable {
        public var platform: Platform
        public var os: String
        public var appearance: AppearancePolicy
        public var renderer: GlassRendererSetting
        public var requiresCompatibility: Bool
        public var reduceTransparency: Bool
        public var increaseContrast: Bool
        public var reduceMotion: Bool
        public var scheme: ColorScheme
        public var target: StyleTarget
        public var states: [String]
        public var groupStates: [String: [String]]
        public var windowActive: Bool
        /// Derived: the system draws Liquid Glass (iOS/macOS 26 and later).
        public var supportsGlass: Bool
        /// Derived: the renderer glass uses in this context.
        public var glassRenderer: GlassRenderer
        /// The inherited UniversalGlass rendering override (`universalGlassRenderingMode`); absent
        /// when unset. Only surfaces with glass configuration classes read it.
        public var rendering: UniversalGlassRendering? = nil
    }

    public struct ThemeSummary: Hashable, Sendable {
        public var name: String
        public var source: String
        public var revision: String
    }

    public struct Surface: Hashable, Sendable {
        public var role: SurfaceRole
        public var fill: Fill
        /// The framework that draws the glass; absent when the fill is not glass.
        public var renderer: GlassRenderer?
        /// True when a UIKit glass view (`UIVisualEffectView` with `UIGlassEffect`) is created.
        public var glassView: Bool
        public var edge: Edge
        public var shape: Shape
        public var shadow: Shadow?
        /// How a surface with glass configuration classes chose between native glass and the
        /// material fallback; absent for plain swiftcn surfaces.
        public var rendering: Rendering? = nil
    }

    /// The UniversalGlass rendering decision of a configured surface (reference universal-glass §4).
    public struct Rendering: Hashable, Sendable {
        /// The effective mode: `automatic`, `glass` or `material`.
        public var mode: UniversalGlassRendering
        /// The inherited override (which wins), the `glass-render-*` class or the default.
        public var source: RenderingSource
    }

    /// UniversalGlass's fallback shadow (`UniversalGlassShadow`): a colour and a blur radius in
    /// points, always at offset (0, 0), on the material layer only (reference universal-glass §3).
    public struct GlassShadow: Hashable, Sendable {
        /// `default` (black at 0.04, radius 8) or `custom` (`glass-shadow-[colour]`, `glass-shadow-radius-N`).
        public var preset: GlassShadowPreset
        public var color: ResolvedColor
        public var radius: Double
        public var x: Double
        public var y: Double
    }

    /// A surface's one fill: what it paints, why, and for surfaces with glass configuration
    /// classes the UniversalGlass details.
    public struct Fill: Hashable, Sendable {
        /// What is painted, with the values of its kind.
        public var paint: FillPaint
        /// Why this fill: the decision-table row (reference §8.2, seed).
        public var reason: String
        /// The UniversalGlass tier of a surface with glass configuration classes (`thin`, see
        /// ``GlassTier``); absent for plain swiftcn surfaces.
        public var tier: GlassTier? = nil
        /// Native glass of a configured surface: the `Glass` base variant.
        public var base: GlassBase? = nil
        /// Material fallback of a configured surface: the tint drawn beneath the material, in the
        /// surface's shape, with no shadow of its own.
        public var fallbackTint: ResolvedColor? = nil
        /// Material fallback of a configured surface: the shadow on the material layer; absent for
        /// `glass-shadow-none`.
        public var fallbackShadow: GlassShadow? = nil
        /// A configured surface's path to its fill; absent for plain swiftcn surfaces.
        public var route: FillRoute? = nil

        /// A fill with only its paint and reason.
        public init(paint: FillPaint, reason: String) {
            self.paint = paint
            self.reason = reason
        }

        /// The kind of fill: exactly one per surface.
        public var kind: FillKind { paint.kind }
        /// The solid fill's colour.
        public var color: ResolvedColor? {
            if case .solid(let color, _) = paint { return color }
            return nil
        }
        /// The material thickness of a material fill.
        public var material: SurfaceMaterial? {
            if case .material(let material) = paint { return material }
            return nil
        }
        /// The glass tint.
        public var tint: ResolvedColor? {
            if case .glass(let tint, _, _) = paint { return tint }
            return nil
        }
        /// `glass-interactive` on a glass fill; nil for other kinds.
        public var interactive: Bool? {
            if case .glass(_, let interactive, _) = paint { return interactive }
            return nil
        }
        /// The prominent flag where it changes what is drawn (buttons); nil otherwise.
        public var prominent: Bool? {
            switch paint {
            case .glass(_, _, let prominent), .solid(_, let prominent): return prominent
            case .material, .none: return nil
            }
        }
    }

    public struct Edge: Hashable, Sendable {
        public var color: ResolvedColor?
        public var width: Double
        public var source: EdgeSource
        /// For the fallback edge: soft (material: border at 70 %), standard (solid: border) or
        /// strong (Increase Contrast: input).
        public var strength: EdgeStrength?

        /// No edge.
        public static let none = Edge(color: nil, width: 0, source: .none, strength: nil)
    }

    public struct Shape: Hashable, Sendable {
        public var kind: ShapeKind
        public var radius: Double
        public var token: String?
    }

    public struct Shadow: Hashable, Sendable {
        public var token: String
        public var color: ResolvedColor?
        public var radius: Double
        public var x: Double
        public var y: Double
        /// False when the shadow is not drawn (glass surfaces supply their own depth).
        public var drawn: Bool
    }

    public struct Border: Hashable, Sendable {
        public var color: ResolvedColor?
        public var width: Double
    }

    public struct Button: Hashable, Sendable {
        /// The bezel, or absent for a plain button whose label carries the classes.
        public var bezel: ButtonBezel?
        /// The style drawn.
        public var style: ButtonStyle
        public var prominent: Bool
        /// The surface role that chose the style, if any.
        public var role: SurfaceRole?
        public var controlSize: ControlSize?
        /// UIKit glass buttons: the height in points (28, 34 or 50).
        public var height: Double?
        /// UIKit glass buttons on iOS: the minimum touch target in points.
        public var minTouchTarget: Double?
        /// The tint; absent when the button keeps the inherited tint.
        public var tint: ResolvedColor?
        /// States in which no tint class applies, so SwiftUI's default tint shows (seed).
        public var defaultTintStates: [String]
        public var labelColor: ResolvedColor?
        public var labelColorReason: String
        public var borderShape: ButtonBorderShape
        public var borderRadius: Double?
        public var press: Press?
        public var disabled: Disabled?
        /// The solid fill that replaces the UIKit glass view under Reduce Transparency.
        public var fill: Fill?
        /// The fallback edge drawn with that fill for plain glass (seed, "Glass renderer").
        public var edge: Edge?
        public var reason: String
    }

    public struct Press: Hashable, Sendable {
        public var scale: Double
        public var opacity: Double
        /// Spring, or ease-out under Reduce Motion.
        public var animation: PressAnimation
        public var duration: Double?
    }

    public struct Disabled: Hashable, Sendable {
        public var tint: ResolvedColor?
        public var labelColor: ResolvedColor
    }

    public struct Presentation: Hashable, Sendable {
        /// True where the system draws glass: the sheet keeps the system presentation.
        public var keepsSystemPresentation: Bool
        public var background: ResolvedColor?
    }

    public struct Padding: Hashable, Sendable {
        public var top: Double
        public var leading: Double
        public var bottom: Double
        public var trailing: Double
    }

    public struct Frame: Hashable, Sendable {
        public var width: Double?
        public var height: Double?
        public var minWidth: Double?
        /// `Double.infinity` never appears: `w-full` is `expandsWidth`.
        public var maxWidth: Double?
        public var minHeight: Double?
        public var maxHeight: Double?
        public var expandsWidth: Bool
    }

    public struct Font: Hashable, Sendable {
        /// The theme size token (`lg`).
        public var token: String?
        /// The native text style it maps to (`title3`).
        public var role: String?
        /// A fixed system size in points (`text-[18]`).
        public var size: Double?
    }

    public struct TextAttributes: Hashable, Sendable {
        public var tracking: Double?
        public var lineSpacing: Double?
        public var alignment: TextAlignment?
        /// A number of lines, or absent; see `lineLimitRemoved`.
        public var lineLimit: Int?
        /// True for `line-clamp-none`, which removes an inherited limit.
        public var lineLimitRemoved: Bool
    }

    public struct Transform: Hashable, Sendable {
        public var offsetX: Double
        public var offsetY: Double
        public var scaleX: Double
        public var scaleY: Double
        public var rotation: Double
        public var blur: Double
    }

    public struct Motion: Hashable, Sendable {
        /// The preset name, or absent for none.
        public var preset: String?
        public var duration: Double
        public var delay: Double
        /// The animation applied: the preset, or absent under Reduce Motion, without a preset, or
        /// with `animate-none`.
        public var animation: String?
    }

    public struct Shared: Hashable, Sendable {
        public var id: String?
        public var group: String?
        public var properties: SharedProperties
        public var source: Bool
    }

    public struct NativeModifier: Hashable, Sendable {
        public var name: String
        public var argument: String?
    }

    public struct Ignored: Hashable, Sendable {
        public var `class`: String
        public var range: ByteRange?
        public var source: RuleSource
        public var reason: String
    }

    public struct Overridden: Hashable, Sendable {
        public var `class`: String
        public var by: String
        public var field: String
        public var source: RuleSource
        /// The overridden token's range in the class string named by `source` (UTF-8 bytes).
        public var range: ByteRange
        /// The winning token's range in its own class string.
        public var byRange: ByteRange
    }

    public struct Provenance: Hashable, Sendable {
        public var `class`: String
        public var rule: String
    }
}

/// A class that swiftcn rejects, as the expander finds it and a resolution lists it: the one
/// ``Diagnostic`` type of every layer, with the class string it belongs to and the error swiftcn
/// throws for it.
public struct ResolvedDiagnostic: Hashable, Sendable {
    /// Code, severity, message, range (UTF-8 bytes in the class string named by `source`) and fix.
    public var diagnostic: Diagnostic
    public var source: RuleSource
    /// The error kind swiftcn throws (`unknownClass`, `unknownVariant`, `recursiveClass`,
    /// `expansionLimit`, `unsupportedTarget`, or TWKit's own `expansionBudget`).
    public var kind: Kind
    /// The name the error carries: the class, the variant, or the recursive name.
    public var detail: String

    /// What swiftcn's error carries (`TWClassError`, reference §13.1).
    public enum Kind: String, Hashable, Sendable, Codable {
        case unknownClass, unknownVariant, recursiveClass, expansionLimit, expansionBudget
        /// A registered text, image or shape modifier on another target (reference §2.5).
        case unsupportedTarget
        /// A typed value swiftcn cannot interpolate there (`Unsupported swiftcn interpolation`,
        /// reference §1.3).
        case invalidInterpolation
    }

    public init(diagnostic: Diagnostic, source: RuleSource, kind: Kind, detail: String) {
        self.diagnostic = diagnostic
        self.source = source
        self.kind = kind
        self.detail = detail
    }

    public var code: DiagnosticCode { diagnostic.code }
    /// The rule family of the code (`unknown-class`).
    public var rule: String { diagnostic.rule }
    public var severity: Severity { diagnostic.severity }
    public var message: String { diagnostic.message }
    public var range: ByteRange { diagnostic.range }
    public var fix: Fix? { diagnostic.fix }
}
