import XCTest
import TWEmit

final class TextTableTests: XCTestCase {
    func testAlignedAndMarkdown() {
        let table = TextTable(headers: ["", "iOS 18", "iOS 26"], rows: [["fill", "material regular", "glass"], ["edge", "a|b", ""]])
        XCTAssertEqual(
            table.aligned(),
            """
                  iOS 18            iOS 26
            fill  material regular  glass
            edge  a|b

            """)
        XCTAssertEqual(
            table.markdown(),
            """
            |  | iOS 18 | iOS 26 |
            | --- | --- | --- |
            | fill | material regular | glass |
            | edge | a\\|b |  |

            """)
    }
}
