import XCTest
@testable import TWSyntax

final class SourceLocationTests: XCTestCase {
    func testLinesEndAtLFCRLFAndCR() {
        let converter = SourceLocationConverter("a\r\nb\nc")
        XCTAssertEqual(converter.lineCount, 3)
        // bytes: a=0 \r=1 \n=2 b=3 \n=4 c=5
        let a = converter.location(ofByte: 0), b = converter.location(ofByte: 3), c = converter.location(ofByte: 5)
        XCTAssertEqual([a.line, a.utf8Column], [1, 1])
        XCTAssertEqual([b.line, b.utf8Column], [2, 1])
        XCTAssertEqual([c.line, c.utf8Column], [3, 1])
        XCTAssertEqual(converter.location(ofByte: 1).line, 1, "the \\r ends line 1")
        XCTAssertEqual(converter.location(ofByte: 6), SourceLocation(line: 3, utf8Column: 2, utf16Column: 2, scalarColumn: 2))
        XCTAssertEqual(SourceLocationConverter("a\rb").lineCount, 2, "a lone CR ends a line")
        XCTAssertEqual(SourceLocationConverter("").location(ofByte: 0), SourceLocation(line: 1, utf8Column: 1, utf16Column: 1, scalarColumn: 1))
    }

    func testColumnsAfterAnEmoji() {
        let text = "x 😀 p-4"
        // bytes: x=0 ' '=1 😀=2..<6 ' '=6 p=7
        let converter = SourceLocationConverter(text)
        let p = converter.location(ofByte: 7)
        XCTAssertEqual(p.utf8Column, 8)
        XCTAssertEqual(p.utf16Column, 6)  // after x, space, 2 units, space
        XCTAssertEqual(p.scalarColumn, 5)  // after x, space, 1 scalar, space
        XCTAssertEqual(converter.utf16Offset(ofByte: 7), 5)
        XCTAssertEqual(
            converter.utf16Offset(ofByte: 7), text.utf16.distance(from: text.utf16.startIndex, to: text.utf8.index(text.utf8.startIndex, offsetBy: 7)))
        // Mid-character offsets count as the start of the character; no trap past the end.
        XCTAssertEqual(converter.location(ofByte: 4).utf16Column, 3)
        XCTAssertEqual(converter.location(ofByte: 999).utf8Column, text.utf8.count + 1)
        XCTAssertEqual(converter.location(ofByte: -3).utf8Column, 1)
    }

    func testByteOffsetRoundTrips() {
        let text = "p-4\r\nx 😀 hover:p-[2]\n\u{00E9}t\u{00E9}"
        let converter = SourceLocationConverter(text)
        let bytes = Array(text.utf8)
        for offset in 0...bytes.count {
            // Only offsets at character boundaries round trip.
            if offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { continue }
            if offset > 0, offset < bytes.count, bytes[offset - 1] == 0x0D, bytes[offset] == 0x0A { continue }
            let location = converter.location(ofByte: offset)
            XCTAssertEqual(converter.byteOffset(line: location.line - 1, column: location.utf16Column - 1), offset, "utf16 \(offset)")
            XCTAssertEqual(converter.byteOffset(line: location.line - 1, column: location.utf8Column - 1, utf16: false), offset, "utf8 \(offset)")
        }
        XCTAssertEqual(converter.byteOffset(line: 0, column: 99), 3, "clamped to the end of the line content")
        XCTAssertEqual(converter.byteOffset(line: 99, column: 0), bytes.count)
    }

    /// Long lines use checkpoints; every position must give what a walk from the line start gives,
    /// with multi-byte characters, invalid bytes and line breaks around.
    func testLongLinesMatchAWalkFromTheLineStart() {
        var bytes: [UInt8] = []
        let pieces: [[UInt8]] = [Array("p-4 ".utf8), Array("é".utf8), Array("日本".utf8), Array("😀".utf8), [0xFF], [0xE0, 0x41], Array(" bg-[#fff]".utf8)]
        for index in 0..<3000 {
            bytes += pieces[index % pieces.count]
            if index == 1500 { bytes += [0x0D, 0x0A] }
        }
        bytes += [0x0A] + Array("tail".utf8)
        let converter = SourceLocationConverter(utf8: bytes)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        for offset in stride(from: 0, through: bytes.count, by: 7) {
            let line = lineStarts.lastIndex { $0 <= offset }!
            var utf16 = 0, scalars = 0, index = lineStarts[line]
            while index < offset {
                let lead = bytes[index]
                let width = (0xC2...0xDF).contains(lead) ? 2 : (0xE0...0xEF).contains(lead) ? 3 : (0xF0...0xF4).contains(lead) ? 4 : 1
                if index + width > offset { break }
                scalars += 1
                utf16 += width == 4 ? 2 : 1
                index += width
            }
            let location = converter.location(ofByte: offset)
            XCTAssertEqual(location.line, line + 1, "offset \(offset)")
            XCTAssertEqual(location.utf16Column, utf16 + 1, "offset \(offset)")
            XCTAssertEqual(location.scalarColumn, scalars + 1, "offset \(offset)")
        }
    }
}
