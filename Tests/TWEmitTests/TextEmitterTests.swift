import XCTest
import TWResolve
import TWEmit

final class TextEmitterTests: XCTestCase {
    func testUndecoratedAndLenient() {
        let resolver = Resolver()
        let strict = TextEmitter().render(resolver.resolve("p-4 hovr:p-2", context: ResolutionContext()))
        XCTAssertTrue(strict.contains("NO: swiftcn rejects the classes"), strict)
        XCTAssertFalse(strict.contains("padding"), "an undecorated surface shows no properties")
        let lenient = TextEmitter().render(resolver.resolve("p-4 hovr:p-2", context: ResolutionContext(), lenient: true))
        XCTAssertTrue(lenient.hasPrefix("LENIENT: swiftcn would draw this surface undecorated"), lenient)
        XCTAssertTrue(lenient.contains("padding     16pt all edges"), lenient)
    }

    func testExplainerNamesTheWinner() {
        var context = ResolutionContext()
        context.states = [.hover]
        let text = Explainer().render(Resolver().resolve("hover:px-6 px-4", context: context))
        let leading = text.split(separator: "\n").first { $0.hasPrefix("padding.leading") } ?? ""
        XCTAssertTrue(leading.contains("24pt") && leading.contains("hover:px-6") && leading.contains("state precedence"), String(leading))
    }
}
