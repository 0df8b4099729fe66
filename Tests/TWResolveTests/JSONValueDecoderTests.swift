import Foundation
import Testing
import TWJSON
import TWResolve
import TWTestSupport

/// `JSONValueDecoder` decodes from a `JSON` value exactly as Foundation's
/// `JSONDecoder` decodes the value's text (the oracle): equal values, or errors equal in case,
/// type, coding path and debug description, since clients read those in `invalidParams` messages.
struct JSONValueDecoderTests {
    /// One input and target type, decoded both ways.
    struct Probe: CustomTestStringConvertible, Sendable {
        var json: JSON
        var typeName: String
        var decodeValue: @Sendable (JSON) -> DecodingOutcome
        var decodeText: @Sendable (Data) -> DecodingOutcome
        var testDescription: String { "\(typeName) from \(String(decoding: (try? Self.encoder.encode(json)) ?? Data(), as: UTF8.self))" }

        init<T: Decodable>(_ json: JSON, _ type: T.Type) {
            self.json = json
            typeName = "\(T.self)"
            decodeValue = { value in DecodingOutcome { try JSONValueDecoder().decode(T.self, from: value) } }
            decodeText = { data in DecodingOutcome { try JSONDecoder().decode(T.self, from: data) } }
        }

        /// The text the language server's decoding wrote before (`JSONEncoder`, sorted keys).
        static let encoder: JSONEncoder = {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return encoder
        }()
    }

    static let numbers: [JSON] = [
        0, 1, -1, 127, 128, -128, -129, 255, 256, 32767, 65536, .int(Int(Int32.max) + 1), .int(Int.max), .int(Int.min),
        .double(0), .double(-0.0), .double(3), .double(3.5), .double(-2.5), .double(0.1), .double(1e15), .double(1e16), .double(0x1p53),
        .double(0x1p60), .double(-0x1p63), .double(0x1p63), .double(0x1p64), .double(1.8446744073709552e19), .double(9.3e18),
        .double(1e300), .double(-1e300), .double(1e-300), .double(5e-324), .double(3.4028235e38), .double(3.5e38), .double(1e-45),
        .double(16_777_217), .int(16_777_217), .int(9_007_199_254_740_993), .double(123_456_789.123), .double(2.5e-7),
    ]

    static let others: [JSON] = [.null, true, false, "", "12", "text", [], [1], ["a": 1], [:]]

    static func scalars(_ value: JSON) -> [Probe] {
        [
            Probe(value, Int.self), Probe(value, Int8.self), Probe(value, Int16.self), Probe(value, Int32.self), Probe(value, Int64.self),
            Probe(value, UInt.self), Probe(value, UInt8.self), Probe(value, UInt16.self), Probe(value, UInt32.self), Probe(value, UInt64.self),
            Probe(value, Double.self), Probe(value, Float.self), Probe(value, Bool.self), Probe(value, String.self), Probe(value, Int?.self),
            Probe(value, Decimal.self), Probe(value, Date.self), Probe(value, JSON.self),
        ]
    }

    /// Every scalar type from every kind of value, at the top, in an array and under a key.
    static let scalarProbes: [Probe] = (numbers + others).flatMap { value in
        scalars(value) + [
            Probe([value], [Int].self), Probe([value], [Float].self), Probe([value], [UInt8].self), Probe([value], [String].self),
            Probe([value], [Bool?].self), Probe(["k": value], [String: Int].self), Probe(["k": value], [String: Double].self),
            Probe(["k": value], Keyed.self), Probe(["k": value], [String: Bool].self), Probe([value, [value]], [JSON].self),
            Probe(["k": ["n": value]], JSON.self),
        ]
    }

