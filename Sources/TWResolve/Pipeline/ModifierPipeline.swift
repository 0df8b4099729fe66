import TWSyntax

/// The phases of swiftcn's fixed modifier order (reference §11.2), outermost last.
public enum PipelinePhase: String, Hashable, Sendable, Codable, CaseIterable {
    /// Text tracking and text, image or shape registrations, applied to the native view itself.
    case source
    case content, layout, decoration, effects
}

/// One native modifier of a surface's chain: the call, its phase, and the registered slot it
/// comes from (nil for a built-in property).
public struct PipelineStep: Hashable, Sendable, Codable, CustomStringConvertible {
    public var phase: PipelinePhase
    public var call: NativeModifierCall
    /// The registration name, for a step applied by a registered native modifier slot.
    public var slot: String?
    /// False for a slot whose registration does not say what it applies (no `applies`): the
    /// call is then only the slot's name and argument, `tilt(8)`.
    public var isDescribed: Bool
    /// For a described slot: its registration's `applies` as written, with `{argument}` where
    /// the argument goes, so that an emitter can write ``argument`` in its own language.
    public var template: NativeModifierCall?
    /// For a slot: the value `{argument}` stands for in ``template`` (a number times the
    /// registration's `scale`, a colour resolved in the scheme); nil when the slot has none or
    /// it is only known at run time.
    public var argument: ArgumentValue?

    public init(
        _ phase: PipelinePhase, _ call: NativeModifierCall, slot: String? = nil, isDescribed: Bool = true,
        template: NativeModifierCall? = nil, argument: ArgumentValue? = nil
    ) {
        self.phase = phase
        self.call = call
        self.slot = slot
        self.isDescribed = isDescribed
        self.template = template
        self.argument = argument
    }

    public var description: String { call.description }
}

/// The native modifier chain one `.tw` surface applies, outermost last, in swiftcn's fixed order
/// (reference §11.2, §12.2): source, content, layout, decoration, effects, each phase's
/// registered slots after its built-in properties. Steps that draw nothing (zero padding,
/// opacity 1, an inactive slot) are left out, so the chain is the one a rendering is
/// pixel-identical to.
public struct ModifierPipeline: Hashable, Sendable, Codable {
    public var steps: [PipelineStep]

    public init(steps: [PipelineStep]) {
        self.steps = steps
    }

    /// The calls in TWKit's pipeline notation: `padding(12)`, `offset(x: 3, y: -2)`.
    public var calls: [String] { steps.map(\.description) }

    /// Builds the chain of a resolution, with the registered steps of its ``Resolution/nativeSlots``.
    public static func build(_ resolution: Resolution) -> ModifierPipeline {
        var builder = PipelineBuilder(resolution: resolution, slots: resolution.nativeSlots ?? [])
        return ModifierPipeline(steps: builder.build())
    }
}

extension Resolver {
    /// The native modifier chain `classes` apply in `context` (reference §11.2).
    public func pipeline(_ classes: String, context: ResolutionContext, dynamicRanges: [ByteRange] = []) -> ModifierPipeline {
        ModifierPipeline.build(resolve(classes, context: context, dynamicRanges: dynamicRanges))
    }
}
