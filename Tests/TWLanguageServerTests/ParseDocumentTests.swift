import Foundation
import TWJSON
import TWEmit
import TWSyntax
import XCTest
@testable import TWLanguageServer
import TWResolve

/// `tw/parse` builds its result directly; it must be the document of
/// `tw parse --json` (TWEmit's ``ParseJSON``), value for value.
final class ParseDocumentTests: XCTestCase {
    func testSameDocumentAsTheCommand() throws {
        for input in [
            "", "px-4 hover:focus:bg-[#fff] group-hover/card:p-[13] shared-[a[1]]/g bogus",
            #"bg-[color:red] p-[length:4] w-[a_b\_c] 日本-[🙄] hover: p-[ -x"#,
        ] {
            let list = ClassParser.parse(input)
            let diagnostics = list.syntaxDiagnostics
            XCTAssertEqual(ParseDocument.json(list, diagnostics), try JSON.parse(Data(ParseJSON.encode(list, diagnostics).utf8)), input)
        }
    }
}
