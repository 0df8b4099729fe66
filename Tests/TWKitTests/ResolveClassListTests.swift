import Testing
import TWKit

/// `Resolver.resolve(_ list: ClassList, …)`: a parsed list resolves exactly as its text does.
@Suite("Resolving a parsed class list")
struct ResolveClassListTests {
    @Test(arguments: [
        "px-4 surface-floating glass-tint-[red] focus:tint-primary",
        "glass bg-primary p-4",
        "p-4 bogus",
        "hover:opacity-50 rounded-lg shadow-md",
        "",
    ])
    func sameAsText(_ classes: String) {
        let resolver = Resolver()
        for context in [ResolutionContext.iOS(18), .iOS(26), .macOS(26).with { $0.target = .button }] {
            for lenient in [false, true] {
                #expect(
                    resolver.resolve(ClassParser.parse(classes), context: context, lenient: lenient)
                        == resolver.resolve(classes, context: context, lenient: lenient))
            }
        }
    }
}
