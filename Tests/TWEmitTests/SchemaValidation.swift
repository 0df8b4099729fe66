import Foundation
import TWTestSupport
import XCTest

/// Validates each line of `documents` against `schema` with python3's jsonschema
/// (``schemaViolations(of:against:)``), failing the test on any violation.
func validateJSON(_ documents: [String], against schema: String, file: StaticString = #filePath, line: UInt = #line) throws {
    XCTAssertEqual(try schemaViolations(of: documents, against: schema), [], file: file, line: line)
}
