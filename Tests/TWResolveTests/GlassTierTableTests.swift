import Testing
import TWResolve

/// UniversalGlass tiers, one case per tier class: the fallback material before 26, the native
/// base on 26, and the opacity of the system-background tint on 26, natively and under forced
/// material rendering (reference universal-glass §2: thin and thick 0.4, ultraThick 0.7, the
/// others none).
@Suite("Glass tier table")
struct GlassTierTableTests {
    @Test(
        "Each tier's material, base and tint",
        arguments: [
            ("glass-ultra-thin", SurfaceMaterial.ultraThin, GlassBase.clear, nil),
            ("glass-thin", .thin, .clear, 0.4),
            ("glass-regular", .regular, .regular, nil),
            ("glass-thick", .thick, .regular, 0.4),
            ("glass-ultra-thick", .ultraThick, .regular, 0.7),
            ("glass-clear", .ultraThin, .clear, nil),
        ] as [(String, SurfaceMaterial, GlassBase, Double?)])
    func tier(_ classes: String, material: SurfaceMaterial, base: GlassBase, tint: Double?) throws {
        let old = try #require(fill(classes) { $0.os = OSVersion(18) })
        #expect(old.material == material)
        #expect(old.fallbackTint == nil)
        let new = try #require(fill(classes) { $0.os = OSVersion(26) })
        #expect(new.base == base)
        #expect(new.tint?.opacity == tint)
        let forced = try #require(
            fill(classes) {
                $0.os = OSVersion(26); $0.rendering = .material
            })
        #expect(forced.material == material)
        #expect(forced.fallbackTint?.opacity == tint)
    }

    private func fill(_ classes: String, _ change: (inout ResolutionContext) -> Void) -> Resolution.Fill? {
        let resolution = resolve(classes, change)
        #expect(resolution.valid, "\(classes): \(resolution.diagnostics.map(\.message))")
        return resolution.surface?.fill
    }
}
