import XCTest
import TWSyntax

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Any byte sequence parses: no trap, no hang, and every range lies in the input.
final class RobustnessTests: XCTestCase {
    /// Bytes that matter to the grammar, plus whitespace lead bytes and invalid UTF-8.
    static let interesting: [UInt8] = Array("[]:\\-_/!#. \t\n".utf8) + [0xC2, 0x85, 0xA0, 0xE2, 0x80, 0x8A, 0xE3, 0xFF, 0xC0]

    func checkInvariants(_ list: ClassList, _ input: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let count = input.count
        func inside(_ r: ByteRange, _ outer: ByteRange) -> Bool { r.start >= outer.start && r.end <= outer.end && r.start <= r.end }
        let all = ByteRange(start: 0, end: count)
        var previousEnd = 0
        for token in list.tokens {
            if !(inside(token.range, all) && !token.range.isEmpty && token.range.start >= previousEnd) {
                XCTFail("token \(token.range) out of order or outside 0..<\(count) in \(input)", file: file, line: line)
                return
            }
            previousEnd = token.range.end
            var ranges = token.variants.map(\.range) + [token.nameRange, token.rootRange]
            if let modifier = token.modifierRange { ranges.append(modifier) }
            switch token.value {
            case .none: break
            case .named(let r): ranges.append(r)
            case .arbitrary(let v): ranges += [v.bodyRange, v.valueRange] + (v.hintRange.map { [$0] } ?? [])
            }
            for issue in token.issues {
                ranges.append(issue.range)
                if let fix = issue.fix { ranges.append(fix.range) }
            }
            for r in ranges where !inside(r, token.range) {
                XCTFail("range \(r) outside token \(token.range) in \(input)", file: file, line: line)
                return
            }
            _ = list.text(of: token)
            if let value = token.arbitraryValue { _ = list.decodedText(value.bodyRange) }
        }
    }

    func testRandomShortInputs() {
        var rng = SeededGenerator(seed: 0x7357_2024)
        for _ in 0..<10_000 {
            let length = Int.random(in: 0...64, using: &rng)
            let input: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &rng) ? Self.interesting.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
            }
            var dynamic: [ByteRange] = []
            if length > 0, Int.random(in: 0..<4, using: &rng) == 0 {
                let a = Int.random(in: -2...length + 2, using: &rng), b = Int.random(in: -2...length + 2, using: &rng)
                dynamic.append(ByteRange(start: min(a, b), end: max(a, b)))
            }
            let list = ClassParser.parse(utf8: input, dynamicRanges: dynamic)
            checkInvariants(list, input)
            _ = list.syntaxDiagnostics
        }
    }

    func testFourMegabytesOfRandomBytesAndBrackets() {
        var rng = SeededGenerator(seed: 42)
        // Eight bytes per random number keeps the debug build fast; about 1 byte in 4 is a bracket.
        var input = [UInt8](repeating: 0, count: 4 << 20)
        var index = 0
        while index < input.count {
            var word = rng.next()
            for _ in 0..<8 where index < input.count {
                let byte = UInt8(truncatingIfNeeded: word)
                input[index] =
                    switch byte & 7 {
                    case 0: UInt8(ascii: "[")
                    case 1: UInt8(ascii: "]")
                    case 2: Self.interesting[Int(byte >> 3) % Self.interesting.count]
                    default: UInt8(truncatingIfNeeded: word >> 8)
                    }
                word >>= 8
                index += 1
            }
        }
        let list = ClassParser.parse(utf8: input)
        XCTAssertGreaterThan(list.tokens.count, 1000)
        var previousEnd = 0
        for token in list.tokens {
            XCTAssertTrue(token.range.start >= previousEnd && token.range.end <= input.count && !token.range.isEmpty)
            previousEnd = token.range.end
        }
    }

    func testOneMegabyteOfOpeningBracketsFinishes() {
        let list = ClassParser.parse(String(repeating: "[", count: 1 << 20))
        XCTAssertEqual(list.tokens.count, 1)
        XCTAssertFalse(list.grammaticalIssues.isEmpty)
    }

    func testManyUnclosedBracketGroupsStayLinear() {
        // Every token opens a bracket that whitespace leaves open: the broken-group search is bounded.
        let list = ClassParser.parse(String(repeating: "w-[1 ", count: 100_000))
        XCTAssertEqual(list.tokens.count, 100_000)
    }

    func testEmptyVariantsAndManyColons() {
        let list = ClassParser.parse(String(repeating: ":", count: 100_000))
        XCTAssertEqual(list.tokens.count, 1)
        XCTAssertFalse(list.tokens[0].issues.isEmpty)
    }
}