    /// Containers, nested containers, super decoders, Foundation's special types and the
    /// project's own context.
    static let structureProbes: [Probe] = [
        Probe([1, 2, "x"], [Int].self), Probe([[1], [2, .double(3.5)]], [[Int]].self), Probe([[1], ["a": 1]], [[Int]].self),
        Probe(["a": [1, nil]], [String: [Int]].self),
        Probe([:], Keyed.self), Probe(["k": 1, "n": ["k": 2]], Keyed.self), Probe(["k": 1, "n": ["k": "2"]], Keyed.self), Probe(["k": 1, "n": 3], Keyed.self),
        Probe(["k": 1, "n": nil], Keyed.self), Probe(["k": 1, "list": [1, "2"]], Keyed.self), Probe(["k": 1, "list": nil], Keyed.self), Probe([1], Keyed.self),
        Probe(nil, Keyed.self), Probe("x", Keyed.self), Probe(nil, [Int].self), Probe(3, [Int].self),
        Probe([], Walk.self), Probe([1], Walk.self), Probe([1, nil], Walk.self), Probe([1, nil, [2]], Walk.self), Probe([1, nil, [2], ["k": 3]], Walk.self),
        Probe([1, nil, [2], ["k": 3], "s"], Walk.self), Probe([1, nil, [2], ["k": 3], "s", 9], Walk.self), Probe([1, nil, ["x"], ["k": 3]], Walk.self),
        Probe([1, nil, [2], ["k": "3"]], Walk.self), Probe([1, 2], Walk.self), Probe([1, nil, 2], Walk.self), Probe([1, nil, [2], 4], Walk.self),
        Probe([1], Past.self), Probe([], Past.self), Probe([1, 2], PastIfPresent.self), Probe([], PastIfPresent.self), Probe([nil], PastIfPresent.self),
        Probe([], PastNested.self), Probe([], PastNestedUnkeyed.self), Probe([], PastSuper.self), Probe([], PastNil.self),
        Probe([:], Super.self), Probe(["super": 3], Super.self), Probe(["super": "x", "k": 1], Super.self), Probe(["k": 2], Super.self),
        Probe(["k": "x"], Super.self), Probe([:], KeyedNested.self), Probe(["n": [:]], KeyedNested.self), Probe(["n": ["m": [1, "a"]]], KeyedNested.self),
        Probe("https://example.com/a b", URL.self), Probe("https://example.com/x", URL.self), Probe("", URL.self), Probe(3, URL.self), Probe(nil, URL.self),
        Probe("aGVsbG8=", Data.self), Probe("!!", Data.self), Probe(3, Data.self), Probe(nil, Data.self), Probe(["a": "x"], [String: URL].self),
        Probe(["a": 1, "b": [true]], [String: JSON].self), Probe([.double(1.5), "x", nil, ["y": [false]]], [JSON].self),
        Probe(["os": 26], ResolutionContext.self), Probe(["os": "26.1", "platform": "macos"], ResolutionContext.self),
        Probe(["os": true], ResolutionContext.self), Probe(["os": .double(26.5)], ResolutionContext.self),
        Probe(["os": .double(1e300)], ResolutionContext.self),
        Probe(["platform": 3], ResolutionContext.self), Probe(["platform": "windows"], ResolutionContext.self), Probe(["color": "red"], ResolutionContext.self),
        Probe(["state": "hover"], ResolutionContext.self), Probe(["state": ["hover", 3]], ResolutionContext.self),
        Probe(["state": ["hover", "nope"]], ResolutionContext.self),
        Probe(["groupStates": ["hero": ["focus"]]], ResolutionContext.self), Probe(["groupStates": ["a b": ["focus"]]], ResolutionContext.self),
        Probe(["groupStates": ["hero": [1]]], ResolutionContext.self), Probe(["groupStates": 2], ResolutionContext.self),
        Probe(["reduceMotion": 1], ResolutionContext.self),
        Probe(["reduceMotion": nil, "windowActive": false], ResolutionContext.self), Probe(nil, ResolutionContext.self), Probe([], ResolutionContext.self),
    ]

    @Test(arguments: scalarProbes + structureProbes)
    func decodesAsFoundationDecodesTheText(_ probe: Probe) throws {
        let text = try Probe.encoder.encode(probe.json)
        #expect(probe.decodeValue(probe.json) == probe.decodeText(text))
    }

    @Test func userInfoReachesEveryDecoder() throws {
        let key = try #require(CodingUserInfoKey(rawValue: "probe"))
        let decoded = try JSONValueDecoder(userInfo: [key: "seen"]).decode([Tagged].self, from: [1, 2])
        #expect(decoded.map(\.tag) == ["seen", "seen"])
    }

    @Test func allKeysAreTheObjectsKeys() throws {
        let keys = try JSONValueDecoder().decode(AllKeys.self, from: ["b": 1, "a": 2, "c d": nil]).keys
        #expect(keys.sorted() == ["a", "b", "c d"])
    }
}

