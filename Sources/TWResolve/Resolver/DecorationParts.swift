/// The members of a ``Resolution`` that the surface and button steps write, decided before the
/// resolution is made: the builder makes the resolution once, from its parts, instead of making
/// it and then editing it in place (an edited value would be copied whole on return).
struct DecorationParts {
    var surface: Resolution.Surface?
    var button: Resolution.Button?
    var presentation: Resolution.Presentation?
    /// The fields' background, border and shadow, which a fill or a native bezel may remove.
    var background: ResolvedColor?
    var border: Resolution.Border?
    var shadow: Resolution.Shadow?
}