// MARK: Probe types, each reaching a different part of the decoder.

/// Primitive members by key, optional and nested.
private struct Keyed: Decodable {
    var k: Int
    var n: Nested?
    var list: [Int]?
    struct Nested: Decodable { var k: Int }
}

/// Every unkeyed operation in turn: an Int, decodeNil, a nested unkeyed container, a nested
/// keyed container, a string through a super decoder, then whatever is left.
private struct Walk: Decodable {
    var log: [String] = []
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        log.append("count \(list.count ?? -1) at \(list.currentIndex) end \(list.isAtEnd)")
        if list.isAtEnd { return }
        log.append("int \(try list.decode(Int.self))")
        if list.isAtEnd { return }
        log.append("nil \(try list.decodeNil()) at \(list.currentIndex)")
        log.append("nil again \(try list.decodeNil()) at \(list.currentIndex)")
        if list.isAtEnd { return }
        var inner = try list.nestedUnkeyedContainer()
        log.append("inner \(try inner.decode(Int.self)) path \(inner.codingPath.map(\.stringValue))")
        if list.isAtEnd { return }
        let keyed = try list.nestedContainer(keyedBy: JSONKey.self)
        log.append("keyed \(try keyed.decode(Int.self, forKey: JSONKey("k"))) path \(keyed.codingPath.map(\.stringValue))")
        if list.isAtEnd { return }
        let sup = try list.superDecoder()
        log.append("super \(try sup.singleValueContainer().decode(String.self)) path \(sup.codingPath.map(\.stringValue))")
        while !list.isAtEnd { log.append("rest \(try list.decode(Double.self)) at \(list.currentIndex)") }
    }
}

/// Reads one element more than there are.
private struct Past: Decodable {
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        while !list.isAtEnd { _ = try list.decode(Int.self) }
        _ = try list.decode(Int.self)
    }
}

/// `decodeIfPresent` up to and past the end, recording the index after each.
private struct PastIfPresent: Decodable {
    var log: [String] = []
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        for _ in 0..<3 {
            let value = try list.decodeIfPresent(Int.self)
            log.append("\(value.map(String.init) ?? "nil") at \(list.currentIndex)")
        }
        let text = try list.decodeIfPresent(String.self)
        log.append("\(text ?? "nil") at \(list.currentIndex)")
    }
}

private struct PastNested: Decodable {
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        _ = try list.nestedContainer(keyedBy: JSONKey.self)
    }
}

private struct PastNestedUnkeyed: Decodable {
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        _ = try list.nestedUnkeyedContainer()
    }
}

private struct PastSuper: Decodable {
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        _ = try list.superDecoder()
    }
}

private struct PastNil: Decodable {
    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        _ = try list.decodeNil()
    }
}

/// A class-style super decoder (`super`), then one for a key that may be absent.
private struct Super: Decodable {
    var log: [String] = []
    enum CodingKeys: String, CodingKey { case k }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let sup = try container.superDecoder()
        log.append("super nil \(try sup.singleValueContainer().decodeNil()) path \(sup.codingPath.map(\.stringValue))")
        let forKey = try container.superDecoder(forKey: .k)
        log.append("k \(try forKey.singleValueContainer().decode(Int?.self).map(String.init) ?? "nil") path \(forKey.codingPath.map(\.stringValue))")
    }
}

/// Nested containers by key.
private struct KeyedNested: Decodable {
    var values: [Int] = []
    enum Outer: String, CodingKey { case n }
    enum Inner: String, CodingKey { case m }
    init(from decoder: Decoder) throws {
        let outer = try decoder.container(keyedBy: Outer.self)
        let inner = try outer.nestedContainer(keyedBy: Inner.self, forKey: .n)
        var list = try inner.nestedUnkeyedContainer(forKey: .m)
        while !list.isAtEnd { values.append(try list.decode(Int.self)) }
    }
}

private struct Tagged: Decodable {
    var tag: String
    init(from decoder: Decoder) throws {
        tag = decoder.userInfo[CodingUserInfoKey(rawValue: "probe")!] as? String ?? "missing"
    }
}

private struct AllKeys: Decodable {
    var keys: [String]
    init(from decoder: Decoder) throws {
        keys = try decoder.container(keyedBy: JSONKey.self).allKeys.map(\.stringValue)
    }
}
